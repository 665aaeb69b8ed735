// Petition (case) types and sub types. Fixed ids other code depends on:
//   type 1 = H-1B, the default case type (spec section 9);
//   type 3 = Green Card (permanent residence), and sub type 15 = the employment-based green-card
//   case (PERM → I-140 → I-485) — the permanent-residence list is /cases with typeIds [3] and
//   subTypeIds [15], and sub type 15 opens /gc-employment-details/{id} (spec sections 2 and 3).
//
// Types:  1 H-1B · 2 L-1 · 3 Green Card · 4 O-1 · 5 TN · 6 E-3 · 7 Family-Based · 8 Dependents
//         (H-4/L-2) · 9 Labor Condition Application · 10 Prevailing Wage Determination ·
//         11 Naturalization and Citizenship.
// Sub types are numbered across all types (parentCode = type id):
//   1–7 H-1B · 8–11 L-1 · 12–20 Green Card (15 = GC Employment) · 21–23 O-1 · 24–25 TN ·
//   26–27 E-3 · 28–31 Family · 32–34 Dependents · 35 LCA · 36 PWD · 37–38 Naturalization.
// extra.key is a stable machine name of the type; extra.form is the government form filed.

/** [code, name, key] */
export type PetitionTypeTuple = readonly [code: number, name: string, key: string];

export const PETITION_TYPES: readonly PetitionTypeTuple[] = [
  [1, "H-1B", "h1b"],
  [2, "L-1", "l1"],
  [3, "Green Card (Permanent Residence)", "gc"],
  [4, "O-1", "o1"],
  [5, "TN", "tn"],
  [6, "E-3", "e3"],
  [7, "Family-Based Immigration", "family"],
  [8, "Dependents (H-4 / L-2)", "dependents"],
  [9, "Labor Condition Application (LCA)", "lca"],
  [10, "Prevailing Wage Determination (PWD)", "pwd"],
  [11, "Naturalization and Citizenship", "naturalization"],
];

/** [code, typeId, name, form] */
export type PetitionSubTypeTuple = readonly [code: number, typeId: number, name: string, form: string];

export const PETITION_SUB_TYPES: readonly PetitionSubTypeTuple[] = [
  [1, 1, "H-1B Cap Registration", "H-1B Electronic Registration"],
  [2, 1, "H-1B Cap Petition (Initial)", "I-129"],
  [3, 1, "H-1B Extension", "I-129"],
  [4, 1, "H-1B Amendment", "I-129"],
  [5, 1, "H-1B Change of Employer (Transfer)", "I-129"],
  [6, 1, "H-1B Cap-Exempt Petition", "I-129"],
  [7, 1, "H-1B Concurrent Employment", "I-129"],
  [8, 2, "L-1A Manager or Executive", "I-129"],
  [9, 2, "L-1B Specialized Knowledge", "I-129"],
  [10, 2, "L-1 Blanket", "I-129S"],
  [11, 2, "L-1 Extension", "I-129"],
  [12, 3, "PERM Labor Certification", "ETA-9089"],
  [13, 3, "I-140 Immigrant Petition for Alien Worker", "I-140"],
  [14, 3, "I-485 Adjustment of Status", "I-485"],
  [15, 3, "GC Employment (PERM, I-140, I-485)", "ETA-9089 / I-140 / I-485"],
  [16, 3, "EB-1A Extraordinary Ability", "I-140"],
  [17, 3, "EB-1B Outstanding Professor or Researcher", "I-140"],
  [18, 3, "EB-1C Multinational Manager or Executive", "I-140"],
  [19, 3, "EB-2 National Interest Waiver", "I-140"],
  [20, 3, "Consular Processing", "DS-260"],
  [21, 4, "O-1A Sciences, Education, Business or Athletics", "I-129"],
  [22, 4, "O-1B Arts, Motion Picture or Television", "I-129"],
  [23, 4, "O-1 Extension", "I-129"],
  [24, 5, "TN Change of Status", "I-129"],
  [25, 5, "TN Extension", "I-129"],
  [26, 6, "E-3 Change of Status", "I-129"],
  [27, 6, "E-3 Extension", "I-129"],
  [28, 7, "I-130 Petition for Spouse", "I-130"],
  [29, 7, "I-130 Petition for Parent, Child or Sibling", "I-130"],
  [30, 7, "K-1 Fiance(e) Petition", "I-129F"],
  [31, 7, "Removal of Conditions on Residence", "I-751"],
  [32, 8, "H-4 Change or Extension of Status", "I-539"],
  [33, 8, "H-4 Employment Authorization (EAD)", "I-765"],
  [34, 8, "L-2 Change or Extension of Status", "I-539"],
  [35, 9, "Labor Condition Application", "ETA-9035"],
  [36, 10, "Prevailing Wage Determination", "ETA-9141"],
  [37, 11, "Naturalization", "N-400"],
  [38, 11, "Certificate of Citizenship", "N-600"],
];
