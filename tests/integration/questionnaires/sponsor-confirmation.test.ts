// The sponsor's confirmation (/app/public/confirm-sponsorship-questionnaire, issue 15): after the sponsor
// questionnaire is submitted, the firm sends a second link; the sponsor sees their answers (details.review),
// says whether they are correct, accepts the I-864 obligations and signs with their name as answered.
// Also the spec's `{token}` route: /app/<token> leads to the page of the link's kind, in its firm only.
import { describe, expect, it } from "vitest";
import { getDb } from "@/lib/server/db/client";
import { shortLinkTarget } from "@/lib/modules/questionnaires/short-link";
import { sponsorNameMatches } from "@/lib/modules/questionnaires/submit-questionnaire";
import { ROLE } from "@/lib/shared/constants/roles";
import { createFirm, createUser } from "../../factories";
import { callApi } from "../api";
import { latestMail } from "../auth/helpers";
import { expectField, expectStatus } from "../documents/helpers";
import { caseFixture, historyOf, questionnaireRows, sendLink, sponsorAnswers, withToken } from "./fixtures";

const confirm = (over: { review?: Record<string, unknown>; commitment?: Record<string, unknown> } = {}) => ({
  review: { answersCorrect: "yes", corrections: "", ...over.review },
  commitment: { obligations: true, fullName: "maria lópez", ...over.commitment },
});

async function answered() {
  const f = await caseFixture({ accountType: "Individual", next: null });
  const first = await sendLink(f, { kind: "sponsor" });
  expectStatus(await withToken(f.tenant.slug, first.token)("questionnaire/submit", sponsorAnswers()), 200);
  return f;
}

describe("the sponsor's confirmation of the sponsor questionnaire", () => {
  it("is sent only after the sponsor questionnaire is submitted, to the e-mail the sponsor gave, with a short link", async () => {
    const f = await caseFixture({ accountType: "Individual", next: null });
    expectField(await f.call("petition/send-questionnaire", { petitionId: f.petition.id, kind: "sponsor_confirmation" }), "kind", "The sponsor has not submitted the sponsor questionnaire of this case yet");
    const company = await caseFixture();
    expectField(await company.call("petition/send-questionnaire", { petitionId: company.petition.id, kind: "sponsor_confirmation" }), "kind", "The sponsor questionnaire is for cases of an individual sponsor");

    const g = await answered();
    const { token, to } = await sendLink(g, { kind: "sponsor_confirmation" });
    expect(to).toBe("maria.new@example.com");
    const text = (await latestMail(to)).textBody;
    expect(text).toContain(`/app/${token}`);
    expect(await historyOf(g.tenant.id, g.petition.id)).toContain("Sponsorship confirmation questionnaire sent to maria.new@example.com");
  });

  it("shows the sponsor's submitted answers to confirm; a confirmation signed with the sponsor's name is kept and told in the history", async () => {
    const f = await answered();
    const { token } = await sendLink(f, { kind: "sponsor_confirmation" });
    const call = withToken(f.tenant.slug, token);
    const details = (await call("questionnaire/details")).body.result.data;
    expect(details.kind).toBe("sponsor_confirmation");
    expect(details.review).toMatchObject({ kind: "sponsor", answers: { identity: { firstName: "Maria", lastName: "Lopez" }, income: { annualIncome: 9_500_000 } } });

    // The obligations must be accepted, corrections described when the answers are wrong, the name be the sponsor's.
    const unaccepted = await call("questionnaire/submit", confirm({ commitment: { obligations: false } }));
    expectField(unaccepted, "commitment.obligations", "Please confirm that you understand the sponsor's obligations");
    expectField(await call("questionnaire/submit", confirm({ review: { answersCorrect: "no" } })), "review.corrections", "*What needs to change is required");
    expectField(await call("questionnaire/submit", confirm({ commitment: { fullName: "Somebody Else" } })), "commitment.fullName", "Please type your full name as in your sponsor questionnaire");

    const res = await call("questionnaire/submit", confirm());
    expectStatus(res, 200);
    expect(await historyOf(f.tenant.id, f.petition.id)).toContain("Sponsorship confirmed by maria lópez: the sponsor questionnaire's answers are correct and the sponsor's obligations accepted");
    const row = (await questionnaireRows(f.petition.id)).find((q) => q.kind === "sponsor_confirmation")!;
    expect(row).toMatchObject({ status: "submitted", answers: { review: { answersCorrect: "yes" }, commitment: { obligations: true, fullName: "maria lópez" } } });
    // Used once.
    expectStatus(await call("questionnaire/submit", confirm()), 410, "QUESTIONNAIRE_SUBMITTED");
    // Staff read it with the others.
    const filled = (await f.call("questionnaire/filled", { petitionId: f.petition.id })).body.result.data;
    expect(filled.questionnaires.map((q: { kind: string }) => q.kind)).toEqual(["sponsor", "sponsor_confirmation"]);
  });

  it("a sponsor asking for corrections: the history says so with the name, and the firm can send a new link", async () => {
    const f = await answered();
    const { token } = await sendLink(f, { kind: "sponsor_confirmation" });
    expectStatus(await withToken(f.tenant.slug, token)("questionnaire/submit", confirm({ review: { answersCorrect: "no", corrections: "My income is 98,000 now" } })), 200);
    expect(await historyOf(f.tenant.id, f.petition.id)).toContain("maria lópez asked for corrections to the sponsor questionnaire before confirming the sponsorship");
    expectStatus((await sendLink(f, { kind: "sponsor_confirmation" })).res, 200);
  });

  it("sending: a role without the permission 403, another firm's case 404", async () => {
    const f = await answered();
    const i9 = await createUser(f.tenant, ROLE.I9_USER);
    expectStatus(await f.call("petition/send-questionnaire", { petitionId: f.petition.id, kind: "sponsor_confirmation" }, i9.token), 403);
    const other = await createFirm();
    expectStatus(await callApi("petition/send-questionnaire", { petitionId: f.petition.id, kind: "sponsor_confirmation" }, { tenant: other.tenant.slug, token: other.admin.token }), 404);
  });

  it("names match as typed by a person: case, accents, spacing and the middle name aside", () => {
    const id = { firstName: "María José", middleName: "de la", lastName: "Núñez" };
    expect(sponsorNameMatches("maria jose nunez", id)).toBe(true);
    expect(sponsorNameMatches("  MARÍA  JOSÉ de la Núñez ", id)).toBe(true);
    expect(sponsorNameMatches("María Núñez", id)).toBe(false);
    expect(sponsorNameMatches("anything", undefined)).toBe(false);
  });
});

describe("the {token} route: /app/<token>", () => {
  it("leads to the page of the link's kind in its own firm; anything else is not found", async () => {
    const f = await answered();
    const { token } = await sendLink(f, { kind: "sponsor_confirmation" });
    const db = await getDb();
    expect(await shortLinkTarget(db, f.tenant, token)).toBe(`/app/public/confirm-sponsorship-questionnaire?token=${token}`);
    const sponsorLink = await sendLink(f, { kind: "sponsor" });
    expect(await shortLinkTarget(db, f.tenant, sponsorLink.token)).toBe(`/app/fill-sponsor-questionnaire?token=${sponsorLink.token}`);
    const other = await createFirm();
    expect(await shortLinkTarget(db, other.tenant, token)).toBeNull();
    expect(await shortLinkTarget(db, f.tenant, "dashboard")).toBeNull();
    expect(await shortLinkTarget(db, f.tenant, `${token[0] === "A" ? "B" : "A"}${token.slice(1)}`)).toBeNull();
  });
});
