// The committed typed client (api-types.generated.ts) is what openapi-typescript makes of the current
// document: a change to a contract or a route without regenerating fails here.
import { describe, expect, it } from "vitest";
import { readFileSync, writeFileSync } from "node:fs";
import { API_TYPES_FILE, apiTypesSource } from "./generate-types";

describe("the generated API types", () => {
  it("are up to date with /api/openapi.json", async () => {
    const fresh = await apiTypesSource();
    if (process.env.UPDATE_API_TYPES === "1") writeFileSync(API_TYPES_FILE, fresh);
    expect(readFileSync(API_TYPES_FILE, "utf8"), "stale: run UPDATE_API_TYPES=1 npx vitest run tests/integration/openapi/api-types.test.ts").toBe(fresh);
  });
});
