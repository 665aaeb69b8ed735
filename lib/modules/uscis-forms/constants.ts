// The forms a case can have filled, for the screens (zod-free; the server's catalogue is editions.ts).
export const FILLABLE_FORMS = [{ code: "I-765", title: "Application for Employment Authorization" }] as const;
