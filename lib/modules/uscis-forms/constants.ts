// The forms a case can have filled, for the screens (zod-free; the server's catalogue is editions.ts). The
// first is the dialog's default.
export const FILLABLE_FORMS = [
  { code: "I-765", title: "Application for Employment Authorization" },
  { code: "I-129", title: "Petition for a Nonimmigrant Worker (H-1B)" },
  { code: "I-140", title: "Immigrant Petition for Alien Workers" },
  { code: "I-485", title: "Application to Register Permanent Residence or Adjust Status" },
  { code: "I-131", title: "Application for Travel Documents, Parole Documents, and Arrival/Departure Records" },
  { code: "I-539", title: "Application to Extend/Change Nonimmigrant Status" },
  { code: "I-130", title: "Petition for Alien Relative" },
] as const;

/**
 * The forms a case of a sub type files (the fill dialog offers them first, the first of them chosen): the
 * I-131 beside the I-485 of a green-card case (advance parole), the I-539 of an extension or change of status
 * (sub types 32, 34), the I-130 of a family petition (28, 29) — the case kinds of fees' facts.ts.
 */
export const FORMS_OF_SUB_TYPE: Readonly<Record<number, readonly string[]>> = {
  2: ["I-129"],
  3: ["I-129"],
  4: ["I-129"],
  5: ["I-129"],
  7: ["I-129"],
  13: ["I-140"],
  14: ["I-485", "I-765", "I-131"],
  15: ["I-140", "I-485", "I-765", "I-131"],
  16: ["I-140"],
  17: ["I-140"],
  18: ["I-140"],
  19: ["I-140"],
  28: ["I-130"],
  29: ["I-130"],
  32: ["I-539"],
  33: ["I-765"],
  34: ["I-539"],
};

/** The fillable forms in the order the dialog offers them to a case of `subTypeId`: its own forms first. */
export function formsForSubType(subTypeId: number | null | undefined): (typeof FILLABLE_FORMS)[number][] {
  const own = (subTypeId != null && FORMS_OF_SUB_TYPE[subTypeId]) || [];
  const rank = (code: string) => (own.includes(code) ? own.indexOf(code) : own.length + FILLABLE_FORMS.findIndex((f) => f.code === code));
  return [...FILLABLE_FORMS].sort((a, b) => rank(a.code) - rank(b.code));
}
