// Who reaches which standing documents: a client's through the companies module's reach
// (visibleClient: a branch manager their branch's clients, a petitioner its own company, other case staff
// the whole firm; anything else 404), then the table's action; the firm's own by the firm-document actions.
import "server-only";
import { visibleClient } from "@/lib/modules/companies/service";
import type { Actor } from "@/lib/server/auth/session";
import type { Executor } from "@/lib/server/db/client";
import { AppError, fail } from "@/lib/server/errors";
import { can } from "@/lib/shared/permissions";

export type Owner = { companyId: string | null; companyName: string | null };

/** The owner named by a request (no companyId: the firm's own), if the actor may read ("read") or keep ("write") its documents. */
export async function reachOwner(db: Executor, actor: Actor, companyId: string | null | undefined, mode: "read" | "write"): Promise<Owner> {
  if (!companyId) {
    if (!can(actor, mode === "read" ? "firm-document.read" : "firm-document.manage")) throw fail.forbidden();
    return { companyId: null, companyName: null };
  }
  const client = await visibleClient(db, actor, companyId);
  if (!can(actor, mode === "read" ? "company-document.read" : "company-document.save", { companyId: client.company.id })) throw fail.forbidden();
  return { companyId: client.company.id, companyName: client.company.name };
}

/** The same for a record found by id: a client the actor does not reach makes the record 404, not 403. */
export async function reachRecordOwner(db: Executor, actor: Actor, companyId: string | null, mode: "read" | "write", what: string): Promise<Owner> {
  try {
    return await reachOwner(db, actor, companyId, mode);
  } catch (err) {
    if (companyId && err instanceof AppError && err.code === "NOT_FOUND") throw fail.notFound(what);
    if (!companyId && !can(actor, "firm-document.read")) throw fail.notFound(what); // the firm's own: not a client's business
    throw err;
  }
}
