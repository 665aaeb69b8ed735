import { PDFDocument, StandardFonts, type PDFForm } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { I9_DOCUMENTS, PDF_TITLES, type I9DocumentKind } from "./documents";
import { fillI9Pdf, fitTitle, FULL_TITLE_MIN_SIZE, TITLE_MIN_SIZE, type I9PdfDocument, type I9PdfInput } from "./pdf";

type Section1 = NonNullable<I9PdfInput["section1"]>;
type Section2 = NonNullable<I9PdfInput["section2"]>;
type SupplementB = I9PdfInput["supplementB"][number];

const section1: Section1 = {
  lastName: "Doe", firstName: "Jane", middleInitial: "Q", otherLastNames: "Roe",
  street: "1 Main St", apt: "4B", city: "Springfield", state: "IL", zip: "62701",
  dateOfBirth: "1990-07-04", ssn: "123-45-6789", email: "jane@example.com", phone: "217-555-0100",
  citizenship: "citizen", uscisNumber: null, authorizedUntil: null, i94Number: null, foreignPassportNumber: null, foreignPassportCountry: null,
  signature: "Jane Q Doe", signedOn: "2025-03-01",
  preparers: [
    { lastName: "Helper", firstName: "Pat", middleInitial: "R", street: "9 Elm St", city: "Chicago", state: "IL", zip: "60601-1234", signature: "Pat R Helper", signedOn: "2025-03-01" },
    { lastName: "Second", firstName: "Sam", middleInitial: null, street: "2 Oak St", city: "Austin", state: "TX", zip: "73301", signature: "Sam Second", signedOn: "2025-03-02" },
  ],
};
const section2: Section2 = {
  listA: [], listB: { title: "Driver's license", issuingAuthority: "Illinois", number: "D123-4567", expirationDate: "2029-07-04" },
  listC: { title: "Social Security card", issuingAuthority: "SSA", number: "123456789", expirationDate: null },
  additionalInformation: "Checked by HR", alternativeProcedure: false, firstDayOfEmployment: "2025-03-03",
  signerName: "Smith, Ann", signerTitle: "HR Manager", signature: "Ann Smith", signedOn: "2025-03-04",
  businessName: "Acme Corp", businessAddress: "100 Market St", businessCity: "Chicago", businessState: "IL", businessZip: "60602",
};
const reverification: SupplementB = {
  lastName: "Doe", firstName: "Jane", middleInitial: "Q", rehireDate: "2026-01-05",
  document: { title: "Employment Authorization Document", issuingAuthority: "DHS", number: "IOE0123456789", expirationDate: "2027-01-31" },
  additionalInformation: "Reverified", alternativeProcedure: true, signerName: "Ann Smith", signature: "Ann Smith", signedOn: "2026-01-06",
};

async function fill(input: I9PdfInput): Promise<PDFForm> {
  const bytes = await fillI9Pdf(input);
  return (await PDFDocument.load(bytes)).getForm();
}
const citizenshipBoxes = (form: PDFForm) => ["CB_1", "CB_2", "CB_3", "CB_4"].filter((n) => form.getCheckBox(n).isChecked());

describe("fillI9Pdf (Form I-9, 01/20/25)", () => {
  it("fills Section 1, Section 2, Supplement A and Supplement B for a citizen with List B and C", async () => {
    const bytes = await fillI9Pdf({ section1, section2, supplementB: [{ ...reverification, lastName: "Smith" }] });
    const doc = await PDFDocument.load(bytes);
    const form = doc.getForm();
    const t = (name: string) => form.getTextField(name).getText();
    expect(doc.getTitle()).toBe("Form I-9, Employment Eligibility Verification (01/20/25) - Doe, Jane");
    // Section 1
    expect([t("Last Name (Family Name)"), t("First Name Given Name"), t("Employee Middle Initial (if any)"), t("Employee Other Last Names Used (if any)")]).toEqual(["Doe", "Jane", "Q", "Roe"]);
    expect([t("Address Street Number and Name"), t("Apt Number (if any)"), t("City or Town"), form.getDropdown("State").getSelected(), t("ZIP Code")]).toEqual(["1 Main St", "4B", "Springfield", ["IL"], "62701"]);
    expect(t("Date of Birth mmddyyyy")).toBe("07/04/1990");
    expect(t("US Social Security Number")).toBe("123456789");
    expect([t("Employees E-mail Address"), t("Telephone Number")]).toEqual(["jane@example.com", "217-555-0100"]);
    expect(citizenshipBoxes(form)).toEqual(["CB_1"]);
    for (const n of ["3 A lawful permanent resident Enter USCIS or ANumber", "Exp Date mmddyyyy", "USCIS ANumber", "Form I94 Admission Number"]) expect(t(n)).toBeUndefined();
    expect([t("Signature of Employee"), t("Today's Date mmddyyy")]).toEqual(["Jane Q Doe", "03/01/2025"]);
    // Section 2: List B and C, no List A
    expect([t("List B Document 1 Title"), t("List B Issuing Authority 1"), t("List B Document Number 1"), t("List B Expiration Date 1")]).toEqual(["Driver's license", "Illinois", "D123-4567", "07/04/2029"]);
    expect([t("List C Document Title 1"), t("List C Issuing Authority 1"), t("List C Document Number 1"), t("List C Expiration Date 1")]).toEqual(["Social Security card", "SSA", "123456789", undefined]);
    expect(t("List A Document Title 1")).toBeUndefined();
    expect(t("Additional Information")).toBe("Checked by HR");
    expect(form.getCheckBox("CB_Alt").isChecked()).toBe(false);
    expect(t("FirstDayEmployed mmddyyyy")).toBe("03/03/2025");
    expect(t("Last Name First Name and Title of Employer or Authorized Representative")).toBe("Smith, Ann, HR Manager");
    expect([t("Signature of Employer or AR"), t("S2 Todays Date mmddyyyy")]).toEqual(["Ann Smith", "03/04/2025"]);
    expect([t("Employers Business or Org Name"), t("Employers Business or Org Address")]).toEqual(["Acme Corp", "100 Market St, Chicago, IL 60602"]);
    // Supplement A: the employee header and preparer blocks 1 and 2 (block 2's first name is a field split off the last name)
    expect([t("Last Name Family Name from Section 1"), t("First Name Given Name from Section 1"), t("Middle initial if any from Section 1")]).toEqual(["Doe", "Jane", "Q"]);
    expect([t("Preparer or Translator Last Name (Family Name) 0"), t("Preparer or Translator First Name (Given Name) 0"), t("PT Middle Initial 0")]).toEqual(["Helper", "Pat", "R"]);
    expect([t("Preparer or Translator Address (Street Number and Name) 0"), t("Preparer or Translator City or Town 0"), form.getDropdown("Preparer State 0").getSelected(), t("Zip Code 0")]).toEqual(["9 Elm St", "Chicago", ["IL"], "60601"]);
    expect([t("Signature of Preparer or Translator 0"), t("Sig Date mmddyyyy 0")]).toEqual(["Pat R Helper", "03/01/2025"]);
    expect([t("Preparer or Translator Last Name (Family Name) 1"), t("Preparer or Translator First Name (Given Name) 1")]).toEqual(["Second", "Sam"]);
    expect(t("Preparer or Translator Last Name (Family Name) 2")).toBeUndefined();
    // Supplement B: the header, block 1 with a new name; block 2's title is not List A's title any more
    expect([t("Last Name Family Name from Section 1-2"), t("First Name Given Name from Section 1-2"), t("Middle initial if any from Section 1-2")]).toEqual(["Doe", "Jane", "Q"]);
    expect([t("Date of Rehire 0"), t("Last Name 0"), t("First Name 0"), t("Middle Initial 0")]).toEqual(["01/05/2026", "Smith", "Jane", "Q"]);
    expect([t("Document Title 0"), t("Document Number 0"), t("Expiration Date 0")]).toEqual(["Employment Authorization Document", "IOE0123456789", "01/31/2027"]);
    expect([t("Addtl Info 0"), t("Name of Emp or Auth Rep 0"), t("Signature of Emp Rep 0"), t("Todays Date 0")]).toEqual(["Reverified", "Ann Smith", "Ann Smith", "01/06/2026"]);
    expect(form.getCheckBox("CB_Alt_0").isChecked()).toBe(true);
    expect(t("Document Title 1")).toBeUndefined();
  });

  it("fills item 4 for an authorized alien (I-94, foreign passport, N/A without an end date) and up to 3 List A documents", async () => {
    const listA = [
      { title: "Foreign passport", issuingAuthority: "Mexico", number: "G1234567", expirationDate: "2030-05-01" },
      { title: "Form I-94", issuingAuthority: "CBP", number: "12345678901", expirationDate: "2027-06-30" },
      { title: "Form I-20", issuingAuthority: "Springfield University", number: "N0001234567", expirationDate: null },
    ];
    const form = await fill({
      section1: { ...section1, citizenship: "authorized_alien", ssn: null, uscisNumber: null, i94Number: "12345678901", foreignPassportNumber: "G1234567", foreignPassportCountry: "Mexico", preparers: [] },
      section2: { ...section2, listA, listB: null, listC: null },
      supplementB: [reverification],
    });
    const t = (name: string) => form.getTextField(name).getText();
    expect(citizenshipBoxes(form)).toEqual(["CB_4"]);
    expect(t("Exp Date mmddyyyy")).toBe("N/A");
    expect([t("USCIS ANumber"), t("Form I94 Admission Number"), t("Foreign Passport Number and Country of IssuanceRow1")]).toEqual([undefined, "12345678901", "G1234567, Mexico"]);
    expect(t("3 A lawful permanent resident Enter USCIS or ANumber")).toBeUndefined();
    expect(t("US Social Security Number")).toBeUndefined();
    expect([t("List A Document Title 1"), t("Issuing Authority 1"), t("Document Number 0 (if any)"), t("Expiration Date if any")]).toEqual(["Foreign passport", "Mexico", "G1234567", "05/01/2030"]);
    expect([t("Document Title 2 If any"), t("Issuing Authority_2"), t("Document Number If any_2"), t("List A.  Document 2. Expiration Date (if any)")]).toEqual(["Form I-94", "CBP", "12345678901", "06/30/2027"]);
    expect([t("List A.   Document Title 3.  If any"), t("List A. Document 3.  Enter Issuing Authority"), t("List A.  Document 3 Number.  If any"), t("Document Number if any_3")]).toEqual(["Form I-20", "Springfield University", "N0001234567", undefined]);
    expect([t("List B Document 1 Title"), t("List C Document Title 1")]).toEqual([undefined, undefined]);
    expect(t("Document Title 1")).toBeUndefined(); // Supplement B block 2 is empty
    expect([t("Last Name 0"), t("First Name 0")]).toEqual([undefined, undefined]); // same name as Section 1: no "new name"
    expect(t("Preparer or Translator Last Name (Family Name) 0")).toBeUndefined();
  });

  it("fills an authorized alien's A-Number and end date, and a permanent resident's A-Number in item 3", async () => {
    const alien = await fill({ section1: { ...section1, citizenship: "authorized_alien", uscisNumber: "012345678", authorizedUntil: "2027-09-30" }, section2: null, supplementB: [] });
    expect(alien.getTextField("USCIS ANumber").getText()).toBe("012345678");
    expect(alien.getTextField("Exp Date mmddyyyy").getText()).toBe("09/30/2027");
    const resident = await fill({ section1: { ...section1, citizenship: "permanent_resident", uscisNumber: "012345678", authorizedUntil: "2027-09-30" }, section2: null, supplementB: [] });
    expect(citizenshipBoxes(resident)).toEqual(["CB_3"]);
    expect(resident.getTextField("3 A lawful permanent resident Enter USCIS or ANumber").getText()).toBe("012345678");
    for (const n of ["USCIS ANumber", "Exp Date mmddyyyy", "Form I94 Admission Number"]) expect(resident.getTextField(n).getText()).toBeUndefined();
  });

  it("leaves the form editable and a state outside the dropdown blank", async () => {
    const form = await fill({ section1: { ...section1, state: "ZZ" }, section2: null, supplementB: [] });
    expect(form.getDropdown("State").getSelected()).toEqual([" "]); // the blank form's empty choice
    expect(form.getFields().length).toBeGreaterThan(120);
    expect(form.getTextField("Last Name (Family Name)").isReadOnly()).toBe(false);
  });

  it("refuses more Supplement B entries than the form's 3 blocks", async () => {
    await expect(fillI9Pdf({ section1, section2, supplementB: Array(4).fill(reverification) })).rejects.toThrow("has room for 3 Supplement B blocks; 4 given");
    await expect(fillI9Pdf({ section1, section2, supplementB: Array(5).fill(reverification) })).rejects.toThrow("3 Supplement B blocks; 5 given");
  });

  it("writes names the standard font cannot encode without throwing", async () => {
    const form = await fill({
      section1: { ...section1, lastName: "Nguyễn", firstName: "Muñoz", otherLastNames: "Łukasz 王", preparers: [] },
      section2: { ...section2, additionalInformation: "Đã kiểm tra\r\nline 2" },
      supplementB: [],
    });
    expect(form.getTextField("Last Name (Family Name)").getText()).toBe("Nguyen");
    expect(form.getTextField("First Name Given Name").getText()).toBe("Muñoz");
    expect(form.getTextField("Employee Other Last Names Used (if any)").getText()).toBe("Lukasz ?");
    expect(form.getTextField("Additional Information").getText()).toBe("Dã kiem tra\nline 2");
  });
});

describe("document titles on the printed form (issue 33 §5: 'Permanent Resident Card or' was cut)", () => {
  // Each document in every box it may go in: List A's three, List B's, List C's, and Supplement B's (List A or C).
  const boxes = (d: I9DocumentKind) =>
    d.list === "A"
      ? ["List A Document Title 1", "Document Title 2 If any", "List A.   Document Title 3.  If any", "Document Title 0"]
      : d.list === "B"
        ? ["List B Document 1 Title"]
        : ["List C Document Title 1", "Document Title 0"];
  const asPrinted = (d: I9DocumentKind, receipt: boolean): I9PdfDocument => ({
    title: receipt ? `Receipt: ${d.en}` : d.en,
    shortTitle: receipt ? `Receipt: ${PDF_TITLES[d.code]}` : PDF_TITLES[d.code],
    issuingAuthority: "USCIS",
    number: "X1",
    expirationDate: null,
  });
  const sizeOf = (form: PDFForm, name: string) => Number(/([\d.]+) Tf/.exec(form.getTextField(name).acroField.getDefaultAppearance() ?? "")?.[1]);

  it("every document has an abbreviation for the form", () => {
    expect(I9_DOCUMENTS.filter((d) => !PDF_TITLES[d.code]).map((d) => d.code)).toEqual([]);
  });

  it("fits every title in every box it may go in, receipts too: whole or abbreviated, at 6 pt or more, no wider than the box", async () => {
    const measure = await (await PDFDocument.create()).embedFont(StandardFonts.HelveticaBold);
    // The boxes' widths as the filled form has them (List A title 1 split from Supplement B's), less the 2 pt padding each side.
    const form = await fill({ section1, section2, supplementB: [] });
    const widthOf = (name: string) => form.getTextField(name).acroField.getWidgets()[0].getRectangle().width - 4;
    for (const receipt of [false, true]) {
      for (const d of I9_DOCUMENTS) {
        const doc = asPrinted(d, receipt);
        for (const name of boxes(d)) {
          const where = `${d.code}${receipt ? " (receipt)" : ""} in "${name}"`;
          const fit = fitTitle(measure, widthOf(name), doc.title, doc.shortTitle);
          expect(fit, where).not.toBeNull();
          expect([doc.title, doc.shortTitle], where).toContain(fit!.text);
          expect(fit!.size, where).toBeGreaterThanOrEqual(TITLE_MIN_SIZE);
          expect(measure.widthOfTextAtSize(fit!.text, fit!.size), where).toBeLessThanOrEqual(widthOf(name));
          // The full title whenever it is legible in that box.
          if ((fitTitle(measure, widthOf(name), doc.title)?.size ?? 0) >= FULL_TITLE_MIN_SIZE) expect(fit!.text, where).toBe(doc.title);
        }
      }
    }
  });

  it("the filled form carries the fitted title at its size in List A, B, C and Supplement B", async () => {
    const measure = await (await PDFDocument.create()).embedFont(StandardFonts.HelveticaBold);
    const kind = (code: string) => I9_DOCUMENTS.find((d) => d.code === code)!;
    const form = await fill({
      section1,
      section2: { ...section2, listA: [asPrinted(kind("foreignPassportI551"), true)], listB: asPrinted(kind("driversLicense"), false), listC: asPrinted(kind("birthAbroadReport"), false) },
      supplementB: [{ ...reverification, document: asPrinted(kind("dhsEmploymentAuthorization"), false) }],
    });
    for (const name of ["List A Document Title 1", "List B Document 1 Title", "List C Document Title 1", "Document Title 0"]) {
      const field = form.getTextField(name);
      const width = field.acroField.getWidgets()[0].getRectangle().width - 4;
      const size = sizeOf(form, name);
      expect(size, name).toBeGreaterThanOrEqual(TITLE_MIN_SIZE);
      expect(measure.widthOfTextAtSize(field.getText()!, size), name).toBeLessThanOrEqual(width);
    }
    expect(form.getTextField("List A Document Title 1").getText()).toBe("Receipt: Foreign Passport, temp. I-551");
  });

  it("the Permanent Resident Card in List A: abbreviated, not cut", async () => {
    const prc = I9_DOCUMENTS.find((d) => d.code === "permanentResidentCard")!;
    const form = await fill({ section1, section2: { ...section2, listA: [asPrinted(prc, false)], listB: null, listC: null }, supplementB: [] });
    expect(form.getTextField("List A Document Title 1").getText()).toBe("Perm. Resident Card (Form I-551)");
    expect(sizeOf(form, "List A Document Title 1")).toBeGreaterThanOrEqual(TITLE_MIN_SIZE);
    // A short title keeps the form's 10 pt.
    const ead = I9_DOCUMENTS.find((d) => d.code === "ead")!;
    const f2 = await fill({ section1, section2: { ...section2, listA: [{ ...asPrinted(ead, false), title: "EAD" }], listB: null, listC: null }, supplementB: [] });
    expect([f2.getTextField("List A Document Title 1").getText(), sizeOf(f2, "List A Document Title 1")]).toEqual(["EAD", 10]);
  });
});
