// The USCIS Case Status API (issue 11 section 4): the firm admin finds the check off in Settings, enters
// the API credentials (here: a local fake of USCIS's documented endpoints, started by this test), then
// asks for demo case 2026-000004's status from its Tracking tab and reads what USCIS answered.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { expect, test } from "./fixtures";
import { expectNoAxeViolations, expectToast, firmUrl, pdf, selectTab, signedInAs } from "./helpers";
import { FIRM } from "./firm";

let server: Server;
let baseUrl = "";

test.beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = "";
    req.on("data", (c) => (raw += c));
    req.on("end", () => {
      res.setHeader("content-type", "application/json");
      if (req.method === "POST" && req.url === "/oauth/accesstoken") {
        const form = new URLSearchParams(raw);
        const ok = form.get("client_id") === "demo-firm" && form.get("client_secret") === "demo-secret";
        res.statusCode = ok ? 200 : 401;
        return res.end(JSON.stringify(ok ? { access_token: "e2e-token", expires_in: 1799 } : { error: "invalid_client" }));
      }
      if (req.url === "/case-status/LIN2690123456" && req.headers.authorization === "Bearer e2e-token") {
        return res.end(JSON.stringify({ case_status: { receiptNumber: "LIN2690123456", formType: "I-140", submittedDate: "2026-11-01", current_case_status_text_en: "Case Was Received", current_case_status_desc_en: "We received your Form I-140.", hist_case_status: null } }));
      }
      if (req.url === "/case-status/EAC2590012345" && req.headers.authorization === "Bearer e2e-token") {
        return res.end(
          JSON.stringify({
            case_status: {
              receiptNumber: "EAC2590012345",
              formType: "I-129",
              submittedDate: "2025-10-01",
              current_case_status_text_en: "Case Is Being Actively Reviewed By USCIS",
              current_case_status_desc_en: "We are actively reviewing your Form I-129.",
              hist_case_status: [{ date: "2025-10-01", completed_text_en: "Case Was Received" }],
            },
          }),
        );
      }
      res.statusCode = 404;
      res.end(JSON.stringify({ message: "Case not found" }));
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
test.afterAll(() => new Promise<void>((r) => server.close(() => r())));

test("the firm turns the USCIS status check on and checks a case", async ({ browser }) => {
  const page = await signedInAs(browser, "admin", {}, "/app/basic-configuration");
  // The card: the heading sits in its header row.
  const card = page.getByRole("heading", { name: "USCIS case status", level: 2 }).locator("xpath=../..");
  await expect(card.getByText("Off", { exact: true })).toBeVisible();
  await card.getByRole("button", { name: "Enter credentials" }).click();
  const dialog = page.getByRole("dialog", { name: "The firm's credentials" });
  await dialog.getByLabel("Base URL").fill("ftp://uscis.example");
  await dialog.getByLabel("Client ID").fill("demo-firm");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog.getByText("Base URL must be an https address, e.g. https://api-int.uscis.gov")).toBeVisible();
  await dialog.getByLabel("Base URL").fill(baseUrl);
  await dialog.getByLabel("Client secret").fill("demo-secret");
  await expectNoAxeViolations(page, "USCIS credentials dialog", { include: "[role=dialog]" });
  await dialog.getByRole("button", { name: "Save" }).click();
  await expectToast(page, "Success");
  await expect(card.getByText("On: the firm's credentials")).toBeVisible();
  await expect(card.getByText("demo-firm")).toBeVisible();
  await expect(page.getByText("demo-secret")).toHaveCount(0);

  await page.goto(firmUrl(FIRM, "/app/cases"));
  await page.getByRole("link", { name: "Open case 2026-000004" }).click();
  await expect(page.getByRole("heading", { name: "Case 2026-000004" })).toBeVisible();
  await selectTab(page, "Tracking");
  await expect(page.getByText("Not checked yet", { exact: false })).toBeVisible();
  await page.getByRole("button", { name: "Check now" }).click();
  await expectToast(page, "Success");
  await expect(page.getByText("Case Is Being Actively Reviewed By USCIS")).toBeVisible();
  await expect(page.getByText("We are actively reviewing your Form I-129.")).toBeVisible();
  await expect(page.getByRole("list", { name: "What USCIS has done" })).toContainText("Case Was Received");
  await expectNoAxeViolations(page, "Tracking tab with the USCIS status");

  // The receipt notice read from its PDF, set against the case's receipt number.
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const sheet = doc.addPage([612, 792]);
  ["I-797C, Notice of Action", "Receipt Number", "EAC2590012345", "Case Type", "I129", "Received Date", "10/01/2025", "Notice Date", "10/06/2025", "Beneficiary", "SHARMA, ARJUN", "Notice Type: Receipt Notice"].forEach((line, i) =>
    sheet.drawText(line, { x: 50, y: 740 - i * 18, size: 10, font }),
  );
  const chooser = page.waitForEvent("filechooser");
  await page.getByRole("button", { name: "Read a USCIS notice (PDF)" }).click();
  await (await chooser).setFiles({ name: "receipt-notice.pdf", mimeType: "application/pdf", buffer: Buffer.from(await doc.save()) });
  const notice = page.getByRole("dialog", { name: "What the notice says" });
  await expect(notice.getByText("Same receipt number as the case")).toBeVisible();
  await expect(notice.getByText("Receipt notice")).toBeVisible();
  await expect(notice.getByText("SHARMA, ARJUN")).toBeVisible();
  await expect(notice.getByText("10/06/2025")).toBeVisible();
  // The case has this receipt already: nothing to enter.
  await expect(notice.getByText("This notice changes nothing on the case.")).toBeVisible();
  await expect(notice.getByRole("button", { name: "Enter on the case" })).toHaveCount(0);
  await expectNoAxeViolations(page, "notice read", { include: "[role=dialog]" });
  await notice.getByRole("button", { name: "Close" }).first().click();

  // The approval notice of the same receipt is entered on the case once checked against the paper
  // (USCIS's answer goes with the filed packet: its scanned copy first).
  await selectTab(page, "Scanned Copies");
  const packet = page.waitForEvent("filechooser");
  await page.getByRole("button", { name: "Upload scanned copy" }).click();
  await (await packet).setFiles(pdf("filed-packet.pdf"));
  await expect(page.getByRole("row").filter({ hasText: "filed-packet.pdf" }).first()).toBeVisible();
  await selectTab(page, "Tracking");
  const approval = await PDFDocument.create();
  const approvalFont = await approval.embedFont(StandardFonts.Helvetica);
  const approvalPage = approval.addPage([612, 792]);
  ["I-797A, Notice of Action", "Receipt Number", "EAC2590012345", "Case Type", "I129", "Notice Date", "11/02/2026", "Beneficiary", "SHARMA, ARJUN", "Notice Type: Approval Notice", "Valid from 12/01/2026 to 11/30/2029"].forEach((line, i) =>
    approvalPage.drawText(line, { x: 50, y: 740 - i * 18, size: 10, font: approvalFont }),
  );
  const approvalChooser = page.waitForEvent("filechooser");
  await page.getByRole("button", { name: "Read a USCIS notice (PDF)" }).click();
  await (await approvalChooser).setFiles({ name: "approval-notice.pdf", mimeType: "application/pdf", buffer: Buffer.from(await approval.save()) });
  await expect(notice.getByText("Approval notice")).toBeVisible();
  await expect(notice.getByText("USCIS’s answer, approved, of 11/02/2026 will be recorded with approval-notice.pdf as the notice.")).toBeVisible();
  const enter = notice.getByRole("button", { name: "Enter on the case" });
  await expect(enter).toBeDisabled();
  await notice.getByLabel("I checked these details against the notice").check();
  await enter.click();
  await expectToast(page, "Success");
  await expect(notice).toBeHidden();
  await expect(page.getByText("Case Approved").first()).toBeVisible();

  // A green card's I-140, filed with its own receipt number, is followed on the case's Tracking tab too.
  await page.goto(firmUrl(FIRM, "/app/cases"));
  await page.getByRole("link", { name: "Open case 2026-000003" }).click();
  await expect(page.getByRole("heading", { name: "Case 2026-000003" })).toBeVisible();
  const gcId = new URL(page.url()).pathname.split("/").pop();
  const saved = await page.evaluate(async (id) => {
    const r = await fetch("/api/gc-petition/update-stage", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ id, stage: "i140", receiptNumber: "LIN2690123456", receiptDate: "11/02/2026", status: "filed" }) });
    return r.status;
  }, gcId);
  expect(saved).toBe(200);
  await page.reload();
  await selectTab(page, "Tracking");
  const stages = page.getByRole("list", { name: "Green-card stages at USCIS" });
  await expect(stages.getByText("I-140 · LIN2690123456")).toBeVisible();
  await stages.getByRole("button", { name: "Check now: I-140" }).click();
  await expectToast(page, "Success");
  await expect(stages.getByText(/^Case Was Received/)).toBeVisible();
  await expectNoAxeViolations(page, "Tracking tab with a green-card stage");
});
