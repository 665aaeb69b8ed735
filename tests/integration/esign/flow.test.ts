// E-signature envelopes end to end (issue 13 section 3): a generated PDF letter → a draft with two
// sequential signers → fields → send (only the first signer is e-mailed) → the first signer looks, consents
// and signs (not before consenting) → the second is e-mailed and signs → the envelope is completed and the
// case's letter has a new version: the stamped original plus the certificate page, sealed (verifySignedPdf:
// signed, intact, covering the whole file), with the events in order; parallel sending; the case's list.
import { describe, expect, it } from "vitest";
import { and, asc, eq } from "drizzle-orm";
import { PDFDocument } from "pdf-lib";
import { notifications } from "@/db/schema/work";
import { esignEvents, esignSigners } from "@/db/schema/esign";
import { getDb } from "@/lib/server/db/client";
import { pdfText } from "@/lib/server/pdf/text";
import { verifySignedPdf } from "@/lib/modules/esign/verify";
import { sha256Hex } from "@/lib/modules/esign/hash";
import { CONSENT_FIRST, CONSENT_TEXT, LINK_USED } from "@/lib/modules/esign/contract";
import { PLATFORM_COMMON_NAME } from "@/lib/modules/esign/identity-store";
import { download, expectStatus, historyOf, storedKeys, useTempFileStore } from "../documents/helpers";
import { linkInLatestMail, quietMailLog } from "../users/helpers";
import { callFile, esignWorld, expect410, FIELDS, PNG_DATA_URL, sentEnvelope, signLinksTo, tokenFor, two } from "./helpers";

useTempFileStore();
quietMailLog();

const pages = async (bytes: Uint8Array) => (await PDFDocument.load(bytes)).getPageCount();

describe("an envelope from draft to the sealed new version", () => {
  it("two sequential signers: links one after the other, consent before signing, completion, certificate and seal", async () => {
    const w = await esignWorld();
    const signers = two();
    const created = await w.call("esign/create", { petitionId: w.petition.id, documentId: w.letter.documentId, signers, order: "sequential", message: "Please sign by Friday" });
    expectStatus(created, 200);
    const draft = created.body.result.data;
    expect(draft).toMatchObject({ status: "draft", order: "sequential", sourceDocumentId: w.letter.documentId, message: "Please sign by Friday", signedDocumentId: null, fields: [] });
    expect(draft.signers.map((s: { name: string; order: number; status: string }) => [s.name, s.order, s.status])).toEqual([
      ["Jordan Reyes", 1, "pending"],
      ["Ana Lima", 2, "pending"],
    ]);
    expect(draft.actions).toEqual({ saveFields: true, send: false, void: true, remind: false });
    expect(JSON.stringify(draft)).not.toMatch(/tokenHash|token_hash/);
    // 30 days by default.
    expect(Math.round((Date.parse(draft.expiresAt) - Date.now()) / 86_400_000)).toBe(30);

    // The original is the letter's PDF as it was.
    const original = await callFile("esign/download", { id: draft.id, version: "original" }, { tenant: w.tenant.slug, token: w.admin.token });
    expect(original.status).toBe(200);
    expect(sha256Hex(original.bytes!)).toBe(draft.originalSha256);
    const originalPages = await pages(original.bytes!);
    expect(draft.pageCount).toBe(originalPages);

    const fields = await w.call("esign/save-fields", { id: draft.id, fields: FIELDS });
    expectStatus(fields, 200);
    expect(fields.body.result.data.fields).toHaveLength(4);
    expect(fields.body.result.data.actions.send).toBe(true);
    // Not sent yet: nobody was e-mailed.
    expect(await signLinksTo(signers[0].email)).toBe(0);

    const sent = await w.call("esign/send", { id: draft.id });
    expectStatus(sent, 200);
    expect(sent.body.result.data.status).toBe("sent");
    expect(sent.body.result.data.signers.map((s: { status: string }) => s.status)).toEqual(["sent", "pending"]);
    expect(await signLinksTo(signers[0].email)).toBe(1);
    expect(await signLinksTo(signers[1].email)).toBe(0);
    expectStatus(await w.call("esign/send", { id: draft.id }), 409);
    expectStatus(await w.call("esign/save-fields", { id: draft.id, fields: FIELDS }), 409);

    // Signer 1: the link is built from configuration, on the firm's host.
    const token1 = await tokenFor(signers[0].email);
    const link = await linkInLatestMail(signers[0].email, "/auth/sign-document");
    expect(link.hostname).toBe(`${w.tenant.slug}.localhost`);
    const look = await w.signer("details", token1);
    expectStatus(look, 200);
    expect(look.body.result.data).toMatchObject({ documentName: w.template.name, firmName: w.tenant.name, signerName: "Jordan Reyes", consentGiven: false, status: "viewed", consentText: CONSENT_TEXT });
    const mine = look.body.result.data.fields as { id: string; kind: string }[];
    expect(mine.map((f) => f.kind).sort()).toEqual(["date", "signature", "text"]);
    const doc = await w.signer("document", token1);
    expectStatus(doc, 200);
    const fetched = await download(doc.body.result.data.url, w.tenant.slug);
    expect(fetched.status).toBe(200);
    expect(sha256Hex(new Uint8Array(await fetched.arrayBuffer()))).toBe(draft.originalSha256);

    const sig = mine.find((f) => f.kind === "signature")!;
    const text = mine.find((f) => f.kind === "text")!;
    // Not before consenting.
    const early = await w.signer("sign", token1, { values: { [sig.id]: { type: "drawn", png: PNG_DATA_URL } } });
    expectStatus(early, 409);
    expect(early.body.message).toBe(CONSENT_FIRST);
    expectStatus(await w.signer("consent", token1, { accept: false }), 422);
    const consent = await w.signer("consent", token1, { accept: true });
    expectStatus(consent, 200);
    expect((await w.signer("details", token1)).body.result.data.consentGiven).toBe(true);
    // A bad PNG is the stamp's 422 naming the field; nothing is recorded.
    const badPng = await w.signer("sign", token1, { values: { [sig.id]: { type: "drawn", png: "data:image/png;base64,AAAA" } } });
    expectStatus(badPng, 422);
    expect(badPng.body.result.error?.fields?.[`fields.${sig.id}`]).toBeTruthy();
    const signed1 = await w.signer("sign", token1, { values: { [sig.id]: { type: "drawn", png: PNG_DATA_URL }, [text.id]: { type: "text", text: "Acme Robotics" } } });
    expectStatus(signed1, 200);
    expect(signed1.body.result.data).toEqual({ status: "signed", envelopeStatus: "sent" });
    // The link is used now.
    expect410(await w.signer("sign", token1, { values: { [sig.id]: { type: "typed", text: "Jordan Reyes" } } }), "QUESTIONNAIRE_SUBMITTED", new RegExp(LINK_USED));
    expect410(await w.signer("details", token1), "QUESTIONNAIRE_SUBMITTED");

    // Signer 2 is e-mailed only now.
    expect(await signLinksTo(signers[1].email)).toBe(1);
    const token2 = await tokenFor(signers[1].email);
    const look2 = (await w.signer("details", token2)).body.result.data;
    expect(look2.fields).toHaveLength(1);
    expectStatus(await w.signer("consent", token2, { accept: true }), 200);
    // Another signer's field is not theirs.
    const foreign = await w.signer("sign", token2, { values: { [look2.fields[0].id]: { type: "typed", text: "Ana Lima" }, [sig.id]: { type: "typed", text: "Ana" } } });
    expectStatus(foreign, 422);
    const signed2 = await w.signer("sign", token2, { values: { [look2.fields[0].id]: { type: "typed", text: "Ana Lima" } } });
    expectStatus(signed2, 200);
    expect(signed2.body.result.data).toEqual({ status: "signed", envelopeStatus: "completed" });

    // Completed: a new version of the letter, sealed, with the certificate page(s) after the original's pages.
    const done = (await w.call("esign/details", { id: draft.id })).body.result.data;
    expect(done.status).toBe("completed");
    expect(done.completedAt).toBeTruthy();
    expect(done.actions).toEqual({ saveFields: false, send: false, void: false, remind: false });
    expect(done.signers.map((s: { status: string; method: string }) => [s.status, s.method])).toEqual([
      ["signed", "drawn"],
      ["signed", "typed"],
    ]);
    expect(done.fields.every((f: { kind: string; filled: boolean }) => f.filled || f.kind === "text")).toBe(true);
    expect(done.events.map((e: { kind: string }) => e.kind)).toEqual(["created", "fields_saved", "sent", "viewed", "consented", "signed", "sent", "viewed", "consented", "signed", "completed"]);
    expect(done.events.find((e: { kind: string }) => e.kind === "consented").userAgent).toBe("Mozilla/5.0 (Test) Signer");

    const versions = await w.call("documents/list", { petitionId: w.petition.id, category: "forms_letters" });
    const letter = versions.body.result.data.find((d: { id: string }) => d.id === done.signedDocumentId);
    expect(letter).toMatchObject({ version: 2, docType: w.template.name, fileName: `${w.template.name} (signed).pdf`, mimetype: "application/pdf" });
    expect(letter.versions.map((v: { id: string }) => v.id)).toContain(w.letter.documentId);

    const signedFile = await callFile("esign/download", { id: draft.id, version: "signed" }, { tenant: w.tenant.slug, token: w.admin.token });
    expect(signedFile.status).toBe(200);
    const check = verifySignedPdf(signedFile.bytes!);
    expect(check).toMatchObject({ signed: true, intact: true, coversWholeFile: true, signerCommonName: PLATFORM_COMMON_NAME });
    const signedPages = await pages(signedFile.bytes!);
    expect(signedPages).toBeGreaterThan(originalPages);
    const certificate = await pdfText(signedFile.bytes!);
    expect(certificate).toContain("Certificate of completion");
    expect(certificate).toContain(draft.originalSha256);
    expect(certificate).toContain(signers[0].email);
    expect(certificate).toContain(signers[1].email);
    // The original's pages come first, unchanged in number; the certificate's pages follow them.
    const textOf = async (from: number, to: number) => {
      const d = await PDFDocument.load(signedFile.bytes!);
      const copy = await PDFDocument.create();
      for (const p of await copy.copyPages(d, d.getPageIndices().slice(from, to))) copy.addPage(p);
      return pdfText(await copy.save());
    };
    expect(await textOf(0, originalPages)).not.toContain("Certificate of completion");
    expect(await textOf(originalPages, originalPages + 1)).toContain("Certificate of completion");

    const verify = await w.call("esign/verify", { id: draft.id });
    expectStatus(verify, 200);
    expect(verify.body.result.data).toMatchObject({ signed: true, intact: true, coversWholeFile: true });

    // A case history line for the new version; the sender is told (not the signers: they have no account).
    const history = await historyOf(w.tenant.id, w.petition.id);
    expect(history.at(-1)).toMatchObject({ message: `New version 2 of ${w.template.name} (${w.template.name} (signed).pdf)` });
    const db = await getDb();
    const told = await db.select().from(notifications).where(and(eq(notifications.tenantId, w.tenant.id), eq(notifications.userId, w.admin.user.id)));
    expect(told).toContainEqual(expect.objectContaining({ kind: "esign.completed", params: expect.objectContaining({ signers: 2 }) }));
    // The token is never stored, only its hash.
    const rows = await db.select().from(esignSigners).where(eq(esignSigners.envelopeId, draft.id));
    expect(rows.every((r) => r.tokenHash !== token1 && r.tokenHash !== token2 && r.tokenHash?.length)).toBe(true);
    // Events are in time order.
    const ev = await db.select().from(esignEvents).where(eq(esignEvents.envelopeId, draft.id)).orderBy(asc(esignEvents.id));
    expect(ev.map((e) => e.at.getTime())).toEqual([...ev.map((e) => e.at.getTime())].sort((a, b) => a - b));

    // Completed: the links are closed, nothing can be voided.
    expect410(await w.signer("details", token2), "QUESTIONNAIRE_SUBMITTED");
    expectStatus(await w.call("esign/void", { id: draft.id, reason: "Too late" }), 409);
  });

  it("parallel: every signer is e-mailed at once, and the list shows the case's envelopes", async () => {
    const w = await esignWorld();
    const { id, signers } = await sentEnvelope(w, { order: "parallel" });
    expect(await signLinksTo(signers[0].email)).toBe(1);
    expect(await signLinksTo(signers[1].email)).toBe(1);
    // The second signs first.
    const t2 = await tokenFor(signers[1].email);
    expectStatus(await w.signer("consent", t2, { accept: true }), 200);
    const f2 = (await w.signer("details", t2)).body.result.data.fields;
    expect((await w.signer("sign", t2, { values: { [f2[0].id]: { type: "typed", text: "Ana Lima" } } })).body.result.data.envelopeStatus).toBe("sent");
    const t1 = await tokenFor(signers[0].email);
    expectStatus(await w.signer("consent", t1, { accept: true }), 200);
    const f1 = (await w.signer("details", t1)).body.result.data.fields as { id: string; kind: string }[];
    const sig = f1.find((f) => f.kind === "signature")!;
    // The optional text field may stay empty.
    const last = await w.signer("sign", t1, { values: { [sig.id]: { type: "typed", text: "Jordan Reyes" } } });
    expectStatus(last, 200);
    expect(last.body.result.data.envelopeStatus).toBe("completed");

    const list = await w.call("esign/list", { petitionId: w.petition.id });
    expectStatus(list, 200);
    expect(list.body.result.data.map((e: { id: string; status: string }) => [e.id, e.status])).toEqual([[id, "completed"]]);
    expect(list.body.result.data[0].signers).toHaveLength(2);
  });

  it("two last signatures at once: one completes, the other finds the link used; one new version only", async () => {
    const w = await esignWorld();
    const solo = [{ name: "Jordan Reyes", email: `solo-${w.tenant.slug}@client.example` }];
    const created = (await w.call("esign/create", { petitionId: w.petition.id, documentId: w.letter.documentId, signers: solo, order: "sequential" })).body.result.data;
    expectStatus(await w.call("esign/save-fields", { id: created.id, fields: [FIELDS[0]] }), 200);
    expectStatus(await w.call("esign/send", { id: created.id }), 200);
    const token = await tokenFor(solo[0].email);
    expectStatus(await w.signer("consent", token, { accept: true }), 200);
    const field = (await w.signer("details", token)).body.result.data.fields[0];
    const values = { values: { [field.id]: { type: "typed", text: "Jordan Reyes" } } };
    const answers = await Promise.all([w.signer("sign", token, values), w.signer("sign", token, values)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 410]);
    const d = (await w.call("esign/details", { id: created.id })).body.result.data;
    expect(d.status).toBe("completed");
    expect(d.events.filter((e: { kind: string }) => e.kind === "completed")).toHaveLength(1);
    const docs = (await w.call("documents/list", { petitionId: w.petition.id, category: "forms_letters" })).body.result.data;
    const group = docs.find((x: { id: string }) => x.id === d.signedDocumentId);
    expect(group.version).toBe(2);
    expect(group.versions).toHaveLength(1);
    // The losing request's sealed file was removed again.
    expect((await storedKeys(w.tenant.id)).filter((k) => k.endsWith("-signed.pdf"))).toHaveLength(1);
  });
});
