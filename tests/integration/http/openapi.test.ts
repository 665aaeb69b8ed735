import { describe, expect, it } from "vitest";
import { execFileSync } from "node:child_process";
import { API_ROUTES } from "@/lib/server/http/api-index.generated";
import { GET } from "@/app/api/openapi.json/route";

describe("GET /api/openapi.json", () => {
  it("the route index is up to date with app/api", () => {
    expect(() => execFileSync("node", ["scripts/gen-api-index.mjs", "--check"], { stdio: "pipe" })).not.toThrow();
  });

  it("every route has its one-line header comment and a zod contract", () => {
    for (const r of API_ROUTES) {
      expect(r.summary, `${r.path} needs a "// POST /api/… — summary" header`).not.toBe("");
      const handler = r.module[r.method] as { meta?: unknown } | undefined;
      expect(handler, `${r.path} exports ${r.method}`).toBeTypeOf("function");
      if (r.method === "POST") expect(handler?.meta, `${r.path} is built with defineRoute`).toBeDefined();
    }
  });

  it("documents every call with its request schema", async () => {
    const res = await GET(new Request("http://localhost:3000/api/openapi.json", { headers: { host: "localhost:3000" } }));
    expect(res.status).toBe(200);
    const doc = await res.json();
    expect(doc.openapi).toBe("3.1.0");
    expect(Object.keys(doc.paths)).toHaveLength(new Set(API_ROUTES.map((r) => r.path)).size);
    const login = doc.paths["/api/auth/login"].post;
    expect(login.requestBody.content["application/json"].schema).toEqual({ $ref: "#/components/schemas/AuthLoginBody" });
    expect(JSON.stringify(doc.components.schemas.AuthLoginBody)).toContain("password");
    const list = doc.paths["/api/users/list"].post;
    expect(list.description).toMatch(/Roles: 1 Platform Admin/);
  });
});
