// The firm configures its RFE activity list like the petition's (issue 11: "one workflow engine serves every
// variant, each with its own default activity list that a firm can configure"): /api/workflow/config and
// update-config with variant "rfe" — defaults, 422, 403, isolation between firms and between variants; new
// RFE cases follow the firm's list; open RFE cases waiting on an excluded step move on.
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { petitionHistory } from "@/db/schema/cases";
import { WORKFLOW_MSG } from "@/lib/modules/workflow/contract";
import { defaultWorkflow } from "@/lib/modules/workflow/definitions";
import { defaultRfeWorkflow } from "@/lib/modules/workflow/rfe-definitions";
import { getDb } from "@/lib/server/db/client";
import { MSG } from "@/lib/shared/validation/messages";
import { createUser } from "../../factories";
import { awaitingUscisResponse, expectField, expectStatus, file, PDF, petitionRow, useTempFileStore } from "../documents/helpers";

useTempFileStore();

const TODAY = "2026-03-20";

type World = Awaited<ReturnType<typeof awaitingUscisResponse>>;

const rfeEntriesWith = (change: Record<string, Record<string, unknown>>) => defaultRfeWorkflow().map((e) => ({ ...e, ...(change[e.code] ?? {}) }));

async function openRfe(w: World) {
  const res = await w.upload("petition/upload-uscis-docs", { petitionId: w.petition.id, response: "rfe", responseDate: "01/20/2026", rfeNoticeDate: "01/20/2026", rfeServedByMail: "false", file: file(PDF, "rfe.pdf") });
  expectStatus(res, 200);
  const list = await w.call("rfe-petition/list", { page: 1, perpage: 10, today: TODAY, filter: { matcher: { open: true } } });
  return list.body.result.data.find((r: { petitionId: string }) => r.petitionId === w.petition.id) as { id: string; nextWorkflowActivity: string };
}

const details = async (w: World, id: string) => (await w.call("rfe-petition/details", { id, today: TODAY })).body.result.data;

describe("The firm's RFE workflow (variant rfe)", () => {
  it("answers the RFE defaults, the steps that stay included, and no confirmation option", async () => {
    const w = await awaitingUscisResponse();
    const res = await w.call("workflow/config", { variant: "rfe" });
    expectStatus(res, 200);
    expect(res.body.result.data).toMatchObject({
      variant: "rfe",
      isDefault: true,
      entries: defaultRfeWorkflow(),
      defaults: defaultRfeWorkflow(),
      alwaysIncluded: ["RFE_NOTICE_RECORDED", "RFE_RESPONSE_FILED", "RFE_RESPONSE_RECEIVED", "RFE_DECISION"],
      usesConfirm: false,
      lockedEditorCodes: [],
    });
    // The petition's stays the default of the call without a variant.
    expect((await w.call("workflow/config", {})).body.result.data).toMatchObject({ variant: "petition", usesConfirm: true, alwaysIncluded: ["CREATE_PETITION"] });
    expectField(await w.call("workflow/config", { variant: "lca" }), "variant", MSG.invalid("Workflow"));
  });

  it("saves the RFE list apart from the petition's and from other firms'", async () => {
    const w = await awaitingUscisResponse();
    const other = await awaitingUscisResponse();
    const entries = rfeEntriesWith({ RFE_ASSIGN_ATTORNEY: { include: false }, RFE_RESPONSE_DOCS_PREPARED: { editors: [9], confirmRequired: true } });
    const res = await w.call("workflow/update-config", { variant: "rfe", entries });
    expectStatus(res, 200);
    const saved = res.body.result.data;
    expect(saved).toMatchObject({ variant: "rfe", isDefault: false, recomputedCases: 0 });
    const prepared = saved.entries.find((e: { code: string }) => e.code === "RFE_RESPONSE_DOCS_PREPARED");
    // Names come from the definitions; the confirmation option means nothing for RFE steps and is not kept.
    expect(prepared).toMatchObject({ name: "Response documents prepared", editors: [{ roleId: 9, name: "Documentation Manager" }], confirmRequired: false });
    expect((await w.call("workflow/config", { variant: "rfe" })).body.result.data.entries).toEqual(saved.entries);
    // The petition's configuration is untouched, and so is the other firm's RFE list.
    expect((await w.call("workflow/config", {})).body.result.data).toMatchObject({ isDefault: true, entries: defaultWorkflow() });
    expect((await other.call("workflow/config", { variant: "rfe" })).body.result.data).toMatchObject({ isDefault: true, entries: defaultRfeWorkflow() });
  });

  it("422: the RFE codes in their order, the spine steps included, phases not going back; 403 for roles that cannot configure", async () => {
    const w = await awaitingUscisResponse();
    expectField(await w.call("workflow/update-config", { variant: "rfe", entries: defaultWorkflow() }), "entries", WORKFLOW_MSG.orderOf(9));
    expectField(await w.call("workflow/update-config", { variant: "rfe", entries: rfeEntriesWith({}).slice(1) }), "entries", WORKFLOW_MSG.orderOf(9));
    expectField(await w.call("workflow/update-config", { variant: "rfe", entries: rfeEntriesWith({ RFE_RESPONSE_FILED: { include: false } }) }), "entries.6.include", WORKFLOW_MSG.mustInclude("Response filed with USCIS"));
    expectField(await w.call("workflow/update-config", { variant: "rfe", entries: rfeEntriesWith({ RFE_DECISION: { step: 1 } }) }), "entries.8.step", WORKFLOW_MSG.stepOrder);
    expectField(await w.call("workflow/update-config", { variant: "rfe", entries: rfeEntriesWith({ RFE_DECISION: { editors: [1] } }) }), "entries.8.editors.0", MSG.invalid("Editors"));
    expectField(await w.call("workflow/update-config", { variant: "lca", entries: rfeEntriesWith({}) }), "variant", MSG.invalid("Workflow"));
    // The RFE list under another variant is that variant's list in the wrong order.
    expectField(await w.call("workflow/update-config", { variant: "perm", entries: rfeEntriesWith({}) }), "entries", WORKFLOW_MSG.orderOf(6));
    for (const roleId of [4, 6, 8]) {
      const user = await createUser(w.tenant, roleId);
      expectStatus(await w.call("workflow/update-config", { variant: "rfe", entries: rfeEntriesWith({}) }, user.token), 403);
    }
    expect((await w.call("workflow/config", { variant: "rfe" })).body.result.data.isDefault).toBe(true);
  });

  it("a new RFE case follows the firm's list: an excluded step is passed, the configured editors act, a signature not optional cannot be skipped", async () => {
    const w = await awaitingUscisResponse();
    const entries = rfeEntriesWith({
      RFE_ASSIGN_ATTORNEY: { include: false },
      RFE_RESPONSE_DOCS_PREPARED: { editors: [9] },
      RFE_REQUEST_PETITIONER_SIGN: { optional: false },
    });
    expectStatus(await w.call("workflow/update-config", { variant: "rfe", entries }), 200);
    const rfe = await openRfe(w);
    expect(rfe.nextWorkflowActivity).toBe("RFE_RESPONSE_DOCS_PREPARED");
    const shown = await details(w, rfe.id);
    expect(shown.workflow.map((s: { code: string }) => s.code)).not.toContain("RFE_ASSIGN_ATTORNEY");

    const paralegal = await createUser(w.tenant, 8);
    const docManager = await createUser(w.tenant, 9);
    // The paralegal (a default editor) may no longer upload or send for approval; the documentation manager may.
    expectStatus(await w.upload("rfe-petition/upload-response-docs", { rfeCaseId: rfe.id, file: file(PDF, "brief.pdf") }, paralegal.token), 403);
    expectStatus(await w.upload("rfe-petition/upload-response-docs", { rfeCaseId: rfe.id, file: file(PDF, "brief.pdf") }, docManager.token), 200);
    expectStatus(await w.call("petition/req-rfe-response-docs-approval", { rfeCaseId: rfe.id }, paralegal.token), 403);
    expectStatus(await w.call("petition/req-rfe-response-docs-approval", { rfeCaseId: rfe.id }, docManager.token), 200);
    expectStatus(await w.call("rfe-petition/manage-approval-process", { id: rfe.id, approve: true }), 200);

    const skip = await w.call("rfe-petition/request-for-petitioner-sign", { id: rfe.id, skip: true });
    expectStatus(skip, 409, "CONFLICT");
    expect(skip.body.message).toBe('"Request petitioner signature" cannot be skipped: the firm\'s RFE workflow does not make it optional');
  });

  it("saving moves open RFE cases waiting on an excluded step, with a line in their history; the petition stays", async () => {
    const w = await awaitingUscisResponse();
    const rfe = await openRfe(w);
    expect(rfe.nextWorkflowActivity).toBe("RFE_ASSIGN_ATTORNEY");
    const before = await petitionRow(w.petition.id);

    const res = await w.call("workflow/update-config", { variant: "rfe", entries: rfeEntriesWith({ RFE_ASSIGN_ATTORNEY: { include: false } }) });
    expectStatus(res, 200);
    expect(res.body.result.data.recomputedCases).toBe(1);
    expect((await details(w, rfe.id)).nextWorkflowActivity).toBe("RFE_RESPONSE_DOCS_PREPARED");
    const history = await w.call("rfe-petition/activity-list", { id: rfe.id, page: 1, perpage: 25 });
    expect(history.body.result.data.map((h: { message: string }) => h.message)).toContain(
      'Workflow changed: "Assign the response attorney" is no longer a step; next step "Response documents prepared"',
    );
    const db = await getDb();
    const lines = await db.select().from(petitionHistory).where(eq(petitionHistory.petitionId, w.petition.id));
    expect(lines.filter((l) => l.messageCode === "workflowChanged").map((l) => l.rfeCaseId)).toEqual([rfe.id]);
    // The petition itself is where it was.
    const after = await petitionRow(w.petition.id);
    expect({ next: after.nextWorkflowActivity, done: after.completedActivities }).toEqual({ next: before.nextWorkflowActivity, done: before.completedActivities });
  });
});
