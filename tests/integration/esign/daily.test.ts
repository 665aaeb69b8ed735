// The daily review of envelopes ("esign.daily", lib/modules/esign/daily.ts) with the time injected as the
// job's `now`: an envelope past its expiry becomes expired (event, links 410, the sender told once); an
// awaiting signer gets an automatic reminder 3 days after their last e-mail, not before, and not on the
// envelope's last day; the sender is warned once 2 days before the expiry; running twice sends nothing twice.
import { describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { notifications } from "@/db/schema/work";
import { esignEnvelopes } from "@/db/schema/esign";
import { getDb } from "@/lib/server/db/client";
import { enqueue, runQueuedJobs } from "@/lib/server/jobs/runner";
import "@/lib/modules/esign/jobs";
import { expectStatus, useTempFileStore } from "../documents/helpers";
import { mailsTo, quietMailLog } from "../users/helpers";
import { esignWorld, expect410, expireEnvelope, sentEnvelope, tokenFor, type EsignWorld } from "./helpers";

useTempFileStore();
quietMailLog();

const DAY = 86_400_000;
const daysFromNow = (days: number, from = Date.now()) => new Date(from + days * DAY);

async function runDaily(at: Date) {
  await enqueue(await getDb(), "esign.daily", { now: at.toISOString() });
  await runQueuedJobs("esign.daily");
}

const automatic = async (email: string) => (await mailsTo(email)).filter((m) => m.template === "esign.sign-reminder");

async function told(w: EsignWorld, kind: string) {
  const db = await getDb();
  return db.select().from(notifications).where(and(eq(notifications.tenantId, w.tenant.id), eq(notifications.kind, kind)));
}

const details = async (w: EsignWorld, id: string) => (await w.call("esign/details", { id })).body.result.data;

describe("esign.daily", () => {
  it("expires an envelope past its expiry: status, event, dead links, the sender told once (in-app and e-mail)", async () => {
    const w = await esignWorld();
    const { id, signers } = await sentEnvelope(w);
    const token = await tokenFor(signers[0].email);
    const { id: live } = await sentEnvelope(w);
    await expireEnvelope(id);
    await runDaily(new Date());
    await runDaily(new Date());
    const d = await details(w, id);
    expect(d.status).toBe("expired");
    expect(d.events.filter((e: { kind: string }) => e.kind === "expired")).toHaveLength(1);
    expect(d.actions).toMatchObject({ void: false, remind: false });
    expect410(await w.signer("details", token), "QUESTIONNAIRE_EXPIRED", /expired/);
    expect((await details(w, live)).status).toBe("sent");
    const notes = await told(w, "esign.expired");
    expect(notes).toEqual([expect.objectContaining({ userId: w.admin.user.id, petitionId: w.petition.id, params: expect.objectContaining({ document: d.documentName }) })]);
    expect((await mailsTo(w.admin.user.email)).filter((m) => m.template === "notification.esign.expired")).toHaveLength(1);
    // Nobody was reminded on the way.
    expect(await automatic(signers[0].email)).toHaveLength(0);
    expectStatus(await w.call("esign/remind", { id }), 409);
  });

  it("reminds an awaiting signer 3 days after their last e-mail, not before, once a day at most; the old link stops working", async () => {
    const w = await esignWorld();
    const start = Date.now();
    const { id, signers } = await sentEnvelope(w, { order: "parallel" });
    const old = await tokenFor(signers[0].email);
    await runDaily(daysFromNow(2, start));
    expect(await automatic(signers[0].email)).toHaveLength(0);
    await runDaily(daysFromNow(3, start));
    await runDaily(daysFromNow(3, start));
    for (const s of signers) expect(await automatic(s.email)).toHaveLength(1);
    const d = await details(w, id);
    const reminded = d.events.filter((e: { kind: string }) => e.kind === "reminded");
    expect(reminded).toHaveLength(2);
    for (const e of reminded) expect(e).toMatchObject({ actorUserId: null, details: { automatic: true }, at: daysFromNow(3, start).toISOString() });
    expectStatus(await w.signer("details", old), 404);
    expectStatus(await w.signer("details", await tokenFor(signers[0].email)), 200);
    // Counted from the last e-mail: 2 days after the reminder nothing, 3 days after the next one.
    await runDaily(daysFromNow(5, start));
    expect(await automatic(signers[1].email)).toHaveLength(1);
    await runDaily(daysFromNow(6, start));
    expect(await automatic(signers[1].email)).toHaveLength(2);
    // No warning yet (the envelope expires in 30 days).
    expect(await told(w, "esign.expiring")).toHaveLength(0);
  });

  it("warns the sender once 2 days before the expiry; no automatic reminder on the last day", async () => {
    const w = await esignWorld();
    const { id, signers } = await sentEnvelope(w);
    const expiresAt = new Date((await details(w, id)).expiresAt);
    await runDaily(daysFromNow(-3, expiresAt.getTime()));
    expect(await told(w, "esign.expiring")).toHaveLength(0);
    await runDaily(daysFromNow(-2, expiresAt.getTime()));
    await runDaily(daysFromNow(-2, expiresAt.getTime()));
    await runDaily(daysFromNow(-1, expiresAt.getTime()));
    const notes = await told(w, "esign.expiring");
    expect(notes).toEqual([expect.objectContaining({ userId: w.admin.user.id, params: expect.objectContaining({ days: 2, missing: 2, date: expiresAt.toISOString().slice(0, 10) }) })]);
    expect((await details(w, id)).events.filter((e: { kind: string }) => e.kind === "expiry_warned")).toHaveLength(1);

    // An envelope whose last day it is: its signer, e-mailed long ago, is not reminded that day.
    const { id: last, signers: lastSigners } = await sentEnvelope(w);
    const at = daysFromNow(10);
    const db = await getDb();
    await db.update(esignEnvelopes).set({ expiresAt: new Date(`${at.toISOString().slice(0, 10)}T23:59:59.999Z`) }).where(eq(esignEnvelopes.id, last));
    await runDaily(at);
    expect(await automatic(lastSigners[0].email)).toHaveLength(0);
    expect((await details(w, last)).events.filter((e: { kind: string }) => e.kind === "expiry_warned")).toHaveLength(1);
    expect(signers).toHaveLength(2);
  });
});
