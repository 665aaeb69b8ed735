// PAF requests and generation (issue 10 section 3): the client asks for the public access file of its
// certified LCA; the LCA manager sees the request due in one working day, cannot answer it before the PAF is
// built, builds it on PAF generation, answers it ready; the client downloads the PAF as built.
import { expect, test } from "./fixtures";
import { expectNoAxeViolations, expectToast, firmUrl, signedInAs } from "./helpers";
import { FIRM } from "./firm";

const LCA = `LCA-${new Date().getUTCFullYear()}-0001`;

test("a client's PAF request answered with the PAF as built", async ({ browser }) => {
  const client = await signedInAs(browser, "petitioner", {}, "/app/paf-requests");
  await expect(client.getByRole("heading", { name: "PAF requests", level: 1 })).toBeVisible();
  await expect(client.getByText("No PAF requests")).toBeVisible();
  await client.getByRole("button", { name: "New request" }).first().click();
  const dialog = client.getByRole("dialog", { name: "Request a public access file" });
  await dialog.getByRole("button", { name: "Send request" }).click();
  await expect(dialog.getByText(/LCA is required/)).toBeVisible();
  await dialog.getByLabel("LCA").selectOption({ label: `${LCA} · Acme Technologies Inc. · Senior Software Developer` });
  await expect(dialog.getByLabel("Requested by")).toHaveCount(0);
  await dialog.getByLabel("Note").fill("For the new hire's onboarding file");
  await expectNoAxeViolations(client, "PAF request dialog", { include: "[role=dialog]" });
  await dialog.getByRole("button", { name: "Send request" }).click();
  await expectToast(client, "Success");
  const mine = client.getByRole("row").filter({ hasText: LCA });
  await expect(mine.getByText("Requested", { exact: true })).toBeVisible();
  await expectNoAxeViolations(client, "PAF requests (client)");

  // The LCA manager: the request waits for a built PAF.
  const manager = await signedInAs(browser, "lcamanager", {}, "/app/paf-requests");
  const row = manager.getByRole("row").filter({ hasText: "For the new hire's onboarding file" });
  await expect(row.getByText("Not built")).toBeVisible();
  await row.getByRole("button", { name: `Actions for the request on ${LCA}` }).click();
  await manager.getByRole("menuitem", { name: "Take up" }).click();
  await expectToast(manager, "Success");
  await row.getByRole("button", { name: `Actions for the request on ${LCA}` }).click();
  await manager.getByRole("menuitem", { name: "Build the PAF first" }).click();
  await manager.waitForURL(/\/app\/paf-generation/);
  await expect(manager.getByRole("heading", { name: "PAF generation", level: 1 })).toBeVisible();
  await manager.getByLabel("Build", { exact: true }).selectOption({ label: "Not built" });
  await manager.getByRole("button", { name: `Build the PAF of ${LCA}` }).click();
  await expectToast(manager, "Success");
  await manager.getByRole("button", { name: "Clear filters" }).click();
  const built = manager.getByRole("row").filter({ hasText: LCA });
  await expect(built.getByText("Current")).toBeVisible();
  await expectNoAxeViolations(manager, "PAF generation");

  await manager.goto(firmUrl(FIRM, "/app/paf-requests"));
  await row.getByRole("button", { name: `Actions for the request on ${LCA}` }).click();
  await manager.getByRole("menuitem", { name: "Mark ready" }).click();
  await expectToast(manager, "Success");
  await expect(row.getByText("Ready", { exact: true })).toBeVisible();

  // The client downloads the PAF as built.
  await client.reload();
  await expect(mine.getByText("Ready", { exact: true })).toBeVisible();
  await mine.getByRole("button", { name: `Actions for the request on ${LCA}` }).click();
  const download = client.waitForEvent("download");
  await client.getByRole("menuitem", { name: "Download the PAF" }).click();
  expect((await download).suggestedFilename()).toMatch(new RegExp(`^PAF-${LCA}-\\d{4}-\\d{2}-\\d{2}\\.pdf$`));
});
