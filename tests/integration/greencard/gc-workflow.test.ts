// The firm's green-card activity list (issue 11: every variant has its own default list a firm configures
// like the petition's): /api/workflow/config and update-config with variant "greencard"; a stage's filing
// and decision are for the editors of their step (403 naming it), a step done tells its watchers, a firm
// that does not track the travel document does not see its stage; another firm keeps its own list.
import { describe, expect, it } from "vitest";
import { createUser } from "../../factories";
import { callUpload, expectField, expectStatus, file, historyOf, PDF, useTempFileStore } from "../documents/helpers";
import { world } from "./fixtures";
import { notificationsOf } from "../reminders/fixtures";

useTempFileStore();

type Entry = { code: string; include: boolean; editors: { roleId: number }[]; watchers: { roleId: number }[] };
type Details = { stages: { stage: string; canUpdate: boolean }[]; workflow: { code: string; done: boolean; next: boolean; canAct: boolean }[] };

describe("the firm's green-card workflow", () => {
  it("reads the defaults, saves a list without the travel document and with the decisions for attorneys, and the case follows it", async () => {
    const w = await world();
    const read = (await w.call("workflow/config", { variant: "greencard" })).body.result.data as { entries: Entry[]; alwaysIncluded: string[] };
    expect(read.entries.map((e) => e.code)).toEqual(["GC_I140_FILED", "GC_I140_DECIDED", "GC_I485_FILED", "GC_I765", "GC_I131", "GC_I485_DECIDED"]);
    expect(read.alwaysIncluded).toEqual(["GC_I140_FILED", "GC_I140_DECIDED", "GC_I485_FILED", "GC_I485_DECIDED"]);
    const entries = read.entries.map((e) => ({ ...e, editors: e.editors.map((r) => r.roleId), watchers: e.watchers.map((r) => r.roleId) }));
    expect((await w.call("workflow/update-config", { variant: "greencard", entries: entries.map((e) => (e.code === "GC_I485_FILED" ? { ...e, include: false } : e)) })).status).toBe(422);
    const mine = entries.map((e) => {
      if (e.code === "GC_I131") return { ...e, include: false };
      if (e.code === "GC_I140_DECIDED") return { ...e, editors: [6] };
      if (e.code === "GC_I140_FILED") return { ...e, watchers: [50] };
      return e;
    });
    const saved = await w.call("workflow/update-config", { variant: "greencard", entries: mine });
    expectStatus(saved, 200);
    expect(saved.body.result.data).toMatchObject({ variant: "greencard", recomputedCases: 0 });

    const paralegal = await createUser(w.tenant, 8);
    const client = await createUser(w.tenant, 50, { companyId: w.company.id });
    const details = async (token?: string) => (await w.call("gc-petition/details", { id: w.gc.id }, token)).body.result.data as Details;
    let d = await details(paralegal.token);
    expect(d.stages.map((s) => s.stage)).toEqual(["i140", "i485", "i765"]);
    expect(d.stages.every((s) => s.canUpdate)).toBe(true);
    expect(d.workflow.map((s) => s.code)).toEqual(["GC_I140_FILED", "GC_I140_DECIDED", "GC_I485_FILED", "GC_I765", "GC_I485_DECIDED"]);
    expect(d.workflow.find((s) => s.next)).toMatchObject({ code: "GC_I140_FILED", canAct: true });

    // The paralegal records the I-140's filing: the client, its watcher here, is told; the paralegal is not.
    expectStatus(await w.call("gc-petition/update-stage", { id: w.gc.id, stage: "i140", receiptNumber: "LIN2690123456", receiptDate: "10/01/2026", status: "filed" }, paralegal.token), 200);
    expect((await notificationsOf(w.tenant.id, client.user.id)).filter((n) => n.kind === "workflow.completed").map((n) => (n.params as { activity: string; next: string }).activity)).toEqual(["GC_I140_FILED"]);
    // An RFE on the I-140 is still its filing step: done already, nobody is told again.
    expectStatus(await w.call("gc-petition/update-stage", { id: w.gc.id, stage: "i140", receiptNumber: "LIN2690123456", receiptDate: "10/01/2026", status: "rfe" }, paralegal.token), 200);
    expect((await notificationsOf(w.tenant.id, client.user.id)).filter((n) => n.kind === "workflow.completed")).toHaveLength(1);

    // The decision is the attorney's in this firm.
    const refused = await w.call("gc-petition/update-stage", { id: w.gc.id, stage: "i140", receiptNumber: "LIN2690123456", receiptDate: "10/01/2026", status: "approved", decisionDate: "11/02/2026" }, paralegal.token);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Your role cannot record "I-140 decision"');
    const attorney = await createUser(w.tenant, 6);
    expectStatus(await w.call("gc-petition/update-stage", { id: w.gc.id, stage: "i140", receiptNumber: "LIN2690123456", receiptDate: "10/01/2026", status: "approved", decisionDate: "11/02/2026" }, attorney.token), 200);
    d = await details(paralegal.token);
    expect(d.workflow.filter((s) => s.done).map((s) => s.code)).toEqual(["GC_I140_FILED", "GC_I140_DECIDED"]);
    expect(d.workflow.find((s) => s.next)?.code).toBe("GC_I485_FILED");

    // A travel document recorded anyway (an exception) shows its stage again.
    expectStatus(await w.call("gc-petition/update-stage", { id: w.gc.id, stage: "i131", receiptNumber: "LIN2690123457", receiptDate: "11/03/2026", status: "filed" }, attorney.token), 200);
    expect((await details()).stages.map((s) => s.stage)).toEqual(["i140", "i485", "i765", "i131"]);

    // Another firm keeps the defaults, with all four stages.
    const other = await world();
    expect((await other.call("gc-petition/details", { id: other.gc.id })).body.result.data.stages).toHaveLength(4);
  });

  it("answers 403 to a role outside the green-card readers and 404 for another firm's case", async () => {
    const w = await world();
    const i9 = await createUser(w.tenant, 49);
    expect((await w.call("gc-petition/update-stage", { id: w.gc.id, stage: "i140", status: "not_filed" }, i9.token)).status).toBe(403);
    const docExec = await createUser(w.tenant, 10);
    const refused = await w.call("gc-petition/update-stage", { id: w.gc.id, stage: "i140", status: "not_filed" }, docExec.token);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Your role cannot record "I-140 filed"');
    const other = await world();
    expect((await other.call("gc-petition/update-stage", { id: w.gc.id, stage: "i140", status: "not_filed" })).status).toBe(404);
  });
});

describe("a stage's USCIS notices (/api/gc-petition/upload-stage-notice)", () => {
  it("keeps each notice as the case's document of its stage, for who records the stage; the client reads them", async () => {
    const w = await world();
    const paralegal = await createUser(w.tenant, 8);
    const upload = (fields: Record<string, string | File>, token = paralegal.token) => callUpload("gc-petition/upload-stage-notice", fields, { tenant: w.tenant.slug, token });
    const res = await upload({ id: w.gc.id, stage: "i140", file: file(PDF, "i140-receipt.pdf") });
    expectStatus(res, 200);
    expect(res.body.result.data).toEqual([expect.objectContaining({ category: "gc_notices", docType: "i140Notice", docTypeLabel: "I-140 notice (I-797)", fileName: "i140-receipt.pdf" })]);
    expect((await historyOf(w.tenant.id, w.gc.id)).map((h) => h.message)).toContain("I-140 notice uploaded: i140-receipt.pdf");
    const client = await createUser(w.tenant, 50, { companyId: w.company.id });
    const listed = (await w.call("documents/list", { petitionId: w.gc.id, category: "gc_notices" }, client.token)).body.result.data as { docType: string }[];
    expect(listed.map((d) => d.docType)).toEqual(["i140Notice"]);

    // Invalid input: no stage, an unknown one, no file.
    expectField(await upload({ id: w.gc.id, file: file(PDF, "x.pdf") }), "stage", "*Stage is required");
    expectField(await upload({ id: w.gc.id, stage: "i999", file: file(PDF, "x.pdf") }), "stage");
    expect((await upload({ id: w.gc.id, stage: "i485" })).status).toBe(422);
    // A role that does not record the stage; a role outside the green-card readers; another firm's case.
    const docExec = await createUser(w.tenant, 10);
    const refused = await upload({ id: w.gc.id, stage: "i140", file: file(PDF, "x.pdf") }, docExec.token);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe("Your role cannot record the I-140's notices");
    const i9 = await createUser(w.tenant, 49);
    expect((await upload({ id: w.gc.id, stage: "i140", file: file(PDF, "x.pdf") }, i9.token)).status).toBe(403);
    const other = await world();
    const foreign = await callUpload("gc-petition/upload-stage-notice", { id: w.gc.id, stage: "i140", file: file(PDF, "x.pdf") }, { tenant: other.tenant.slug, token: other.admin.token });
    expect(foreign.status).toBe(404);
    // Nothing was stored by the refusals.
    expect((await w.call("documents/list", { petitionId: w.gc.id, category: "gc_notices" })).body.result.data).toHaveLength(1);
  });
});

describe("links to a green-card case", () => {
  it("a reminder on it and its assignment notification lead to the green card's own screen", async () => {
    const w = await world();
    const attorney = await createUser(w.tenant, 6);
    const saved = await w.call("reminders/save", { title: "Call about the I-140", dueDate: "12/01/2026", petitionId: w.gc.id, assigneeIds: [attorney.user.id] });
    expectStatus(saved, 200);
    expect(saved.body.result.data).toMatchObject({ casePath: `/app/gc-employment-details/${w.gc.id}` });
    const told = (await notificationsOf(w.tenant.id, attorney.user.id)).filter((n) => n.kind === "reminder.assigned");
    expect(told.map((n) => n.link)).toEqual([`/app/gc-employment-details/${w.gc.id}`]);
  });
});
