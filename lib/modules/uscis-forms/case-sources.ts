// The records a form is filled from besides the case itself, each read through its owner's public service
// with the caller's own reach and rights: the primary beneficiary, the client, the case's LCA, its PERM
// labor certification with the PWD's position, and the green-card record (category, priority date). A
// record the caller may not read — out of reach (404) or without the right to read that kind — is none:
// the form still fills, and what it lacked is listed as missing.
import "server-only";
import { visibleBeneficiary } from "@/lib/modules/beneficiaries/service";
import { openBeneficiary } from "@/lib/modules/beneficiaries/numbers";
import type { CaseDetails } from "@/lib/modules/cases/contract";
import { companyDetails } from "@/lib/modules/companies/service";
import { gcDetails } from "@/lib/modules/greencard/gc";
import { LCA_STATUS } from "@/lib/modules/lca/constants";
import { getLcaDetails } from "@/lib/modules/lca/lca-details";
import { listLcas } from "@/lib/modules/lca/list-lcas";
import { permOfCase } from "@/lib/modules/perm/perm";
import { pwdDetails } from "@/lib/modules/perm/pwd";
import type { ActorContext } from "@/lib/server/context";
import { AppError } from "@/lib/server/errors";
import { can, type Action } from "@/lib/shared/permissions";

/** Sub type 15: the employment green-card case (PERM → I-140 → I-485), the one with a green-card record. */
const GC_EMPLOYMENT_SUB_TYPE = 15;

export type CaseSources = Awaited<ReturnType<typeof caseSources>>;

export async function caseSources(ctx: ActorContext, c: CaseDetails) {
  const primary = c.beneficiaries.find((b) => b.isPrimary) ?? c.beneficiaries[0];
  const [beneficiary, client, lca, perm, gc] = await Promise.all([
    primary ? readable(visibleBeneficiary(ctx.db, ctx.actor, primary.id).then((r) => openBeneficiary(r.beneficiary))) : null,
    c.petitioner ? ifMay(ctx, "client.read", () => companyDetails(ctx, c.petitioner!.id)) : null,
    ifMay(ctx, "lca.read", () => caseLca(ctx, c.id)),
    ifMay(ctx, "perm.read", () => permOfCase(ctx, c.id)),
    c.subTypeId === GC_EMPLOYMENT_SUB_TYPE ? ifMay(ctx, "gc.read", () => gcDetails(ctx, c.id)) : null,
  ]);
  const pwd = perm?.pwd ? await ifMay(ctx, "pwd.read", () => pwdDetails(ctx, perm.pwd!.id)) : null;
  return { beneficiary, client, lca, perm, pwd, gc };
}

/** The call's answer when the caller holds the right to read that kind of record, else none. */
function ifMay<T>(ctx: ActorContext, action: Action, read: () => Promise<T>): Promise<T | null> {
  return can(ctx.actor, action) ? readable(read()) : Promise.resolve(null);
}

/** A record out of the caller's reach (404) as none. */
function readable<T>(p: Promise<T>): Promise<T | null> {
  return p.catch((err: unknown) => {
    if (err instanceof AppError && err.code === "NOT_FOUND") return null;
    throw err;
  });
}

/** The case's LCA: a certified one first, else the newest. */
async function caseLca(ctx: ActorContext, petitionId: string) {
  const { rows } = await listLcas(ctx, { page: 1, perpage: 20, sortBy: "createdAt", sortOrder: "desc", filter: { matcher: { petitionId } } } as Parameters<typeof listLcas>[1]);
  const pick = rows.find((r) => r.statusId === LCA_STATUS.CERTIFIED) ?? rows[0];
  return pick ? getLcaDetails(ctx, pick.id) : null;
}
