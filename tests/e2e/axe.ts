// axe-core in a journey's page: injected once per document, run in the page itself. (@axe-core/playwright injected
// it twice per analysis and, by default, opened a blank page to merge the frames' results: ~2 s a call on these
// machines, a third of the journeys' time; the app's screens have no frames.)
import axe from "axe-core";
import type { Page } from "@playwright/test";

export type AxeViolation = { id: string; impact?: string | null; help: string; nodes: { target: unknown[] }[] };

/** axe's violations on the page as it is now; `include`: only that part (a CSS selector); `rules`: rules turned on or off. */
export async function axeViolations(page: Page, { include, rules }: { include?: string; rules?: Record<string, { enabled: boolean }> } = {}): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axe.source);
  return page.evaluate(
    async ({ include, rules }) => {
      const run = (window as unknown as { axe: typeof axe }).axe.run;
      // Only the violations' nodes are listed: the passes' would be serialised for nothing.
      const result = await run(include ? { include: [include] } : document, { resultTypes: ["violations"], ...(rules ? { rules } : {}) });
      return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => ({ target: n.target as unknown[] })) }));
    },
    { include, rules },
  );
}
