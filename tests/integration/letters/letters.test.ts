// Letter templates (issue 13 section 1): /api/form-letter/list, details, create, update, delete,
// add-starter-set, preview and generate; /api/filled-forms-and-letters/download and delete — the starter set
// on a firm's first look, the template check naming the line, optimistic updates, a preview that marks what
// the case lacks (in the letter's language), a PDF and a Word letter saved as versions of one case document;
// happy path, 422, 403 and another firm's 404.
import { describe, expect, it } from "vitest";
import { authorizedSignatories } from "@/db/schema/clients";
import { EDITED_MEANWHILE, NAME_TAKEN } from "@/lib/modules/letters/letters";
import { STARTER_LETTERS } from "@/lib/modules/letters/starter";
import { getDb } from "@/lib/server/db/client";
import { pdfText } from "@/lib/server/pdf/text";
import { getFileStore } from "@/lib/server/storage/file-store";
import { ROLE } from "@/lib/shared/constants/roles";
import { createBeneficiary, createBranch, createCompany, createFirm, createUser } from "../../factories";
import { callApi } from "../api";
import { auditActionsOf, createCase, expectField, expectStatus, historyOf } from "../documents/helpers";

const TODAY = "2026-11-20";

async function world() {
  const { tenant, admin } = await createFirm();
  const branch = await createBranch(tenant.id, "HQ");
  const company = await createCompany(tenant.id, { name: "Acme Robotics", branchId: branch.id, feiNumber: "12-3456789", yearEstablished: 2004 });
  await (await getDb()).insert(authorizedSignatories).values({ tenantId: tenant.id, companyId: company.id, firstName: "Jordan", lastName: "Reyes", title: "CEO", email: `jordan-${tenant.slug}@acme.example` });
  const ana = await createBeneficiary(tenant.id, { firstName: "Ana", lastName: "Lima", companyId: company.id, dateOfBirth: "1990-02-28" });
  const petition = await createCase(tenant.id, { typeId: 1, subTypeId: 1, petitionerId: company.id, branchId: branch.id, title: "Ana Lima - H-1B" }, [ana.id]);
  const call = (path: string, body: Record<string, unknown>, token = admin.token) => callApi(path, { today: TODAY, ...body }, { tenant: tenant.slug, token });
  return { tenant, admin, branch, company, ana, petition, call };
}

const LETTER = { name: "Offer confirmation", kind: "other", language: "en", body: "Dear {{beneficiary.firstName}},\n\n{{petitioner.name}} confirms your offer. Passport: {{beneficiary.passportNumber}}.\n{{#if lca.number}}LCA {{lca.number}}{{else}}No LCA yet{{/if}}" };

describe("letter templates", () => {
  it("a firm's first look finds the starter set; create, read, update (optimistic), delete", async () => {
    const w = await world();
    const first = await w.call("form-letter/list", { sortBy: "name", sortOrder: "asc", perpage: 50 });
    expectStatus(first, 200);
    expect(first.body.result.data.map((r: { name: string }) => r.name)).toEqual(STARTER_LETTERS.map((s) => s.name).sort((a, b) => a.localeCompare(b)));
    expect(first.body.result.pagination?.total).toBe(STARTER_LETTERS.length);

    const created = await w.call("form-letter/create", LETTER);
    expectStatus(created, 200);
    const t = created.body.result.data;
    expect(t).toMatchObject({ name: "Offer confirmation", kind: "other", language: "en", version: 1, fields: ["beneficiary.firstName", "petitioner.name", "beneficiary.passportNumber", "lca.number"], canManage: true });
    expect(t.body).toBe(LETTER.body);
    expect((await w.call("form-letter/details", { id: t.id })).body.result.data.updatedByName).toBe(w.admin.user.name);

    // The name is the firm's once (any case).
    const dup = await w.call("form-letter/create", { ...LETTER, name: "offer CONFIRMATION" });
    expectStatus(dup, 409);
    expect(dup.body.message).toBe(NAME_TAKEN);

    const updated = await w.call("form-letter/update", { id: t.id, version: 1, name: "Offer letter", language: "es" });
    expectStatus(updated, 200);
    expect(updated.body.result.data).toMatchObject({ name: "Offer letter", language: "es", version: 2, body: LETTER.body });
    // Someone else's editor still holds version 1.
    const stale = await w.call("form-letter/update", { id: t.id, version: 1, body: "Hello" });
    expectStatus(stale, 409);
    expect(stale.body.message).toBe(EDITED_MEANWHILE);

    const search = await w.call("form-letter/list", { search: "offer", filter: { matcher: { language: "es" } } });
    expect(search.body.result.data.map((r: { id: string }) => r.id)).toEqual([t.id]);

    expectStatus(await w.call("form-letter/delete", { id: t.id }), 200);
    expectStatus(await w.call("form-letter/details", { id: t.id }), 404);
    expect((await w.call("form-letter/list", { perpage: 50 })).body.result.pagination?.total).toBe(STARTER_LETTERS.length);
    // A firm that deleted every starter template is not given them back by a look, but may add them.
    for (const r of first.body.result.data) expectStatus(await w.call("form-letter/delete", { id: r.id }), 200);
    expect((await w.call("form-letter/list", {})).body.result.pagination?.total).toBe(0);
    const added = await w.call("form-letter/add-starter-set", {});
    expect(added.body.result.data).toEqual({ added: STARTER_LETTERS.length });
    expect((await w.call("form-letter/add-starter-set", {})).body.result.data).toEqual({ added: 0 });
    expect(await auditActionsOf(w.tenant.id)).toEqual(expect.arrayContaining(["letter.create", "letter.update", "letter.delete"]));
  });

  it("says what is wrong: the template's line, the fields, nothing to update", async () => {
    const w = await world();
    const unknown = await w.call("form-letter/create", { ...LETTER, body: "Hello\n{{beneficiary.ssn}}" });
    expectField(unknown, "body", "Line 2: Unknown merge field {{beneficiary.ssn}}");
    expectField(await w.call("form-letter/create", { ...LETTER, body: "{{#each petitioner}}x{{/each}}" }), "body", "Line 1: Only {{#if field}} and {{#unless field}} blocks may be used");
    expectField(await w.call("form-letter/create", { ...LETTER, body: "a\nb {{firm.name" }), "body");
    expectField(await w.call("form-letter/create", { ...LETTER, body: "   " }), "body", "*Template is required");
    expectField(await w.call("form-letter/create", { ...LETTER, name: "" }), "name", "*Name is required");
    expectField(await w.call("form-letter/create", { ...LETTER, kind: "memo" }), "kind");
    expectField(await w.call("form-letter/create", { ...LETTER, language: "fr" }), "language");
    const t = (await w.call("form-letter/create", LETTER)).body.result.data;
    expectStatus(await w.call("form-letter/update", { id: t.id, version: 1 }), 422);
    expectField(await w.call("form-letter/update", { id: t.id, version: 1, body: "{{> partial}}" }), "body");
    expectField(await w.call("form-letter/preview", { petitionId: w.petition.id }), "id");
    expectField(await w.call("form-letter/generate", { petitionId: w.petition.id, id: t.id, format: "odt" }), "format");
  });

  it("403 without the permission; another firm's templates, cases and documents are 404", async () => {
    const w = await world();
    const t = (await w.call("form-letter/create", LETTER)).body.result.data;
    const frontOffice = await createUser(w.tenant, ROLE.FRONT_OFFICE);
    expectStatus(await w.call("form-letter/list", {}, frontOffice.token), 200);
    expectStatus(await w.call("form-letter/create", { ...LETTER, name: "Mine" }, frontOffice.token), 403);
    expectStatus(await w.call("form-letter/update", { id: t.id, version: 1, name: "Mine" }, frontOffice.token), 403);
    expectStatus(await w.call("form-letter/delete", { id: t.id }, frontOffice.token), 403);
    expectStatus(await w.call("form-letter/add-starter-set", {}, frontOffice.token), 403);
    const petitioner = await createUser(w.tenant, ROLE.PETITIONER, { companyId: w.company.id });
    expectStatus(await w.call("form-letter/list", {}, petitioner.token), 403);
    expectStatus(await w.call("form-letter/preview", { petitionId: w.petition.id, id: t.id }, petitioner.token), 403);
    expectStatus(await w.call("form-letter/generate", { petitionId: w.petition.id, id: t.id }, petitioner.token), 403);

    const other = await world();
    const otherCall = (path: string, body: Record<string, unknown>) => other.call(path, body);
    expectStatus(await otherCall("form-letter/details", { id: t.id }), 404);
    expectStatus(await otherCall("form-letter/update", { id: t.id, version: 1, name: "Taken over" }), 404);
    expectStatus(await otherCall("form-letter/delete", { id: t.id }), 404);
    expect((await otherCall("form-letter/list", { search: "Offer" })).body.result.data).toEqual([]);
    expectStatus(await otherCall("form-letter/preview", { petitionId: w.petition.id, body: "{{firm.name}}" }), 404);
    const own = (await otherCall("form-letter/create", LETTER)).body.result.data;
    expectStatus(await otherCall("form-letter/generate", { petitionId: w.petition.id, id: own.id }), 404);
    const doc = (await w.call("form-letter/generate", { petitionId: w.petition.id, id: t.id })).body.result.data;
    expectStatus(await otherCall("filled-forms-and-letters/download", { documentId: doc.documentId }), 404);
    expectStatus(await otherCall("filled-forms-and-letters/delete", { documentId: doc.documentId }), 404);
    const beneficiaryUser = await createUser(w.tenant, ROLE.BENEFICIARY);
    expectStatus(await w.call("filled-forms-and-letters/delete", { documentId: doc.documentId }, beneficiaryUser.token), 403);
  });
});

describe("a letter from a case", () => {
  it("previews with the missing fields marked, in the letter's language", async () => {
    const w = await world();
    const t = (await w.call("form-letter/create", LETTER)).body.result.data;
    const preview = await w.call("form-letter/preview", { petitionId: w.petition.id, id: t.id });
    expectStatus(preview, 200);
    expect(preview.body.result.data).toEqual({
      text: "Dear Ana,\n\nAcme Robotics confirms your offer. Passport: [missing: Beneficiary: passport number].\nNo LCA yet",
      missing: [
        { field: "beneficiary.passportNumber", label: "Beneficiary: passport number" },
        { field: "lca.number", label: "LCA: case number" },
      ],
      language: "en",
    });
    // The editor's unsaved text, in Spanish: dates and marks follow the letter's language.
    const es = await w.call("form-letter/preview", { petitionId: w.petition.id, body: "{{beneficiary.dateOfBirth}} / {{case.receiptNumber}} / {{petitioner.signatoryName}}, {{petitioner.signatoryTitle}} / {{petitioner.fein}}", language: "es" });
    expect(es.body.result.data.text).toBe("28 feb 1990 / [falta: Caso: número de recibo de USCIS] / Jordan Reyes, CEO / 12-3456789");
  });

  it("generates a PDF, then a Word version of the same letter; downloads and deletes a version", async () => {
    const w = await world();
    const t = (await w.call("form-letter/create", LETTER)).body.result.data;
    const pdf = await w.call("form-letter/generate", { petitionId: w.petition.id, id: t.id, format: "pdf" });
    expectStatus(pdf, 200);
    expect(pdf.body.result.data).toMatchObject({ version: 1, format: "pdf", fileName: `Offer confirmation - ${w.petition.caseNumber}.pdf`, missing: ["beneficiary.passportNumber", "lca.number"] });
    const docx = await w.call("form-letter/generate", { petitionId: w.petition.id, id: t.id, format: "docx" });
    expect(docx.body.result.data).toMatchObject({ version: 2, format: "docx" });

    // Two more at once: versions 3 and 4 of the same document (the version is decided under the case's lock).
    const both = await Promise.all([1, 2].map(() => w.call("form-letter/generate", { petitionId: w.petition.id, id: t.id, format: "pdf" })));
    expect(both.map((r) => r.body.result.data.version).sort()).toEqual([3, 4]);
    for (const r of both) expectStatus(await w.call("filled-forms-and-letters/delete", { documentId: r.body.result.data.documentId }), 200);
    // A version deleted twice: the second is 404, with one history line.
    expectStatus(await w.call("filled-forms-and-letters/delete", { documentId: both[0].body.result.data.documentId }), 404);

    const list = await w.call("documents/list", { petitionId: w.petition.id, category: "forms_letters" });
    expect(list.body.result.data).toHaveLength(1);
    const letter = list.body.result.data[0];
    expect(letter).toMatchObject({ docType: "Offer confirmation", version: 2, mimetype: "application/vnd.openxmlformats-officedocument.wordprocessingml.document" });
    expect(letter.versions.map((v: { version: number }) => v.version)).toEqual([1]);

    // The PDF's text is the filled letter.
    const stored = await getFileStore().get(letter.versions[0].key);
    const text = await pdfText(new Uint8Array(stored!.body));
    expect(text).toContain("Acme Robotics confirms your offer.");
    expect(text).toContain("[missing: Beneficiary: passport number]");
    // The Word file is a zip (docx) with the letter in its document part.
    const word = await getFileStore().get(letter.key);
    expect(word!.body.subarray(0, 2).toString()).toBe("PK");

    const dl = await w.call("filled-forms-and-letters/download", { documentId: docx.body.result.data.documentId });
    expectStatus(dl, 200);
    expect(dl.body.result.data).toMatchObject({ fileName: `Offer confirmation - ${w.petition.caseNumber}.docx`, url: expect.stringContaining("/api/files/download?") });

    expectStatus(await w.call("filled-forms-and-letters/delete", { documentId: docx.body.result.data.documentId }), 200);
    const after = await w.call("documents/list", { petitionId: w.petition.id, category: "forms_letters" });
    expect(after.body.result.data.map((d: { version: number; fileName: string }) => [d.version, d.fileName])).toEqual([[1, `Offer confirmation - ${w.petition.caseNumber}.pdf`]]);
    expectStatus(await w.call("filled-forms-and-letters/download", { documentId: docx.body.result.data.documentId }), 404);
    const history = (await historyOf(w.tenant.id, w.petition.id)).map((h) => h.message);
    expect(history.filter((h) => h.includes("version 2") || h.startsWith("Form/letter added"))).toEqual([
      `Form/letter added: Offer confirmation (Offer confirmation - ${w.petition.caseNumber}.pdf)`,
      `New version 2 of Offer confirmation (Offer confirmation - ${w.petition.caseNumber}.docx)`,
      `Form/letter deleted: Offer confirmation version 2 (Offer confirmation - ${w.petition.caseNumber}.docx)`,
    ]);
    expect(history.filter((h) => h.startsWith("Form/letter deleted"))).toHaveLength(3);
  });
});
