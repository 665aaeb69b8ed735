// E-signature through the JSON API on the built server (issue 13 section 3; the screens come next): the
// paralegal generates a PDF letter on demo case 2026-000002, makes an envelope for one signer with a
// signature box, sends it; the signer, with only the e-mailed link, consents and signs; the case's letter
// gets its signed version, which the server reports signed and intact. Proves the production bundle carries
// the signing libraries.
import { expect, test } from "./fixtures";
import { firmUrl, lastMailTo, signedInAs } from "./helpers";

type Answer<T> = { status: number; data: T; message?: string };

test("a letter e-signed through the API: envelope, e-mailed link, consent, signature, sealed version", async ({ browser }) => {
  const page = await signedInAs(browser, "paralegal");
  const api = async <T>(path: string, body: unknown): Promise<Answer<T>> =>
    page.evaluate(
      async ([p, b]) => {
        const r = await fetch(`/api/${p}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(b) });
        const j = await r.json();
        return { status: r.status, data: j.result?.data, message: j.message };
      },
      [path, body] as const,
    );
  await page.goto(firmUrl("demo", "/app/cases"));
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

  // The signer has only the link from the e-mail.
  const mail = await lastMailTo(signer);
  const token = /sign-document\?token=([A-Za-z0-9_-]+)/.exec(mail)?.[1];
  expect(token).toBeTruthy();
  // A browser without the firm's session, on the firm's host, calling with the link's token.
  const signerContext = await browser.newContext();
  const signerPage = await signerContext.newPage();
  await signerPage.goto(firmUrl("demo", "/app/login"));
  const call = async (path: string, body: unknown) =>
    signerPage.evaluate(
      async ([p, b, t]) => {
        const r = await fetch(`/api/esign/token/${p}`, { method: "POST", headers: { "content-type": "application/json", authorization: `Bearer ${t}` }, body: JSON.stringify(b) });
        return { status: r.status, body: await r.json() };
      },
      [path, body, token!] as const,
    );
  const details = await call("details", {});
  expect(details.status).toBe(200);
  const mine = details.body.result.data.fields as { id: string; kind: string }[];
  expect(mine.map((f) => f.kind).sort()).toEqual(["date", "signature"]);
  expect((await call("consent", { accept: true })).status).toBe(200);
  const signature = mine.find((f) => f.kind === "signature")!;
  const signed = await call("sign", { values: { [signature.id]: { type: "typed", text: "Dana Reyes" } } });
  expect(signed.status, JSON.stringify(signed.body)).toBe(200);
  // The link is used up.
  expect((await call("details", {})).status).toBe(410);
  await signerContext.close();

  // The envelope is complete and its sealed version verifies.
  const after = await api<{ status: string }>("esign/details", { id });
  expect(after.data.status).toBe("completed");
  const verified = await api<{ signed: boolean; intact: boolean; coversWholeFile: boolean }>("esign/verify", { id });
  expect(verified.data).toMatchObject({ signed: true, intact: true, coversWholeFile: true });
  await page.context().close();
});
