// The company-documents module's public UI: what other modules' screens (and app/ compositions) may use.
export { AddFromClientDocumentsButton } from "./add-from-client-documents";
