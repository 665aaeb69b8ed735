// Issue 8 §4 (Spanish, dates, numbers): on Spanish pages statuses, case types, role names, countries
// and history lines are Spanish; phones, addresses and avatar initials come from one formatter each.
import { expect, test, type Page } from "./fixtures";
import { firmUrl, selectTab, signInByApi } from "./helpers";
import { FIRM, DOMAIN } from "./firm";

/** Sign in (the journeys' English form), then read the app in `locale`. */
async function signedIn(page: Page, email: string, locale: "en" | "es") {
  await page.context().addCookies([{ name: "cookie_consent", value: "accepted", url: firmUrl(FIRM, "/") }]);
  await signInByApi(page, email);
  await page.context().addCookies([{ name: "NEXT_LOCALE", value: locale, url: firmUrl(FIRM, "/") }]);
}

test("a Spanish page of a case has no English statuses, types, roles or history lines", async ({ page }) => {
  await signedIn(page, `admin@${DOMAIN}`, "en");
  await page.goto(firmUrl(FIRM, "/app/cases"));
  await page.getByRole("link", { name: "Open case 2026-000002" }).click();
  await expect(page.getByRole("heading", { name: "Case 2026-000002" })).toBeVisible();
  const caseUrl = page.url();

  await page.context().addCookies([{ name: "NEXT_LOCALE", value: "es", url: firmUrl(FIRM, "/") }]);
  await page.goto(caseUrl);
  await expect(page.getByRole("heading", { name: "Caso 2026-000002" })).toBeVisible();
  // Top bar: the role in Spanish, the same initials as the profile page.
  await expect(page.getByRole("banner")).toContainText("Administrador");
  const main = page.getByRole("main");
  await expect(main).toContainText("Extensión H-1B");
  await expect(main).not.toContainText("H-1B Extension");

  await selectTab(page, "Historial");
  const history = page.getByRole("tabpanel");
  await expect(history).toContainText("Caso creado");
  await expect(history).toContainText(": completado");
  await expect(history).not.toContainText(/ completed\b|Case created/);
  // Dates of the history in Spanish: day, Spanish month, 24-hour clock.
  await expect(history).toContainText(/\d{2} (ene|feb|mar|abr|may|jun|jul|ago|sep|oct|nov|dic) \d{4}, \d{2}:\d{2}/);

  await page.goto(firmUrl(FIRM, "/app/cases"));
  await expect(page.getByRole("main")).not.toContainText(/Case Started|Paralegal Review|Attorney Review|In Process/);
});

test("one formatter each: phone, address with its state, the same initials everywhere", async ({ page }) => {
  await signedIn(page, `admin@${DOMAIN}`, "en");
  await page.goto(firmUrl(FIRM, "/app/employers"));
  await page.getByRole("link", { name: "Acme Technologies Inc." }).first().click();
  const main = page.getByRole("main");
  await expect(main).toContainText("+1 (415) 555-0100");
  await expect(main).not.toContainText("+1 4155550100");
  await expect(main.locator("address")).toContainText("500 Howard Street");
  await expect(main.locator("address")).toContainText("California 94105");
  await expect(main.locator("address")).toContainText("United States");

  // In Spanish the country is Spanish.
  await page.context().addCookies([{ name: "NEXT_LOCALE", value: "es", url: firmUrl(FIRM, "/") }]);
  await page.reload();
  await expect(page.getByRole("main").locator("address")).toContainText("Estados Unidos");

  // The avatar in the top bar and on the profile page show the same initials ("Dana Admin" → DA).
  const topBar = page.getByRole("banner");
  await expect(topBar.getByText("DA", { exact: true })).toBeVisible();
  await page.goto(firmUrl(FIRM, "/app/profile"));
  await expect(page.getByRole("main").getByText("DA", { exact: true })).toBeVisible();
});

// Issue 33 §2: the validation and server messages too. The forms' own checks (the zod contracts' English
// texts) and the server's answers (key + parameters) are shown in the reader's language.
test("after switching to Español, login and Add employee show their validation errors in Spanish", async ({ page }) => {
  await page.context().addCookies([{ name: "cookie_consent", value: "accepted", url: firmUrl(FIRM, "/") }]);
  await page.goto(firmUrl(FIRM, "/app/login"));
  await page.getByRole("combobox", { name: "Language" }).selectOption("es");
  await expect(page.getByRole("heading", { name: "Iniciar sesión" })).toBeVisible();

  // Nothing filled in: the form's own check, in Spanish.
  const form = page.getByRole("form", { name: "Iniciar sesión" });
  await form.getByRole("button", { name: "Iniciar sesión" }).click();
  await expect(form.getByText("*El campo Contraseña es obligatorio")).toBeVisible();
  await expect(form).not.toContainText(/is required|Please enter a valid email/);

  // A wrong password: the server's message, rendered from its key.
  await form.getByLabel("Correo electrónico").fill(`admin@${DOMAIN}`);
  await form.getByLabel("Contraseña").fill("Wrong-Pass1!");
  await form.getByRole("button", { name: "Iniciar sesión" }).click();
  await expect(form.getByRole("alert").filter({ hasText: "Correo electrónico o contraseña no válidos" })).toBeVisible();
  await expect(form).not.toContainText("Invalid email or password");

  // Add employee with nothing filled in.
  await signedIn(page, `admin@${DOMAIN}`, "es");
  await page.goto(firmUrl(FIRM, "/app/employees"));
  await page.getByRole("button", { name: "Agregar empleado" }).first().click();
  const add = page.getByRole("dialog", { name: "Agregar empleado" });
  await add.getByRole("button", { name: "Agregar empleado" }).click();
  await expect(add.getByText("*El campo Nombre es obligatorio")).toBeVisible();
  await expect(add.getByText("*El campo Apellido es obligatorio")).toBeVisible();
  await expect(add).not.toContainText(/is required|not valid/);
  // The date fields' format placeholder too.
  await expect(add.getByPlaceholder("MM/DD/AAAA").first()).toBeVisible();
  await expect(add.getByPlaceholder("MM/DD/YYYY")).toHaveCount(0);
});
