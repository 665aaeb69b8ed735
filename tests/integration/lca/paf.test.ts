// The public access file (domain rules 7–9): checklist, uploads, workers, the PDF bundle with the
// uploads merged, retention dates, legal hold, the purge with its certificate, the daily review
// (notification, automatic purge); 422 / 403 / other firm 404.
import { describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { PDFDocument } from "pdf-lib";
import { lcaSettings, lcas } from "@/db/schema/lca";
import { notifications } from "@/db/schema/work";
import { getDb } from "@/lib/server/db/client";
import { enqueue, runQueuedJobs } from "@/lib/server/jobs/runner";
import { CONFIRM_MISMATCH, PAF_NOT_DUE, PAF_ON_HOLD, PAF_PURGED } from "@/lib/modules/lca/paf";
import "@/lib/modules/lca/jobs";
import { createBeneficiary, createTenant } from "../../factories";
import { DOCX, PNG, expectField, expectStatus, file, storedKeys, useTempFileStore } from "../documents/helpers";

useTempFileStore();
import { pafFirm, TODAY } from "./paf-fixtures";

async function twoPagePdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.addPage();
  doc.addPage();
  return Buffer.from(await doc.save());
}

type Item = { kind: string; status: string; files: { id: string; fileName: string }[] };
const statusOf = (checklist: Item[]) => Object.fromEntries(checklist.map((c) => [c.kind, c.status]));

describe("PAF checklist, uploads, workers and bundle", () => {
  it("shows what is missing, fills it with uploads, adds the worker-receipt item once someone works under it, and bundles it all", async () => {
    const f = await pafFirm();
    const first = await f.call("paf-details", { lcaId: f.lca.id });
    expectStatus(first, 200);
    expect(statusOf(first.body.result.data.checklist)).toEqual({
      CERTIFIED_LCA: "missing",
      WAGE_RATE: "missing",
      ACTUAL_WAGE: "missing",
      PREVAILING_WAGE: "generated",
      NOTICE: "missing",
      BENEFITS: "missing",
      SUCCESSOR: "not-applicable",
      WORKER_RECEIPT: "not-applicable",
      OTHER: "optional",
    });
    expect(first.body.result.data).toMatchObject({ complete: false, availableBy: "2026-11-23", retainUntil: "2030-12-31", retainBasis: "LCA_END", purgeableFrom: "2031-01-01", canPurge: false });

    expectStatus(await f.upload("CERTIFIED_LCA", file(await twoPagePdf(), "ETA-9035 certified.pdf")), 200);
    expectStatus(await f.upload("WAGE_RATE", file(PNG, "pay-scale.png")), 200);
    expectStatus(await f.upload("ACTUAL_WAGE", file(DOCX, "actual-wage.docx")), 200);
    expectStatus(await f.upload("BENEFITS", file(await twoPagePdf(), "benefits.pdf")), 200);
    expectStatus(await f.call("notice-save", { lcaId: f.lca.id, method: "electronic", startDate: TODAY }), 200);
    expectStatus(await f.call("paf-hold", { lcaId: f.lca.id, successorEntity: true }), 200);
    const workers = await f.call("workers-save", { lcaId: f.lca.id, workers: [{ beneficiaryId: f.worker.id, employedFrom: "01/04/2027" }] });
    expectStatus(workers, 200);
    const d = workers.body.result.data;
    expect(d.workers).toEqual([{ beneficiaryId: f.worker.id, name: "Ana Silva", employedFrom: "2027-01-04", employedUntil: null }]);
    // Someone still works under it: no retention date yet.
    expect(d).toMatchObject({ retainUntil: null, purgeableFrom: null, missing: ["SUCCESSOR", "WORKER_RECEIPT"], complete: false });
    expect(statusOf(d.checklist)).toMatchObject({ CERTIFIED_LCA: "uploaded", NOTICE: "generated", SUCCESSOR: "missing", WORKER_RECEIPT: "missing" });
    expect(await storedKeys(f.tenant.id)).toHaveLength(4);

    const host = `${f.tenant.slug}.localhost:3000`;
    const { POST } = await import("@/app/api/lca/paf-bundle/route");
    const res = await POST(new Request(`http://${host}/api/lca/paf-bundle`, { method: "POST", headers: { host, "content-type": "application/json", authorization: `Bearer ${f.manager.token}` }, body: JSON.stringify({ lcaId: f.lca.id }) }));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toContain(`paf-${f.lca.lcaNumber}.pdf`);
    const bundle = await PDFDocument.load(new Uint8Array(await res.arrayBuffer()));
    // Cover and generated pages, then 2 + 1 + 2 merged pages (the Word file is listed, not merged).
    expect(bundle.getPageCount()).toBeGreaterThanOrEqual(6);
    expect(bundle.getTitle()).toBe(`Public access file - ${f.lca.lcaNumber}`);

    const item = d.checklist.find((c: Item) => c.kind === "WAGE_RATE").files[0];
    const removed = await f.call("paf-item-remove", { id: item.id });
    expectStatus(removed, 200);
    expect(statusOf(removed.body.result.data.checklist).WAGE_RATE).toBe("missing");
    expect(await storedKeys(f.tenant.id)).toHaveLength(3);
  });

  it("422 on a bad kind or a missing file, 403 without lca.update, 404 for another firm's LCA or item", async () => {
    const f = await pafFirm();
    expectField(await f.upload("SALARY", file(PNG, "x.png")), "kind", "Item not valid");
    expectField(await f.call("workers-save", { lcaId: f.lca.id, workers: [{ beneficiaryId: f.worker.id, employedFrom: "2027-02-01", employedUntil: "2027-01-01" }] }), "workers.0.employedUntil");
    const stranger = await createBeneficiary((await createTenant()).id);
    expectField(await f.call("workers-save", { lcaId: f.lca.id, workers: [{ beneficiaryId: stranger.id }] }), "workers", "Workers must be beneficiaries of your firm");
    expectStatus(await f.upload("BENEFITS", file(PNG, "x.png"), f.paralegal.token), 403, "FORBIDDEN");
    expectStatus(await f.call("paf-hold", { lcaId: f.lca.id, legalHold: true }, f.paralegal.token), 403, "FORBIDDEN");
    const up = await f.upload("BENEFITS", file(PNG, "x.png"));
    const g = await pafFirm();
    expectStatus(await g.call("paf-details", { lcaId: f.lca.id }), 404, "NOT_FOUND");
    expectStatus(await g.call("paf-item-remove", { id: up.body.result.data.checklist.find((c: Item) => c.kind === "BENEFITS").files[0].id }), 404, "NOT_FOUND");
    expectStatus(await g.call("paf-hold", { lcaId: f.lca.id, legalHold: true }), 404, "NOT_FOUND");
    expectStatus(await g.call("paf-purge", { lcaId: f.lca.id, confirmLcaNumber: f.lca.lcaNumber }, g.admin.token), 404, "NOT_FOUND");
  });
});

describe("PAF retention and purge", () => {
  const PAST = { begin: "2022-01-03", end: "2024-12-31", filed: "2021-12-01", decided: "2021-12-08" };

  it("purges a PAF past its retention date once the hold is released, keeping a certificate; nothing is added afterwards", async () => {
    const f = await pafFirm(PAST);
    expectStatus(await f.upload("CERTIFIED_LCA", file(await twoPagePdf(), "certified.pdf")), 200);
    expectStatus(await f.upload("BENEFITS", file(PNG, "benefits.png")), 200);
    // The worker left on 2025-06-30: kept until 2026-06-30 (later than the LCA's end + 1 year).
    const saved = await f.call("workers-save", { lcaId: f.lca.id, workers: [{ beneficiaryId: f.worker.id, employedFrom: "2022-01-03", employedUntil: "2025-06-30" }] });
    expect(saved.body.result.data).toMatchObject({ retainUntil: "2026-06-30", retainBasis: "LAST_WORKER", purgeableFrom: "2026-07-01", canPurge: true });

    expectStatus(await f.call("paf-purge", { lcaId: f.lca.id, confirmLcaNumber: f.lca.lcaNumber }, f.paralegal.token), 403, "FORBIDDEN");
    expectField(await f.call("paf-purge", { lcaId: f.lca.id, confirmLcaNumber: "LCA-0000" }), "confirmLcaNumber", CONFIRM_MISMATCH);
    expectStatus(await f.call("paf-hold", { lcaId: f.lca.id, legalHold: true }), 200);
    const held = await f.call("paf-purge", { lcaId: f.lca.id, confirmLcaNumber: f.lca.lcaNumber });
    expectStatus(held, 409, "CONFLICT");
    expect(held.body.result.error?.message).toBe(PAF_ON_HOLD);
    expectStatus(await f.call("paf-hold", { lcaId: f.lca.id, legalHold: false }), 200);
    // The built PAF is a copy of the same files: the purge deletes it too.
    expectStatus(await f.call("paf-build", { lcaId: f.lca.id }), 200);
    expect((await storedKeys(f.tenant.id)).some((k) => k.includes("/paf/built-"))).toBe(true);

    const purged = await f.call("paf-purge", { lcaId: f.lca.id, confirmLcaNumber: f.lca.lcaNumber.toLowerCase() });
    expectStatus(purged, 200);
    expect(purged.body.result.data.purged).toMatchObject({
      lcaNumber: f.lca.lcaNumber,
      employerName: "Blue Finch Analytics",
      retainUntil: "2026-06-30",
      basis: "LAST_WORKER",
      purgedBy: f.manager.user.id,
      purgedByName: f.manager.user.name,
      items: [
        { kind: "CERTIFIED_LCA", fileName: "certified.pdf", size: expect.any(Number) },
        { kind: "BENEFITS", fileName: "benefits.png", size: expect.any(Number) },
      ],
    });
    expect(purged.body.result.data.checklist.every((c: Item) => c.files.length === 0)).toBe(true);
    expect(await storedKeys(f.tenant.id)).toEqual([]);
    const list = await f.call("paf-purged-list", {});
    expectStatus(list, 200);
    expect(list.body.result.data.map((p: { lcaId: string }) => p.lcaId)).toEqual([f.lca.id]);
    const again = await f.upload("BENEFITS", file(PNG, "late.png"));
    expectStatus(again, 409, "CONFLICT");
    expect(again.body.result.error?.message).toBe(PAF_PURGED);
    expectStatus(await f.call("paf-build", { lcaId: f.lca.id }), 409, "CONFLICT");
    // The LCA itself stays.
    expectStatus(await f.call("details", { id: f.lca.id }), 200);
    // Another firm sees no certificate of this one.
    const g = await pafFirm();
    expect((await g.call("paf-purged-list", {})).body.result.data).toEqual([]);
  });

  it("refuses a purge before the retention date", async () => {
    const f = await pafFirm();
    const res = await f.call("paf-purge", { lcaId: f.lca.id, confirmLcaNumber: f.lca.lcaNumber });
    expectStatus(res, 409, "CONFLICT");
    expect(res.body.result.error?.message).toBe(PAF_NOT_DUE);
  });

  it("the daily review tells the admins and LCA managers once, and purges by itself when the firm chose so", async () => {
    const f = await pafFirm(PAST);
    const g = await pafFirm(PAST);
    expectStatus(await g.upload("BENEFITS", file(PNG, "b.png")), 200);
    const db = await getDb();
    await db.insert(lcaSettings).values({ tenantId: g.tenant.id, autoPurgePaf: true });
    await enqueue(db, "lca.daily", { today: TODAY });
    await runQueuedJobs("lca.daily");
    await enqueue(db, "lca.daily", { today: TODAY });
    await runQueuedJobs("lca.daily");
    const told = await db.select().from(notifications).where(and(eq(notifications.tenantId, f.tenant.id), eq(notifications.kind, "paf.due-for-purge")));
    expect(told.map((n) => n.userId).sort()).toEqual([f.admin.user.id, f.manager.user.id].sort());
    expect(told[0]).toMatchObject({ params: { lcaNumber: f.lca.lcaNumber, date: "2025-12-31" }, link: `/app/lca-details/${f.lca.id}` });
    const [fRow] = await db.select().from(lcas).where(eq(lcas.id, f.lca.id));
    expect(fRow.pafDueForPurgeAt).toBeInstanceOf(Date);
    expect(fRow.pafPurgedAt).toBeNull();
    const gPaf = await g.call("paf-details", { lcaId: g.lca.id });
    expect(gPaf.body.result.data.purged).toMatchObject({ purgedBy: null, basis: "LCA_END", retainUntil: "2025-12-31", items: [{ kind: "BENEFITS", fileName: "b.png", size: expect.any(Number) }] });
    expect(await storedKeys(g.tenant.id)).toEqual([]);
  });
});

describe("POST /api/lca/settings and settings-save", () => {
  it("an admin turns the automatic purge on and off; 422 on a bad value; 403 for an LCA manager; each firm has its own", async () => {
    const f = await pafFirm();
    expect((await f.call("settings", {}, f.admin.token)).body.result.data).toEqual({ autoPurgePaf: false });
    const on = await f.call("settings-save", { autoPurgePaf: true }, f.admin.token);
    expectStatus(on, 200);
    expect((await f.call("settings", {}, f.admin.token)).body.result.data).toEqual({ autoPurgePaf: true });
    expectField(await f.call("settings-save", { autoPurgePaf: "yes" }, f.admin.token), "autoPurgePaf", "Automatic Purge not valid");
    expectStatus(await f.call("settings-save", { autoPurgePaf: false }), 403, "FORBIDDEN");
    const g = await pafFirm();
    expect((await g.call("settings", {}, g.admin.token)).body.result.data).toEqual({ autoPurgePaf: false });
  });
});
