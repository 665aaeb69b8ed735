// The event trail is append-only: no code of the module (nor anywhere in lib/ or app/) updates or deletes
// esign_events rows; the certificate page and the details answer are built from them.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../../..");

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === "node_modules" ? [] : sources(full);
    return /\.tsx?$/.test(name) && !name.endsWith(".test.ts") ? [full] : [];
  });
}

describe("esign_events", () => {
  it("is only inserted and read: no update or delete of it in lib/ or app/", () => {
    const offenders = [...sources(path.join(ROOT, "lib")), ...sources(path.join(ROOT, "app"))].filter((file) =>
      /\.(update|delete)\(\s*esignEvents\b/.test(readFileSync(file, "utf8")),
    );
    expect(offenders).toEqual([]);
    // The repository appends (and the check above would see a change to that).
    expect(readFileSync(path.join(ROOT, "lib/modules/esign/repository.ts"), "utf8")).toMatch(/\.insert\(esignEvents\)/);
  });
});
