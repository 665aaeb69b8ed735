// POST /api/sentence-suggestions: spelling suggestions for long text fields, English and Spanish, for any
// signed-in user of the firm; 422 on bad input, 401 without a session, 404 on an unknown firm's host, 429
// past the per-user rate.
import { describe, expect, it } from "vitest";
import { ROLE } from "@/lib/shared/constants/roles";
import { SPELLING_RATE } from "@/lib/modules/spelling/service";
import { createUser } from "../../factories";
import { callApi } from "../api";
import { expectField, expectStatus, firm } from "../companies/fixtures";

describe("POST /api/sentence-suggestions", () => {
  it("answers the misspelt English words with their offsets and up to 5 suggestions", async () => {
    const { call } = await firm();
    const text = "Please recieve the USCIS notice for the beneficiary's I-140 before Fryday.";
    const res = await call("sentence-suggestions", { text, locale: "en" });
    expectStatus(res, 200);
    const issues = res.body.result.data.issues as { word: string; offset: number; length: number; suggestions: string[] }[];
    expect(issues.map((i) => [i.word, i.offset, i.length])).toEqual([
      ["recieve", text.indexOf("recieve"), 7],
      ["Fryday", text.indexOf("Fryday"), 6],
    ]);
    expect(issues[0].suggestions).toContain("receive");
    expect(issues[1].suggestions).toContain("Friday");
    for (const i of issues) expect(i.suggestions.length).toBeLessThanOrEqual(5);
  });

  it("checks Spanish for a client (a beneficiary's login), accents counted in the offsets", async () => {
    const { tenant, call } = await firm();
    const beneficiary = await createUser(tenant, ROLE.BENEFICIARY);
    const text = "La dirección del peticionario cambió; envíe la nueva direccion.";
    const res = await call("sentence-suggestions", { text, locale: "es" }, beneficiary.token);
    expectStatus(res, 200);
    expect(res.body.result.data).toEqual({ issues: [{ word: "direccion", offset: text.indexOf("direccion"), length: 9, suggestions: expect.arrayContaining(["dirección"]) }] });
    const clean = await call("sentence-suggestions", { text: "Gracias por su ayuda.", locale: "es" }, beneficiary.token);
    expect(clean.body.result.data).toEqual({ issues: [] });
  }, 30_000);

  it("answers 422 for a missing or too long text and an unknown locale", async () => {
    const { call } = await firm();
    expectField(await call("sentence-suggestions", { locale: "en" }), "text", "*Text is required");
    expectField(await call("sentence-suggestions", { text: "", locale: "en" }), "text", "*Text is required");
    expectField(await call("sentence-suggestions", { text: "a".repeat(10_001), locale: "en" }), "text", "Maximum 10000 characters allowed");
    expectField(await call("sentence-suggestions", { text: "Hello", locale: "fr" }), "locale", "Locale not valid");
    expectField(await call("sentence-suggestions", { text: "Hello", locale: "en", userId: "x" }), "userId", "Unknown field");
  });

  it("answers 401 without a session, 404 on an unknown firm's host, 429 past the rate", async () => {
    const { tenant, call } = await firm();
    expectStatus(await callApi("sentence-suggestions", { text: "Hello", locale: "en" }, { tenant: tenant.slug }), 401, "UNAUTHENTICATED");
    const user = await createUser(tenant, ROLE.ATTORNEY);
    expectStatus(await callApi("sentence-suggestions", { text: "Hello", locale: "en" }, { tenant: "no-such-firm", token: user.token }), 404);
    for (let i = 0; i < SPELLING_RATE.limit; i++) expectStatus(await call("sentence-suggestions", { text: "Helo", locale: "en" }, user.token), 200);
    expectStatus(await call("sentence-suggestions", { text: "Helo", locale: "en" }, user.token), 429, "RATE_LIMITED");
  });
});
