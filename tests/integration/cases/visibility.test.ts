// Each role's reach of the firm's cases, decided in one place (repository/visibility.ts
// caseVisibilityCond): the list, the details read, the lock of a workflow action (withCase) and
// findVisibleCase all answer the same set for the same caller.
import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { beneficiaries } from "@/db/schema/clients";
import { caseVisibility, type CaseActor } from "@/lib/modules/cases/policy";
import { listCases } from "@/lib/modules/cases/repository/list";
import { findVisibleCase, lockVisibleCase } from "@/lib/modules/cases/repository/visibility";
import { withCase } from "@/lib/modules/cases/steps/context";
import type { Actor } from "@/lib/server/auth/session";
import { serviceContext } from "@/lib/server/context";
import { getDb } from "@/lib/server/db/client";
import { AppError } from "@/lib/server/errors";
import { ROLE } from "@/lib/shared/constants/roles";
import { createBeneficiary, createBranch, createCompany, createUser } from "../../factories";
import { caseFirm, type CaseFirm } from "./fixtures";

let f: CaseFirm;
const ids: Record<"c1" | "c2" | "foreign", string> = { c1: "", c2: "", foreign: "" };
const actors: Record<string, CaseActor> = {};

const asActor = (u: Awaited<ReturnType<typeof createUser>>): CaseActor => ({
  roleId: u.membership.roleId,
  userId: u.user.id,
  branchId: u.membership.branchId,
  companyId: u.membership.companyId,
});

beforeAll(async () => {
  const db = await getDb();
  f = await caseFirm();
  const branch2 = await createBranch(f.tenant.id, "Uptown");
  const company2 = await createCompany(f.tenant.id, { name: "Beta Labs LLC", branchId: branch2.id });
  const ben3 = await createBeneficiary(f.tenant.id, { firstName: "Zoe", lastName: "Kim", companyId: company2.id, branchId: branch2.id });
  const gone = await createBeneficiary(f.tenant.id, { firstName: "Gone", lastName: "Record", companyId: company2.id, branchId: branch2.id });

  ids.c1 = (await f.create({ branchId: f.branch.id, beneficiaryIds: [f.worker.id] })).id;
  ids.c2 = (await f.create({ petitionerId: company2.id, branchId: branch2.id, beneficiaryIds: [ben3.id, gone.id] })).id;
  const other = await caseFirm();
  ids.foreign = (await other.create()).id;

  // Logins linked to beneficiary records: Priya's (named on c1), and a record named on c2 then deleted.
  const benUser = await createUser(f.tenant, ROLE.BENEFICIARY);
  const goneUser = await createUser(f.tenant, ROLE.BENEFICIARY);
  await db.update(beneficiaries).set({ userId: benUser.user.id }).where(eq(beneficiaries.id, f.worker.id));
  await db.update(beneficiaries).set({ userId: goneUser.user.id, deletedAt: new Date() }).where(eq(beneficiaries.id, gone.id));

  actors.platform = asActor(await createUser(f.tenant, ROLE.PLATFORM_ADMIN));
  actors.attorney = asActor(await createUser(f.tenant, ROLE.ATTORNEY));
  actors.branchManager = asActor(await createUser(f.tenant, ROLE.BRANCH_MANAGER, { branchId: f.branch.id }));
  actors.branchManagerWithoutBranch = asActor(await createUser(f.tenant, ROLE.BRANCH_MANAGER));
  actors.petitioner = asActor(await createUser(f.tenant, ROLE.PETITIONER, { companyId: f.company.id }));
  actors.petitioner2 = asActor(await createUser(f.tenant, ROLE.PETITIONER, { companyId: company2.id }));
  actors.beneficiary = asActor(benUser);
  actors.beneficiaryOfDeletedRecord = asActor(goneUser);
  actors.subscriber = asActor(await createUser(f.tenant, ROLE.SUBSCRIBER));
});

/** The cases (of c1, c2 and another firm's) each path lets the caller reach. */
async function reach(a: CaseActor) {
  const db = await getDb();
  const vis = caseVisibility(a);
  const all = Object.entries(ids);
  const listed = await listCases(db, f.tenant.id, { visibility: vis, page: 1, perpage: 100, sortBy: "createdAt", sortOrder: "asc", matcher: { title: undefined, petitionerId: undefined } });
  const listedNames = all.filter(([, id]) => listed.rows.some((r) => r.id === id)).map(([n]) => n);
  const found: string[] = [];
  const locked: string[] = [];
  const acted: string[] = [];
  const ctx = serviceContext({ db, tenant: f.tenant, actor: { ...a, tenantId: f.tenant.id } as unknown as Actor });
  for (const [name, id] of all) {
    if (await findVisibleCase(db, f.tenant.id, id, vis)) found.push(name);
    if (await db.transaction((tx) => lockVisibleCase(tx, f.tenant.id, id, vis))) locked.push(name);
    try {
      await withCase(ctx, id, async ({ petition }) => expect(petition.id).toBe(id));
      acted.push(name);
    } catch (e) {
      expect(e instanceof AppError && e.code).toBe("NOT_FOUND");
    }
  }
  // One rule: every path answers the same set.
  expect(found).toEqual(listedNames);
  expect(locked).toEqual(listedNames);
  expect(acted).toEqual(listedNames);
  return listedNames;
}

describe("case visibility, one rule for every path", () => {
  it("platform admin and case staff reach every case of their firm, never another firm's", async () => {
    expect(await reach(actors.platform)).toEqual(["c1", "c2"]);
    expect(await reach(actors.attorney)).toEqual(["c1", "c2"]);
  });

  it("a branch manager reaches their branch's cases; without a branch, none", async () => {
    expect(await reach(actors.branchManager)).toEqual(["c1"]);
    expect(await reach(actors.branchManagerWithoutBranch)).toEqual([]);
  });

  it("a petitioner reaches their own company's cases", async () => {
    expect(await reach(actors.petitioner)).toEqual(["c1"]);
    expect(await reach(actors.petitioner2)).toEqual(["c2"]);
  });

  it("a beneficiary reaches the cases naming a live record linked to their login", async () => {
    expect(await reach(actors.beneficiary)).toEqual(["c1"]);
    expect(await reach(actors.beneficiaryOfDeletedRecord)).toEqual([]);
  });

  it("the subscriber reaches no case", async () => {
    expect(await reach(actors.subscriber)).toEqual([]);
  });
});
