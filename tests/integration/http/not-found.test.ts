// Unknown /api paths answer the JSON 404 envelope for every method (app/api/[[...path]]/route.ts).
import { describe, expect, it } from "vitest";
import { existsSync, readdirSync } from "node:fs";
import * as catchAll from "@/app/api/[[...path]]/route";

const host = "demo.localhost:3000";

describe("unknown /api paths", () => {
  for (const method of ["GET", "POST", "PUT", "PATCH", "DELETE"] as const) {
    it(`${method} answers 404 NOT_FOUND as JSON, naming the call`, async () => {
      const handler = catchAll[method];
      const req = new Request(`http://${host}/api/petition/lst`, {
        method,
        headers: { host, "content-type": "application/json" },
        body: method === "GET" ? undefined : "{}",
      });
      const res = await handler(req);
      expect(res.status).toBe(404);
      expect(res.headers.get("content-type")).toMatch(/^application\/json/);
      expect(res.headers.get("x-request-id")).toBeTruthy();
      expect(await res.json()).toEqual({
        status: false,
        message: `API call not found: ${method} /api/petition/lst`,
        result: {
          error: { code: "NOT_FOUND", message: `API call not found: ${method} /api/petition/lst`, messageKey: "apiCallNotFound", params: { p1: `${method} /api/petition/lst` } },
        },
      });
    });
  }

  it("is an optional catch-all directly under app/api, so /api itself and any depth reach it and real routes win", () => {
    expect(readdirSync("app/api").filter((d) => d.startsWith("["))).toEqual(["[[...path]]"]);
    // A route file at app/api itself would clash with the optional catch-all.
    expect(existsSync("app/api/route.ts")).toBe(false);
  });
});
