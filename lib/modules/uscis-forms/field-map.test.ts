// Each field map fills its official blank from fixture data and the values read back from the saved PDF;
// the editions' acceptance windows on their edges.
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { PDFDocument } from "pdf-lib";
import { editionFor, USCIS_FORMS, type UscisForm } from "./editions";
import { fillForm } from "./field-map";
import type { FormData } from "./form-data";

const blank = (file: string) => new Uint8Array(readFileSync(path.join(__dirname, "blanks", file)));

const ANA: FormData = {
  "beneficiary.lastName": "Lima",
  "beneficiary.firstName": "Ana",
  "beneficiary.middleName": "Sofía",
  "beneficiary.gender": "Female",
  "beneficiary.dateOfBirth": "1992-02-29",
  "beneficiary.countryOfBirth": "Brazil",
  "beneficiary.citizenship": "Brazil",
  "beneficiary.passportNumber": "FX123456",
  "beneficiary.passportCountry": "Brazil",
  "beneficiary.passportExpiry": "2031-08-15",
  "beneficiary.i94Number": "1234567890-1",
  "beneficiary.email": "ana.lima@example.com",
  "beneficiary.phone": "(512) 555-0134",
  "beneficiary.address.street": "500 Congress Ave",
  "beneficiary.address.unitType": "APT",
  "beneficiary.address.unitNumber": "12B",
  "beneficiary.address.city": "Austin",
  "beneficiary.address.state": "tx",
  "beneficiary.address.zip": "78701-1234",
};

describe("Form I-765 (01/20/25)", () => {
  const edition = USCIS_FORMS["I-765"].editions[0];

  it("fills every mapped field from the data and reads it back", async () => {
    const out = await fillForm(blank(edition.blank), edition.map, ANA, { flatten: false });
    expect(out.missing).toEqual([]);
    const form = (await PDFDocument.load(out.bytes)).getForm();
    const text = (n: string) => form.getTextField(`form1[0].${n}[0]`).getText();
    expect(text("Page1[0].Line1a_FamilyName")).toBe("Lima");
    expect(text("Page1[0].Line1b_GivenName")).toBe("Ana");
    expect(text("Page1[0].Line1c_MiddleName")).toBe("Sofía");
    expect(text("Page3[0].Line19_DOB")).toBe("02/29/1992");
    expect(text("Page3[0].Line20e_ExpDate")).toBe("08/15/2031");
    expect(text("Page3[0].Line20a_I94Number")).toBe("12345678901");
    expect(text("Page2[0].Pt2Line5_ZipCode")).toBe("78701");
    expect(text("Page4[0].Pt3Line3_DaytimePhoneNumber1")).toBe("5125550134");
    expect(form.getDropdown("form1[0].Page2[0].Pt2Line5_State[0]").getSelected()).toEqual(["TX"]);
    expect(form.getCheckBox("form1[0].Page2[0].Pt2Line5_Unit[2]").isChecked()).toBe(true);
    expect(form.getCheckBox("form1[0].Page2[0].Pt2Line5_Unit[0]").isChecked()).toBe(false);
    expect(form.getCheckBox("form1[0].Page2[0].Line9_Checkbox[0]").isChecked()).toBe(true);
    expect(form.getCheckBox("form1[0].Page2[0].Line9_Checkbox[1]").isChecked()).toBe(false);
    // What the product does not fill is listed for the paralegal; the barcodes are not.
    expect(out.unmapped).toContain("form1[0].Page3[0].Line21_DateOfLastEntry[0]");
    expect(out.unmapped.some((n) => n.includes("BarCode"))).toBe(false);
    expect(out.filled.length + out.unmapped.length).toBeLessThan(form.getFields().length);
  });

  it("lists what the data lacks, leaves a bad date or an unknown state out, and flattens on request", async () => {
    const out = await fillForm(blank(edition.blank), edition.map, { ...ANA, "beneficiary.middleName": null, "beneficiary.dateOfBirth": "29/02/1992", "beneficiary.address.state": "Texas", "beneficiary.i94Number": "" }, { flatten: true });
    expect(out.missing.sort()).toEqual(["beneficiary.address.state", "beneficiary.dateOfBirth", "beneficiary.i94Number", "beneficiary.middleName"]);
    expect((await PDFDocument.load(out.bytes)).getForm().getFields()).toHaveLength(0);
  });

  it("every entry names a field of the blank, of the right kind", async () => {
    const form = (await PDFDocument.load(blank(edition.blank))).getForm();
    for (const e of edition.map) expect(() => form.getField(e.field), e.field).not.toThrow();
  });
});

describe("editionFor", () => {
  const form: UscisForm = {
    code: "I-999",
    title: "Test",
    editions: [
      { edition: "01/01/24", blank: "", map: [], acceptedFrom: "2024-01-01", acceptedUntil: "2025-03-31" },
      { edition: "01/20/25", blank: "", map: [], acceptedFrom: "2025-01-20", acceptedUntil: null },
    ],
  };
  it("the newest edition accepted that day; the old one inside its grace period only when the new one is not yet", () => {
    expect(editionFor(form, "2024-06-01")).toMatchObject({ ok: true, edition: { edition: "01/01/24" } });
    expect(editionFor(form, "2025-01-20")).toMatchObject({ ok: true, edition: { edition: "01/20/25" } });
    expect(editionFor(form, "2025-03-31")).toMatchObject({ ok: true, edition: { edition: "01/20/25" } });
  });
  it("refuses a day no edition is accepted, naming the edition", () => {
    expect(editionFor(form, "2023-12-31")).toEqual({ ok: false, message: "USCIS accepts the 01/01/24 edition of Form I-999 from 2024-01-01; no edition on file is accepted today" });
    const old: UscisForm = { ...form, editions: [form.editions[0]] };
    expect(editionFor(old, "2025-04-01")).toEqual({ ok: false, message: "USCIS no longer accepts the 01/01/24 edition of Form I-999: add the edition USCIS publishes now" });
  });
});
