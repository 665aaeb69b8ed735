// Form I-9 Section 2 (issue 12 section 2): by the employer's representative (/api/i9/complete-section2) or a
// remote verifier's link (/api/i9/send-verifier-link, /api/i9-fill/verifier-*), rule 6 enforced with the
// field named, a late Section's reason, the computed dates (rules 3–5), the verifiers list, and the official
// PDF filled; happy path, 422, 403, another firm's 404, 410.
import { describe, expect, it } from "vitest";
import { PDFDocument } from "pdf-lib";
import { eq } from "drizzle-orm";
import { i9RecordDocuments } from "@/db/schema/i9";
import { getDb } from "@/lib/server/db/client";
import { VERIFIER_FILL_PATH } from "@/lib/modules/i9/verifier-contract";
import { createFirm, createUser } from "../../factories";
import { callApi } from "../api";
import { latestMail } from "../auth/helpers";
import { expectField, expectStatus } from "../documents/helpers";
import { postFile, SECTION1, SECTION2, section1World, signedWorld, TODAY } from "./fixtures";

describe("Section 2 by the employer's representative", () => {
  it("checks rule 6, then completes the I-9 with its dates, masked numbers and a PDF of the official form", async () => {
    const w = await signedWorld();
    const done = (patch: Record<string, unknown>) => w.call("i9/complete-section2", { id: w.record.id, section2: { ...SECTION2, ...patch } });
    const doc = (code: string, extra: Record<string, unknown> = {}) => ({ code, issuingAuthority: "State of Texas", number: "D1234567", expirationDate: "01/01/2030", ...extra });
    // Over- and under-documentation, a minor's exception for an adult, an expired document, no expiry on an EAD.
    expect((await done({ documents: [doc("usPassport"), doc("driversLicense")] })).body.result.error?.fields).toEqual({ "section2.documents": "A List A document proves both identity and employment authorization: do not add List B or C documents" });
    expectField(await done({ documents: [doc("driversLicense")] }), "section2.documents");
    expectField(await done({ documents: [doc("minorUnder18"), doc("socialSecurityCard", { expirationDate: null })] }), "section2.documents.0.code");
    expectField(await done({ documents: [doc("usPassport", { expirationDate: "11/24/2026" })] }), "section2.documents.0.expirationDate");
    expectField(await done({ documents: [doc("ead", { expirationDate: null })] }), "section2.documents.0.expirationDate");
    expectField(await done({ documents: [doc("nothing")] }), "section2.documents.0.code");
    expectField(await done({ documents: [{ code: "usPassport" }] }), "section2.documents.0.number");
    expectField(await done({ signature: "Someone" }), "section2.signature");
    expectField(await done({ businessZip: "1" }), "section2.businessZip");
    expectField(await done({ attest: false }), "section2.attest");

    expectStatus(await done({}), 200);
    const d = (await w.call("i9/details", { id: w.record.id })).body.result.data;
    expect(d).toMatchObject({ status: "complete", completedOn: TODAY, reverifyBy: "2027-06-30", receiptDocumentDue: null, lateNote: null });
    expect(d.section2).toMatchObject({ firstDay: "2026-11-30", signerTitle: "HR Manager", signedVia: "user", verifierName: null, businessState: "TX" });
    expect(d.documents).toEqual([{ id: expect.any(String), list: "A", code: "ead", issuingAuthority: "USCIS", number: "••••••••••••7890", expirationDate: "2027-06-30", receipt: false }]);
    const [row] = await (await getDb()).select().from(i9RecordDocuments).where(eq(i9RecordDocuments.recordId, w.record.id));
    expect(JSON.stringify(row)).not.toContain("1234567890");
    expectStatus(await done({}), 409);

    const pdf = await postFile(w.tenant.slug, "i9/download-pdf", { id: w.record.id }, w.admin.token);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    const form = (await PDFDocument.load(await pdf.arrayBuffer())).getForm();
    expect(form.getTextField("Last Name (Family Name)").getText()).toBe("Ruiz");
    expect(form.getTextField("US Social Security Number").getText()).toBe("123456789");
    expect(form.getCheckBox("CB_4").isChecked()).toBe(true);
    // The full EAD title does not fit the 136 pt List A box: its abbreviation (issue 33 §5).
    expect(form.getTextField("List A Document Title 1").getText()).toBe("EAD (Form I-766)");
    expect(form.getTextField("Document Number 0 (if any)").getText()).toBe("SRC 123 456 7890");
    const trail = (await w.call("i9/activity-list", { id: w.record.id })).body.result.data as { action: string; actorName: string | null }[];
    expect(trail.slice(0, 2).map((e) => e.action)).toEqual(["pdf.downloaded", "section2.signed"]);
  });

  it("needs the reason when Section 2 is late, computes the receipt due day, and skips reverification for a citizen's List B + C", async () => {
    const w = await section1World();
    const { token } = await w.send();
    expectStatus(await w.link("section1-submit", token, { section1: { ...SECTION1, citizenship: "citizen", i94Number: null, authorizedUntil: null } }), 200);
    const late = (patch: Record<string, unknown>) => w.call("i9/complete-section2", { today: "2026-12-08", id: w.record.id, section2: { ...SECTION2, ...patch } });
    const documents = [
      { code: "driversLicense", issuingAuthority: "Texas DPS", number: "12345678", expirationDate: "01/01/2029" },
      { code: "socialSecurityCard", issuingAuthority: "SSA", number: "123-45-6789", receipt: true },
    ];
    expect((await late({ documents })).body.result.error?.fields).toEqual({ "section2.lateReason": "Section 2 is 5 day(s) late: note the reason (kept for an inspection)" });
    expectStatus(await late({ documents, lateReason: "The employee was on leave in the first week" }), 200);
    const d = (await w.call("i9/details", { id: w.record.id })).body.result.data;
    expect(d).toMatchObject({ completedOn: "2026-12-08", reverifyBy: null, receiptDocumentDue: "2027-02-28", lateNote: "Section 2 (5 day(s) late): The employee was on leave in the first week" });
    expect(d.documents.map((x: { list: string }) => x.list)).toEqual(["B", "C"]);
  });

  it("is refused before Section 1, without I-9 write access, for another firm; the PDF needs i9.sensitive", async () => {
    const w = await section1World();
    expectStatus(await w.call("i9/complete-section2", { id: w.record.id, section2: SECTION2 }), 409);
    const early = await postFile(w.tenant.slug, "i9/download-pdf", { id: w.record.id }, w.admin.token);
    expect(early.status).toBe(422);
    const attorney = await createUser(w.tenant, 6);
    expectStatus(await w.call("i9/complete-section2", { id: w.record.id, section2: SECTION2 }, attorney.token), 403);
    const manager = await createUser(w.tenant, 4);
    expect((await postFile(w.tenant.slug, "i9/download-pdf", { id: w.record.id }, manager.token)).status).toBe(403);
    const other = await createFirm();
    expectStatus(await callApi("i9/complete-section2", { id: w.record.id, section2: SECTION2 }, { tenant: other.tenant.slug, token: other.admin.token }), 404);
    expect((await postFile(other.tenant.slug, "i9/download-pdf", { id: w.record.id }, other.admin.token)).status).toBe(404);
  });
});

describe("remote verifiers", () => {
  it("are listed, changed and retired; a retired one gets no link", async () => {
    const w = await signedWorld();
    const add = await w.call("i9/verifier-create", { name: "Nora Notary", email: "nora@notary.example", organization: "Notaries of Austin" });
    expectStatus(add, 200);
    const v = add.body.result.data;
    expectField(await w.call("i9/verifier-create", { name: "", email: "x" }), "name");
    const list = await w.call("i9/verifiers-list", { search: "austin" });
    expect(list.body.result.data.map((x: { name: string }) => x.name)).toEqual(["Nora Notary"]);
    expectStatus(await w.call("i9/verifier-update", { id: v.id, active: false }), 200);
    expectField(await w.call("i9/send-verifier-link", { id: w.record.id, verifierId: v.id }), "verifierId");
    expect((await w.call("i9/verifiers-list", { filter: { matcher: { status: "active" } } })).body.result.pagination?.total).toBe(0);
    expectField(await w.call("i9/verifier-update", { id: v.id }), "id");
    const i9user = await createUser(w.tenant, 6);
    expectStatus(await w.call("i9/verifier-create", { name: "X", email: "x@example.com" }, i9user.token), 403);
    const other = await createFirm();
    const otherCall = (path: string, body: Record<string, unknown>) => callApi(path, body, { tenant: other.tenant.slug, token: other.admin.token });
    expectStatus(await otherCall("i9/verifier-update", { id: v.id, active: true }), 404);
    expectStatus(await otherCall("i9/verifier-details", { id: v.id }), 404);
    expect((await otherCall("i9/verifiers-list", {})).body.result.pagination?.total).toBe(0);
  });

  it("complete Section 2 through their link once, see what they sent, and the sender is told", async () => {
    const w = await signedWorld();
    const v = (await w.call("i9/verifier-create", { name: "Nora Notary", email: "nora@notary.example" })).body.result.data;
    const sent = await w.call("i9/send-verifier-link", { id: w.record.id, verifierId: v.id });
    expectStatus(sent, 200);
    expect(sent.body.result.data.sentTo).toBe("nora@notary.example");
    const m = new RegExp(`${VERIFIER_FILL_PATH}/${w.record.id}\\?token=([A-Za-z0-9_-]+)`).exec((await latestMail("nora@notary.example")).textBody)!;
    const link = (path: string, body: Record<string, unknown> = {}, slug = w.tenant.slug) => callApi(`i9-fill/${path}`, { today: TODAY, id: w.record.id, ...body }, { tenant: slug, token: m[1] });

    const details = (await link("verifier-details")).body.result.data;
    expect(details).toMatchObject({ verifierName: "Nora Notary", employerName: "Acme Robotics Inc", employee: { lastName: "Ruiz", dateOfBirth: "2000-02-29", citizenship: "authorized_alien" }, section2: null });
    expect(JSON.stringify(details)).not.toContain("6789");
    expectStatus(await link("verifier-details", {}, (await createFirm()).tenant.slug), 404);
    expectStatus(await link("verifier-view"), 404);
    expectField(await link("verifier-submit", { section2: { ...SECTION2, documents: [] } }), "section2.documents");

    expectStatus(await link("verifier-submit", { section2: SECTION2 }), 200);
    expectStatus(await link("verifier-submit", { section2: SECTION2 }), 410, "QUESTIONNAIRE_SUBMITTED");
    const view = (await link("verifier-view")).body.result.data;
    expect(view.section2).toMatchObject({ signedVia: "verifier", verifierName: "Nora Notary", signerTitle: "HR Manager" });
    expect(view.documents[0]).toMatchObject({ code: "ead", number: "••••••••••••7890" });

    const d = (await w.call("i9/details", { id: w.record.id })).body.result.data;
    expect(d).toMatchObject({ status: "complete", section2: { signedVia: "verifier", verifierName: "Nora Notary" } });
    const trail = (await w.call("i9/activity-list", { id: w.record.id })).body.result.data as { action: string; actorKind: string }[];
    expect(trail[0]).toMatchObject({ action: "section2.signed", actorKind: "verifier" });
    const info = (await w.call("i9/verifier-details", { id: v.id })).body.result.data;
    expect(info.links).toEqual([expect.objectContaining({ recordId: w.record.id, employeeName: "Ana Ruiz", usedAt: expect.any(String) })]);
  });

  it("the link ends when the employer completes Section 2 itself", async () => {
    const w = await signedWorld();
    const v = (await w.call("i9/verifier-create", { name: "Nora Notary", email: "nora2@notary.example" })).body.result.data;
    expectStatus(await w.call("i9/send-verifier-link", { id: w.record.id, verifierId: v.id }), 200);
    const m = new RegExp(`${VERIFIER_FILL_PATH}/${w.record.id}\\?token=([A-Za-z0-9_-]+)`).exec((await latestMail("nora2@notary.example")).textBody)!;
    expectStatus(await w.call("i9/complete-section2", { id: w.record.id, section2: SECTION2 }), 200);
    expectStatus(await callApi("i9-fill/verifier-details", { id: w.record.id }, { tenant: w.tenant.slug, token: m[1] }), 410, "QUESTIONNAIRE_EXPIRED");
    expectStatus(await w.call("i9/send-verifier-link", { id: w.record.id, verifierId: v.id }), 409);
  });
});
