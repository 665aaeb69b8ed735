// A local fake of travel.state.gov's bulletin pages: it serves the recorded bulletins (./bulletins) at the
// site's own paths (/content/travel/en/legal/visa-law0/visa-bulletin/<FY>/visa-bulletin-for-<month>-<year>.html)
// for the months `published` names, answers 404 for any other page (a month not published yet), and, with
// `down`, 503 to everything. It records every path asked.
import { readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";

const DIR = join(process.cwd(), "tests/integration/greencard/bulletins");

export async function startBulletinSite() {
  const fake = { url: "", published: new Set<string>(), down: false, asked: [] as string[], server: null as Server | null };
  fake.server = createServer((req, res) => {
    const path = (req.url ?? "/").split("?")[0];
    fake.asked.push(path);
    if (fake.down) {
      res.writeHead(503, { "content-type": "text/html" }).end("<html><body>Service Unavailable</body></html>");
      return;
    }
    const m = /^\/content\/travel\/en\/legal\/visa-law0\/visa-bulletin\/\d{4}\/(visa-bulletin-for-[a-z]+-\d{4}\.html)$/.exec(path);
    if (!m || !fake.published.has(m[1])) {
      res.writeHead(404, { "content-type": "text/html" }).end("<html><body><h1>Page Not Found</h1></body></html>");
      return;
    }
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(readFileSync(join(DIR, m[1]), "utf8"));
  });
  await new Promise<void>((r) => fake.server!.listen(0, "127.0.0.1", r));
  fake.url = `http://127.0.0.1:${(fake.server.address() as AddressInfo).port}`;
  return Object.assign(fake, { stop: () => new Promise<void>((r) => fake.server!.close(() => r())) });
}
