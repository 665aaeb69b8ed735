// Branches of the firm: list (dropdowns and the branch list), details, create, update, soft delete.
import "server-only";
import type { Executor } from "@/lib/server/db/client";
import type { Actor } from "@/lib/server/auth/session";
import { writeAudit } from "@/lib/server/audit/audit";
import { fail, throwIfErrors } from "@/lib/server/errors";
import { patchOf } from "@/lib/shared/patch";
import { addressErrors } from "@/lib/modules/masterdata/address-checks";
import { conflictOnDuplicate } from "@/lib/server/db/errors";
import { branchStatusName, BRANCH_STATUS, type BranchBase, type BranchListBody, type CreateBranchBody, type UpdateBranchBody } from "./contract";
import { branchScope } from "./policy";
import { can } from "@/lib/shared/permissions";
import { markBranchSetupCompleted } from "@/lib/server/tenancy/tenant-writes";
import { branchMemberships, findBranch, findBranchByName, insertBranch, listBranches as listBranchRows, updateBranch as updateBranchRow, type BranchInsert, type BranchWithCounts } from "./repository";
import type { ActorContext } from "@/lib/server/context";


export const DUPLICATE_BRANCH_MESSAGE = "A branch with this name already exists";

export function toBranchDto(r: BranchWithCounts): BranchBase {
  const b = r.branch;
  return {
    id: b.id,
    name: b.name,
    code: b.code,
    email: b.email,
    phone: b.phone,
    phoneCountryCode: b.phoneCountryCode,
    address: b.address ?? null,
    statusId: b.statusId,
    statusName: branchStatusName(b.statusId),
    userCount: Number(r.userCount),
    createdAt: b.createdAt.toISOString(),
    updatedAt: b.updatedAt.toISOString(),
  };
}

export async function listBranches({ db, actor }: ActorContext, body: BranchListBody): Promise<{ rows: BranchBase[]; total: number }> {
  const { rows, total } = await listBranchRows(db, actor.tenantId, {
    page: body.page,
    perpage: body.perpage,
    sortBy: body.sortBy,
    sortOrder: body.sortOrder,
    search: body.search || undefined,
    statusIds: body.filter.matcher.statusIds,
    scopeBranchId: branchScope(actor),
  });
  return { rows: rows.map(toBranchDto), total };
}

async function visibleBranch(db: Executor, actor: Actor, id: string): Promise<BranchWithCounts> {
  const row = await findBranch(db, actor.tenantId, id, branchScope(actor));
  if (!row) throw fail.notFound("Branch");
  return row;
}

export async function branchDetails({ db, actor }: ActorContext, id: string): Promise<BranchBase> {
  return toBranchDto(await visibleBranch(db, actor, id));
}

export async function createBranch(ctx: ActorContext, body: CreateBranchBody): Promise<BranchBase> {
  const { db, actor, ip } = ctx;
  const tenantId = actor.tenantId;
  const id = await conflictOnDuplicate(
    () =>
      db.transaction(async (tx) => {
        throwIfErrors(await addressErrors(tx, tenantId, body.address));
        if (await findBranchByName(tx, tenantId, body.name)) throw fail.conflict(DUPLICATE_BRANCH_MESSAGE);
        const branch = await insertBranch(tx, {
          tenantId,
          name: body.name,
          code: body.code ?? null,
          email: body.email ?? null,
          phone: body.phone ?? null,
          phoneCountryCode: body.phoneCountryCode ?? null,
          address: body.address ?? null,
          statusId: BRANCH_STATUS.ACTIVE,
        });
        const setupCompleted = await markBranchSetupCompleted(tx, tenantId);
        await writeAudit(tx, {
          tenantId,
          actorUserId: actor.userId,
          actorRoleId: actor.roleId,
          action: "branch.create",
          entityType: "branch",
          entityId: branch.id,
          after: { branch, tenantBranchSetupCompleted: setupCompleted ? true : undefined },
          ip,
        });
        return branch.id;
      }),
    DUPLICATE_BRANCH_MESSAGE,
  );
  return branchDetails(ctx, id);
}

const PATCH_KEYS = ["name", "code", "email", "phone", "phoneCountryCode", "address", "statusId"] as const;

export async function updateBranch(ctx: ActorContext, body: UpdateBranchBody): Promise<BranchBase> {
  const { db, actor, ip } = ctx;
  const tenantId = actor.tenantId;
  await conflictOnDuplicate(
    () =>
      db.transaction(async (tx) => {
        const before = (await visibleBranch(tx, actor, body.id)).branch;
        const patch = patchOf(body, PATCH_KEYS) as Partial<BranchInsert>;
        if (patch.statusId !== undefined && patch.statusId !== before.statusId && !can(actor, "branch.manage")) {
          throw fail.forbidden("Only an administrator can activate or deactivate a branch");
        }
        if (patch.address !== undefined) throwIfErrors(await addressErrors(tx, tenantId, patch.address));
        if (patch.name && (await findBranchByName(tx, tenantId, patch.name, before.id))) throw fail.conflict(DUPLICATE_BRANCH_MESSAGE);
        const after = await updateBranchRow(tx, tenantId, before.id, patch);
        await writeAudit(tx, {
          tenantId,
          actorUserId: actor.userId,
          actorRoleId: actor.roleId,
          action: "branch.update",
          entityType: "branch",
          entityId: before.id,
          before,
          after,
          ip,
        });
      }),
    DUPLICATE_BRANCH_MESSAGE,
  );
  return branchDetails(ctx, body.id);
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The 409 message naming what still uses the branch, or null when nothing does. */
export function branchInUseMessage(refs: { users: number; clients: number; beneficiaries: number }): string | null {
  const parts = [
    refs.users ? plural(refs.users, "user", "users") : null,
    refs.clients ? plural(refs.clients, "client", "clients") : null,
    refs.beneficiaries ? plural(refs.beneficiaries, "beneficiary", "beneficiaries") : null,
  ].filter((p): p is string => p !== null);
  if (parts.length === 0) return null;
  const list = parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(", ")} and ${parts[parts.length - 1]}`;
  return `This branch still has ${list}. Move them to another branch before deleting it`;
}

/**
 * The live records of the modules above branches that still belong to a branch (clients, beneficiaries): those
 * modules import branches, so the caller passes their count in (beneficiaries' branchDependents, composed by the route).
 */
export type BranchDependents = (tx: Executor, tenantId: string, branchId: string) => Promise<{ clients: number; beneficiaries: number }>;

export async function deleteBranch({ db, actor, ip }: ActorContext, id: string, dependents: BranchDependents): Promise<{ id: string }> {
  const tenantId = actor.tenantId;
  await db.transaction(async (tx) => {
    const before = (await visibleBranch(tx, actor, id)).branch;
    const [users, others] = await Promise.all([branchMemberships(tx, tenantId, before.id), dependents(tx, tenantId, before.id)]);
    const inUse = branchInUseMessage({ users, ...others });
    if (inUse) throw fail.conflict(inUse);
    const after = await updateBranchRow(tx, tenantId, before.id, { deletedAt: new Date() });
    await writeAudit(tx, {
      tenantId,
      actorUserId: actor.userId,
      actorRoleId: actor.roleId,
      action: "branch.delete",
      entityType: "branch",
      entityId: before.id,
      before,
      after,
      ip,
    });
  });
  return { id };
}
