// The e-signature module's public UI for other screens (composed in app/): the envelopes of a case on its
// Forms & Letters tab. The pages' screens (signing, prepare, status) are imported by their pages directly.
export { CaseEnvelopes } from "./case-envelopes";
