// The names of the demo firms (no imports: the browser journeys use it too, tests/e2e/firm.ts). Firm k = 1 is the
// one `npm start` seeds and prints; E2E_FIRMS=N seeds 2…N as well, one per Playwright worker (db/seed/demo.ts).

/** A demo firm and its "other" firm: slugs, e-mail domains and names. */
export type DemoFirm = { slug: string; domain: string; name: string; other: { slug: string; domain: string; name: string } };

export function demoFirm(k: number): DemoFirm {
  const n = k === 1 ? "" : String(k);
  return {
    slug: `demo${n}`,
    domain: `demo${n}.test`,
    name: `Demo${n} Immigration Law Group LLP`,
    other: { slug: `other${n}`, domain: `other${n}.test`, name: `Other${n} & Partners Immigration` },
  };
}
