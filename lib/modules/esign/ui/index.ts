// The e-signature module's public UI for other screens (composed in app/): the signatures of a case on its
// Forms & Letters tab (ink packets and e-signature envelopes) and what the petitioner-signature step sends.
// The pages' screens (signing, prepare, status) are imported by their pages directly.
export { CaseEnvelopes } from "./case-envelopes";
export { CaseSignatures } from "./case-signatures";
export { SignatureChoices } from "./signature-choices";
