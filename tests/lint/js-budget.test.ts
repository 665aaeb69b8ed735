// The first-load JavaScript budget check run by `npm test` after the build (scripts/check-js-budget.mjs).
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { checkBudgets } from "@/scripts/check-js-budget.mjs";

const KIB = 1024;
const stats = [
  { route: "/app/login", firstLoadChunkPaths: ["framework.js", "login.js"] },
  { route: "/app/cases", firstLoadChunkPaths: ["framework.js", "list.js", "forms.js"] },
  { route: "/api/auth/login", firstLoadChunkPaths: [] },
];
const sizes: Record<string, number> = { "framework.js": 170 * KIB, "login.js": 20 * KIB, "list.js": 40 * KIB, "forms.js": 50 * KIB };
const sizeOf = (p: string) => sizes[p];

describe("checkBudgets", () => {
  it("sums each route's first-load chunks (a chunk shared by routes counts for each)", () => {
    const { rows, problems } = checkBudgets(stats, { "/app/login": 200, "/app/cases": 270 }, sizeOf);
    expect(rows).toEqual([
      { route: "/app/login", kib: 190, budget: 200 },
      { route: "/app/cases", kib: 260, budget: 270 },
    ]);
    expect(problems).toEqual([]);
  });

  it("fails a route that grew past its budget", () => {
    const { problems } = checkBudgets(stats, { "/app/login": 200, "/app/cases": 250 }, sizeOf);
    expect(problems).toEqual(["/app/cases: 260 KiB of first-load JS, over its budget of 250 KiB"]);
  });

  it("fails a page that has no budget (API routes need none)", () => {
    const { problems } = checkBudgets(stats, { "/app/login": 200 }, sizeOf);
    expect(problems).toEqual(["/app/cases: 260 KiB of first-load JS and no budget in scripts/js-budgets.json"]);
  });

  it("gives a page not listed the \"*\" budget", () => {
    expect(checkBudgets(stats, { "/app/login": 200, "*": 255 }, sizeOf).problems).toEqual([
      "/app/cases: 260 KiB of first-load JS, over its budget of 255 KiB",
    ]);
  });

  it("has a budget for the login, case list and case details pages", () => {
    const { budgets } = JSON.parse(readFileSync("scripts/js-budgets.json", "utf8")) as { budgets: Record<string, number> };
    for (const route of ["/app/login", "/app/cases", "/app/petition-details/[id]"]) expect(budgets[route], route).toBeGreaterThan(0);
  });
});
