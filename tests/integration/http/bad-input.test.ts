// Bad input answers 422 naming the field, never a 500 from the database: a NUL byte or a lone surrogate
// in any string (PostgreSQL refuses both), an integer past a PostgreSQL integer column, a `null` (or
// non-object) JSON body, a questionnaire submitted with a section missing.
import { describe, expect, it } from "vitest";
import { callApi } from "../api";
import { quietMailLog } from "../auth/helpers";
import { caseFirm } from "../cases/fixtures";
import { beneficiaryAnswers, caseFixture, sendLink, withToken } from "../questionnaires/fixtures";

quietMailLog();

describe("bad input at the shared layer", () => {
  it("a NUL byte or a lone surrogate in a string answers 422 naming the field", async () => {
    const f = await caseFirm();
    const c = await f.create();
    for (const title of ["abc\u0000def", "\ud800", "x\udc00y"]) {
      const res = await f.call("petition/update", { id: c.id, title });
      expect(res.status, JSON.stringify(res.body)).toBe(422);
      expect(res.body.result.error?.code).toBe("VALIDATION_ERROR");
      expect(res.body.result.error?.fields).toEqual({ title: "Contains a character that is not allowed" });
    }
    // Nested fields are named by their path; a proper surrogate pair (an emoji) is fine.
    const nested = await f.call("petition/list", { filter: { matcher: {} }, search: "a\u0000" });
    expect(nested.status).toBe(422);
    expect(nested.body.result.error?.fields).toHaveProperty("search");
    const deep = await f.call("masterdata/list", { category: "countries", filter: { matcher: { search: "\ud800" } } });
    expect(deep.status).toBe(422);
    expect(Object.keys(deep.body.result.error?.fields ?? {})).toContain("filter.matcher.search");
    const emoji = await f.call("petition/update", { id: c.id, title: "Visa 🛂 case" });
    expect(emoji.status, JSON.stringify(emoji.body)).toBe(200);
  });

  it("an integer past 2^31-1 answers 422 for an integer column", async () => {
    const f = await caseFirm();
    const res = await f.call("petition/create", { petitionerId: f.company.id, beneficiaryIds: [f.worker.id], typeId: 2147483648 });
    expect(res.status, JSON.stringify(res.body)).toBe(422);
    expect(res.body.result.error?.fields).toHaveProperty("typeId");
    const checklist = await f.call("documents/checklist", { typeId: 1, subTypeId: 2147483648 });
    expect(checklist.status).toBe(422);
    expect(checklist.body.result.error?.fields).toHaveProperty("subTypeId");
    const page = await f.call("petition/list", { page: 2147483648 });
    expect(page.status).toBe(422);
  });

  it("a null, array or scalar JSON body answers 422", async () => {
    const f = await caseFirm();
    for (const rawBody of ["null", "[]", "7", '"text"']) {
      const res = await callApi("petition/send-questionnaire", {}, { tenant: f.tenant.slug, token: f.admin.token, rawBody });
      expect(res.status, rawBody).toBe(422);
      expect(res.body.result.error?.fields).toEqual({ body: "The request body must be a JSON object" });
    }
    // Anonymous too (the body is read before the session).
    const anon = await callApi("auth/login", {}, { tenant: f.tenant.slug, rawBody: "null" });
    expect(anon.status).toBe(422);
  });

  it("a questionnaire submitted with a section missing answers 422 naming the section", async () => {
    const f = await caseFixture();
    const { token } = await sendLink(f);
    const call = withToken(f.tenant.slug, token);
    const answers: Record<string, unknown> = beneficiaryAnswers();
    delete answers.passport;
    const res = await call("questionnaire/submit", answers);
    expect(res.status, JSON.stringify(res.body)).toBe(422);
    expect(Object.keys(res.body.result.error?.fields ?? {}).some((k) => k.startsWith("passport"))).toBe(true);
    for (const section of Object.keys(beneficiaryAnswers())) {
      const partial: Record<string, unknown> = beneficiaryAnswers();
      partial[section] = null;
      expect((await call("questionnaire/submit", partial)).status, section).toBe(422);
      delete partial[section];
      expect((await call("questionnaire/submit", partial)).status, section).toBe(422);
    }
  });
});
