// Standing documents: the firm's admin makes a folder on /app/company-documents, uploads a policy with an
// expiry date (flagged expiring soon), uploads its next version and sees both; the petitioner uploads its
// FEIN letter on /app/documents; the admin adds it to one of the petitioner's cases from "Add from client
// documents" (no new upload), after finding it through the client's page; the policy is deleted after a
// confirmation naming it; a beneficiary is not let in.
import { expect, test, type Page } from "./fixtures";
import { browserApi, expectNoAxeViolations, expectToast, firmUrl, pdf, plusDaysUtc, rowAction, selectTab, signedInAs } from "./helpers";
import { FIRM } from "./firm";

/** Pick a file through the shared upload button labelled `button` (inside `scope`). */
async function uploadThrough(page: Page, scope: ReturnType<Page["getByRole"]>, button: string, name: string) {
  const chooser = page.waitForEvent("filechooser");
  await scope.getByRole("button", { name: button }).click();
  await (await chooser).setFiles(pdf(name));
}

test("folders, versions, expiry, reuse in a case and delete of standing documents", async ({ browser }) => {
  const stamp = Date.now();
  const folder = `Policies ${stamp}`;
  const policy = `Travel policy ${stamp}`;
  const fein = `FEIN letter ${stamp}`;

  // ---- the firm's admin: a folder, a policy with an expiry date, a new version ----
  const admin = await signedInAs(browser, "admin", {}, "/app/company-documents");
  await expect(admin.getByRole("heading", { level: 1, name: "Firm documents" })).toBeVisible();
  await expect(admin.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "Firm documents" })).toBeVisible();

  await admin.getByRole("button", { name: "New folder" }).click();
  const folderDialog = admin.getByRole("dialog", { name: "New folder" });
  await folderDialog.getByLabel("Folder name").fill(folder);
  await folderDialog.getByRole("button", { name: "Create folder" }).click();
  await expect(folderDialog).toBeHidden();
  await expect(admin.getByRole("button", { name: `${folder} (0)` })).toHaveAttribute("aria-pressed", "true");

  await admin.getByRole("button", { name: "Add document" }).first().click();
  const add = admin.getByRole("dialog", { name: "Add a document" });
  await expect(add.getByRole("button", { name: "Choose the file and upload" })).toBeDisabled();
  await add.getByLabel("Title").fill(policy);
  await add.getByLabel("Category").selectOption({ label: "Policy" });
  await expect(add.getByLabel("Folder")).toHaveValue(/[0-9a-f-]{36}/);
  await add.getByLabel("Expiry date").fill(plusDaysUtc(new Date(), 20).toISOString().slice(0, 10));
  await uploadThrough(admin, add, "Choose the file and upload", "travel-v1.pdf");
  await expect(add).toBeHidden({ timeout: 30_000 });
  await expectToast(admin, "Success");
  const table = admin.getByRole("table", { name: "Firm documents" });
  const row = table.getByRole("row").filter({ hasText: policy });
  await expect(row).toContainText("Version 1");
  await expect(row).toContainText("travel-v1.pdf");
  await expect(row).toContainText(/Expires in (19|20|21) days/);
  await expect(row).toContainText(`In ${folder}`);
  await expectNoAxeViolations(admin, "firm documents");

  await rowAction(admin, row, `Actions for ${policy}`, "Versions");
  const versions = admin.getByRole("dialog", { name: `Versions of ${policy}` });
  await expect(versions.getByRole("listitem")).toHaveCount(1);
  await uploadThrough(admin, versions, "Choose the file of the new version", "travel-v2.pdf");
  await expect(versions.getByRole("listitem")).toHaveCount(2, { timeout: 30_000 });
  await expect(versions.getByRole("listitem").first()).toContainText("Version 2 · travel-v2.pdf");
  await expect(versions.getByRole("listitem").nth(1)).toContainText("Version 1 · travel-v1.pdf");
  await expect(versions.getByRole("button", { name: "Download version 1 (travel-v1.pdf)" })).toBeVisible();
  await expectNoAxeViolations(admin, "document versions");
  await versions.getByRole("button", { name: "Close", exact: true }).click();
  await expect(versions).toBeHidden();
  await expect(row).toContainText("Version 2");

  // The selected folder is renamed (its rows follow); while it holds the policy it cannot be deleted.
  await admin.getByRole("button", { name: "Rename folder" }).click();
  const renameDialog = admin.getByRole("dialog", { name: "Rename folder" });
  await expect(renameDialog.getByLabel("Folder name")).toHaveValue(folder);
  await expect(renameDialog.getByRole("button", { name: "Save name" })).toBeDisabled();
  await renameDialog.getByLabel("Folder name").fill(`HR ${folder}`);
  await renameDialog.getByRole("button", { name: "Save name" }).click();
  await expect(renameDialog).toBeHidden();
  await expect(admin.getByText(`Folder renamed to “HR ${folder}”`).first()).toBeVisible();
  await expect(admin.getByRole("button", { name: `HR ${folder} (1)` })).toHaveAttribute("aria-pressed", "true");
  await expect(row).toContainText(`In HR ${folder}`);
  await expect(admin.getByRole("button", { name: "Rename folder" })).toBeFocused();
  await admin.getByRole("button", { name: "Delete folder" }).click();
  const folderConfirm = admin.getByRole("dialog", { name: "Delete this folder?" });
  await expect(folderConfirm).toContainText(`The folder “HR ${folder}” will be removed. Only an empty folder can be deleted`);
  await folderConfirm.getByRole("button", { name: "Delete folder" }).click();
  await expect(admin.getByText(`The folder "HR ${folder}" holds 1 document: move or delete it first`).first()).toBeVisible();
  await expect(admin.getByRole("button", { name: `HR ${folder} (1)` })).toBeVisible();

  // ---- the petitioner: its FEIN letter on /app/documents ----
  const petitioner = await signedInAs(browser, "petitioner", {}, "/app/documents");
  await expect(petitioner.getByRole("heading", { level: 1, name: "Client documents" })).toBeVisible();
  await petitioner.getByRole("button", { name: "Add document" }).first().click();
  const own = petitioner.getByRole("dialog", { name: "Add a document" });
  await own.getByLabel("Title").fill(fein);
  await own.getByLabel("Category").selectOption({ label: "FEIN letter" });
  await uploadThrough(petitioner, own, "Choose the file and upload", "cp575.pdf");
  await expect(own).toBeHidden({ timeout: 30_000 });
  await expect(petitioner.getByRole("table", { name: "Client documents" }).getByRole("row").filter({ hasText: fein })).toContainText("FEIN letter");
  await expectNoAxeViolations(petitioner, "client documents");
  const cases = await browserApi<{ id: string; petitionerId: string }[]>(petitioner, "petition/list", { page: 1, perpage: 1 });
  expect(cases.status).toBe(200);
  const caseId = cases.data[0].id;

  // ---- staff reach a client's documents from the client's page (?companyId=) ----
  await admin.goto(firmUrl(FIRM, `/app/company/details/${cases.data[0].petitionerId}`));
  await admin.getByRole("link", { name: "Standing documents" }).click();
  await expect(admin).toHaveURL(/\/app\/documents\?companyId=/);
  await expect(admin.getByRole("combobox", { name: "Client", exact: true })).toHaveValue(cases.data[0].petitionerId);
  await expect(admin.getByRole("table", { name: "Client documents" }).getByRole("row").filter({ hasText: fein })).toContainText("cp575.pdf");

  // ---- the admin adds it to the petitioner's case without a new upload ----
  await admin.goto(firmUrl(FIRM, `/app/petition-details/${caseId}`), { timeout: 60_000 });
  await selectTab(admin, "Forms & Letters");
  const panel = admin.getByRole("tabpanel");
  await panel.getByRole("button", { name: "Add from client documents" }).click();
  const picker = admin.getByRole("dialog", { name: "Add from client documents" });
  await picker.getByLabel("Search documents").fill(fein);
  await picker.getByRole("button", { name: `Add to case: ${fein}` }).click();
  await expect(picker.getByRole("button", { name: `Added to case: ${fein}` })).toHaveText("Added");
  await expectNoAxeViolations(admin, "add from client documents");
  await picker.getByRole("button", { name: "Close", exact: true }).click();
  await expect(picker).toBeHidden();
  await expect(panel.getByRole("row").filter({ hasText: fein })).toContainText("cp575.pdf");

  // ---- delete the policy, after a confirmation that names it ----
  await admin.goto(firmUrl(FIRM, "/app/company-documents"));
  const again = admin.getByRole("table", { name: "Firm documents" }).getByRole("row").filter({ hasText: policy });
  await rowAction(admin, again, `Actions for ${policy}`, "Delete");
  const confirm = admin.getByRole("dialog", { name: "Delete this document?" });
  await expect(confirm).toContainText(`“${policy}” and its versions will no longer be listed.`);
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toBeHidden();
  await expect(again).toHaveCount(1);
  await rowAction(admin, again, `Actions for ${policy}`, "Delete");
  await admin.getByRole("dialog", { name: "Delete this document?" }).getByRole("button", { name: "Delete" }).click();
  await expectToast(admin, "Success");
  await expect(admin.getByRole("table", { name: "Firm documents" }).getByRole("row").filter({ hasText: policy })).toHaveCount(0);

  // Empty now, the folder is deleted; the focus goes to "All documents".
  await admin.getByRole("button", { name: `HR ${folder} (0)` }).click();
  await admin.getByRole("button", { name: "Delete folder" }).click();
  await admin.getByRole("dialog", { name: "Delete this folder?" }).getByRole("button", { name: "Delete folder" }).click();
  await expect(admin.getByText(`Folder “HR ${folder}” deleted`).first()).toBeVisible();
  await expect(admin.getByRole("button", { name: `HR ${folder} (0)` })).toHaveCount(0);
  await expect(admin.getByRole("button", { name: "All documents" })).toHaveAttribute("aria-pressed", "true");
  await expect(admin.getByRole("button", { name: "All documents" })).toBeFocused();

  // ---- a beneficiary has no standing documents ----
  const beneficiary = await signedInAs(browser, "beneficiary", {}, "/app/documents");
  await expect(beneficiary.getByText("You cannot see these documents")).toBeVisible();
});
