// H-1B cap season (issue 10 section 4): the platform admin imports the OFLC wage tables; the firm's admin
// imports the season's registrations from CSV (a duplicate is shown before anything is saved), sees each
// registration's area, wage level and entries, asks the beneficiary for the missing passport details through
// the token link, takes both to Ready and Submitted with their confirmation numbers, then records USCIS's
// selection results: the selected registration opens its H-1B cap petition case with the filing deadline.
import { expect, test } from "./fixtures";
import { expectNoAxeViolations, expectToast, firmUrl, lastMailTo, linkIn, signedInAs } from "./helpers";
import { FIRM, DOMAIN, FIRM_NAME } from "./firm";

/** FY2028: registration in March 2027, OFLC wage year July 2026 – June 2027. */
const FY = 2028;
const seasonUrl = firmUrl(FIRM, `/app/cap-registrations?filter=${encodeURIComponent(JSON.stringify({ matcher: { fiscalYear: FY } }))}`);

const GEOGRAPHY = ["Area,AreaName,StateAb,State,CountyTownName", '41860,"San Francisco-Oakland-Hayward, CA",CA,California,San Francisco County', '35620,"New York-Newark-Jersey City, NY-NJ-PA",NY,New York,New York County'].join("\n");
const ALC = ["Area,SocCode,GeoLvl,Level1,Level2,Level3,Level4,Average,Label", "41860,15-1252,1,50.00,60.00,70.00,80.00,65.00,Software Developers", "35620,15-2051,1,45.00,55.00,65.00,75.00,60.00,Data Scientists"].join("\n");

const HEADER = "EMPLOYER_FEIN,BENEFICIARY_EMAIL,CAP_TYPE,JOB_TITLE,SOC_CODE,WORKSITE_CITY,WORKSITE_COUNTY,WORKSITE_STATE,WAGE,WAGE_UNIT";
const ARJUN = `98-7654321,beneficiary@${DOMAIN},Regular,Software Engineer,15-1252,San Francisco,San Francisco,CA,"$150,000",Year`;
const WEI = "98-7654321,wei.zhang@example.com,Masters,Software Engineer,15-1252,San Francisco,San Francisco County,CA,62.50,Hour";

// Imports the OFLC tables and two files and opens cases: about 40 s alone on these machines, over the 60 s
// default when the machine is busy.
test.setTimeout(120_000);

test("a cap season from bulk registrations to the cases of the selected ones", async ({ browser }) => {
  // The platform admin imports the wage year's tables.
  const platform = await signedInAs(browser, "platform", {}, "/app/wage-data");
  await expect(platform.getByRole("heading", { name: "OFLC wage data", level: 1 })).toBeVisible();
  await platform.getByLabel("Wage year starting July 1 of").fill("2026");
  await platform.getByLabel("Geography.csv and ALC_Export.csv").setInputFiles([
    { name: "Geography.csv", mimeType: "text/csv", buffer: Buffer.from(GEOGRAPHY) },
    { name: "ALC_Export.csv", mimeType: "text/csv", buffer: Buffer.from(ALC) },
  ]);
  await platform.getByRole("button", { name: "Import", exact: true }).click();
  await expectToast(platform, "Success");
  await expect(platform.getByRole("cell", { name: "2026–2027" })).toBeVisible();
  await expectNoAxeViolations(platform, "wage data");

  // The firm's admin opens the season and imports the registrations.
  const page = await signedInAs(browser, "admin");
  await page.goto(seasonUrl);
  await expect(page.getByRole("heading", { name: "H-1B cap registrations", level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: `FY${FY}` })).toBeVisible();
  await expect(page.getByText("OFLC 2026–2027")).toBeVisible();
  await expect(page.getByText("No registrations in this season")).toBeVisible();
  await expectNoAxeViolations(page, "cap season");

  await page.getByRole("button", { name: "Import registrations" }).click();
  const dialog = page.getByRole("dialog", { name: `Import registrations · FY${FY}` });
  await dialog.getByLabel("File").setInputFiles({ name: "registrations.csv", mimeType: "text/csv", buffer: Buffer.from([HEADER, ARJUN, WEI, ARJUN].join("\n")) });
  await expect(dialog.getByText("3 rows: 2 ready to import, 1 with errors.")).toBeVisible();
  await expect(dialog.getByText("Repeats line 2")).toBeVisible();
  await expect(dialog.getByRole("button", { name: /Import 2 registrations/ })).toBeDisabled();
  await expectNoAxeViolations(page, "cap import dialog", { include: "[role=dialog]" });
  await dialog.getByLabel("File").setInputFiles({ name: "registrations.csv", mimeType: "text/csv", buffer: Buffer.from([HEADER, ARJUN, WEI].join("\n")) });
  await dialog.getByRole("button", { name: "Import 2 registrations" }).click();
  await expectToast(page, "Success");
  await expect(dialog).toBeHidden();

  // Arjun: $150,000 in San Francisco for 15-1252 is Level III ($145,600–$166,399): 3 entries.
  const arjunRow = page.getByRole("row").filter({ hasText: "Arjun Sharma" });
  await expect(arjunRow.getByRole("cell", { name: "III", exact: true })).toBeVisible();
  await expect(arjunRow.getByText("3 entries")).toBeVisible();
  // Wei: $62.50 an hour is Level II; no passport yet, so the registration is incomplete.
  const weiRow = page.getByRole("row").filter({ hasText: "Wei Zhang" });
  await expect(weiRow.getByText("Incomplete")).toBeVisible();

  // Wei gives the passport details through the token link.
  await weiRow.getByRole("link", { name: "Wei Zhang" }).click();
  await page.waitForURL(/\/app\/cap-registration-details\//);
  const weiUrl = page.url();
  await expect(page.getByRole("heading", { name: "To complete before it is ready" })).toBeVisible();
  await expect(page.getByText("II · from the OFLC tables")).toBeVisible();
  await expectNoAxeViolations(page, "cap registration details");
  await page.getByRole("button", { name: "Ask for details" }).click();
  const send = page.getByRole("dialog", { name: "Ask for the registration details" });
  await send.getByLabel("Who gives them").selectOption("person");
  await send.getByRole("button", { name: "Send link" }).click();
  await expectToast(page, "Success");
  const link = linkIn(await lastMailTo("wei.zhang@example.com"), "/app/fill-cap-registration");
  const wei = await (await browser.newContext()).newPage();
  await wei.goto(link);
  await expect(wei.getByRole("heading", { name: "H-1B cap registration details" })).toBeVisible();
  await wei.getByLabel("Gender").selectOption("Male");
  await wei.getByLabel("Passport number").fill("E12345678");
  await wei.getByLabel("Passport issued by").selectOption({ label: "China" });
  await wei.getByLabel("Passport expires on").fill("05/31/2033");
  await wei.getByLabel("I have a US master's or higher degree").selectOption("masters");
  await expectNoAxeViolations(wei, "cap fill link");
  await wei.getByRole("button", { name: "Send the details" }).click();
  await wei.getByRole("dialog", { name: "Send the details" }).getByRole("button", { name: "Send the details" }).click();
  await expect(wei.getByText(`Thank you: ${FIRM_NAME} received the details.`)).toBeVisible();
  await wei.getByRole("link", { name: "See what you sent" }).click();
  await expect(wei.getByText("E12345678")).toBeVisible();

  // Both go to Ready, then Submitted with USCIS's confirmation numbers.
  const submit = async (url: string, confirmation: string) => {
    await page.goto(url);
    for (const [status, extra] of [["Ready", null], ["Submitted", confirmation]] as const) {
      await page.getByRole("button", { name: "Change status" }).click();
      const dlg = page.getByRole("dialog", { name: "Change status" });
      await dlg.getByLabel("New status").selectOption({ label: status });
      if (extra) await dlg.getByLabel("USCIS confirmation number").fill(extra);
      await dlg.getByRole("button", { name: "Change status" }).click();
      await expectToast(page, "Success");
      await expect(dlg).toBeHidden();
    }
    await expect(page.getByText("Submitted", { exact: true }).first()).toBeVisible();
  };
  await page.reload();
  await expect(page.getByRole("heading", { name: "To complete before it is ready" })).toBeHidden();
  await submit(weiUrl, "WEI0000000000002");
  await page.goto(seasonUrl);
  await page.getByRole("link", { name: "Arjun Sharma" }).click();
  await page.waitForURL(/\/app\/cap-registration-details\//);
  await submit(page.url(), "ARJ0000000000001");

  // The season counts two people with USCIS: Arjun 3 entries, Wei 2.
  await page.goto(seasonUrl);
  await expect(page.getByText("People with USCIS").locator("..")).toContainText("2");
  await expect(page.getByText("Selection entries", { exact: true }).locator("..")).toContainText("5");

  // USCIS's results: Arjun selected, Wei not.
  await page.getByRole("button", { name: "Import selection results" }).click();
  const results = page.getByRole("dialog", { name: `Import selection results · FY${FY}` });
  await results.getByLabel("Announced on").fill("03/31/2026");
  await results.getByLabel("File").setInputFiles({ name: "results.csv", mimeType: "text/csv", buffer: Buffer.from("CONFIRMATION_NUMBER,STATUS\nARJ0000000000001,SELECTED\nWEI0000000000002,NOT SELECTED\n") });
  await expect(results.getByText("2 rows: 1 selected, 1 not selected, 0 unchanged, 0 with errors.")).toBeVisible();
  await results.getByRole("button", { name: "Record 2 results" }).click();
  await expectToast(page, "Success");
  await expect(page.getByRole("row").filter({ hasText: "Wei Zhang" }).getByText("Not selected")).toBeVisible();
  const selected = page.getByRole("row").filter({ hasText: "Arjun Sharma" });
  await expect(selected.getByText("Selected", { exact: true })).toBeVisible();
  await selected.getByRole("link", { name: /^\d{4}-\d{6}$/ }).click();
  await page.waitForURL(/\/app\/petition-details\//);
  await expect(page.getByText(`Arjun Sharma - H-1B cap petition FY${FY}`).first()).toBeVisible();
});
