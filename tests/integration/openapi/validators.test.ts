// /api/openapi.json passes both validators an integrator would run: @apidevtools/swagger-parser and
// Redocly's recommended rules, with zero errors.
import { describe, expect, it } from "vitest";
import SwaggerParser from "@apidevtools/swagger-parser";
import { createConfig, lintFromString } from "@redocly/openapi-core";
import { GET } from "@/app/api/openapi.json/route";
import { API_ROUTES } from "@/lib/server/http/api-index.generated";

async function documentText(): Promise<string> {
  const res = await GET(new Request("http://demo.localhost:3000/api/openapi.json", { headers: { host: "demo.localhost:3000" } }));
  expect(res.status).toBe(200);
  return res.text();
}

describe("the OpenAPI document", () => {
  it("is valid for @apidevtools/swagger-parser (structure and every $ref)", async () => {
    const doc = JSON.parse(await documentText());
    await expect(SwaggerParser.validate(doc)).resolves.toBeTruthy();
  });

  it("has no error under Redocly's recommended rules", async () => {
    const source = await documentText();
    const config = await createConfig({ extends: ["recommended"] });
    const problems = await lintFromString({ source, absoluteRef: "openapi.json", config });
    const errors = problems.filter((p) => p.severity === "error").map((p) => `${p.ruleId}: ${p.message} at ${p.location[0]?.pointer}`);
    expect(errors).toEqual([]);
    // Warnings too, except the licence the project does not declare.
    const warnings = problems.filter((p) => p.severity === "warn" && p.ruleId !== "info-license").map((p) => `${p.ruleId}: ${p.message} at ${p.location[0]?.pointer}`);
    expect(warnings).toEqual([]);
  });

  it("gives every operation a unique operationId, a tag, security and the envelope's answers", async () => {
    const doc = JSON.parse(await documentText());
    const ops = Object.values(doc.paths as Record<string, Record<string, Record<string, unknown>>>).flatMap((p) => Object.values(p));
    expect(ops).toHaveLength(API_ROUTES.length);
    const ids = ops.map((o) => o.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(doc.paths["/api/petition/list"].post.operationId).toBe("petitionList");
    expect(doc.paths["/api/users/profile-picture/{userId}"].get.operationId).toBe("usersProfilePictureByUserId");
    for (const o of ops) {
      expect(o.tags).toHaveLength(1);
      expect(o.security).toBeDefined();
      // The load balancer's probes answer their own small JSON (tests/integration/http/probes.test.ts).
      if (o.operationId === "health" || o.operationId === "ready") continue;
      expect(Object.keys(o.responses as object)).toEqual(expect.arrayContaining(["200", "401", "404", "500"]));
    }
    expect(Object.keys(doc.components.securitySchemes)).toEqual(["bearer", "cookie"]);
    expect(doc.components.securitySchemes.cookie).toMatchObject({ type: "apiKey", in: "cookie", name: "icm_session" });
    expect(doc.paths["/api/petition/list"].post.security).toEqual([{ bearer: [] }, { cookie: [] }]);
    expect(doc.paths["/api/auth/login"].post.security).toEqual([{}, { bearer: [] }, { cookie: [] }]);
    // GET routes and file routes answer bytes; GET routes declare their path parameters.
    const picture = doc.paths["/api/users/profile-picture/{userId}"].get;
    expect(picture.security).toEqual([{ bearer: [] }, { cookie: [] }]);
    expect(picture.parameters).toEqual([{ name: "userId", in: "path", required: true, schema: { type: "string" } }]);
    expect(picture.responses["200"]).toEqual({ $ref: "#/components/responses/File" });
    expect(doc.paths["/api/petition/download-details-as-pdf"].post.responses["200"]).toEqual({ $ref: "#/components/responses/File" });
    expect(doc.paths["/api/petition/list"].post.responses["200"]).toEqual({ $ref: "#/components/responses/Success" });
  });

  it("declares unknown keys as refused and timezone/today as accepted on the body schemas", async () => {
    const doc = JSON.parse(await documentText());
    const list = doc.components.schemas.PetitionListBody;
    expect(list.additionalProperties).toBe(false);
    expect(Object.keys(list.properties)).toEqual(expect.arrayContaining(["filter", "timezone", "today"]));
    const upload = doc.paths["/api/s3/upload"].post.requestBody.content["multipart/form-data"].schema;
    expect(upload.properties.file).toMatchObject({ type: "string", format: "binary" });
    expect(upload.additionalProperties).toBe(false);
  });
});
