// Cloud drives connected (issue 15 section 5), on a second server of the same build whose drive settings
// point at the local fake of the providers (tests/integration/drives/fake.ts: consent pages that answer at
// once, token endpoints checking PKCE, the file APIs), with a database and mail of its own; the main
// journeys' server stays "not set up". The firm admin connects Google Drive through the fake's consent page
// (the provider comes back to the bare domain's /app/google-drive-check, which passes it on to the firm),
// browses into a folder and back, pages through a long folder, imports a PDF into a case and finds it among
// the case's scanned copies; then disconnects after a confirmation. Axe on the connected page.
import { expect, test, type Page } from "./fixtures";
import { startSecondServer, type SecondServer } from "./second-server";
import { expectNoAxeViolations, pageApi, PORT, selectTab } from "./helpers";
import { createFake, fakeEnv, startFake, type Fake } from "../integration/drives/fake";

test.describe.configure({ mode: "serial" });

const DRIVES_PORT = Number(process.env.E2E_DRIVES_PORT || PORT + 50);
const at = (p: string) => `http://demo.localhost:${DRIVES_PORT}${p}`;
let second: SecondServer | undefined;
let fake: Fake;
let admin: Page;

test.beforeAll(async ({ browser }) => {
  test.setTimeout(240_000);
  fake = createFake();
  await startFake(fake);
  second = await startSecondServer(browser, {
    port: DRIVES_PORT,
    name: "drives",
    env: fakeEnv(fake, `http://localhost:${DRIVES_PORT}/app/google-drive-check`),
  });
  admin = second.admin;
});

test.afterAll(async () => {
  await second?.stop();
  await new Promise((r) => fake?.server?.close(r));
});

test("the admin connects Google Drive through the consent page, browses it and imports a PDF into a case", async () => {
  await admin.goto(at("/app/google-drive"));
  await expect(admin.getByRole("heading", { level: 1, name: "Google Drive" })).toBeVisible();
  await expect(admin.getByRole("heading", { name: "Google Drive is not set up on this server yet" })).toHaveCount(0);
  await admin.getByRole("button", { name: "Connect Google Drive" }).click();
  // The fake's consent page sends the browser to the redirect URI on the bare domain, which passes it on to the firm.
  await admin.waitForURL(/demo\.localhost:\d+\/app\/google-drive-check\?/);
  await expect(admin.getByRole("status").filter({ hasText: "Google Drive is connected (drive@firm.example)." })).toBeVisible();
  await admin.getByRole("link", { name: "Back to Google Drive" }).click();

  await expect(admin.getByRole("heading", { name: "Google Drive is connected" })).toBeVisible();
  await expect(admin.getByText("drive@firm.example")).toBeVisible();
  const files = admin.getByRole("list", { name: "Contents of My drive" });
  await expect(files.getByRole("checkbox", { name: /passport\.pdf/ })).toBeVisible();
  await expectNoAxeViolations(admin, "Google Drive (connected)");

  // Into a folder and back through the breadcrumb.
  await files.getByRole("button", { name: "Open folder Clients" }).click();
  await expect(admin.getByRole("list", { name: "Contents of Clients" }).getByRole("checkbox", { name: /i94\.pdf/ })).toBeVisible();
  await admin.getByRole("navigation", { name: "Folder path" }).getByRole("button", { name: "My drive" }).click();
  // A long folder: 50, then the rest with "Load more".
  await files.getByRole("button", { name: "Open folder Archive" }).click();
  const archive = admin.getByRole("list", { name: "Contents of Archive" });
  await expect(archive.getByRole("checkbox")).toHaveCount(50);
  await admin.getByRole("button", { name: "Load more" }).click();
  await expect(archive.getByRole("checkbox")).toHaveCount(60);
  await expect(admin.getByRole("button", { name: "Load more" })).toHaveCount(0);
  await admin.getByRole("navigation", { name: "Folder path" }).getByRole("button", { name: "My drive" }).click();

  // A file that is not a PDF inside is refused with the upload rule; then the real PDF goes into a case.
  await files.getByRole("checkbox", { name: /fake\.pdf/ }).check();
  // The case picker searches the cases the admin reaches (this server's own seeded H-1B case).
  await admin.getByRole("searchbox", { name: "Search cases" }).fill("Wei Zhang");
  const caseSelect = admin.getByRole("combobox", { name: "Case" });
  const option = caseSelect.locator("option", { hasText: "Wei Zhang" }).first();
  await expect(option).toBeAttached();
  const label = (await option.textContent())!;
  await caseSelect.selectOption({ label });
  await admin.getByRole("button", { name: "Import", exact: true }).click();
  await expect(admin.getByRole("alert").filter({ hasText: "Only images (PNG, JPEG), PDF and Word documents can be uploaded" })).toBeVisible();
  await files.getByRole("checkbox", { name: /fake\.pdf/ }).uncheck();
  await files.getByRole("checkbox", { name: /passport\.pdf/ }).check();
  await expect(admin.getByText("1 file chosen: passport.pdf")).toBeVisible();
  await admin.getByRole("button", { name: "Import", exact: true }).click();
  await expect(admin.getByRole("status").filter({ hasText: `1 file imported into ${label} as scanned copies.` })).toBeVisible();
  const href = (await admin.getByRole("link", { name: "Open the case" }).getAttribute("href"))!;
  const petitionId = href.split("/").pop()!;
  // Among the case's documents (the documents tab's own call), as a scanned copy.
  const docs = await pageApi<{ fileName?: string; name?: string; files?: { name: string }[] }[]>(admin, "documents/list", { petitionId, category: "scanned_copy" });
  expect(JSON.stringify(docs)).toContain("passport.pdf");
  await admin.getByRole("link", { name: "Open the case" }).click();
  await expect(admin).toHaveURL(new RegExp(`/app/petition-details/${petitionId}$`));
  await selectTab(admin, "Scanned Copies");
  await expect(admin.getByRole("tabpanel").getByText("passport.pdf").first()).toBeVisible();
});

test("the admin disconnects Google Drive after a confirmation", async () => {
  await admin.goto(at("/app/google-drive"));
  await admin.getByRole("button", { name: "Disconnect" }).click();
  const dialog = admin.getByRole("alertdialog").or(admin.getByRole("dialog"));
  await expect(dialog).toContainText("Documents already imported stay in their cases.");
  await dialog.getByRole("button", { name: "Disconnect" }).click();
  await expect(admin.getByText("Google Drive disconnected").first()).toBeVisible();
  await expect(admin.getByRole("button", { name: "Connect Google Drive" })).toBeVisible();
});
