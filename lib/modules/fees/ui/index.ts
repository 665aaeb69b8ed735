// The fees module's public UI for other screens (composed in app/): the USCIS filing fees of a case
// (a CaseSlotProps component for the case screen) and of an RFE response.
export { FilingFeesSection } from "./filing-fees-section";
export { RfeFilingFeesSection } from "./rfe-filing-fees-section";
export { CaseFeesDialog, type CaseFeesDialogProps } from "./case-fees-dialog";
export type { FeeLineResult } from "../fees-for";
