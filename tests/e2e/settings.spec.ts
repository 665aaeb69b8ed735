// Journeys of /app/basic-settings: the admin edits the firm profile; the zip code follows the country
// rule; the firm's document-sealing certificate is uploaded, shown and removed; the page title by role; a
// petitioner gets their company profile instead.
import { generateKeyPairSync, randomBytes } from "node:crypto";
import forge from "node-forge";
import { expect, test, type Page } from "./fixtures";
import { expectNoAxeViolations, expectToast, PORT, signInByApi } from "./helpers";
import { FIRM, DOMAIN, OTHER, OTHER_DOMAIN } from "./firm";

const CONSENT = [{ name: "cookie_consent", value: "accepted", domain: `${FIRM}.localhost`, path: "/" }];

async function openSettings(page: Page, email: string, path = "/app/basic-settings") {
  await page.context().addCookies(CONSENT);
  await signInByApi(page, email, path);
}

// One admin sign-in for the admin journeys (sign-ins are rate limited per address).
test.describe.configure({ mode: "serial" });
let admin: Page;
test.beforeAll(async ({ browser }) => {
  admin = await (await browser.newContext()).newPage();
  await openSettings(admin, `admin@${DOMAIN}`);
});
test.afterAll(async () => {
  await admin.context().close();
});

test("admin edits the firm profile and sees Success", async () => {
  const page = admin;
  await page.goto(`http://${FIRM}.localhost:${PORT}/app/basic-settings`);
  await expect(page.getByRole("heading", { level: 1, name: "Company Settings" })).toBeVisible();
  await expectNoAxeViolations(page, "company settings");
  const website = page.getByLabel("Website");
  await expect(website).not.toHaveValue("");
  const next = `https://demo-immigration-${Date.now()}.example`;
  await website.fill(next);
  // The permissions map is part of the same save.
  const cell = page.getByRole("checkbox", { name: "Task list for Attorney" });
  const wasChecked = await cell.isChecked();
  await cell.setChecked(!wasChecked);
  await page.getByRole("button", { name: "Save settings" }).click();
  await expectToast(page, "Success");

  await page.reload();
  await expect(page.getByLabel("Website")).toHaveValue(next);
  await expect(page.getByRole("checkbox", { name: "Task list for Attorney" })).toBeChecked({ checked: !wasChecked });
  // Leave the shared demo firm as it was.
  await page.getByRole("checkbox", { name: "Task list for Attorney" }).setChecked(wasChecked);
  await page.getByRole("button", { name: "Save settings" }).click();
  await expectToast(page, "Success");
});

test("the firm form reports the required fields and the zip code rule of the country", async () => {
  const page = admin;
  await page.goto(`http://${FIRM}.localhost:${PORT}/app/basic-settings`);
  await expect(page.getByLabel("Country")).toHaveValue("231");
  const zip = page.getByLabel("Zip code");
  await zip.fill("");
  await page.getByLabel("Admin name").fill("");
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByText("*Admin Name is required")).toBeVisible();
  await expect(page.getByText("*Zip Code is required")).toBeVisible();
  await zip.fill("1234");
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByText("Zip Code not valid")).toBeVisible();
});

/** A self-signed RSA certificate and key as a PKCS#12 (what lib/modules/esign/identity.ts makes, server-only there). */
function sealingP12(commonName: string, passphrase: string): Buffer {
  const pair = generateKeyPairSync("rsa", { modulusLength: 2048, publicKeyEncoding: { type: "spki", format: "pem" }, privateKeyEncoding: { type: "pkcs8", format: "pem" } });
  const key = forge.pki.privateKeyFromPem(pair.privateKey);
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(pair.publicKey);
  cert.serialNumber = `01${randomBytes(8).toString("hex")}`;
  cert.validity.notBefore = new Date(Date.now() - 60_000);
  cert.validity.notAfter = new Date(Date.now() + 30 * 86_400_000);
  const name = [
    { name: "commonName", value: commonName },
    { name: "organizationName", value: "Demo Immigration Law" },
  ];
  cert.setSubject(name);
  cert.setIssuer(name);
  cert.setExtensions([{ name: "keyUsage", digitalSignature: true, nonRepudiation: true, critical: true }]);
  cert.sign(key, forge.md.sha256.create());
  const p12 = forge.pkcs12.toPkcs12Asn1(key, [cert], passphrase, { algorithm: "aes256" });
  return Buffer.from(forge.asn1.toDer(p12).getBytes(), "binary");
}

test("admin uploads the firm's sealing certificate, sees its name, and removes it (back to the platform's)", async () => {
  const page = admin;
  await page.goto(`http://${FIRM}.localhost:${PORT}/app/basic-settings`);
  await expect(page.getByRole("heading", { name: "Document sealing certificate" })).toBeVisible();
  // A run stopped half-way may have left one: start from the platform's.
  const leftover = page.getByRole("button", { name: "Remove certificate" });
  await expect(page.getByRole("button", { name: /^(Upload|Replace) certificate$/ })).toBeVisible();
  if (await leftover.isVisible()) {
    await leftover.click();
    await page.getByRole("dialog").getByRole("button", { name: "Remove certificate" }).click();
  }
  await expect(page.getByText("Platform certificate (default)", { exact: true })).toBeVisible();

  const commonName = `Demo Immigration Law seal ${Date.now()}`;
  await page.getByRole("button", { name: "Upload certificate" }).click();
  const dialog = page.getByRole("dialog", { name: "Upload a sealing certificate" });
  const p12 = { name: "demo-seal.p12", mimeType: "application/x-pkcs12", buffer: sealingP12(commonName, "correct horse") };
  await dialog.getByLabel("Certificate file (.p12 or .pfx)").setInputFiles(p12);
  await dialog.getByLabel("Passphrase").fill("wrong horse");
  await dialog.getByRole("button", { name: "Check and save" }).click();
  await expect(dialog.getByText("This passphrase does not open the file")).toBeVisible();
  await dialog.getByLabel("Passphrase").fill("correct horse");
  await dialog.getByRole("button", { name: "Check and save" }).click();
  await expectToast(page, "Success");
  await expect(dialog).toBeHidden();
  await expect(page.getByText("Your firm's certificate", { exact: true })).toBeVisible();
  await expect(page.getByText(commonName)).toBeVisible();
  await expectNoAxeViolations(page, "settings with the firm's sealing certificate");

  await page.reload();
  await expect(page.getByText(commonName)).toBeVisible();
  await page.getByRole("button", { name: "Remove certificate" }).click();
  const confirm = page.getByRole("dialog", { name: "Remove your firm's certificate?" });
  await confirm.getByRole("button", { name: "Remove certificate" }).click();
  await expect(page.getByText("Platform certificate (default)", { exact: true })).toBeVisible();
  await expect(page.getByText(commonName)).toBeHidden();
});

test("the platform admin's page is titled Settings and /basic-configuration is the same screen", async ({ page }) => {
  await openSettings(page, `platform@${DOMAIN}`, "/app/basic-configuration");
  await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
  await expectNoAxeViolations(page, "settings");
  await expect(page.getByRole("heading", { name: "Firm details" })).toBeVisible();
});

test("a petitioner sees their company profile", async ({ page }) => {
  await openSettings(page, `petitioner@${DOMAIN}`);
  await expect(page.getByRole("heading", { name: "Company details" })).toBeVisible();
  await expect(page.getByLabel("Company name")).toHaveValue("Acme Technologies Inc.");
  await expect(page.getByLabel("FEIN")).toHaveValue("98-7654321");
});

test("a role without settings sees the not-allowed state", async ({ page }) => {
  await openSettings(page, `paralegal@${DOMAIN}`);
  await expect(page.getByText("You are not allowed to open the settings")).toBeVisible();
});

test("an admin whose firm profile is incomplete is held on the settings until it is completed", async ({ page }) => {
  // The second demo firm ("other"): its admin empties the phone, which makes the profile incomplete.
  const base = `http://${OTHER}.localhost:${PORT}`;
  await page.context().addCookies([{ name: "cookie_consent", value: "accepted", domain: `${OTHER}.localhost`, path: "/" }]);
  await signInByApi(page, `admin@${OTHER_DOMAIN}`, undefined, { slug: OTHER });
  const status = await page.evaluate(async () => {
    const res = await fetch("/api/tenant/update", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ phone: null }) });
    return res.status;
  });
  expect(status).toBe(200);

  await page.goto(`${base}/app/dashboard`);
  await expect(page).toHaveURL(/\/app\/basic-settings/);
  await expect(page.getByText("Complete your firm profile to continue")).toBeVisible();

  await page.getByLabel("Phone").fill("+1 312 555 0100");
  await page.getByLabel("FEIN").fill("987654321");
  await page.getByLabel("Address line 1").fill("200 W Madison St");
  await page.getByLabel("Country").selectOption({ label: "United States" });
  await page.getByLabel("Zip code").fill("60606");
  await page.getByRole("button", { name: "Save settings" }).click();
  await expectToast(page, "Success");
  await expect(page.getByText("Complete your firm profile to continue")).toBeHidden();
  await expect(page.getByLabel("FEIN")).toHaveValue("98-7654321");

  await page.goto(`${base}/app/dashboard`);
  await expect(page).toHaveURL(/\/app\/dashboard/);
});
