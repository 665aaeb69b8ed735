// E-signature envelopes: decline and void, closed links (used, voided, declined, expired, unknown), the
// 422s of bad bodies (a field off the page, a signer without a signature field, a USCIS form, a Word letter),
// 403 for roles without esign.manage / esign.read, and another firm's envelope 404.
import { describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { notifications } from "@/db/schema/work";
import { getDb } from "@/lib/server/db/client";
import { ROLE } from "@/lib/shared/constants/roles";
import { letterPdf } from "@/lib/modules/esign/test-pdf";
import { NEEDS_SIGNATURE_FIELD, NOT_A_PDF, USCIS_FORMS_IN_INK } from "@/lib/modules/esign/contract";
import { createBranch, createUser } from "../../factories";
import { expectStatus, file, useTempFileStore } from "../documents/helpers";
import { quietMailLog } from "../users/helpers";
import { callFile, esignWorld, expect410, expireEnvelope, FIELDS, sentEnvelope, signLinksTo, tokenFor, two } from "./helpers";

useTempFileStore();
quietMailLog();

describe("decline, void and closed links", () => {
  it("a signer declines: the envelope is declined, its links closed, the sender told", async () => {
    const w = await esignWorld();
    const { id, signers } = await sentEnvelope(w, { order: "parallel" });
    const t1 = await tokenFor(signers[0].email);
    const t2 = await tokenFor(signers[1].email);
    expectStatus(await w.signer("decline", t1, { reason: "" }), 422);
    const declined = await w.signer("decline", t1, { reason: "The fee is wrong" });
    expectStatus(declined, 200);
    const d = (await w.call("esign/details", { id })).body.result.data;
    expect(d.status).toBe("declined");
    const jordan = d.signers.find((s: { email: string }) => s.email === signers[0].email);
    expect(jordan).toMatchObject({ status: "declined", declineReason: "The fee is wrong" });
    expect(d.events.at(-1)).toMatchObject({ kind: "declined", signerId: jordan.id, details: { reason: "The fee is wrong" } });
    expect410(await w.signer("details", t1), "QUESTIONNAIRE_EXPIRED", /declined/);
    expect410(await w.signer("consent", t2, { accept: true }), "QUESTIONNAIRE_EXPIRED", /declined/);
    expectStatus(await w.call("esign/void", { id, reason: "x" }), 409);
    const db = await getDb();
    const told = await db.select().from(notifications).where(and(eq(notifications.tenantId, w.tenant.id), eq(notifications.userId, w.admin.user.id)));
    expect(told.map((n) => [n.kind, (n.params as Record<string, string>).reason])).toContainEqual(["esign.declined", "The fee is wrong"]);
  });

  it("void: a draft or a sent envelope; its links stop working", async () => {
    const w = await esignWorld();
    const { id, signers } = await sentEnvelope(w);
    const t1 = await tokenFor(signers[0].email);
    expectStatus(await w.signer("consent", t1, { accept: true }), 200);
    expectStatus(await w.call("esign/void", { id }), 422);
    const voided = await w.call("esign/void", { id, reason: "Wrong fee" });
    expectStatus(voided, 200);
    expect(voided.body.result.data.status).toBe("voided");
    expect(voided.body.result.data.events.at(-1)).toMatchObject({ kind: "voided", details: { reason: "Wrong fee" } });
    expect410(await w.signer("details", t1), "QUESTIONNAIRE_EXPIRED", /voided/);
    expect410(await w.signer("sign", t1, { values: {} }), "QUESTIONNAIRE_EXPIRED", /voided/);
    expectStatus(await w.call("esign/send", { id }), 409);

    const draft = (await w.call("esign/create", { petitionId: w.petition.id, documentId: w.letter.documentId, signers: two(), order: "parallel" })).body.result.data;
    expect((await w.call("esign/void", { id: draft.id, reason: "Not needed" })).body.result.data.status).toBe("voided");
  });

  it("an expired envelope's link, an unknown token and a token of another firm", async () => {
    const w = await esignWorld();
    const { id, signers } = await sentEnvelope(w);
    const t1 = await tokenFor(signers[0].email);
    expectStatus(await w.signer("details", t1), 200);
    await expireEnvelope(id);
    expect410(await w.signer("details", t1), "QUESTIONNAIRE_EXPIRED", /expired/);
    expect410(await w.signer("consent", t1, { accept: true }), "QUESTIONNAIRE_EXPIRED", /expired/);
    expect((await w.call("esign/details", { id })).body.result.data.actions).toMatchObject({ send: false, remind: false, void: true });
    expectStatus(await w.signer("details", "not-a-token"), 404);
    expectStatus(await w.signer("details", ""), 404);
    // The link works on its own firm's host only.
    const other = await esignWorld();
    const { signers: s2 } = await sentEnvelope(other);
    const foreign = await tokenFor(s2[0].email);
    expectStatus(await w.signer("details", foreign), 404);
    expectStatus(await other.signer("details", foreign), 200);
  });
});

describe("bad bodies", () => {
  it("422: a field off the page or on a missing page, a signer without a signature field, unknown keys, expiry over 90 days", async () => {
    const w = await esignWorld();
    expectStatus(await w.call("esign/create", { petitionId: w.petition.id, documentId: w.letter.documentId, signers: two(), order: "sequential", expiresInDays: 91 }), 422);
    expectStatus(await w.call("esign/create", { petitionId: w.petition.id, documentId: w.letter.documentId, signers: [], order: "sequential" }), 422);
    expectStatus(await w.call("esign/create", { petitionId: w.petition.id, documentId: w.letter.documentId, signers: [{ name: "A", email: "not-an-email" }] }), 422);
    const draft = (await w.call("esign/create", { petitionId: w.petition.id, documentId: w.letter.documentId, signers: two(), order: "sequential", expiresInDays: 90 })).body.result.data;
    expect(Math.round((Date.parse(draft.expiresAt) - Date.now()) / 86_400_000)).toBe(90);

    const offPage = await w.call("esign/save-fields", { id: draft.id, fields: [...FIELDS.slice(1), { ...FIELDS[0], x: 0.9, width: 0.3 }] });
    expectStatus(offPage, 422);
    expect(offPage.body.result.error?.fields?.["fields.3"]).toMatch(/outside its page/);
    const outOfUnit = await w.call("esign/save-fields", { id: draft.id, fields: [{ ...FIELDS[0], y: 1.2 }] });
    expectStatus(outOfUnit, 422);
    expect(outOfUnit.body.result.error?.fields?.["fields.0.y"]).toBeTruthy();
    const noPage = await w.call("esign/save-fields", { id: draft.id, fields: [...FIELDS.slice(1), { ...FIELDS[0], page: draft.pageCount + 1 }] });
    expectStatus(noPage, 422);
    expect(noPage.body.result.error?.fields?.["fields.3.page"]).toMatch(/has no page/);
    const noSignature = await w.call("esign/save-fields", { id: draft.id, fields: FIELDS.slice(0, 3) });
    expectStatus(noSignature, 422);
    expect(noSignature.body.result.error?.fields?.[`signers.${draft.signers[1].id}`]).toBe(NEEDS_SIGNATURE_FIELD);
    expectStatus(await w.call("esign/save-fields", { id: draft.id, fields: [{ ...FIELDS[0], signerIndex: 5 }] }), 422);
    expectStatus(await w.call("esign/save-fields", { id: draft.id, fields: [{ ...FIELDS[0], colour: "red" }] }), 422);
    // Nothing was saved, so it cannot be sent.
    const send = await w.call("esign/send", { id: draft.id });
    expectStatus(send, 422);
    expect(send.body.message).toBe(NEEDS_SIGNATURE_FIELD);
    expect(await signLinksTo(draft.signers[0].email)).toBe(0);
    // By signer id too.
    const byId = FIELDS.map(({ signerIndex, ...f }) => ({ ...f, signerId: draft.signers[signerIndex].id }));
    expectStatus(await w.call("esign/save-fields", { id: draft.id, fields: byId }), 200);
  });

  it("422: a USCIS form is signed in ink; a Word letter must be generated as PDF", async () => {
    const w = await esignWorld();
    const docx = await w.call("form-letter/generate", { petitionId: w.petition.id, id: w.template.id, format: "docx" });
    expectStatus(docx, 200);
    const word = await w.call("esign/create", { petitionId: w.petition.id, documentId: docx.body.result.data.documentId, signers: two(), order: "sequential" });
    expectStatus(word, 422);
    expect(word.body.message).toBe(NOT_A_PDF);

    const { callUpload } = await import("../documents/helpers");
    const form = await callUpload("petition/upload-forms-and-letters", { petitionId: w.petition.id, name: "Form I-129 (01/20/25)", file: file(Buffer.from(await letterPdf(1)), "i129.pdf", "application/pdf") }, { tenant: w.tenant.slug, token: w.admin.token });
    expectStatus(form, 200);
    const uscis = await w.call("esign/create", { petitionId: w.petition.id, documentId: form.body.result.data.id, signers: two(), order: "sequential" });
    expectStatus(uscis, 422);
    expect(uscis.body.message).toBe(USCIS_FORMS_IN_INK);
    // A document of another case is not this case's.
    const otherCase = await esignWorld();
    expectStatus(await w.call("esign/create", { petitionId: w.petition.id, documentId: otherCase.letter.documentId, signers: two(), order: "sequential" }), 404);
  });
});

describe("who may", () => {
  it("403 without esign.manage / esign.read; the petitioner reads its case's envelopes; another firm's envelope is 404", async () => {
    const w = await esignWorld();
    const { id } = await sentEnvelope(w);
    const body = { petitionId: w.petition.id, documentId: w.letter.documentId, signers: two(), order: "sequential" };
    for (const role of [ROLE.I9_USER, ROLE.SUBSCRIBER]) {
      const u = await createUser(w.tenant, role);
      expectStatus(await w.call("esign/create", body, u.token), 403);
      expectStatus(await w.call("esign/details", { id }, u.token), 403);
      expectStatus(await w.call("esign/list", { petitionId: w.petition.id }, u.token), 403);
    }
    const petitioner = await createUser(w.tenant, ROLE.PETITIONER, { companyId: w.company.id });
    expectStatus(await w.call("esign/create", body, petitioner.token), 403);
    expectStatus(await w.call("esign/void", { id, reason: "x" }, petitioner.token), 403);
    const seen = await w.call("esign/details", { id }, petitioner.token);
    expectStatus(seen, 200);
    expect(seen.body.result.data.actions).toEqual({ saveFields: false, send: false, void: false, remind: false });
    expect((await w.call("esign/list", { petitionId: w.petition.id }, petitioner.token)).body.result.data).toHaveLength(1);
    // A beneficiary reads no envelopes.
    const beneficiary = await createUser(w.tenant, ROLE.BENEFICIARY);
    expectStatus(await w.call("esign/details", { id }, beneficiary.token), 403);
    // An attorney of the firm manages them; a branch manager those of its branch's cases only.
    const attorney = await createUser(w.tenant, ROLE.ATTORNEY);
    expectStatus(await w.call("esign/details", { id }, attorney.token), 200);
    const ownManager = await createUser(w.tenant, ROLE.BRANCH_MANAGER, { branchId: w.branch.id });
    expect((await w.call("esign/details", { id }, ownManager.token)).body.result.data.actions.void).toBe(true);
    const elsewhere = await createUser(w.tenant, ROLE.BRANCH_MANAGER, { branchId: (await createBranch(w.tenant.id)).id });
    expectStatus(await w.call("esign/details", { id }, elsewhere.token), 404);
    expectStatus(await w.call("esign/void", { id, reason: "not mine" }, elsewhere.token), 404);
    expectStatus(await w.call("esign/create", body, elsewhere.token), 404);

    const other = await esignWorld();
    for (const [path, b] of [
      ["esign/details", { id }],
      ["esign/send", { id }],
      ["esign/void", { id, reason: "mine now" }],
      ["esign/save-fields", { id, fields: FIELDS }],
      ["esign/verify", { id }],
      ["esign/list", { petitionId: w.petition.id }],
      ["esign/create", body],
    ] as const) {
      expectStatus(await other.call(path, b), 404);
    }
    const dl = await callFile("esign/download", { id, version: "original" }, { tenant: other.tenant.slug, token: other.admin.token });
    expect(dl.status).toBe(404);
    // Not signed yet: no signed file.
    expect((await callFile("esign/download", { id, version: "signed" }, { tenant: w.tenant.slug, token: w.admin.token })).status).toBe(409);
  });
});
