// PERM cases (issue 11 section 2): the paralegal opens the PERM case of demo green-card case 2026-000003 on
// Globex's determined PWD, keeps the recruitment record (a Sunday ad entered on a Monday is flagged and
// corrected), sees the filing window the API computes and what is missing (the proofs), uploads them, uploads the ETA-9089 draft that the
// attorney approves,
// records the filing with the DOL and the certification — confirmed by name — and the I-140 deadline shows.
import { expect, test, type Page } from "./fixtures";
import { expectNoAxeViolations, expectToast, pdf, plusDaysUtc, selectTab, signedInAs, usDateUtc } from "./helpers";

/** The first day on or after `d` that falls on `weekday` (0 Sunday … 6 Saturday), UTC. */
function onOrAfter(d: Date, weekday: number): Date {
  return plusDaysUtc(d, (weekday - d.getUTCDay() + 7) % 7);
}

async function addStep(page: Page, step: { kind: string; start: Date; end?: Date; source: string; additional?: string }) {
  await page.getByRole("button", { name: "Add recruitment step" }).click();
  const dialog = page.getByRole("dialog", { name: "Add recruitment step" });
  await dialog.getByRole("combobox", { name: "Step", exact: true }).selectOption({ label: step.kind });
  if (step.additional) await dialog.getByLabel("Which additional step").selectOption({ label: step.additional });
  await dialog.getByRole("textbox", { name: step.end ? "First day" : "Date", exact: true }).fill(usDateUtc(step.start));
  if (step.end) await dialog.getByLabel("Last day").fill(usDateUtc(step.end));
  await dialog.getByLabel("Where it ran").fill(step.source);
  await dialog.getByRole("button", { name: "Save" }).click();
  await expectToast(page, "Success");
  await expect(dialog).toBeHidden();
}

test("a PERM case from recruitment to certification", async ({ browser }) => {
  const today = new Date();
  // Recruitment that began 100 days ago: the window opened 30 days after the job order ended (day 29).
  const base = plusDaysUtc(today, -100);
  const jobOrderEnd = plusDaysUtc(base, 29);
  const firstSunday = onOrAfter(plusDaysUtc(base, 1), 0);
  const noticeStart = onOrAfter(plusDaysUtc(base, 1), 1);

  const page = await signedInAs(browser, "paralegal", {}, "/app/cases");
  await page.getByRole("link", { name: "Open case 2026-000003" }).click();
  await expect(page.getByRole("heading", { name: "Case 2026-000003" })).toBeVisible();
  await selectTab(page, "PERM", { exact: true });
  await expect(page.getByText("No PERM record yet")).toBeVisible();

  await page.getByRole("button", { name: "Open PERM case" }).click();
  const open = page.getByRole("dialog", { name: "Open PERM case" });
  // Globex's determined PWD (demo seed) is offered with its validity.
  await expect(open.getByLabel("PWD").locator("option").nth(1)).toHaveText(/^PWD-\d{4}-0001 · Financial Analyst · valid until \d\d\/\d\d\/\d{4}$/);
  await open.getByLabel("PWD").selectOption({ index: 1 });
  await expectNoAxeViolations(page, "Open PERM case dialog", { include: "[role=dialog]" });
  await open.getByRole("button", { name: "Open PERM case" }).click();
  await expectToast(page, "Success");
  await expect(page.getByText("Add the recruitment steps to see the filing window.")).toBeVisible();
  await expect(page.getByText("Add 3 more additional steps: a professional occupation needs three")).toBeVisible();

  await addStep(page, { kind: "State job order", start: base, end: jobOrderEnd, source: "New York State Department of Labor" });
  await addStep(page, { kind: "Sunday newspaper ad", start: firstSunday, source: "The New York Times" });
  // The second ad entered on a Monday: flagged on the step, then moved to the next Sunday.
  const monday = plusDaysUtc(firstSunday, 8);
  await addStep(page, { kind: "Sunday newspaper ad", start: monday, source: "The New York Times" });
  await expect(page.getByText("The ad must run on a Sunday", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: `Edit Sunday newspaper ad of ${usDateUtc(monday)}` }).click();
  const edit = page.getByRole("dialog", { name: "Edit recruitment step" });
  await edit.getByRole("textbox", { name: "Date", exact: true }).fill(usDateUtc(plusDaysUtc(firstSunday, 7)));
  await edit.getByRole("button", { name: "Save" }).click();
  await expectToast(page, "Success");
  await expect(page.getByText("The ad must run on a Sunday")).toHaveCount(0);
  await addStep(page, { kind: "Notice of filing", start: noticeStart, end: plusDaysUtc(noticeStart, 18), source: "Break room, 5th floor" });
  await addStep(page, { kind: "Additional step", additional: "Employer's website", start: plusDaysUtc(base, 2), source: "globex.example/careers" });
  await addStep(page, { kind: "Additional step", additional: "Job search website", start: plusDaysUtc(base, 3), source: "Indeed" });
  await addStep(page, { kind: "Additional step", additional: "Employee referral program", start: plusDaysUtc(base, 4), source: "Globex referral bonus" });

  // The window as the API answers it: 30 days after the job order ended to 180 days after it began.
  await expect(page.getByText(`File between ${usDateUtc(plusDaysUtc(jobOrderEnd, 30))} and ${usDateUtc(plusDaysUtc(base, 180))}`)).toBeVisible();
  // Not before the proofs (20 CFR 656.17(e)): each step but the job order names its missing proof.
  await expect(page.getByText("Cannot be filed today")).toBeVisible();
  const gaps = page.getByRole("list", { name: "Before it can be filed today" });
  await expect(gaps.getByRole("listitem")).toHaveCount(6);
  await expect(gaps.getByText(`Sunday newspaper ad (${usDateUtc(firstSunday)}): upload its proof`, { exact: false })).toBeVisible();

  // The job order's proof, then each step's.
  const uploadProof = async (kind: string, date: Date, name: string) => {
    const chooser = page.waitForEvent("filechooser");
    await page.getByRole("button", { name: `Upload proof of ${kind} of ${usDateUtc(date)}` }).click();
    await (await chooser).setFiles(pdf(name));
    await expect(page.getByRole("button", { name: `Proof: ${name}` })).toBeVisible();
  };
  await uploadProof("State job order", base, "job-order.pdf");
  await uploadProof("Sunday newspaper ad", firstSunday, "ad-1.pdf");
  await uploadProof("Sunday newspaper ad", plusDaysUtc(firstSunday, 7), "ad-2.pdf");
  await uploadProof("Notice of filing", noticeStart, "notice.pdf");
  for (const [i, days] of [2, 3, 4].entries()) await uploadProof("Additional step", plusDaysUtc(base, days), `additional-${i + 1}.pdf`);
  await expect(page.getByText("Can be filed today")).toBeVisible();
  await expect(gaps).toHaveCount(0);
  await expectNoAxeViolations(page, "PERM tab");

  // The firm's PERM steps (default list) under the status: the questionnaires are next, and the paralegal's.
  const steps = page.getByRole("list", { name: "Steps" });
  const step = (name: string) => steps.getByRole("listitem").filter({ hasText: name });
  await expect(steps.getByRole("listitem")).toHaveCount(6);
  await expect(step("PERM questionnaires finalized")).toHaveAttribute("aria-current", "step");
  await expect(step("PERM questionnaires finalized").getByText("Yours")).toBeVisible();

  await page.getByRole("button", { name: "Mark questionnaire finalized" }).click();
  await expectToast(page, "Success");
  await expect(page.getByRole("button", { name: "Mark questionnaire finalized" })).toHaveCount(0);

  // The ETA-9089 draft goes into the PERM forms: the draft is created; the paralegal cannot approve it.
  const forms = page.getByRole("table", { name: "PERM forms and letters" });
  await expect(page.getByText("No PERM form uploaded yet")).toBeVisible();
  const draftChooser = page.waitForEvent("filechooser");
  await page.getByRole("button", { name: "Upload ETA-9089 draft" }).click();
  await (await draftChooser).setFiles(pdf("eta-9089-draft.pdf"));
  await expect(forms.getByText("eta-9089-draft.pdf")).toBeVisible();
  await expect(page.getByText("PERM Draft Created", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Approve the ETA-9089 draft" })).toHaveCount(0);
  // The review is next, and not the paralegal's.
  await expect(step("ETA-9089 draft approved")).toHaveAttribute("aria-current", "step");
  await expect(step("ETA-9089 draft approved").getByText("Yours")).toHaveCount(0);

  // The attorney reviews and approves it, confirming.
  const attorney = await signedInAs(browser, "attorney");
  await attorney.goto(page.url());
  await selectTab(attorney, "PERM", { exact: true });
  await attorney.getByRole("button", { name: "Approve the ETA-9089 draft" }).click();
  const review = attorney.getByRole("dialog", { name: "Approve the ETA-9089 draft?" });
  await expectNoAxeViolations(attorney, "Approve draft dialog", { include: "[role=dialog]" });
  await review.getByRole("button", { name: "Approve the ETA-9089 draft" }).click();
  await expectToast(attorney, "Success");
  await expect(attorney.getByText("PERM Draft Approved", { exact: true })).toBeVisible();
  await attorney.context().close();
  await page.reload();
  await selectTab(page, "PERM", { exact: true });

  await page.getByRole("button", { name: "Record filing with the DOL" }).click();
  const filing = page.getByRole("dialog", { name: "Record filing with the DOL" });
  await filing.getByLabel("Filed on").fill(usDateUtc(today));
  await filing.getByLabel("DOL case number").fill("G-100-26329-004217");
  await filing.getByRole("button", { name: "Save" }).click();
  await expectToast(page, "Success");
  await expect(page.getByText("G-100-26329-004217")).toBeVisible();
  await expect(page.getByRole("button", { name: "Add recruitment step" })).toHaveCount(0);

  // The decision: chosen on purpose, confirmed by name.
  await page.getByRole("button", { name: "Record DOL decision" }).click();
  const decision = page.getByRole("dialog", { name: "Record DOL decision" });
  await decision.getByRole("button", { name: "Continue" }).click();
  await expect(decision.getByText("*Decision is required")).toBeVisible();
  await expect(page.getByRole("dialog", { name: /^Record "/ })).toHaveCount(0);
  await decision.getByLabel("DOL decision").selectOption({ label: "Certified" });
  await decision.getByLabel("Decision date").fill(usDateUtc(today));
  await decision.getByRole("button", { name: "Continue" }).click();
  const confirm = page.getByRole("dialog", { name: 'Record "Certified"?' });
  await confirm.getByRole("button", { name: "Record Certified" }).click();
  await expectToast(page, "Success");
  await expect(page.getByText("File the I-140 by")).toBeVisible();
  // 180 days after certification, moved back to a business day when it falls on a weekend or holiday.
  await expect(page.getByText(/^(17[6-9]|180) days left$/)).toBeVisible();

  // The PERM case as a PDF for the file.
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download PERM PDF" }).click();
  expect((await download).suggestedFilename()).toBe("perm-2026-000003.pdf");

  await selectTab(page, "History");
  await expect(page.getByText(`PERM certified on ${usDateUtc(today)}`)).toBeVisible();
});
