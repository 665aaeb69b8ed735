// The forms a case can have filled, for the screens (zod-free; the server's catalogue is editions.ts). The
// first is the dialog's default.
export const FILLABLE_FORMS = [
  { code: "I-765", title: "Application for Employment Authorization" },
  { code: "I-129", title: "Petition for a Nonimmigrant Worker (H-1B)" },
  { code: "I-140", title: "Immigrant Petition for Alien Workers" },
  { code: "I-485", title: "Application to Register Permanent Residence or Adjust Status" },
] as const;
