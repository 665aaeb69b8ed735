// Journey of /app/workflow-config: the firm admin opens Workflow from the navigation, excludes a step,
// saves (with confirmation), sees Success and the change after a reload, then resets to the defaults.
import { expect, test } from "./fixtures";
import { expectNoAxeViolations, expectToast, PORT, signInByApi } from "./helpers";
import { FIRM, DOMAIN } from "./firm";

const CONSENT = [{ name: "cookie_consent", value: "accepted", domain: `${FIRM}.localhost`, path: "/" }];
const STEP = "Supervisor reviews signed forms";

// A common laptop screen: the table must fit the content area without cutting "Who is told" off.
test.use({ viewport: { width: 1366, height: 768 } });

test("admin excludes a workflow step, saves, sees it after a reload, and restores the defaults", async ({ page }) => {
  await page.context().addCookies(CONSENT);
  await signInByApi(page, `admin@${DOMAIN}`);

  await page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "Workflow" }).click();
  await page.waitForURL(`http://${FIRM}.localhost:${PORT}/app/workflow-config`);
  await expect(page.getByRole("heading", { level: 1, name: "Workflow" })).toBeVisible();
  const table = page.getByRole("table", { name: "Workflow steps in order" });
  await expect(table.getByRole("row")).toHaveCount(30); // header + 29 steps
  await expect(page.getByRole("checkbox", { name: "Include “Create case”" })).toBeDisabled();
  await expectNoAxeViolations(page, "workflow setup");
  // The table fits its area: nothing to scroll sideways, the last column ("Who is told") in full.
  const fits = await table.evaluate((el) => ({ table: el.scrollWidth, area: el.parentElement!.clientWidth }));
  expect(fits.table, "workflow table width").toBeLessThanOrEqual(fits.area);
  const lastHeader = await table.getByRole("columnheader").last().boundingBox();
  expect(lastHeader!.x + lastHeader!.width).toBeLessThanOrEqual(1366);
  // Save stays in reach at the end of the 29 rows (a footer stuck to the bottom of the screen).
  await table.getByRole("row").last().scrollIntoViewIfNeeded();
  await expect(page.getByRole("button", { name: "Save workflow" })).toBeInViewport();

  const include = page.getByRole("checkbox", { name: `Include “${STEP}”` });
  await expect(include).toBeChecked();
  await include.uncheck();
  await expect(page.getByText("Unsaved changes")).toBeVisible();
  await page.getByRole("button", { name: "Save workflow" }).click();
  await expect(page.getByRole("dialog", { name: "Save the workflow?" })).toBeVisible();
  await page.getByRole("dialog").getByRole("button", { name: "Save", exact: true }).click();
  await expectToast(page, "Success");
  await expect(page.getByText("Unsaved changes")).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole("checkbox", { name: `Include “${STEP}”` })).not.toBeChecked();

  // The role popover lists the roles that act on a step.
  await page.getByRole("button", { name: "Who acts on “Courier tracking”" }).click();
  await expect(page.getByRole("menuitemcheckbox", { name: "Front Office User" })).toHaveAttribute("aria-checked", "true");
  await page.keyboard.press("Escape");

  await page.getByRole("button", { name: "Reset to defaults" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Reset", exact: true }).click();
  await expect(page.getByRole("checkbox", { name: `Include “${STEP}”` })).toBeChecked();
  await page.getByRole("button", { name: "Save workflow" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Save", exact: true }).click();
  await expectToast(page, "Success");
  await page.reload();
  await expect(page.getByRole("checkbox", { name: `Include “${STEP}”` })).toBeChecked();
});

test("admin configures the RFE response workflow on its own tab: a step left out and back, the spine locked", async ({ page }) => {
  await page.context().addCookies(CONSENT);
  await signInByApi(page, `admin@${DOMAIN}`, "/app/workflow-config");

  const tabs = page.getByRole("tablist", { name: "Workflows" });
  await expect(tabs.getByRole("tab", { name: "Cases" })).toHaveAttribute("aria-selected", "true");
  // An unsaved change on the cases tab survives a visit to the other tab.
  await page.getByRole("checkbox", { name: `Include “${STEP}”` }).uncheck();
  await tabs.getByRole("tab", { name: "RFE responses" }).click();
  await page.waitForURL(/tab=rfe/);
  const table = page.getByRole("table", { name: "RFE response steps in order" });
  await expect(table.getByRole("row")).toHaveCount(10); // header + 9 steps
  await expect(page.getByRole("columnheader", { name: "Confirmation" })).toHaveCount(0);
  for (const step of ["RFE notice recorded", "Response filed with USCIS", "Response received by USCIS", "USCIS decision"]) {
    await expect(page.getByRole("checkbox", { name: `Include “${step}”` })).toBeDisabled();
  }
  await expectNoAxeViolations(page, "RFE workflow setup");

  const assign = page.getByRole("checkbox", { name: "Include “Assign the response attorney”" });
  await assign.uncheck();
  await page.getByRole("button", { name: "Save workflow" }).click();
  await expect(page.getByRole("dialog", { name: "Save the RFE workflow?" })).toBeVisible();
  await page.getByRole("dialog").getByRole("button", { name: "Save", exact: true }).click();
  await expectToast(page, "Success");

  await page.reload();
  await expect(page.getByRole("tab", { name: "RFE responses" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("checkbox", { name: "Include “Assign the response attorney”" })).not.toBeChecked();
  // The cases tab kept its saved configuration (the unsaved change went with the reload).
  await page.getByRole("tab", { name: "Cases" }).click();
  await expect(page.getByRole("checkbox", { name: `Include “${STEP}”` })).toBeChecked();

  // Back to the defaults, so the RFE journey meets the default list. Opened by its address and waited for,
  // so the reset meets the RFE list (a CI run once clicked while the tab switch was still settling).
  await page.goto(`http://${FIRM}.localhost:${PORT}/app/workflow-config?tab=rfe`);
  await expect(page.getByRole("tab", { name: "RFE responses" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("table", { name: "RFE response steps in order" })).toBeVisible();
  await page.getByRole("button", { name: "Reset to defaults" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Reset", exact: true }).click();
  await expect(page.getByRole("checkbox", { name: "Include “Assign the response attorney”" })).toBeChecked();
  await page.getByRole("button", { name: "Save workflow" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Save", exact: true }).click();
  await expectToast(page, "Success");
});

test("admin configures the PERM workflow on its own tab: the attorney's review left out and back, the spine locked", async ({ page }) => {
  await page.context().addCookies(CONSENT);
  await signInByApi(page, `admin@${DOMAIN}`, "/app/workflow-config?tab=perm");
  await expect(page.getByRole("tab", { name: "PERM" })).toHaveAttribute("aria-selected", "true");
  const table = page.getByRole("table", { name: "PERM steps in order" });
  await expect(table.getByRole("row")).toHaveCount(7); // header + 6 steps
  // Neither "confirmation" nor "may be skipped on a case" applies to a PERM record's steps.
  await expect(table.getByRole("columnheader", { name: "Confirmation" })).toHaveCount(0);
  await expect(table.getByRole("columnheader", { name: "Optional" })).toHaveCount(0);
  for (const step of ["ETA-9089 draft created", "PERM application filed with the DOL", "DOL decision", "Audit or supervised recruitment answered"]) {
    await expect(page.getByRole("checkbox", { name: `Include “${step}”` })).toBeDisabled();
  }
  await expectNoAxeViolations(page, "PERM workflow setup");

  const review = page.getByRole("checkbox", { name: "Include “ETA-9089 draft approved”" });
  await review.uncheck();
  await page.getByRole("button", { name: "Save workflow" }).click();
  await expect(page.getByRole("dialog", { name: "Save the PERM workflow?" })).toBeVisible();
  await page.getByRole("dialog").getByRole("button", { name: "Save", exact: true }).click();
  await expectToast(page, "Success");
  await page.reload();
  await expect(page.getByRole("checkbox", { name: "Include “ETA-9089 draft approved”" })).not.toBeChecked();

  // The green card's list has its own tab, with the work permit and travel document the only steps left out at will.
  await page.getByRole("tablist", { name: "Workflows" }).getByRole("tab", { name: "Green cards" }).click();
  await page.waitForURL(/tab=greencard/);
  const gcTable = page.getByRole("table", { name: "Green-card steps in order" });
  await expect(gcTable.getByRole("row")).toHaveCount(7); // header + 6 steps
  await expect(page.getByRole("checkbox", { name: "Include “I-485 decision”" })).toBeDisabled();
  await expect(page.getByRole("checkbox", { name: "Include “Travel document (I-131)”" })).toBeEnabled();
  await expectNoAxeViolations(page, "Green-card workflow setup");
  await page.getByRole("tablist", { name: "Workflows" }).getByRole("tab", { name: "PERM" }).click();
  // The PERM panel is back (the green card's, with its own reset button, is gone) before its reset is used.
  await page.waitForURL(/tab=perm/);
  await expect(page.getByRole("table", { name: "PERM steps in order" })).toBeVisible();

  // Back to the defaults, so the PERM journey meets the default list.
  await page.getByRole("tabpanel").getByRole("button", { name: "Reset to defaults" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Reset", exact: true }).click();
  await expect(page.getByRole("checkbox", { name: "Include “ETA-9089 draft approved”" })).toBeChecked();
  await page.getByRole("button", { name: "Save workflow" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Save", exact: true }).click();
  await expectToast(page, "Success");
});
