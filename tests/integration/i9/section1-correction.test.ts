// A Section 1 correction after signing (issue 33 §5, M-274 "Correcting Section 1"): the employer sends the
// employee a correction link; only she corrects, initials and signs again; the earlier answers, the date and
// the initials are kept with Section 1 (numbers masked), the trail names the fields; never a silent edit.
// The M-274 (9.0): the employer's written explanation goes with the link and stays with the correction; when the
// employee cannot correct it, the employer attaches a signed and dated statement; both print on a page attached
// to the PDF. 422, 403, 409, 410 and another firm's 404.
import { describe, expect, it } from "vitest";
import { PDFDocument, PDFRawStream, decodePDFRawStream } from "pdf-lib";
import { SECTION1_CORRECTION_PATH } from "@/lib/modules/i9/section1-contract";
import { createFirm, createUser } from "../../factories";
import { callApi } from "../api";
import { latestMail } from "../auth/helpers";
import { expectField, expectStatus } from "../documents/helpers";
import { postFile, SECTION1, SECTION2, section1World, signedWorld, TODAY } from "./fixtures";

const REASON = "The street number in your address is wrong: our records say 14 Elm Street.";

/** The text drawn on the PDF's pages after the form's own (pdf-lib draws standard-font text as WinAnsi hex strings). */
const winAnsi = new TextDecoder("windows-1252");
async function attachedText(res: Response, formPages = 4): Promise<{ pages: number; text: string }> {
  const pdf = await PDFDocument.load(await res.arrayBuffer());
  const text = pdf
    .getPages()
    .slice(formPages)
    .flatMap((page) => {
      const contents = page.node.Contents();
      const streams = contents && "asArray" in contents ? contents.asArray() : [contents];
      return streams.map((ref) => {
        const stream = pdf.context.lookup(ref as never) as PDFRawStream;
        const raw = Buffer.from(decodePDFRawStream(stream).decode()).toString("latin1");
        return [...raw.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)].map((m) => winAnsi.decode(Buffer.from(m[1], "hex"))).join(" ");
      });
    })
    .join(" ");
  return { pages: pdf.getPageCount(), text };
}

/** Section 1 as the employee sends it back: every answer, the numbers empty (kept as on file). */
const ON_FILE = { ...SECTION1, authorizedUntil: "12/31/2027", ssn: "", i94Number: "", signature: "Ana Ruiz" };

async function correctionWorld() {
  const w = await signedWorld();
  const sendCorrection = async () => {
    const res = await w.call("i9/send-section1-correction", { id: w.record.id, reason: REASON });
    expectStatus(res, 200);
    const mail = await latestMail(res.body.result.data.sentTo);
    const m = new RegExp(`${SECTION1_CORRECTION_PATH}/${w.record.id}\\?token=([A-Za-z0-9_-]+)`).exec(mail.textBody);
    if (!m) throw new Error(`no correction link in:\n${mail.textBody}`);
    return { token: m[1], mail };
  };
  const fill = (path: "section1-correction-details" | "section1-correction-submit", token: string, body: Record<string, unknown> = {}, slug = w.tenant.slug) =>
    callApi(`i9-fill/${path}`, { today: TODAY, id: w.record.id, ...body }, { tenant: slug, token, headers: { "x-forwarded-for": "203.0.113.44" } });
  return { ...w, sendCorrection, fill };
}

describe("Section 1 correction", () => {
  it("lets the employee correct her signed Section 1 with initials and date, keeping the earlier answers", async () => {
    const w = await correctionWorld();
    const { token, mail } = await w.sendCorrection();
    expect(mail.subject).toContain("correct Section 1 of your Form I-9");
    const shown = await w.fill("section1-correction-details", token);
    expectStatus(shown, 200);
    expect(shown.body.result.data).toMatchObject({ recordId: w.record.id, employerName: "Acme Robotics Inc", firstName: "Ana", lastName: "Ruiz", reason: REASON });
    // The record shows the open request until she corrects.
    expect((await w.call("i9/details", { id: w.record.id })).body.result.data.section1.correctionRequest).toEqual({ reason: REASON, byName: w.admin.user.name, requestedAt: expect.any(String) });
    // The employee's page never carries the employer's own notes beyond the explanation.
    expect(shown.body.result.data.section1).not.toHaveProperty("statements");
    // Section 1 as on file, the numbers never whole.
    expect(shown.body.result.data.section1).toMatchObject({ street: "12 Elm Street", ssn: "•••••6789", i94Number: "•••••••8901", corrections: [] });

    const res = await w.fill("section1-correction-submit", token, { section1: { ...ON_FILE, street: "14 Elm Street", ssn: "123-45-6780" }, initials: "ar" });
    expectStatus(res, 200);
    expect(res.body.result.data).toEqual({ correctedOn: TODAY, fields: ["street", "ssn"] });
    const d = (await w.call("i9/details", { id: w.record.id })).body.result.data;
    expect(d.section1).toMatchObject({ street: "14 Elm Street", ssn: "•••••6780", i94Number: "•••••••8901", signature: "ana ruiz" });
    expect(d.section1.corrections).toEqual([
      {
        correctedOn: TODAY,
        correctedAt: expect.any(String),
        initials: "AR",
        fields: ["street", "ssn"],
        previous: { street: "12 Elm Street", ssn: "•••••6789" },
        signature: "Ana Ruiz",
        explanation: REASON,
        requestedBy: w.admin.user.name,
      },
    ]);
    expect(d.section1.correctionRequest).toBeNull();
    // The PDF carries the correction on a page attached to the form: date, initials, fields, earlier answers masked, the explanation.
    const { pages, text } = await attachedText(await postFile(w.tenant.slug, "i9/download-pdf", { id: w.record.id }, w.admin.token));
    expect(pages).toBe(5);
    expect(text).toContain("Correction of Section 1 by the employee on 11/25/2026, initials AR");
    expect(text).toContain("Address (Street Number and Name): corrected; earlier answer 12 Elm Street.");
    expect(text).toContain("U.S. Social Security Number: corrected; earlier answer *****6789.");
    expect(text).not.toContain("123-45-6789");
    expect(text).toContain("our records say 14 Elm Street.");
    // The sealed numbers follow: the new SSN whole to i9.sensitive, the I-94 kept.
    expect((await w.call("i9/reveal", { id: w.record.id, field: "ssn" })).body.result.data.value).toBe("123-45-6780");
    expect((await w.call("i9/reveal", { id: w.record.id, field: "i94Number" })).body.result.data.value).toBe("12345678901");
    // On the trail: the fields, who signed (typed) and from where; no personal value.
    const trail = (await w.call("i9/activity-list", { id: w.record.id })).body.result.data as { action: string; actorKind: string; signedAs: string; ip: string; detail: Record<string, unknown> }[];
    const line = trail.find((e) => e.action === "section1.corrected")!;
    expect(line).toMatchObject({ actorKind: "employee", signedAs: "Ana Ruiz", ip: "203.0.113.44", detail: expect.objectContaining({ fields: ["street", "ssn"], correctedOn: TODAY }) });
    expect(JSON.stringify(line.detail)).not.toContain("Elm");
    // The link is used once.
    expect((await w.fill("section1-correction-submit", token, { section1: { ...ON_FILE, street: "16 Elm Street" }, initials: "AR" })).status).toBe(410);
  });

  it("a corrected work authorization date moves rule 4's date on a complete form", async () => {
    const w = await correctionWorld();
    expectStatus(await w.call("i9/complete-section2", { id: w.record.id, section2: SECTION2 }), 200);
    // The EAD expires 06/30/2027, before the attested 12/31/2027: reverify by 06/30/2027.
    expect((await w.call("i9/details", { id: w.record.id })).body.result.data.reverifyBy).toBe("2027-06-30");
    const { token } = await w.sendCorrection();
    expectStatus(await w.fill("section1-correction-submit", token, { section1: { ...ON_FILE, authorizedUntil: "03/31/2027" }, initials: "AMR" }), 200);
    const d = (await w.call("i9/details", { id: w.record.id })).body.result.data;
    expect(d).toMatchObject({ reverifyBy: "2027-03-31", status: "complete" });
    expect(d.section1.corrections[0]).toMatchObject({ fields: ["authorizedUntil"], previous: { authorizedUntil: "2027-12-31" }, initials: "AMR" });
  });

  it("says what is wrong: initials, nothing changed, the signature, the numbers the box asks for", async () => {
    const w = await correctionWorld();
    const { token } = await w.sendCorrection();
    const submit = (section1: Record<string, unknown>, initials: unknown = "AR") => w.fill("section1-correction-submit", token, { section1: { ...ON_FILE, ...section1 }, initials });
    expect((await submit({ street: "14 Elm Street" }, "XY")).body.result.error?.fields).toEqual({ initials: "Enter your initials as in your name: AR or AMR" });
    expectField(await submit({ street: "14 Elm Street" }, ""), "initials");
    expectField(await submit({ street: "14 Elm Street" }, "A1"), "initials");
    expect((await submit({})).body.result.error?.fields).toEqual({ initials: "Nothing was changed: correct the wrong answer first, then initial the correction" });
    expectField(await submit({ street: "14 Elm Street", signature: "ana" }), "section1.signature");
    expectField(await submit({ ssn: "000-12-3456" }), "section1.ssn");
    // A permanent resident's box asks for the A-Number, which is not on file.
    expectField(await submit({ citizenship: "permanent_resident" }), "section1.uscisNumber");
    expectField(await submit({ street: "14 Elm Street", attest: false }), "section1.attest");
    expectField(await w.fill("section1-correction-submit", token, { section1: { ...ON_FILE, street: "x" }, initials: "AR", extra: 1 }), "extra");
    // Nothing was saved by the refused calls: the link still works.
    expectStatus(await submit({ street: "14 Elm Street" }), 200);
  });

  it("is refused before Section 1 is signed, without the explanation, without I-9 write access, for another firm, and on another record's link", async () => {
    const w0 = await section1World();
    expectStatus(await w0.call("i9/send-section1-correction", { id: w0.record.id, reason: REASON }), 409);
    const w = await correctionWorld();
    expectField(await w.call("i9/send-section1-correction", { id: w.record.id, email: "not-an-email", reason: REASON }), "email");
    expectField(await w.call("i9/send-section1-correction", { id: w.record.id }), "reason");
    expectField(await w.call("i9/send-section1-correction", { id: w.record.id, reason: "   " }), "reason");
    const attorney = await createUser(w.tenant, 6);
    expectStatus(await w.call("i9/send-section1-correction", { id: w.record.id, reason: REASON }, attorney.token), 403);
    const other = await createFirm();
    expectStatus(await callApi("i9/send-section1-correction", { today: TODAY, id: w.record.id, reason: REASON }, { tenant: other.tenant.slug, token: other.admin.token }), 404);
    // Nothing asked by the refused calls.
    expect((await w.call("i9/details", { id: w.record.id })).body.result.data.section1.correctionRequest).toBeNull();
    const { token } = await w.sendCorrection();
    // Another firm's host, another record, no token, the Section 1 link's kind: not found.
    expectStatus(await w.fill("section1-correction-details", token, {}, other.tenant.slug), 404);
    expectStatus(await w.fill("section1-correction-details", token, { id: w0.record.id }), 404);
    expectStatus(await callApi("i9-fill/section1-correction-details", { id: w.record.id }, { tenant: w.tenant.slug }), 404);
    const { token: section1Token } = await w0.send();
    expectStatus(await callApi("i9-fill/section1-correction-details", { id: w0.record.id }, { tenant: w0.tenant.slug, token: section1Token }), 404);
    // A new link replaces the open one.
    const { token: second } = await w.sendCorrection();
    expectStatus(await w.fill("section1-correction-details", token), 410);
    expectStatus(await w.fill("section1-correction-details", second), 200);
  });

  it("attaches the employer's signed and dated statement when the employee cannot correct, without changing her answers", async () => {
    const w = await correctionWorld();
    const statement = "The employee's apartment number is missing from Section 1. She left the company on 11/20/2026 and could not be reached to add it.";
    const res = await w.call("i9/add-section1-statement", { id: w.record.id, statement, signature: "Maria Admin" });
    expectStatus(res, 200);
    expect(res.body.result.data).toEqual({ statement, signature: "Maria Admin", signedOn: TODAY, signedAt: expect.any(String), byName: w.admin.user.name, byEmail: w.admin.user.email });
    const d = (await w.call("i9/details", { id: w.record.id })).body.result.data;
    expect(d.section1).toMatchObject({ street: "12 Elm Street", corrections: [], statements: [res.body.result.data] });
    const trail = (await w.call("i9/activity-list", { id: w.record.id })).body.result.data as { action: string; actorKind: string; ip: string | null }[];
    expect(trail[0]).toMatchObject({ action: "section1.statement", actorKind: "user" });
    // A later correction keeps the statement.
    const { token } = await w.sendCorrection();
    expectStatus(await w.fill("section1-correction-submit", token, { section1: { ...ON_FILE, apt: "3B" }, initials: "AR" }), 200);
    expect((await w.call("i9/details", { id: w.record.id })).body.result.data.section1.statements).toHaveLength(1);
    const { text } = await attachedText(await postFile(w.tenant.slug, "i9/download-pdf", { id: w.record.id }, w.admin.token));
    expect(text).toContain('Statement by the employer, signed "Maria Admin" on 11/25/2026');
    expect(text).toContain("could not be reached to add it.");
    expect(text).toContain("Apt. Number: corrected; earlier answer 4B.");
  });

  it("refuses a statement that is empty, unsigned, before Section 1 is signed, without I-9 write access, or for another firm", async () => {
    const w = await correctionWorld();
    const body = { id: w.record.id, statement: "The date of birth was entered as 01/02 instead of 02/01.", signature: "Maria Admin" };
    expectField(await w.call("i9/add-section1-statement", { ...body, statement: "" }), "statement");
    expectField(await w.call("i9/add-section1-statement", { ...body, signature: " " }), "signature");
    expectField(await w.call("i9/add-section1-statement", { ...body, statement: "x".repeat(2001) }), "statement");
    const w0 = await section1World();
    expectStatus(await w0.call("i9/add-section1-statement", { ...body, id: w0.record.id }), 409);
    const attorney = await createUser(w.tenant, 6);
    expectStatus(await w.call("i9/add-section1-statement", body, attorney.token), 403);
    const other = await createFirm();
    expectStatus(await callApi("i9/add-section1-statement", { today: TODAY, ...body }, { tenant: other.tenant.slug, token: other.admin.token }), 404);
    expect((await w.call("i9/details", { id: w.record.id })).body.result.data.section1.statements).toEqual([]);
  });
});
