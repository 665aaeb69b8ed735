// Words of immigration practice that general dictionaries miss or that clients type in many forms; never
// reported as misspelt (compared in lower case, curly apostrophes straightened). Codes with digits (I-140,
// H-1B) and acronyms (USCIS, LCA) are skipped by tokenize.ts already.
const TERMS = [
  // English
  "beneficiary", "beneficiaries", "beneficiary's", "petitioner", "petitioners", "petitioner's", "adjudication", "adjudications",
  "adjudicator", "adjudicated", "adjudicate", "nonimmigrant", "non-immigrant", "immigrant", "naturalization", "naturalize",
  "biometrics", "biometric", "parole", "parolee", "asylee", "asylees", "refugee", "inadmissible", "inadmissibility",
  "admissibility", "reentry", "re-entry", "apostille", "apostilled", "consular", "consulate", "affidavit", "affiant",
  "e-verify", "everify", "i-9", "sevis", "perm", "uscis", "dhs", "dol", "eta", "ead", "rfe", "noid", "noir", "noa",
  "green-card", "greencard", "visa", "visas", "nonresident", "derivative", "derivatives", "sponsorship", "labor",
  "prevailing", "recapture", "portability", "cap-exempt", "cap-subject", "beneficiary-owned", "specialty", "o-1", "l-1",
  "change-of-status", "extension", "transferee", "attorney-client", "worksite", "worksites", "h-1b", "e-3", "tn",
  // Spanish
  "beneficiario", "beneficiaria", "beneficiarios", "beneficiarias", "peticionario", "peticionaria", "peticionarios",
  "adjudicación", "naturalización", "apostilla", "apostillado", "apostillada", "consular", "visado", "visados", "visa",
  "visas", "inadmisibilidad", "biométricos", "biometría", "asilado", "asilada", "reingreso", "patrocinador",
  "patrocinadora", "patrocinio", "tarjeta", "residencia", "permiso", "uscis",
];

const SET = new Set(TERMS.map((t) => t.toLowerCase()));

export const isImmigrationTerm = (word: string): boolean => SET.has(word.toLowerCase().replace(/’/g, "'"));
