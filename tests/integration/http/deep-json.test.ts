// A deeply nested JSON body answers 400 BAD_REQUEST before any walk over it, never a 500 from a
// recursion that ran out of stack (the unsafe-text walk with a \u escape, zod's z.json() of the
// questionnaire answers); a body nested within the limit is still taken.
import { afterEach, describe, expect, it, vi } from "vitest";
import { callApi } from "../api";
import { quietMailLog } from "../auth/helpers";
import { createFirm, TEST_PASSWORD } from "../../factories";
import { caseFixture, sendLink, withToken } from "../questionnaires/fixtures";
import { log } from "@/lib/server/log";

quietMailLog();

const LEVELS = 100_000;
/** 100,000 arrays, a \u escape at the bottom. */
const deepArrays = `{"email":${"[".repeat(LEVELS)}"\\u0041"${"]".repeat(LEVELS)}}`;
/** 100,000 objects, a \u escape at the bottom. */
const deepObjects = `{"email":${'{"a":'.repeat(LEVELS)}"\\u0041"${"}".repeat(LEVELS)}}`;
/** 100,000 arrays without a \u escape (no unsafe-text walk: zod's z.json() of the answers recursed instead). */
const plainArrays = `{"identity":${"[".repeat(LEVELS)}1${"]".repeat(LEVELS)}}`;
/** A section of answers nested to `levels` objects in all (the body's own object included). */
const nested = (levels: number) => `{"identity":${'{"a":'.repeat(levels - 1)}"\\u0041"${"}".repeat(levels - 1)}}`;

function expectTooDeep(res: Awaited<ReturnType<typeof callApi>>, label: string) {
  expect(res.status, `${label}: ${JSON.stringify(res.body).slice(0, 300)}`).toBe(400);
  expect(res.body.result.error?.code).toBe("BAD_REQUEST");
  expect(res.body.message).toBe("The JSON body is nested too deeply");
}

afterEach(() => vi.restoreAllMocks());

describe("deeply nested JSON bodies", () => {
  it("answers 400 on a public JSON endpoint (login), logs no error, and still signs a normal body in", async () => {
    const errors = vi.spyOn(log, "error");
    const { tenant, admin } = await createFirm();
    for (const [label, rawBody] of [["arrays", deepArrays], ["objects", deepObjects]]) {
      expectTooDeep(await callApi("auth/login", {}, { tenant: tenant.slug, rawBody }), label);
    }
    expect(errors).not.toHaveBeenCalled();
    const ok = await callApi("auth/login", { email: admin.email, password: TEST_PASSWORD }, { tenant: tenant.slug });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
  });

  it("answers 400 on questionnaire/save and submit; answers nested within the limit are saved", async () => {
    const errors = vi.spyOn(log, "error");
    const f = await caseFixture();
    const { token } = await sendLink(f);
    for (const path of ["questionnaire/save", "questionnaire/submit"]) {
      for (const [label, rawBody] of [["arrays", deepArrays], ["objects", deepObjects], ["arrays without \\u", plainArrays], ["65 levels", nested(65)]]) {
        expectTooDeep(await callApi(path, {}, { tenant: f.tenant.slug, token, rawBody }), `${path} ${label}`);
      }
    }
    expect(errors).not.toHaveBeenCalled();
    const ok = await callApi("questionnaire/save", {}, { tenant: f.tenant.slug, token, rawBody: nested(64) });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.result.data.savedSections).toEqual(["identity"]);
    const plain = await withToken(f.tenant.slug, token)("questionnaire/save", { identity: { firstName: "Ravi" } });
    expect(plain.status, JSON.stringify(plain.body)).toBe(200);
  });
});
