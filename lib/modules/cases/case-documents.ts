// Cases write the rows of their documents (petition_documents); the documents module calls these for its uploads.
import "server-only";

export { insertDocuments, updateDocument, type CaseDocumentInsert, type CaseDocumentRow } from "./repository/documents";
