// Twenty concurrent assign-a-role calls for the same step and person: all answer 200, the step completes
// once, and the case gets one history line, one audit entry and one e-mail (one per real change). A later
// call naming someone else is a real change again.
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { petitionHistory } from "@/db/schema/cases";
import { getDb } from "@/lib/server/db/client";
import { createUser } from "../../factories";
import { auditActions } from "../companies/fixtures";
import { caseAt, firm, mailsTo, petitionRow } from "./helpers";

async function historyCount(petitionId: string): Promise<number> {
  const db = await getDb();
  return (await db.select({ id: petitionHistory.id }).from(petitionHistory).where(eq(petitionHistory.petitionId, petitionId))).length;
}

describe("concurrent assign-a-role calls", () => {
  it("write one history line per real change", async () => {
    const { tenant, call } = await firm();
    const p = await caseAt(tenant.id, "ASSIGN_SUPERVISOR");
    const sup = await createUser(tenant, 7);
    const results = await Promise.all(Array.from({ length: 20 }, () => call("petition/assign-a-role", { petitionId: p.id, roleId: 7, userId: sup.user.id })));
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(results.filter((r) => r.body.result.data.assignment.completed)).toHaveLength(1);
    expect((await petitionRow(p.id)).completedActivities.filter((c: string) => c === "ASSIGN_SUPERVISOR")).toHaveLength(1);
    expect(await historyCount(p.id)).toBe(1);
    expect(await auditActions(tenant.id, p.id)).toEqual(["workflow.ASSIGN_SUPERVISOR"]);
    expect(await mailsTo(tenant.id, "workflow.assigned")).toEqual([sup.email]);

    // Another supervisor is a change (one line), repeated concurrently still one line.
    const other = await createUser(tenant, 7);
    const again = await Promise.all(Array.from({ length: 5 }, () => call("petition/assign-a-role", { petitionId: p.id, roleId: 7, userId: other.user.id })));
    expect(again.map((r) => r.status)).toEqual(Array(5).fill(200));
    expect(await historyCount(p.id)).toBe(2);
    expect(await auditActions(tenant.id, p.id)).toEqual(["workflow.ASSIGN_SUPERVISOR", "petition.assign_role"]);
    expect((await mailsTo(tenant.id, "workflow.assigned")).sort()).toEqual([sup.email, other.email].sort());
  });
});
