// The Lists of Acceptable Documents of Form I-9 (edition 01/20/25; USCIS handbook M-274 §13), as data:
// each document's list, its title in English and Spanish, whether an expiration date belongs on it, and
// whether its expiry is a reverification date (rule 4: never for a US passport or passport card, a
// Permanent Resident Card, or any List B document; the List C birth records and Social Security card do
// not expire). Shared by the Section 2 form (a select per list) and the server's rule 6 check.

export const I9_LISTS = ["A", "B", "C"] as const;
export type I9List = (typeof I9_LISTS)[number];

export type I9DocumentKind = {
  code: string;
  list: I9List;
  en: string;
  es: string;
  /** The document usually carries an expiration date (the form asks for it; "N/A" when it has none). */
  expires: boolean;
  /** Its expiry is a reverification date (rule 4): the expiration date is then required. */
  reverify: boolean;
  /**
   * Acceptable only for a person under age 18 (M-274 §13, List B "for persons under age 18 who are unable to
   * present a document listed above": school record or report card, clinic/doctor/hospital record, day-care or
   * nursery school record, and "Individual under age 18").
   */
  minorOnly: boolean;
};

const doc = (code: string, list: I9List, en: string, es: string, expires: boolean, reverify = false, minorOnly = false): I9DocumentKind => ({ code, list, en, es, expires, reverify, minorOnly });

/** "Individual under age 18": written in List B for a minor with no List B document (rule 6), with a List C document. */
export const MINOR_UNDER_18 = "minorUnder18";

export const I9_DOCUMENTS: readonly I9DocumentKind[] = [
  doc("usPassport", "A", "U.S. Passport or U.S. Passport Card", "Pasaporte o tarjeta de pasaporte de EE. UU.", true),
  doc("permanentResidentCard", "A", "Permanent Resident Card or Alien Registration Receipt Card (Form I-551)", "Tarjeta de Residente Permanente (Formulario I-551)", true),
  doc("foreignPassportI551", "A", "Foreign passport with a temporary I-551 stamp or printed notation on a machine-readable immigrant visa", "Pasaporte extranjero con sello temporal I-551 o anotación impresa en una visa de inmigrante", true, true),
  doc("ead", "A", "Employment Authorization Document with a photograph (Form I-766)", "Documento de Autorización de Empleo con fotografía (Formulario I-766)", true, true),
  doc("foreignPassportI94", "A", "Foreign passport with Form I-94 or I-94A (temporarily authorized to work for a specific employer)", "Pasaporte extranjero con Formulario I-94 o I-94A (autorizado temporalmente para un empleador específico)", true, true),
  doc("fsmRmiPassport", "A", "Passport of the Federated States of Micronesia or the Republic of the Marshall Islands with Form I-94 or I-94A", "Pasaporte de los Estados Federados de Micronesia o de las Islas Marshall con Formulario I-94 o I-94A", true, true),

  doc("driversLicense", "B", "Driver's license or ID card issued by a State or outlying possession of the United States", "Licencia de conducir o tarjeta de identificación de un estado o posesión de EE. UU.", true),
  doc("governmentId", "B", "ID card issued by a federal, state or local government agency", "Tarjeta de identificación de una agencia federal, estatal o local", true),
  doc("schoolId", "B", "School ID card with a photograph", "Tarjeta de identificación escolar con fotografía", true),
  doc("voterCard", "B", "Voter's registration card", "Tarjeta de registro de votante", false),
  doc("militaryCard", "B", "U.S. Military card or draft record", "Tarjeta militar o registro de reclutamiento de EE. UU.", true),
  doc("militaryDependentId", "B", "Military dependent's ID card", "Tarjeta de identificación de dependiente militar", true),
  doc("merchantMariner", "B", "U.S. Coast Guard Merchant Mariner Card", "Tarjeta de Marino Mercante de la Guardia Costera de EE. UU.", true),
  doc("tribalDocumentB", "B", "Native American tribal document", "Documento tribal de nativo americano", false),
  doc("canadianDriversLicense", "B", "Driver's license issued by a Canadian government authority", "Licencia de conducir emitida por una autoridad canadiense", true),
  doc("schoolRecord", "B", "School record or report card (under 18)", "Expediente escolar o boleta de calificaciones (menor de 18)", false, false, true),
  doc("medicalRecord", "B", "Clinic, doctor or hospital record (under 18)", "Registro de clínica, médico u hospital (menor de 18)", false, false, true),
  doc("daycareRecord", "B", "Day-care or nursery school record (under 18)", "Registro de guardería o jardín infantil (menor de 18)", false, false, true),
  doc(MINOR_UNDER_18, "B", "Individual under age 18 (no List B document)", "Persona menor de 18 años (sin documento de la Lista B)", false, false, true),

  doc("socialSecurityCard", "C", "Social Security account number card without employment restrictions", "Tarjeta de Seguro Social sin restricciones de empleo", false),
  doc("birthAbroadReport", "C", "Certification of report of birth issued by the Department of State (DS-1350, FS-545, FS-240)", "Certificación de informe de nacimiento del Departamento de Estado (DS-1350, FS-545, FS-240)", false),
  doc("birthCertificate", "C", "Original or certified copy of a U.S. birth certificate with an official seal", "Acta de nacimiento de EE. UU. original o copia certificada con sello oficial", false),
  doc("tribalDocumentC", "C", "Native American tribal document", "Documento tribal de nativo americano", false),
  doc("citizenIdI197", "C", "U.S. Citizen ID Card (Form I-197)", "Tarjeta de identificación de ciudadano de EE. UU. (Formulario I-197)", false),
  doc("residentCitizenIdI179", "C", "Identification Card for Use of Resident Citizen in the United States (Form I-179)", "Tarjeta de identificación de ciudadano residente en EE. UU. (Formulario I-179)", false),
  doc("dhsEmploymentAuthorization", "C", "Employment authorization document issued by the Department of Homeland Security", "Documento de autorización de empleo emitido por el Departamento de Seguridad Nacional", true, true),
];

const BY_CODE = new Map(I9_DOCUMENTS.map((d) => [d.code, d]));

export const i9Document = (code: string): I9DocumentKind | undefined => BY_CODE.get(code);

/**
 * Each document's title as Section 2's and Supplement B's boxes of the printed form hold it (the List A boxes
 * are 136 pt wide): the full title when it fits at a legible size, else this abbreviation. The Form I-9
 * instructions (Section 2, "Document Title") list the abbreviations the form's own drop-down offers and let the
 * employer use "any other common abbreviation": "Perm. Resident Card (Form I-551)" is theirs; their "Employment
 * Auth. Document (Form I-766)" does not fit a List A box at 6 pt once "Receipt: " precedes it, so the EAD keeps
 * the common "EAD (Form I-766)". "Individual under age 18" is what the M-274 says to write in
 * List B for a minor. Every title's fit is tested (pdf.test.ts).
 */
export const PDF_TITLES: Readonly<Record<string, string>> = {
  usPassport: "U.S. Passport or Passport Card",
  permanentResidentCard: "Perm. Resident Card (Form I-551)",
  foreignPassportI551: "Foreign Passport, temp. I-551",
  ead: "EAD (Form I-766)",
  foreignPassportI94: "Foreign Passport + Form I-94",
  fsmRmiPassport: "FSM/RMI Passport + Form I-94",
  driversLicense: "Driver's License or State ID",
  governmentId: "Government ID Card",
  schoolId: "School ID Card with Photo",
  voterCard: "Voter's Registration Card",
  militaryCard: "U.S. Military Card/Draft Record",
  militaryDependentId: "Military Dependent's ID Card",
  merchantMariner: "USCG Merchant Mariner Card",
  tribalDocumentB: "Native American Tribal Doc.",
  canadianDriversLicense: "Canadian Driver's License",
  schoolRecord: "School Record (under 18)",
  medicalRecord: "Clinic/Doctor/Hospital Record",
  daycareRecord: "Day-care/Nursery School Record",
  [MINOR_UNDER_18]: "Individual under age 18",
  socialSecurityCard: "Social Security Card",
  birthAbroadReport: "DS-1350/FS-545/FS-240",
  birthCertificate: "U.S. Birth Certificate",
  tribalDocumentC: "Native American Tribal Doc.",
  citizenIdI197: "U.S. Citizen ID Card (I-197)",
  residentCitizenIdI179: "Resident Citizen ID (I-179)",
  dhsEmploymentAuthorization: "DHS Employment Auth. Document",
};
