// /api/generate-pdf-form-document (issue 13 section 2): Form I-765 filled from the case's primary
// beneficiary and saved to its forms and letters as versions of one document — the values read back from
// the stored PDF, what the record lacks and what the form leaves to the paralegal listed; 422, 403 and
// another firm's 404.
import { describe, expect, it } from "vitest";
import { PDFDocument } from "pdf-lib";
import { getFileStore } from "@/lib/server/storage/file-store";
import { ROLE } from "@/lib/shared/constants/roles";
import { createBeneficiary, createBranch, createCompany, createFirm, createUser } from "../../factories";
import { callApi } from "../api";
import { createCase, expectField, expectStatus } from "../documents/helpers";

async function world() {
  const { tenant, admin } = await createFirm();
  const branch = await createBranch(tenant.id, "HQ");
  const company = await createCompany(tenant.id, { name: "Acme Robotics", branchId: branch.id });
  const ana = await createBeneficiary(tenant.id, {
    firstName: "Ana",
    lastName: "Lima",
    companyId: company.id,
    gender: "Female",
    dateOfBirth: "1992-02-29",
    passportNumber: "FX123456",
    passportExpiry: "2031-08-15",
    i94Number: "12345678901",
    countryOfBirthId: 30,
    passportCountryId: 30,
    address: { line1: "500 Congress Ave", aptType: "APT", aptNumber: "12B", countryId: 231, stateId: 3970, locationId: 50209, zipcode: "78701" },
  });
  const petition = await createCase(tenant.id, { typeId: 3, subTypeId: 15, petitionerId: company.id, branchId: branch.id, title: "Ana Lima - green card" }, [ana.id]);
  const call = (path: string, body: Record<string, unknown>, token = admin.token) => callApi(path, { today: "2026-11-20", ...body }, { tenant: tenant.slug, token });
  return { tenant, admin, company, petition, call };
}

describe("POST /api/generate-pdf-form-document", () => {
  it("fills Form I-765 from the case and keeps each generation as a version", async () => {
    const w = await world();
    const res = await w.call("generate-pdf-form-document", { petitionId: w.petition.id, form: "I-765" });
    expectStatus(res, 200);
    const out = res.body.result.data;
    expect(out).toMatchObject({ version: 1, form: "I-765", edition: "01/20/25", fileName: `Form I-765 - ${w.petition.caseNumber}.pdf` });
    expect(out.missing.sort()).toEqual(["beneficiary.citizenship", "beneficiary.middleName", "beneficiary.phone"]);
    expect(out.unmapped).toContain("form1[0].Page3[0].Line21_DateOfLastEntry[0]");

    const list = await w.call("documents/list", { petitionId: w.petition.id, category: "forms_letters" });
    const doc = list.body.result.data[0];
    expect(doc).toMatchObject({ docType: "Form I-765 (01/20/25)", version: 1 });
    const form = (await PDFDocument.load((await getFileStore().get(doc.key))!.body)).getForm();
    expect(form.getTextField("form1[0].Page1[0].Line1a_FamilyName[0]").getText()).toBe("Lima");
    expect(form.getTextField("form1[0].Page3[0].Line19_DOB[0]").getText()).toBe("02/29/1992");
    expect(form.getTextField("form1[0].Page2[0].Pt2Line5_CityOrTown[0]").getText()).toBe("Austin");
    expect(form.getDropdown("form1[0].Page2[0].Pt2Line5_State[0]").getSelected()).toEqual(["TX"]);
    expect(form.getTextField("form1[0].Page3[0].Line18c_CountryOfBirth[0]").getText()).toBe("Brazil");
    expect(form.getTextField("form1[0].Page3[0].Line20d_CountryOfIssuance[0]").getText()).toBe("Brazil");
    expect(form.getCheckBox("form1[0].Page2[0].Line9_Checkbox[0]").isChecked()).toBe(true);

    const flat = await w.call("generate-pdf-form-document", { petitionId: w.petition.id, form: "I-765", flatten: true });
    expect(flat.body.result.data.version).toBe(2);
    const latest = (await w.call("documents/list", { petitionId: w.petition.id, category: "forms_letters" })).body.result.data[0];
    expect((await PDFDocument.load((await getFileStore().get(latest.key))!.body)).getForm().getFields()).toHaveLength(0);
  });

  it("says what is wrong; 403 without document rights; another firm's case is 404", async () => {
    const w = await world();
    expectField(await w.call("generate-pdf-form-document", { petitionId: w.petition.id, form: "I-999" }), "form");
    expectField(await w.call("generate-pdf-form-document", { petitionId: w.petition.id }), "form");
    expectField(await w.call("generate-pdf-form-document", { petitionId: "nope", form: "I-765" }), "petitionId");
    expectField(await w.call("generate-pdf-form-document", { petitionId: w.petition.id, form: "I-765", flatten: "yes" }), "flatten");
    // Before the edition on file is accepted, the refusal names it.
    const early = await w.call("generate-pdf-form-document", { petitionId: w.petition.id, form: "I-765", today: "2024-12-31" });
    expectField(early, "form", "USCIS accepts the 01/20/25 edition of Form I-765 from 2025-01-20; no edition on file is accepted today");
    const petitioner = await createUser(w.tenant, ROLE.PETITIONER, { companyId: w.company.id });
    expectStatus(await w.call("generate-pdf-form-document", { petitionId: w.petition.id, form: "I-765" }, petitioner.token), 403);
    const other = await world();
    expectStatus(await other.call("generate-pdf-form-document", { petitionId: w.petition.id, form: "I-765" }), 404);
  });
});
