// E-signature, the staff's screens (issue 13): on demo case 2026-000002 the paralegal sends a PDF letter for
// e-signature from the Forms & Letters tab (the dialog: document, two signers), places the boxes on the
// prepare screen's drawn pages — a signature dragged and a date clicked with the mouse for the first signer, a
// signature placed and moved with the keyboard for the second — is refused while a signer has no signature box,
// saves (the saved fractions read back through esign/details), sends, and finds the envelope sent on the status
// page and on the tab; then voids another envelope with a reason.
import { expect, test } from "./fixtures";
import { browserApi, expectNoAxeViolations, firmUrl, selectTab, signedInAs } from "./helpers";
import { FIRM } from "./firm";

type Field = { signerId: string; kind: string; page: number; x: number; y: number; width: number; height: number; required: boolean };
type Details = { id: string; status: string; signers: { id: string; name: string; status: string }[]; fields: Field[]; events: { kind: string }[] };

const api = browserApi;

test("the paralegal sends a letter for e-signature: dialog, boxes by mouse and keyboard, save, send, status, void", async ({ browser }) => {
  // Tall enough for a whole drawn page: the mouse places boxes on what is on screen.
  const page = await signedInAs(browser, "paralegal", { viewport: { width: 1280, height: 1400 } }, "/app/cases");
  await page.getByRole("link", { name: "Open case 2026-000002" }).click();
  await expect(page.getByRole("heading", { name: "Case 2026-000002" })).toBeVisible();
  const petitionId = new URL(page.url()).pathname.split("/").pop()!;

  // A PDF letter on the case (the letters journey covers generating it on the screen).
  const templates = await api<{ id: string; name: string; language: string }[]>(page, "form-letter/list", { page: 1, perpage: 50 });
  const template = templates.data.find((t) => t.language === "en" && /engagement/i.test(t.name)) ?? templates.data[0];
  const letter = await api<{ documentId: string }>(page, "form-letter/generate", { petitionId, id: template.id, format: "pdf" });
  expect(letter.status, letter.message).toBe(200);

  await selectTab(page, "Forms & Letters");
  const section = page.getByRole("region", { name: "E-signatures" });
  await expect(section).toBeVisible();

  // The dialog: the letter, two signers (one added), the default order and expiry.
  await section.getByRole("button", { name: "Send for e-signature" }).click();
  const dialog = page.getByRole("dialog", { name: "Send for e-signature" });
  await expect(dialog.getByLabel("Document")).toBeEnabled();
  await expect(dialog.locator(`option[value="${letter.data.documentId}"]`)).toHaveCount(1);
  await dialog.getByLabel("Document").selectOption(letter.data.documentId);
  await dialog.getByLabel("Name of signer 1").fill("Dana Reyes");
  await dialog.getByLabel("E-mail of signer 1").fill(`dana-${Date.now()}@example.com`);
  await dialog.getByRole("button", { name: "Add a signer" }).click();
  await dialog.getByLabel("Name of signer 2").fill("Omar Haddad");
  await dialog.getByLabel("E-mail of signer 2").fill(`omar-${Date.now()}@example.com`);
  await expect(dialog.getByLabel("Links work for (days)")).toHaveValue("30");
  await dialog.getByRole("button", { name: "Continue to the boxes" }).click();

  await expect(page).toHaveURL(/\/app\/esign-prepare\/[0-9a-f-]{36}$/);
  const id = new URL(page.url()).pathname.split("/").pop()!;
  await expect(page.getByRole("heading", { level: 1, name: /^Prepare “.+” for signing$/ })).toBeVisible();
  const page1 = page.locator('[data-esign-page="1"]');
  await expect(page1).toBeVisible({ timeout: 20_000 });
  // The page is drawn (pdfjs in the browser, its worker loaded) once its column's width is known
  // (lib/modules/esign/ui/pdf-pages.tsx PdfPage): a canvas tells the DOM nothing when painted, so poll its size
  // (up to 20 s), then its pixels (up to the 10 s of expect).
  await expect.poll(() => page.locator("canvas").first().evaluate((c: HTMLCanvasElement) => c.width), { timeout: 20_000 }).toBeGreaterThan(100);
  await expect.poll(() => page.locator("canvas").first().evaluate((c: HTMLCanvasElement) => c.getContext("2d")!.getImageData(0, 0, c.width, c.height).data.some((v, i) => i % 4 !== 3 && v < 128))).toBe(true);
  await page1.scrollIntoViewIfNeeded();
  const box = (await page1.boundingBox())!;
  expect(box.y + box.height, "the whole page is on screen").toBeLessThanOrEqual(1400);
  const at = (fx: number, fy: number) => ({ x: box.x + fx * box.width, y: box.y + fy * box.height });

  // Mouse: Dana's signature dragged from (10%, 70%) to (45%, 76%), then a date clicked at (60%, 72%).
  const from = at(0.1, 0.7);
  const to = at(0.45, 0.76);
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps: 8 });
  await page.mouse.up();
  await page.getByRole("radio", { name: "Date" }).check();
  const click = at(0.6, 0.72);
  await page.mouse.click(click.x, click.y);
  await expect(page.getByRole("group", { name: /box of Dana Reyes/ })).toHaveCount(2);

  // Omar has no signature box yet: the server refuses, naming him.
  await page.getByRole("button", { name: "Save boxes" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Omar Haddad: Every signer needs at least one signature field" })).toBeVisible();

  // Keyboard: Omar, Signature, page 1, "Add box" focuses the new box; arrows move it; Delete removes a spare one.
  await page.getByRole("radio", { name: "Omar Haddad" }).check();
  await page.getByRole("radio", { name: "Signature" }).check();
  await page.getByRole("button", { name: "Add box" }).click();
  const omar = page.getByRole("group", { name: /^Signature box of Omar Haddad/ });
  await expect(omar).toBeFocused();
  for (let i = 0; i < 4; i++) await page.keyboard.press("ArrowRight");
  await page.keyboard.press("Shift+ArrowDown");
  await page.keyboard.press("Shift+ArrowDown");
  await page.getByRole("radio", { name: "Initials" }).check();
  await page.getByRole("button", { name: "Add box" }).click();
  const spare = page.getByRole("group", { name: /^Initials box of Omar Haddad/ });
  await expect(spare).toBeFocused();
  await page.keyboard.press("Delete");
  await expect(spare).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "3 boxes" })).toBeVisible();
  await expectNoAxeViolations(page, "prepare screen");

  await page.getByRole("button", { name: "Save boxes" }).click();
  await expect(page.getByText("Boxes saved.", { exact: true })).toBeVisible();

  // What was saved: three boxes on page 1, inside the page, where they were placed.
  const saved = await api<Details>(page, "esign/details", { id });
  expect(saved.status).toBe(200);
  const [dana, omarSigner] = saved.data.signers;
  expect(saved.data.fields).toHaveLength(3);
  for (const f of saved.data.fields) {
    expect(f.page).toBe(1);
    for (const n of [f.x, f.y, f.width, f.height]) expect(n).toBeGreaterThanOrEqual(0);
    expect(f.x + f.width).toBeLessThanOrEqual(1);
    expect(f.y + f.height).toBeLessThanOrEqual(1);
  }
  const sig = saved.data.fields.find((f) => f.signerId === dana.id && f.kind === "signature")!;
  expect(sig.x).toBeCloseTo(0.1, 1);
  expect(sig.y).toBeCloseTo(0.7, 1);
  expect(sig.width).toBeCloseTo(0.35, 1);
  expect(sig.height).toBeCloseTo(0.06, 1);
  const date = saved.data.fields.find((f) => f.signerId === dana.id && f.kind === "date")!;
  expect(date).toMatchObject({ width: 0.18, height: 0.03, required: true });
  expect(date.x).toBeCloseTo(0.6, 1);
  expect(date.y).toBeCloseTo(0.72, 1);
  // The keyboard's box: placed at (0.1, 0.1), four small steps right, two large ones down.
  const kb = saved.data.fields.find((f) => f.signerId === omarSigner.id)!;
  expect(kb.kind).toBe("signature");
  expect(kb.x).toBeCloseTo(0.12, 3);
  expect(kb.y).toBeCloseTo(0.2, 3);

  // Send (confirmed) → the status page.
  await page.getByRole("button", { name: "Send", exact: true }).click();
  const confirm = page.getByRole("dialog", { name: "Send for signature?" });
  await confirm.getByRole("button", { name: "Send", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/app/auth/sign-tpl-prepare-status\\?id=${id}$`));
  await expect(page.getByRole("heading", { level: 1, name: /^E-signature status: / })).toBeVisible();
  await expect(page.getByText("Sent", { exact: true }).first()).toBeVisible();
  await expect(page.getByRole("cell", { name: /Dana Reyes/ })).toBeVisible();
  await expect(page.getByText(/^Sent: Dana Reyes$/)).toBeVisible();
  await expect(page.getByRole("link", { name: "Prepare" })).toHaveCount(0);
  await expectNoAxeViolations(page, "e-signature status page");
  expect((await api<Details>(page, "esign/details", { id })).data.status).toBe("sent");

  // Back on the tab: the envelope is sent; a second one (a draft made through the API) is voided with a reason.
  const second = await api<Details>(page, "esign/create", { petitionId, documentId: letter.data.documentId, signers: [{ name: "Lee Park", email: `lee-${Date.now()}@example.com` }] });
  expect(second.status, second.message).toBe(200);
  await page.getByRole("link", { name: "Back to the case" }).click();
  await expect(page.getByRole("tab", { name: "Forms & Letters" })).toHaveAttribute("aria-selected", "true");
  const rows = page.getByRole("region", { name: "E-signatures" }).getByRole("row");
  const sentRow = rows.filter({ hasText: "Dana Reyes" });
  await expect(sentRow.getByText("Sent", { exact: true }).first()).toBeVisible();
  const draftRow = rows.filter({ hasText: "Lee Park" });
  await expect(draftRow.getByText("Draft", { exact: true })).toBeVisible();
  await expectNoAxeViolations(page, "forms & letters tab with e-signatures");
  await draftRow.getByRole("button", { name: /^Void / }).click();
  const voidDialog = page.getByRole("dialog", { name: /^Void “/ });
  const voidButton = voidDialog.getByRole("button", { name: "Void", exact: true });
  await expect(voidButton).toBeDisabled();
  await voidDialog.getByLabel("Reason").fill("Wrong signer");
  await voidButton.click();
  await expect(page.getByText("The envelope is voided.", { exact: true })).toBeVisible();
  await expect(draftRow.getByText("Voided", { exact: true })).toBeVisible();
  const voided = await api<Details & { events: { kind: string; details: { reason?: string } }[] }>(page, "esign/details", { id: second.data.id });
  expect(voided.data.status).toBe("voided");
  expect(voided.data.events.map((e) => e.kind)).toContain("voided");
  await page.context().close();

  // Signed out, the status page sends the visitor to the login with the way back.
  const anon = await browser.newContext();
  const visitor = await anon.newPage();
  await visitor.goto(firmUrl(FIRM, `/app/auth/sign-tpl-prepare-status?id=${id}`));
  await expect(visitor).toHaveURL((u) => u.pathname === "/app/login" && u.searchParams.get("next") === `/app/auth/sign-tpl-prepare-status?id=${id}`);
  await anon.close();
});
