// Fixtures of the standing-documents tests: a firm with a client, its petitioner user and a case (the
// documents tests' caseWorld), multipart saves, and the temporary file store.
import { callUpload, caseWorld, file, PDF } from "../documents/helpers";

export { expectField, expectStatus, file, PDF, PNG, TEXT, useTempFileStore, download } from "../documents/helpers";

export async function docsWorld() {
  const w = await caseWorld();
  const save = (fields: Parameters<typeof callUpload>[1], token: string = w.admin.token) => callUpload("company/documents-save", fields, { tenant: w.tenant.slug, token });
  /** A new document (a PDF named after the title) of the client (`companyId`) or of the firm (none). */
  const create = async (title: string, extra: Record<string, string> = {}, token?: string) => {
    const res = await save({ title, category: "policy", file: file(PDF, `${title.replace(/\s+/g, "-")}.pdf`), ...extra }, token);
    if (res.status !== 200) throw new Error(`create ${title}: ${JSON.stringify(res.body)}`);
    return res.body.result.data as { id: string; latest: { id: string }; versions: { id: string }[] };
  };
  return { ...w, save, create };
}
