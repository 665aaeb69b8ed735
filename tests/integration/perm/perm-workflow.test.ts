// The firm's PERM activity list (issue 11: "one workflow engine serves every variant, each with its own
// default activity list that a firm can configure like the petition's"): /api/workflow/config and
// update-config with variant "perm"; a firm that leaves out the questionnaires checkpoint and the
// attorney's separate review goes from the advertisements to the draft and files from it; each step is
// for its editors (403 naming the step), its watchers are told; another firm keeps its own list.
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { notifications } from "@/db/schema/work";
import { getDb } from "@/lib/server/db/client";
import { QUESTIONNAIRE_STEP_LEFT_OUT } from "@/lib/modules/perm/perm";
import { createUser } from "../../factories";
import { expectStatus, useTempFileStore } from "../documents/helpers";
import { world } from "./fixtures";

useTempFileStore();

type Entry = { code: string; include: boolean; editors: { roleId: number }[]; watchers: { roleId: number }[] };
type Details = { statusId: number; actions: Record<string, unknown>; workflow: { code: string; done: boolean; next: boolean; canAct: boolean }[] };

async function notificationsOf(userId: string) {
  const db = await getDb();
  return db.select({ kind: notifications.kind, params: notifications.params, link: notifications.link }).from(notifications).where(eq(notifications.userId, userId));
}

describe("the firm's PERM workflow", () => {
  it("reads the defaults, saves a list without the two checkpoints, and the PERM record follows it", async () => {
    const w = await world();
    const config = await w.call("workflow/config", { variant: "perm" });
    expectStatus(config, 200);
    const read = config.body.result.data as { entries: Entry[]; alwaysIncluded: string[]; isDefault: boolean };
    expect(read.isDefault).toBe(true);
    expect(read.entries.map((e) => e.code)).toEqual(["PERM_QUESTIONNAIRE_FINALIZED", "PERM_DRAFT_CREATED", "PERM_DRAFT_APPROVED", "PERM_FILED", "PERM_DOL_DECISION", "PERM_AUDIT_RESPONSE"]);
    expect(read.alwaysIncluded).toEqual(["PERM_DRAFT_CREATED", "PERM_FILED", "PERM_DOL_DECISION", "PERM_AUDIT_RESPONSE"]);

    // The filing cannot be left out (422 naming the step); the petition's codes are not the PERM list's.
    const entries = read.entries.map((e) => ({ ...e, editors: e.editors.map((r) => r.roleId), watchers: e.watchers.map((r) => r.roleId) }));
    const noFiling = await w.call("workflow/update-config", { variant: "perm", entries: entries.map((e) => (e.code === "PERM_FILED" ? { ...e, include: false } : e)) });
    expect(noFiling.status).toBe(422);
    expect(JSON.stringify(noFiling.body.result.error?.fields)).toContain("PERM application filed with the DOL");
    expect((await w.call("workflow/update-config", { variant: "perm", entries: entries.map((e, i) => (i === 0 ? { ...e, code: "CREATE_PETITION" } : e)) })).status).toBe(422);

    // Without the checkpoints; the DOL's decision only for attorneys; the client is told of the filing.
    const mine = entries.map((e) => {
      if (e.code === "PERM_QUESTIONNAIRE_FINALIZED" || e.code === "PERM_DRAFT_APPROVED") return { ...e, include: false };
      if (e.code === "PERM_DOL_DECISION") return { ...e, editors: [6] };
      if (e.code === "PERM_FILED") return { ...e, watchers: [50] };
      return e;
    });
    const saved = await w.call("workflow/update-config", { variant: "perm", entries: mine });
    expectStatus(saved, 200);
    expect(saved.body.result.data).toMatchObject({ variant: "perm", isDefault: false, recomputedCases: 0 });

    const c = await w.permCase();
    const perm = (await w.call("perm/create", { petitionId: c.id, pwdId: (await w.pwd()).id })).body.result.data as { id: string };
    const details = async (token?: string) => (await w.call("perm/details", { petitionId: c.id }, token)).body.result.data as Details;
    const at17 = await details();
    expect(at17.workflow.map((s) => s.code)).toEqual(["PERM_DRAFT_CREATED", "PERM_FILED", "PERM_DOL_DECISION", "PERM_AUDIT_RESPONSE"]);
    expect(at17.workflow.find((s) => s.next)?.code).toBe("PERM_DRAFT_CREATED");
    expect(at17.actions.nextStatus).toBeNull();
    const marked = await w.call("perm/update-status", { id: perm.id, statusId: 18 });
    expect(marked.status).toBe(409);
    expect(marked.body.message).toBe(QUESTIONNAIRE_STEP_LEFT_OUT);

    // The draft's upload at 17 creates it; the filing follows from the draft, by a paralegal.
    const paralegal = await createUser(w.tenant, 8);
    const client = await createUser(w.tenant, 50, { companyId: w.company.id });
    expectStatus(await w.uploadForm(perm.id, "eta9089Draft", paralegal.token), 200);
    expect((await details()).statusId).toBe(19);
    const review = await w.call("perm/confirm-review-completed", { id: perm.id, confirm: true });
    expect(review.status).toBe(409);
    await w.saveRecord(perm.id);
    expect((await details(paralegal.token)).actions).toMatchObject({ file: true, decide: false, approveDraft: false });
    expectStatus(await w.call("perm/file", { id: perm.id, filedDate: "06/01/2026" }, paralegal.token), 200);

    // The client, watcher of the filing, is told, with the case as the link; the paralegal acting is not.
    const told = await notificationsOf(client.user.id);
    expect(told).toEqual([expect.objectContaining({ kind: "workflow.completed", params: expect.objectContaining({ activity: "PERM_FILED", next: "PERM_DOL_DECISION" }), link: `/app/petition-details/${c.id}` })]);
    expect((await notificationsOf(paralegal.user.id)).filter((n) => (n.params as { activity?: string }).activity === "PERM_FILED")).toEqual([]);

    // The decision is the attorney's alone in this firm: the paralegal gets 403 naming it; the attorney records it.
    const refused = await w.call("perm/record-decision", { id: perm.id, decision: "certified", decisionDate: "06/10/2026" }, paralegal.token);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Your role cannot complete "DOL decision"');
    const attorney = await createUser(w.tenant, 6);
    expectStatus(await w.call("perm/record-decision", { id: perm.id, decision: "certified", decisionDate: "06/10/2026" }, attorney.token), 200);
    const done = await details();
    expect(done.workflow.filter((s) => s.done).map((s) => s.code)).toEqual(["PERM_DRAFT_CREATED", "PERM_FILED", "PERM_DOL_DECISION"]);
    expect(done.workflow.some((s) => s.next)).toBe(false);

    // Another firm keeps the defaults.
    const other = await world();
    expect((await other.call("workflow/config", { variant: "perm" })).body.result.data).toMatchObject({ isDefault: true, entries: expect.arrayContaining([expect.objectContaining({ code: "PERM_QUESTIONNAIRE_FINALIZED", include: true })]) });
  });

  it("a step's routes answer 403 to a role outside the PERM readers and to one the list leaves out, 404 for another firm's record", async () => {
    const w = await world();
    const c = await w.permCase();
    const perm = (await w.call("perm/create", { petitionId: c.id, pwdId: (await w.pwd()).id })).body.result.data as { id: string };
    const docManager = await createUser(w.tenant, 9);
    const marked = await w.call("perm/update-status", { id: perm.id, statusId: 18 }, docManager.token);
    expect(marked.status).toBe(403);
    expect(marked.body.message).toBe('Your role cannot complete "PERM questionnaires finalized"');
    const i9 = await createUser(w.tenant, 49);
    expect((await w.call("perm/update-status", { id: perm.id, statusId: 18 }, i9.token)).status).toBe(403);
    const other = await world();
    expect((await other.call("perm/update-status", { id: perm.id, statusId: 18 })).status).toBe(404);
    expect((await other.call("workflow/config", { variant: "pwd" })).status).toBe(422);
  });
});
