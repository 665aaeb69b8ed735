// Every document of a case in one zip (issue 11: /gc-petition/download-documents): what the caller reads on
// the Documents tab — their role's categories, a beneficiary only their own — as the current version of each
// form or letter, rejected client uploads left out. One folder per category (in the caller's language),
// client documents under the beneficiary's name; each file named "<document type> - <file name>".
import "server-only";
import type { ActorContext } from "@/lib/server/context";
import { fail } from "@/lib/server/errors";
import { getFileStore } from "@/lib/server/storage/file-store";
import { zipStream } from "@/lib/server/zip";
import { readableCaseDocuments } from "./case-documents";
import { zipPaths, zipSegment } from "./zip-paths";

export const NO_DOCUMENTS = "This case has no documents to download yet";

/** The zip of a case's documents the caller reads; 422 when there is none. */
export async function caseDocumentsZip(ctx: ActorContext, petitionId: string): Promise<{ fileName: string; mimetype: string; stream: ReadableStream<Uint8Array> }> {
  const { petition: p, documents } = await readableCaseDocuments(ctx, { petitionId, rfeCaseId: undefined });
  const docs = documents.filter((d) => d.status !== "rejected");
  if (docs.length === 0) throw fail.validation({ id: NO_DOCUMENTS }, NO_DOCUMENTS);
  const paths = zipPaths(docs, ctx.locale);
  const store = getFileStore();
  const stream = zipStream(
    docs.map((d, i) => ({
      path: paths[i],
      modified: new Date(d.createdAt),
      read: async () => {
        const file = await store.get(d.key);
        if (!file) throw new Error(`Stored file missing for document ${d.id}`);
        return file.body;
      },
    })),
  );
  return { fileName: `${zipSegment(p.customCaseNumber ?? p.caseNumber)} documents.zip`, mimetype: "application/zip", stream };
}
