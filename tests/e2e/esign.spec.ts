// E-signature (issue 13 section 3): the paralegal generates a PDF letter on demo case 2026-000002 and, through
// the JSON API (the prepare screen comes next), makes an envelope for one signer with a signature and a date
// box and sends it; the signer opens the e-mailed link without an account, consents, types the signature and
// signs on the signing page; the case's letter gets its signed version, which the server reports signed and
// intact (the production bundle carries the signing libraries).
import { expect, test } from "./fixtures";
import { browserApi, expectNoAxeViolations, firmUrl, lastMailTo, signedInAs } from "./helpers";
import { FIRM } from "./firm";

test("a letter e-signed: envelope, e-mailed link, the signing page (consent, typed signature), sealed version", async ({ browser }) => {
  const page = await signedInAs(browser, "paralegal");
  const api = <T>(path: string, body: unknown) => browserApi<T>(page, path, body);
  await page.goto(firmUrl(FIRM, "/app/cases"));
  await page.getByRole("link", { name: "Open case 2026-000002" }).click();
  await expect(page.getByRole("heading", { name: "Case 2026-000002" })).toBeVisible();
  const petitionId = new URL(page.url()).pathname.split("/").pop()!;

  const templates = await api<{ id: string; name: string; language: string }[]>("form-letter/list", { page: 1, perpage: 50 });
  expect(templates.status).toBe(200);
  const engagement = templates.data.find((t) => t.language === "en" && /engagement/i.test(t.name)) ?? templates.data[0];
  const letter = await api<{ documentId: string }>("form-letter/generate", { petitionId, id: engagement.id, format: "pdf" });
  expect(letter.status, letter.message).toBe(200);

  const signer = `esign-${Date.now()}@example.com`;
  const created = await api<{ id: string; signers: { id: string }[] }>("esign/create", { petitionId, documentId: letter.data.documentId, signers: [{ name: "Dana Reyes", email: signer }], order: "parallel" });
  expect(created.status, created.message).toBe(200);
  const id = created.data.id;
  const fields = await api("esign/save-fields", { id, fields: [{ signerIndex: 0, kind: "signature", page: 1, x: 0.1, y: 0.8, width: 0.35, height: 0.06 }, { signerIndex: 0, kind: "date", page: 1, x: 0.55, y: 0.8, width: 0.2, height: 0.04 }] });
  expect(fields.status, fields.message).toBe(200);
  expect((await api("esign/send", { id })).status).toBe(200);

  // The signer has only the link from the e-mail: a browser without the firm's session opens it.
  const mail = await lastMailTo(signer);
  const link = /(http:\/\/[a-z0-9]+\.localhost:\d+\/app\/auth\/sign-document\?token=[A-Za-z0-9_-]+)/.exec(mail)?.[1];
  expect(link).toBeTruthy();
  const signerContext = await browser.newContext();
  await signerContext.addCookies([{ name: "cookie_consent", value: "accepted", url: firmUrl(FIRM, "/") }]);
  const s = await signerContext.newPage();
  await s.goto(link!);
  await expect(s.getByRole("heading", { level: 1, name: "Sign a document" })).toBeVisible();
  await expect(s.getByText(/asks you, Dana Reyes, to sign/)).toBeVisible();
  // Nothing to sign before the consent to sign electronically.
  await expect(s.getByRole("button", { name: "Sign the document" })).toHaveCount(0);
  await expectNoAxeViolations(s, "signing page: consent");
  await s.getByLabel("I have read this and agree to sign electronically").check();
  await s.getByRole("button", { name: "Continue" }).click();
  const signButton = s.getByRole("button", { name: "Sign the document" });
  await expect(signButton).toBeDisabled();
  await expect(s.getByText("The date boxes are filled with today's date when you sign.")).toBeVisible();
  await s.getByLabel("Signature 1 (page 1): type your full name").fill("Dana Reyes");
  await expectNoAxeViolations(s, "signing page: boxes");
  await signButton.click();
  // The only signer's signature completed the envelope: the page says the document is fully signed.
  await expect(s.getByRole("heading", { name: "Document fully signed" })).toBeVisible();
  await expect(s).toHaveURL(/\/app\/auth\/on-esign-url-complete\?document=/);
  // The link is used up.
  await s.goto(link!);
  await expect(s.getByText("This document is already signed with this link. Thank you.")).toBeVisible();
  await signerContext.close();

  // The envelope is complete and its sealed version verifies.
  const after = await api<{ status: string }>("esign/details", { id });
  expect(after.data.status).toBe("completed");
  const verified = await api<{ signed: boolean; intact: boolean; coversWholeFile: boolean }>("esign/verify", { id });
  expect(verified.data).toMatchObject({ signed: true, intact: true, coversWholeFile: true });
  await page.context().close();
});
