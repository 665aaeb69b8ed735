// The passport, I-94 and A-numbers in questionnaire answers are stored sealed (answer_numbers_sealed): neither the
// saved progress nor the submitted answers hold them in plaintext, and the pages and the API read them as before.
import { describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { getDb } from "@/lib/server/db/client";
import { rowsOf } from "@/lib/server/db/rows";
import { quietMailLog } from "../auth/helpers";
import { beneficiaryAnswers, caseFixture, permWorkerAnswers, sendLink, withToken } from "./fixtures";

quietMailLog();

/** The case's questionnaire rows and its beneficiary's row, as stored (JSON text). */
async function storedText(petitionId: string, beneficiaryId: string): Promise<string> {
  const db = await getDb();
  const q = rowsOf<{ j: string }>(await db.execute(sql`select row_to_json(q)::text as j from questionnaires q where petition_id = ${petitionId}::uuid`));
  const b = rowsOf<{ j: string }>(await db.execute(sql`select row_to_json(b)::text as j from beneficiaries b where id = ${beneficiaryId}::uuid`));
  return [...q, ...b].map((r) => r.j).join(" ").toUpperCase();
}

describe("identity numbers in questionnaire answers", () => {
  it("keeps the saved progress and the submitted answers' numbers sealed, carried to a new link, answered in plain", async () => {
    const f = await caseFixture();
    const first = withToken(f.tenant.slug, (await sendLink(f)).token);
    const answers = beneficiaryAnswers();
    expect((await first("questionnaire/save", { passport: answers.passport, immigration: answers.immigration })).status).toBe(200);
    let raw = await storedText(f.petition.id, f.beneficiary.id);
    expect(raw).toContain("ANSWER_NUMBERS_SEALED");
    expect(raw).not.toContain("K1234567");
    expect(raw).not.toContain("123456789A1");
    expect((await first("questionnaire/details")).body.result.data.answers).toMatchObject({
      passport: { passportNumber: "k1234567", passportCountryId: answers.passport.passportCountryId },
      immigration: { i94Number: "123456789a1", currentStatus: "F-1" },
    });

    // Sent again: the progress, numbers included, carries over to the new link (sealed under its own id).
    const second = withToken(f.tenant.slug, (await sendLink(f)).token);
    expect((await second("questionnaire/details")).body.result.data.answers).toMatchObject({ passport: { passportNumber: "k1234567" }, immigration: { i94Number: "123456789a1" } });
    const res = await second("questionnaire/submit", answers);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    raw = await storedText(f.petition.id, f.beneficiary.id);
    expect(raw).not.toContain("K1234567");
    expect(raw).not.toContain("123456789A1");

    const filled = await f.call("questionnaire/filled", { petitionId: f.petition.id });
    expect(filled.body.result.data.questionnaires[0].answers).toMatchObject({ passport: { passportNumber: "K1234567" }, immigration: { i94Number: "123456789A1" } });
    expect((await second("questionnaire/view")).body.result.data.questionnaires[0].answers.passport.passportNumber).toBe("K1234567");
    // The beneficiary record took the passport number, sealed too.
    expect((await f.call("beneficiary/details", { id: f.beneficiary.id })).body.result.data.passportNumber).toBe("K1234567");
  });

  it("seals the PERM worker's I-94 and A-number", async () => {
    const f = await caseFixture({ subTypeId: 12, next: null });
    const call = withToken(f.tenant.slug, (await sendLink(f, { kind: "perm_beneficiary", email: "ravi@example.com" })).token);
    const worker = { ...permWorkerAnswers().worker, alienNumber: "A-987654321" };
    expect((await call("questionnaire/save", { worker })).status).toBe(200);
    const raw = await storedText(f.petition.id, f.beneficiary.id);
    expect(raw).not.toContain("987654321");
    expect(raw).not.toContain("123456789A1");
    expect((await call("questionnaire/details")).body.result.data.answers.worker).toMatchObject({ alienNumber: "A-987654321", i94Number: "123456789a1", firstName: "Ravi" });
  });
});
