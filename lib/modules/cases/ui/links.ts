// The list's path and a case's display number: small on purpose, so the case screen imports them
// without the list screen (its filters, URL parsing and the contract's zod schemas).
export const CASES_PATH = "/app/cases";

export const caseNumberOf = (c: { caseNumber: string; customCaseNumber: string | null }) => c.customCaseNumber || c.caseNumber;

export const RFE_CASES_PATH = "/app/ref-cases";
export const rfeDetailsHref = (id: string) => `/app/rfe-details/${id}`;
