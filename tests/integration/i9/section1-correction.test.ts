// A Section 1 correction after signing (issue 33 §5, M-274 "Correcting Section 1"): the employer sends the
// employee a correction link; only she corrects, initials and signs again; the earlier answers, the date and
// the initials are kept with Section 1 (numbers masked), the trail names the fields; never a silent edit.
// 422, 403, 409, 410 and another firm's 404.
import { describe, expect, it } from "vitest";
import { SECTION1_CORRECTION_PATH } from "@/lib/modules/i9/section1-contract";
import { createFirm, createUser } from "../../factories";
import { callApi } from "../api";
import { latestMail } from "../auth/helpers";
import { expectField, expectStatus } from "../documents/helpers";
import { SECTION1, SECTION2, section1World, signedWorld, TODAY } from "./fixtures";

/** Section 1 as the employee sends it back: every answer, the numbers empty (kept as on file). */
const ON_FILE = { ...SECTION1, authorizedUntil: "12/31/2027", ssn: "", i94Number: "", signature: "Ana Ruiz" };

async function correctionWorld() {
  const w = await signedWorld();
  const sendCorrection = async () => {
    const res = await w.call("i9/send-section1-correction", { id: w.record.id });
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
    expect(shown.body.result.data).toMatchObject({ recordId: w.record.id, employerName: "Acme Robotics Inc", firstName: "Ana", lastName: "Ruiz" });
    // Section 1 as on file, the numbers never whole.
    expect(shown.body.result.data.section1).toMatchObject({ street: "12 Elm Street", ssn: "•••••6789", i94Number: "•••••••8901", corrections: [] });

    const res = await w.fill("section1-correction-submit", token, { section1: { ...ON_FILE, street: "14 Elm Street", ssn: "123-45-6780" }, initials: "ar" });
    expectStatus(res, 200);
    expect(res.body.result.data).toEqual({ correctedOn: TODAY, fields: ["street", "ssn"] });
    const d = (await w.call("i9/details", { id: w.record.id })).body.result.data;
    expect(d.section1).toMatchObject({ street: "14 Elm Street", ssn: "•••••6780", i94Number: "•••••••8901", signature: "ana ruiz" });
    expect(d.section1.corrections).toEqual([
      { correctedOn: TODAY, correctedAt: expect.any(String), initials: "AR", fields: ["street", "ssn"], previous: { street: "12 Elm Street", ssn: "•••••6789" }, signature: "Ana Ruiz" },
    ]);
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

  it("is refused before Section 1 is signed, without I-9 write access, for another firm, and on another record's link", async () => {
    const w0 = await section1World();
    expectStatus(await w0.call("i9/send-section1-correction", { id: w0.record.id }), 409);
    const w = await correctionWorld();
    expectField(await w.call("i9/send-section1-correction", { id: w.record.id, email: "not-an-email" }), "email");
    const attorney = await createUser(w.tenant, 6);
    expectStatus(await w.call("i9/send-section1-correction", { id: w.record.id }, attorney.token), 403);
    const other = await createFirm();
    expectStatus(await callApi("i9/send-section1-correction", { today: TODAY, id: w.record.id }, { tenant: other.tenant.slug, token: other.admin.token }), 404);
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
});
