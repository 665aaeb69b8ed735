// E-signature reminders (POST /api/esign/remind): the signers awaiting a sent envelope get the signing e-mail
// again with a new link (the previous one stops working) and a `reminded` event; one signer by id; at most
// once a day per signer (counted from their last e-mail); actions.remind agrees; 409 for an envelope that is
// not sent or has expired; 422 for a bad body or a signer who is not awaiting; 403 without esign.manage;
// another firm's envelope 404.
import { describe, expect, it } from "vitest";
import { ROLE } from "@/lib/shared/constants/roles";
import { createUser } from "../../factories";
import { expectStatus, useTempFileStore } from "../documents/helpers";
import { mailsTo, quietMailLog } from "../users/helpers";
import { backdateMails, esignWorld, expireEnvelope, FIELDS, sentEnvelope, tokenFor, two } from "./helpers";

useTempFileStore();
quietMailLog();

const reminders = async (email: string) => (await mailsTo(email)).filter((m) => m.template === "esign.sign-reminder");

describe("esign/remind", () => {
  it("reminds every awaiting signer with a new link (the old one stops working), once a day at most", async () => {
    const w = await esignWorld();
    const { id, signers } = await sentEnvelope(w, { order: "parallel" });
    // Just e-mailed: nobody is due, and the details say so.
    const early = await w.call("esign/remind", { id });
    expectStatus(early, 409);
    expect(early.body.message).toBe("Ana Lima was sent the link less than a day ago");
    const listed = async () => (await w.call("esign/list", { petitionId: w.petition.id })).body.result.data[0].actions;
    expect((await w.call("esign/details", { id })).body.result.data.actions.remind).toBe(false);
    expect(await listed()).toEqual({ saveFields: false, send: false, void: true, remind: false });

    const old = await tokenFor(signers[0].email);
    await backdateMails(id, 25);
    expect((await w.call("esign/details", { id })).body.result.data.actions.remind).toBe(true);
    expect((await listed()).remind).toBe(true);
    const res = await w.call("esign/remind", { id });
    expectStatus(res, 200);
    const d = res.body.result.data;
    expect(d.status).toBe("sent");
    expect(d.actions.remind).toBe(false);
    const reminded = d.events.filter((e: { kind: string }) => e.kind === "reminded");
    expect(reminded.map((e: { signerId: string; actorUserId: string; details: { automatic: boolean } }) => [e.signerId, e.actorUserId, e.details.automatic]).sort()).toEqual(
      d.signers.map((s: { id: string }) => [s.id, w.admin.user.id, false]).sort(),
    );
    for (const s of signers) {
      const mails = await reminders(s.email);
      expect(mails).toHaveLength(1);
      expect(mails[0].subject).toMatch(/^Reminder: /);
    }
    const fresh = await tokenFor(signers[0].email);
    expect(fresh).not.toBe(old);
    expectStatus(await w.signer("details", old), 404);
    expectStatus(await w.signer("details", fresh), 200);

    // Twice within a day: refused, nothing more e-mailed.
    const again = await w.call("esign/remind", { id });
    expectStatus(again, 409);
    expect(again.body.message).toMatch(/was reminded less than a day ago/);
    expect(await reminders(signers[1].email)).toHaveLength(1);
  });

  it("one signer by id: a viewed signer stays viewed; a signer whose turn has not come is 422", async () => {
    const w = await esignWorld();
    const { id, signers } = await sentEnvelope(w);
    expectStatus(await w.signer("details", await tokenFor(signers[0].email)), 200);
    const rows = (await w.call("esign/details", { id })).body.result.data.signers as { id: string; email: string; status: string }[];
    const [first, second] = rows;
    expect([first.status, second.status]).toEqual(["viewed", "pending"]);
    await backdateMails(id, 25);
    const notYet = await w.call("esign/remind", { id, signerId: second.id });
    expectStatus(notYet, 422);
    expect(notYet.body.result.error?.fields).toHaveProperty("signerId");
    expectStatus(await w.call("esign/remind", { id, signerId: globalThis.crypto.randomUUID() }), 422);
    const res = await w.call("esign/remind", { id, signerId: first.id });
    expectStatus(res, 200);
    expect(res.body.result.data.signers.map((s: { status: string }) => s.status)).toEqual(["viewed", "pending"]);
    expect(await reminders(first.email)).toHaveLength(1);
    expect(await reminders(second.email)).toHaveLength(0);
    expectStatus(await w.call("esign/remind", { id, signerId: first.id }), 409);
  });

  it("422 for a bad body; 409 for a draft, a voided or an expired envelope", async () => {
    const w = await esignWorld();
    expectStatus(await w.call("esign/remind", {}), 422);
    expectStatus(await w.call("esign/remind", { id: "nope" }), 422);
    const draft = (await w.call("esign/create", { petitionId: w.petition.id, documentId: w.letter.documentId, signers: two() })).body.result.data;
    expectStatus(await w.call("esign/remind", { id: draft.id, extra: 1 }), 422);
    expectStatus(await w.call("esign/remind", { id: draft.id }), 409);
    // The list row's actions follow the same rules as the details': send once every signer has a signature box.
    const row = async () => (await w.call("esign/list", { petitionId: w.petition.id })).body.result.data.find((e: { id: string }) => e.id === draft.id).actions;
    expect(await row()).toEqual({ saveFields: true, send: false, void: true, remind: false });
    expectStatus(await w.call("esign/save-fields", { id: draft.id, fields: FIELDS }), 200);
    expect(await row()).toEqual({ saveFields: true, send: true, void: true, remind: false });

    const { id: expired } = await sentEnvelope(w);
    await backdateMails(expired, 25);
    await expireEnvelope(expired);
    const late = await w.call("esign/remind", { id: expired });
    expectStatus(late, 409);
    expect(late.body.message).toMatch(/expired/);

    const { id: voided } = await sentEnvelope(w);
    await backdateMails(voided, 25);
    expectStatus(await w.call("esign/void", { id: voided, reason: "Wrong fee" }), 200);
    expectStatus(await w.call("esign/remind", { id: voided }), 409);
  });

  it("403 for the petitioner and a beneficiary; another firm's envelope is 404", async () => {
    const w = await esignWorld();
    const { id } = await sentEnvelope(w);
    await backdateMails(id, 25);
    const petitioner = await createUser(w.tenant, ROLE.PETITIONER, { companyId: w.company.id });
    expectStatus(await w.call("esign/remind", { id }, petitioner.token), 403);
    const beneficiary = await createUser(w.tenant, ROLE.BENEFICIARY);
    expectStatus(await w.call("esign/remind", { id }, beneficiary.token), 403);
    const other = await esignWorld();
    expectStatus(await other.call("esign/remind", { id }), 404);
    // Still due for its own firm: nothing was sent by the refused calls.
    expectStatus(await w.call("esign/remind", { id }), 200);
  });
});
