// axe-core in a journey's page: injected once per document, run in the page itself. (@axe-core/playwright injected
// it twice per analysis and, by default, opened a blank page to merge the frames' results: ~2 s a call on these
// machines, a third of the journeys' time; the app's screens have no frames.)
import axe from "axe-core";
import type { Page } from "@playwright/test";

export type AxeViolation = { id: string; impact?: string | null; help: string; nodes: { target: unknown[] }[] };

/**
 * axe's violations on the page as it is now (its default rules: WCAG 2.x A/AA and best practices; since axe-core 4.14
 * they include label-content-name-mismatch, a control's name holding the text it shows); `include`: only that part.
 */
export async function axeViolations(page: Page, { include }: { include?: string } = {}): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axe.source);
  return page.evaluate(
    async ({ include }) => {
      const { axe: inPage } = window as unknown as { axe: typeof axe };
      // Only the violations' nodes are listed: the passes' would be serialised for nothing.
      const result = await inPage.run(include ? { include: [include] } : document, { resultTypes: ["violations"] });
      return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => ({ target: n.target as unknown[] })) }));
    },
    { include },
  );
}
