// The document-type catalogue of immigration cases (spec section 3 "Document types"): keys stored on
// documents and checklists, mapped to the labels shown to people. An unknown key has an empty label.

type DocTypeGroup = "identity" | "status" | "employment" | "education" | "financial" | "family" | "uscis" | "labor" | "other";

type DocType = { key: string; label: string; group: DocTypeGroup };

export const DOC_TYPES: readonly DocType[] = [
  // identity and travel
  { key: "passport", label: "Passport (all pages with stamps)", group: "identity" },
  { key: "passportBioPage", label: "Passport biographic page", group: "identity" },
  { key: "previousPassports", label: "Previous passports", group: "identity" },
  { key: "usVisa", label: "U.S. visa stamps", group: "identity" },
  { key: "i94", label: "Form I-94 arrival/departure record", group: "identity" },
  { key: "travelHistory", label: "Travel history (entries and exits)", group: "identity" },
  { key: "birthCertificate", label: "Birth certificate", group: "identity" },
  { key: "nationalId", label: "National identity card", group: "identity" },
  { key: "driverLicense", label: "Driver's license", group: "identity" },
  { key: "socialSecurityCard", label: "Social Security card", group: "identity" },
  { key: "passportPhotos", label: "Passport-style photographs", group: "identity" },
  { key: "policeClearance", label: "Police clearance certificate", group: "identity" },
  // immigration status
  { key: "i797", label: "Form I-797 approval notices", group: "status" },
  { key: "i797Receipt", label: "Form I-797C receipt notices", group: "status" },
  { key: "ead", label: "Employment Authorization Document (EAD)", group: "status" },
  { key: "greenCard", label: "Permanent Resident Card (green card)", group: "status" },
  { key: "ds2019", label: "Form DS-2019", group: "status" },
  { key: "i20", label: "Form I-20", group: "status" },
  { key: "optEad", label: "OPT / STEM OPT EAD", group: "status" },
  { key: "i983", label: "Form I-983 training plan", group: "status" },
  { key: "sevisRecord", label: "SEVIS record", group: "status" },
  { key: "ds160Confirmation", label: "DS-160 confirmation page", group: "status" },
  { key: "priorPetitions", label: "Copies of prior petitions", group: "status" },
  { key: "priorRfeResponses", label: "Prior RFE notices and responses", group: "status" },
  { key: "j1WaiverApproval", label: "J-1 two-year home residency waiver approval", group: "status" },
  { key: "advanceParole", label: "Advance parole document", group: "status" },
  // employment
  { key: "resume", label: "Resume / CV", group: "employment" },
  { key: "offerLetter", label: "Offer letter", group: "employment" },
  { key: "employmentAgreement", label: "Employment agreement", group: "employment" },
  { key: "experienceLetters", label: "Experience letters from prior employers", group: "employment" },
  { key: "employmentVerificationLetter", label: "Current employment verification letter", group: "employment" },
  { key: "jobDescription", label: "Job description", group: "employment" },
  { key: "orgChart", label: "Organizational chart", group: "employment" },
  { key: "clientLetter", label: "End-client letter", group: "employment" },
  { key: "vendorAgreement", label: "Vendor / subcontractor agreement", group: "employment" },
  { key: "statementOfWork", label: "Statement of work", group: "employment" },
  { key: "itinerary", label: "Itinerary of services", group: "employment" },
  { key: "supportLetter", label: "Employer support letter", group: "employment" },
  { key: "recommendationLetters", label: "Recommendation letters", group: "employment" },
  { key: "professionalLicense", label: "Professional license", group: "employment" },
  { key: "publications", label: "Publications and citations", group: "employment" },
  { key: "awards", label: "Awards and recognition", group: "employment" },
  { key: "membershipProof", label: "Professional association memberships", group: "employment" },
  // education
  { key: "degreeCertificate", label: "Degree certificate", group: "education" },
  { key: "transcripts", label: "Academic transcripts / mark sheets", group: "education" },
  { key: "diploma", label: "High school diploma", group: "education" },
  { key: "credentialEvaluation", label: "Foreign credential evaluation", group: "education" },
  { key: "experienceEvaluation", label: "Education and experience equivalency evaluation", group: "education" },
  { key: "provisionalCertificate", label: "Provisional degree certificate", group: "education" },
  { key: "trainingCertificates", label: "Training and certification records", group: "education" },
  // financial and tax
  { key: "payStubs", label: "Recent pay stubs", group: "financial" },
  { key: "w2", label: "Form W-2", group: "financial" },
  { key: "form1099", label: "Form 1099", group: "financial" },
  { key: "taxReturns", label: "Individual tax returns (Form 1040)", group: "financial" },
  { key: "taxTranscripts", label: "IRS tax transcripts", group: "financial" },
  { key: "bankStatements", label: "Bank statements", group: "financial" },
  { key: "i864", label: "Form I-864 affidavit of support", group: "financial" },
  { key: "companyTaxReturns", label: "Company tax returns", group: "financial" },
  { key: "companyFinancials", label: "Company financial statements", group: "financial" },
  { key: "annualReport", label: "Company annual report", group: "financial" },
  { key: "quarterlyWageReports", label: "Quarterly wage reports (Form 941 / state)", group: "financial" },
  { key: "payrollRecords", label: "Payroll records", group: "financial" },
  { key: "fein", label: "FEIN assignment notice", group: "financial" },
  { key: "businessLicense", label: "Business license / articles of incorporation", group: "financial" },
  { key: "officeLease", label: "Office lease", group: "financial" },
  { key: "worksitePhotos", label: "Worksite photographs", group: "financial" },
  // family
  { key: "marriageCertificate", label: "Marriage certificate", group: "family" },
  { key: "divorceDecree", label: "Divorce decree", group: "family" },
  { key: "deathCertificate", label: "Death certificate of a former spouse", group: "family" },
  { key: "childBirthCertificates", label: "Children's birth certificates", group: "family" },
  { key: "spousePassport", label: "Spouse's passport", group: "family" },
  { key: "spouseI94", label: "Spouse's Form I-94", group: "family" },
  { key: "spouseEad", label: "Spouse's EAD", group: "family" },
  { key: "adoptionDecree", label: "Adoption decree", group: "family" },
  { key: "relationshipEvidence", label: "Evidence of a bona fide relationship", group: "family" },
  // USCIS and State Department filings
  { key: "i129", label: "Form I-129", group: "uscis" },
  { key: "i140", label: "Form I-140", group: "uscis" },
  { key: "i485", label: "Form I-485", group: "uscis" },
  { key: "i765", label: "Form I-765", group: "uscis" },
  { key: "i131", label: "Form I-131", group: "uscis" },
  { key: "i539", label: "Form I-539", group: "uscis" },
  { key: "i907", label: "Form I-907 premium processing request", group: "uscis" },
  { key: "g28", label: "Form G-28 notice of appearance", group: "uscis" },
  { key: "g1145", label: "Form G-1145 e-notification", group: "uscis" },
  { key: "i693", label: "Form I-693 medical examination", group: "uscis" },
  { key: "vaccinationRecords", label: "Vaccination records", group: "uscis" },
  { key: "biometricsNotice", label: "Biometrics appointment notice", group: "uscis" },
  { key: "interviewNotice", label: "Interview notice", group: "uscis" },
  { key: "rfeNotice", label: "Request for evidence (RFE) notice", group: "uscis" },
  // The green card's stage notices (category gc_notices): receipt, RFE, approval or denial of each stage.
  { key: "i140Notice", label: "I-140 notice (I-797)", group: "uscis" },
  { key: "i485Notice", label: "I-485 notice (I-797)", group: "uscis" },
  { key: "i765Notice", label: "I-765 notice (I-797)", group: "uscis" },
  { key: "i131Notice", label: "I-131 notice (I-797)", group: "uscis" },
  { key: "rfeResponse", label: "Response to RFE (as received by USCIS)", group: "uscis" },
  { key: "rfeResponseDoc", label: "RFE / NOID response document (prepared by the firm)", group: "uscis" },
  { key: "noidNotice", label: "Notice of intent to deny (NOID)", group: "uscis" },
  { key: "denialNotice", label: "Denial notice", group: "uscis" },
  { key: "filingFeeReceipt", label: "Filing fee payment receipt", group: "uscis" },
  { key: "h1bRegistration", label: "H-1B registration selection notice", group: "uscis" },
  // Department of Labor
  { key: "lcaCertified", label: "Certified LCA (ETA-9035)", group: "labor" },
  { key: "lcaNoticePosting", label: "LCA notice of filing (posting)", group: "labor" },
  { key: "prevailingWage", label: "Prevailing wage determination (ETA-9141)", group: "labor" },
  { key: "permCertification", label: "Certified PERM labor certification (ETA-9089)", group: "labor" },
  { key: "recruitmentReport", label: "PERM recruitment report", group: "labor" },
  { key: "eta9089Draft", label: "ETA-9089 draft (PERM application)", group: "labor" },
  { key: "businessNecessityLetter", label: "Business necessity letter", group: "labor" },
  { key: "jobAdvertisements", label: "Job advertisements", group: "labor" },
  { key: "publicAccessFile", label: "Public access file", group: "labor" },
  // other
  { key: "affidavit", label: "Affidavit", group: "other" },
  { key: "translation", label: "Certified translation", group: "other" },
  { key: "courtRecords", label: "Court and arrest records", group: "other" },
  { key: "militaryRecords", label: "Military records", group: "other" },
  { key: "other", label: "Other document", group: "other" },
];

const BY_KEY = new Map(DOC_TYPES.map((d) => [d.key, d]));

/** The label of a document-type key; '' for an unknown key (spec). */
export function docTypeLabel(key: string | null | undefined): string {
  return (key && BY_KEY.get(key)?.label) || "";
}

export const isDocTypeKey = (key: string): boolean => BY_KEY.has(key);

/** Petition types of master data (docs/decisions.md): 1 = H-1B, 3 = Green Card; sub type 15 = GC Employment. */
const H1B_TYPE_ID = 1;
const GC_TYPE_ID = 3;
const GC_EMPLOYMENT_SUB_TYPE_ID = 15;

const H1B_DEFAULT = [
  "passport",
  "usVisa",
  "i94",
  "resume",
  "degreeCertificate",
  "transcripts",
  "credentialEvaluation",
  "experienceLetters",
  "offerLetter",
  "payStubs",
  "w2",
  "i797",
  "ead",
] as const;

const GC_DEFAULT = [
  "passport",
  "birthCertificate",
  "i94",
  "usVisa",
  "i797",
  "ead",
  "resume",
  "degreeCertificate",
  "transcripts",
  "credentialEvaluation",
  "experienceLetters",
  "employmentVerificationLetter",
  "payStubs",
  "w2",
  "taxReturns",
  "marriageCertificate",
  "childBirthCertificates",
  "passportPhotos",
  "i693",
] as const;

const GC_EMPLOYMENT_DEFAULT = [...GC_DEFAULT, "permCertification", "prevailingWage"] as const;

/** Checklist of a case type when the firm saved none: H-1B and Green Card have defaults, others start empty. */
export function defaultChecklist(typeId: number, subTypeId?: number | null): string[] {
  if (typeId === GC_TYPE_ID) return [...(subTypeId === GC_EMPLOYMENT_SUB_TYPE_ID ? GC_EMPLOYMENT_DEFAULT : GC_DEFAULT)];
  if (typeId === H1B_TYPE_ID) return [...H1B_DEFAULT];
  return [];
}
