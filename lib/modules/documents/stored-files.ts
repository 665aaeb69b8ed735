// The step every upload shares: write the files, then commit the rows in a transaction; when
// anything fails, the files written are deleted again, so no orphan file or row is left behind.
// Also the claim of earlier uploads (by key) that a document row takes over.
import "server-only";
import type { Actor } from "@/lib/server/auth/session";
import type { Executor } from "@/lib/server/db/client";
import { fail } from "@/lib/server/errors";
import type { UploadedFile } from "@/lib/server/http/define-upload-route";
import { getFileStore } from "@/lib/server/storage/file-store";
import { saveFileAt } from "@/lib/server/storage/uploaded-file";
import { log } from "@/lib/server/log";
import { kickOutbox } from "@/lib/server/mail/outbox";
import { MSG } from "@/lib/shared/validation/messages";
import { caseFileKey, isTenantKey } from "./keys";
import { deleteUploads, lockUploadsByKeys } from "./repository";
import type { ActorContext } from "@/lib/server/context";


/** A file about to become a document: new bytes of this request, or an earlier upload. */
export type IncomingFile = { key: string; name: string; mimetype: string; size: number };

type NewFile = IncomingFile & { source: UploadedFile };

/** Put the files at their keys (a request's streamed file is moved there), run `commit`; on any error delete what was written and rethrow. */
export async function withStoredFiles<T>(files: readonly NewFile[], commit: () => Promise<T>): Promise<T> {
  const store = getFileStore();
  const written: string[] = [];
  try {
    for (const f of files) {
      written.push(f.key);
      await saveFileAt(f.source, f.key);
    }
    return await commit();
  } catch (err) {
    const results = await Promise.allSettled(written.map((k) => store.delete(k)));
    for (const r of results) if (r.status === "rejected") log.error({ err: r.reason }, "[documents] could not remove a file after a failed upload");
    throw err;
  }
}

/**
 * Take over earlier uploads named by key for a document of `petitionId`: each must be an unattached
 * upload of this tenant made by the caller, for this case or for none (only for none when `petitionId` is
 * null: a file outside any case, e.g. a message in a client's thread). The upload rows are removed
 * (the document row now owns the file). Anything else is "File not found".
 */
export async function claimUploads(tx: Executor, actor: Actor, petitionId: string | null, keys: readonly string[]): Promise<IncomingFile[]> {
  if (keys.length === 0) return [];
  if (keys.some((k) => !isTenantKey(actor.tenantId, k))) throw fail.notFound("File");
  const rows = await lockUploadsByKeys(tx, actor.tenantId, keys);
  const byKey = new Map(rows.map((r) => [r.fileKey, r]));
  const claimed = keys.map((k) => byKey.get(k));
  if (claimed.some((r) => !r || r.uploadedByUserId !== actor.userId || (r.petitionId !== null && r.petitionId !== petitionId))) {
    throw fail.notFound("File");
  }
  const ok = claimed.filter((r) => r !== undefined);
  await deleteUploads(tx, actor.tenantId, ok.map((r) => r.id));
  return ok.map((r) => ({ key: r.fileKey, name: r.fileName, mimetype: r.mimetype, size: r.sizeBytes }));
}

/** New files of a request keyed into the case's folder. */
export function newCaseFiles(tenantId: string, petitionId: string, files: readonly UploadedFile[]): NewFile[] {
  return files.map((f) => ({ key: caseFileKey(tenantId, petitionId, f.name), name: f.name, mimetype: f.mimetype, size: f.size, source: f }));
}

/**
 * Store the request's files under the case, then in one transaction claim the keyed uploads and run
 * `commit` with all of them. At least one file or key is required.
 */
export async function saveCaseFiles<T>(
  ctx: ActorContext,
  petitionId: string,
  input: { files: readonly UploadedFile[]; keys: readonly string[] },
  commit: (tx: Executor, incoming: IncomingFile[]) => Promise<T>,
): Promise<T> {
  if (input.files.length === 0 && input.keys.length === 0) throw fail.validation({ file: MSG.required("File") });
  const fresh = newCaseFiles(ctx.tenant.id, petitionId, input.files);
  const out = await withStoredFiles(fresh, () =>
    ctx.db.transaction(async (tx) => {
      const earlier = await claimUploads(tx, ctx.actor, petitionId, input.keys);
      const incoming: IncomingFile[] = [...fresh.map(({ key, name, mimetype, size }) => ({ key, name, mimetype, size })), ...earlier];
      return commit(tx, incoming);
    }),
  );
  // The commit may have written e-mails (notifications, watchers): deliver them now.
  kickOutbox(ctx.db);
  return out;
}

/** The engine's actor of a session. */
export const workflowActor = (actor: Actor) => ({ userId: actor.userId, roleId: actor.roleId, tenantId: actor.tenantId });
