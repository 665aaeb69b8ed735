// Rule 3 (issue 12 section 2): the employer completes Section 2 in the app with a receipt for a replacement
// EAD; the record says when the document is due; the I-9 waits in the "receipt due" work queue; the document
// itself is recorded later (an expired one refused on its field) and the queue lets it go.
import { expect, test } from "./fixtures";
import { expectNoAxeViolations, expectToast, firmUrl, plusDaysUtc, signedInAs, usDateUtc } from "./helpers";
import { addEmployeeWithI9, signSection1ByLink } from "./i9-helpers";
import { FIRM } from "./firm";

test("Section 2 with a receipt, then the replacement document recorded within 90 days", async ({ browser }) => {
  test.setTimeout(90_000);
  const stamp = Date.now().toString(36);
  const p = { first: "Tomas", last: `Lindqvist${stamp}`, email: `tomas.${stamp}@example.com` };
  const name = `${p.first} ${p.last}`;
  const page = await signedInAs(browser, "admin");
  await addEmployeeWithI9(page, p);
  await signSection1ByLink(browser, page, p);

  // Section 2 by the representative, with a receipt for the EAD.
  await page.getByRole("button", { name: "Complete Section 2" }).click();
  const s2 = page.getByRole("dialog", { name: `Complete Section 2 of ${name}` });
  await s2.getByLabel("Document title").selectOption({ label: "Employment Authorization Document with a photograph (Form I-766)" });
  await s2.getByLabel("Issuing authority").fill("USCIS");
  await s2.getByLabel("Document number").fill("EAC2612345678");
  await s2.getByLabel("This is a receipt for a replacement document").check();
  await s2.getByRole("textbox", { name: "Last name", exact: true }).fill("Admin");
  await s2.getByRole("textbox", { name: "First name", exact: true }).fill("Demo");
  await s2.getByRole("textbox", { name: "Title", exact: true }).fill("HR Manager");
  await s2.getByLabel("Business address").fill("1 Market Street");
  await s2.getByLabel("City or town").fill("San Francisco");
  await s2.getByRole("combobox", { name: "State", exact: true }).selectOption("CA");
  await s2.getByLabel("ZIP code").fill("94105");
  await s2.getByLabel("I have read the certification above and sign Section 2 electronically").check();
  await s2.getByRole("textbox", { name: "Signature", exact: true }).fill("Demo Admin");
  await s2.getByRole("button", { name: "Sign Section 2" }).click();
  await expectToast(page, "Success");
  await expect(page.getByText("(receipt)").first()).toBeVisible();

  // It waits in the "receipt due" queue.
  await page.goto(firmUrl(FIRM, `/app/i9-list?search=${p.last}`));
  await page.getByLabel("Work queue").selectOption("receipt_due");
  await expect(page.getByRole("row").filter({ hasText: name })).toBeVisible();
  await page.getByRole("link", { name: `Open the Form I-9 of ${name}` }).click();

  // The document itself: an expired one is refused, then the real one recorded.
  await page.getByRole("button", { name: "Record the document" }).click();
  const doc = page.getByRole("dialog", { name: `The document behind the receipt of ${name}` });
  await doc.getByLabel("Document number").fill("IOE0912345678");
  await doc.getByLabel("Expiration date (MM/DD/YYYY)").fill("01/01/2020");
  await doc.getByRole("button", { name: "Record document" }).click();
  await expect(doc.getByText("The Employment Authorization Document with a photograph (Form I-766) has expired: documents must be unexpired")).toBeVisible();
  const expires = usDateUtc(plusDaysUtc(new Date(), 500));
  await doc.getByLabel("Expiration date (MM/DD/YYYY)").fill(expires);
  await expectNoAxeViolations(page, "Receipt replacement dialog");
  await doc.getByRole("button", { name: "Record document" }).click();
  await expectToast(page, "Success");
  await expect(page.getByText("•••••••••5678")).toBeVisible();
  await expect(page.getByRole("button", { name: "Record the document" })).toHaveCount(0);
  await expect(page.getByRole("table", { name: "Audit trail" })).toContainText("Replacement document recorded (receipt)");
  await page.goto(firmUrl(FIRM, `/app/i9-list?search=${p.last}`));
  await page.getByLabel("Work queue").selectOption("receipt_due");
  await expect(page.getByRole("row").filter({ hasText: name })).toHaveCount(0);
});
