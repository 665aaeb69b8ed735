// A green-card case follows its own progress (issue 34 §2): the admin opens a new green-card employment case for
// Globex's Lucia Fernandez, takes its PERM record from recruitment to certification and then its I-140 and I-485
// to approval; after each stage the case's header ("Next step: …") and its row in the case list show the status
// and the next step the PERM record or the USCIS stages give (statuses 17–21, In Process, Receipt Received,
// Case Approved), not "Case Started / Beneficiary submits questionnaire".
import { expect, test, type Page } from "./fixtures";
import { expectToast, firmUrl, pdf, plusDaysUtc, selectTab, signedInAs, usDateUtc } from "./helpers";
import { FIRM } from "./firm";

const onOrAfter = (d: Date, weekday: number): Date => plusDaysUtc(d, (weekday - d.getUTCDay() + 7) % 7);

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

test("a green-card case's status moves through PERM, the I-140 and the I-485", async ({ browser }) => {
  const today = new Date();
  const base = plusDaysUtc(today, -100);
  const jobOrderEnd = plusDaysUtc(base, 29);
  const firstSunday = onOrAfter(plusDaysUtc(base, 1), 0);
  const noticeStart = onOrAfter(plusDaysUtc(base, 1), 1);
  const page = await signedInAs(browser, "admin", {}, "/app/cases");
  const list = await page.context().newPage();

  await page.getByRole("button", { name: "New case" }).first().click();
  const dialog = page.getByRole("dialog", { name: "New case" });
  await dialog.getByLabel("Case type").selectOption({ label: "Green Card (Permanent Residence)" });
  await dialog.getByLabel("Sub type").selectOption({ label: "GC Employment (PERM, I-140, I-485)" });
  await dialog.getByLabel("Client").selectOption({ label: "Globex Analytics LLC" });
  await dialog.getByRole("checkbox", { name: "Lucia Fernandez" }).check();
  await dialog.getByLabel("Title").fill(`Lucia Fernandez - progress ${Date.now().toString(36)}`);
  await dialog.getByRole("button", { name: "Create case" }).click();
  await expectToast(page, "Success");
  await page.waitForURL(/\/app\/gc-employment-details\/[0-9a-f-]{36}$/);
  const heading = await page.getByRole("heading", { level: 1, name: /^Case / }).textContent();
  const caseNumber = heading!.replace(/^Case /, "").trim();

  /**
   * A step that saves through `call` (e.g. "perm/create"): its answer is awaited before anything reloads the page —
   * a toast of the step before may still be on the screen, and a reload would abort the call.
   */
  const saved = async (call: string, act: () => Promise<void>) => {
    const answer = page.waitForResponse((r) => new URL(r.url()).pathname === `/api/${call}` && r.request().method() === "POST");
    await act();
    expect((await answer).status(), call).toBe(200);
    await expectToast(page, "Success");
  };

  /** The case's header and its case-list row show `status` and the next step `next` (null: done). */
  const shows = async (status: string, next: string | null, tab: "PERM" | "Green card") => {
    await page.reload();
    const step = page.getByTestId("case-stage-step");
    await expect(step).toHaveText(next ? `Next step: ${next}` : "Workflow complete");
    // The header's line: the status badge beside the stage's step.
    await expect(step.locator("..")).toContainText(status);
    await list.goto(firmUrl(FIRM, "/app/cases"));
    const row = list.getByRole("row").filter({ hasText: caseNumber });
    await expect(row).toContainText(status);
    await expect(row).toContainText(next ?? "Workflow complete");
    await selectTab(page, tab, { exact: true });
  };

  // Before its PERM record the case's own workflow drives it: no stage step in the header.
  await expect(page.getByTestId("case-stage-step")).toHaveCount(0);
  await selectTab(page, "PERM", { exact: true });
  await page.getByRole("button", { name: "Open PERM case" }).click();
  const open = page.getByRole("dialog", { name: "Open PERM case" });
  await open.getByLabel("PWD").selectOption({ index: 1 });
  await saved("perm/create", () => open.getByRole("button", { name: "Open PERM case" }).click());
  await shows("Advertisements", "PERM questionnaires finalized", "PERM");

  await addStep(page, { kind: "State job order", start: base, end: jobOrderEnd, source: "New York State Department of Labor" });
  await addStep(page, { kind: "Sunday newspaper ad", start: firstSunday, source: "The New York Times" });
  await addStep(page, { kind: "Sunday newspaper ad", start: plusDaysUtc(firstSunday, 7), source: "The New York Times" });
  await addStep(page, { kind: "Notice of filing", start: noticeStart, end: plusDaysUtc(noticeStart, 18), source: "Break room, 5th floor" });
  await addStep(page, { kind: "Additional step", additional: "Employer's website", start: plusDaysUtc(base, 2), source: "globex.example/careers" });
  await addStep(page, { kind: "Additional step", additional: "Job search website", start: plusDaysUtc(base, 3), source: "Indeed" });
  await addStep(page, { kind: "Additional step", additional: "Employee referral program", start: plusDaysUtc(base, 4), source: "Globex referral bonus" });
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

  await saved("perm/update-status", () => page.getByRole("button", { name: "Mark questionnaire finalized" }).click());
  await shows("Finalized PERM Questionnaire", "ETA-9089 draft created", "PERM");

  const draftChooser = page.waitForEvent("filechooser");
  await page.getByRole("button", { name: "Upload ETA-9089 draft" }).click();
  await (await draftChooser).setFiles(pdf("eta-9089-draft.pdf"));
  await expect(page.getByRole("table", { name: "PERM forms and letters" }).getByText("eta-9089-draft.pdf")).toBeVisible();
  await shows("PERM Draft Created", "ETA-9089 draft approved", "PERM");

  await page.getByRole("button", { name: "Approve the ETA-9089 draft" }).click();
  await saved("perm/confirm-review-completed", () => page.getByRole("dialog", { name: "Approve the ETA-9089 draft?" }).getByRole("button", { name: "Approve the ETA-9089 draft" }).click());
  await shows("PERM Draft Approved", "PERM application filed with the DOL", "PERM");

  await page.getByRole("button", { name: "Record filing with the DOL" }).click();
  const filing = page.getByRole("dialog", { name: "Record filing with the DOL" });
  await filing.getByLabel("Filed on").fill(usDateUtc(today));
  await saved("perm/file", () => filing.getByRole("button", { name: "Save" }).click());
  await shows("PERM Submitted to DOL", "DOL decision", "PERM");

  await page.getByRole("button", { name: "Record DOL decision" }).click();
  const decision = page.getByRole("dialog", { name: "Record DOL decision" });
  await decision.getByLabel("DOL decision").selectOption({ label: "Certified" });
  await decision.getByLabel("Decision date").fill(usDateUtc(today));
  await decision.getByRole("button", { name: "Continue" }).click();
  await saved("perm/record-decision", () => page.getByRole("dialog", { name: 'Record "Certified"?' }).getByRole("button", { name: "Record Certified" }).click());
  // Certified: the case stays open and waits on the I-140.
  await shows("In Process", "I-140 filed", "Green card");

  const i140 = page.getByRole("dialog", { name: "Update I-140 immigrant petition" });
  await page.getByRole("button", { name: "Update I-140 immigrant petition" }).click();
  await i140.getByLabel("Status").selectOption({ label: "Filed" });
  await i140.getByLabel("Receipt number").fill("LIN2690123458");
  await i140.getByLabel("Receipt date").fill(usDateUtc(today));
  await saved("gc-petition/update-stage", () => i140.getByRole("button", { name: "Save" }).click());
  await shows("Receipt Received", "I-140 decision", "Green card");

  await page.getByRole("button", { name: "Update I-140 immigrant petition" }).click();
  await i140.getByLabel("Status").selectOption({ label: "Approved" });
  await i140.getByLabel("Decision date").fill(usDateUtc(today));
  await saved("gc-petition/update-stage", () => i140.getByRole("button", { name: "Save" }).click());
  await shows("In Process", "I-485 filed", "Green card");

  const i485 = page.getByRole("dialog", { name: "Update I-485 adjustment of status" });
  await page.getByRole("button", { name: "Update I-485 adjustment of status" }).click();
  await i485.getByLabel("Status").selectOption({ label: "Filed" });
  await i485.getByLabel("Receipt number").fill("LIN2690123459");
  await i485.getByLabel("Receipt date").fill(usDateUtc(today));
  await saved("gc-petition/update-stage", () => i485.getByRole("button", { name: "Save" }).click());
  await shows("Receipt Received", "Work permit (I-765)", "Green card");

  await page.getByRole("button", { name: "Update I-485 adjustment of status" }).click();
  await i485.getByLabel("Status").selectOption({ label: "Approved" });
  await i485.getByLabel("Decision date").fill(usDateUtc(today));
  await saved("gc-petition/update-stage", () => i485.getByRole("button", { name: "Save" }).click());
  await shows("Case Approved", null, "Green card");
});
