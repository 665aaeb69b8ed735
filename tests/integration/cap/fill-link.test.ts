// The cap registration links (fill-cap-registration, filled-cap-registration-details): the beneficiary
// gives their passport and birth details, the client the position; once, with the token alone on the
// firm's host; the view afterwards; 422 / 403 / other firm 404 / 410.
import { describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { notifications } from "@/db/schema/work";
import { getDb } from "@/lib/server/db/client";
import { CAP_FILL_PATH } from "@/lib/modules/cap/fill-contract";
import { callApi } from "../api";
import { latestMail, tokenFromText } from "../auth/helpers";
import { createTenant, createUser } from "../../factories";
import { expectField, expectStatus } from "../reminders/fixtures";
import { capFirm, INDIA, POSITION } from "./fixtures";

async function linkFirm() {
  const f = await capFirm();
  const reg = await f.create({ petitionerId: f.acme.id, beneficiaryId: f.priya.id, passportNumber: null, dateOfBirth: null });
  const send = async (scope: "person" | "position", extra: Record<string, unknown> = {}) => {
    const res = await f.call("send-fill-link", { registrationId: reg.id, scope, ...extra });
    expectStatus(res, 200);
    const to = res.body.result.data.sentTo as string;
    return { to, token: tokenFromText((await latestMail(to)).textBody, CAP_FILL_PATH) };
  };
  const link = (path: string, token: string, body: Record<string, unknown> = {}, slug = f.tenant.slug) => callApi(`cap-fill/${path}`, body, { tenant: slug, token });
  return { ...f, reg, send, link };
}

const PERSON_ANSWERS = { dateOfBirth: "04/12/1995", gender: "Female", countryOfBirthId: INDIA, citizenshipCountryId: INDIA, passportNumber: "z 1234567", passportCountryId: INDIA, passportExpiry: "01/01/2034", capType: "masters" };

describe("the beneficiary's link (person)", () => {
  it("goes to the beneficiary, shows only their part, takes it once, notifies the sender and shows what was sent", async () => {
    const f = await linkFirm();
    const { to, token } = await f.send("person");
    expect(to).toBe(f.priya.email);
    const details = await f.link("details", token);
    expectStatus(details, 200);
    expect(details.body.result.data).toMatchObject({ scope: "person", beneficiaryName: "Priya Rao", employerName: "Acme Robotics Inc", values: { passportNumber: null, jobTitle: null, wageCents: null } });
    expectField(await f.link("submit", token, { person: { ...PERSON_ANSWERS, passportNumber: "1" } }), "person.passportNumber");
    expectField(await f.link("submit", token, { position: POSITION }), "person");
    expectStatus(await f.link("view", token), 404);
    const ok = await f.link("submit", token, { person: PERSON_ANSWERS });
    expectStatus(ok, 200);
    const reg = (await f.call("details", { id: f.reg.id })).body.result.data;
    expect(reg).toMatchObject({ passportNumber: "Z1234567", dateOfBirth: "1995-04-12", capType: "masters" });
    expectStatus(await f.link("submit", token, { person: PERSON_ANSWERS }), 410, "QUESTIONNAIRE_SUBMITTED");
    expectStatus(await f.link("details", token), 410, "QUESTIONNAIRE_SUBMITTED");
    const view = await f.link("view", token);
    expectStatus(view, 200);
    expect(view.body.result.data.values).toMatchObject({ passportNumber: "Z1234567" });
    const db = await getDb();
    const [n] = await db.select().from(notifications).where(and(eq(notifications.tenantId, f.tenant.id), eq(notifications.kind, "cap.filled")));
    expect(n).toMatchObject({ userId: f.manager.user.id, link: `/app/cap-registration-details/${f.reg.id}` });
  });

  it("is unknown on another firm's host and expires when replaced or when the registration is submitted", async () => {
    const f = await linkFirm();
    const first = await f.send("person");
    const other = await createTenant();
    expectStatus(await f.link("details", first.token, {}, other.slug), 404, "NOT_FOUND");
    expectStatus(await f.link("details", "nope"), 404);
    const second = await f.send("person");
    expectStatus(await f.link("details", first.token), 410, "QUESTIONNAIRE_EXPIRED");
    expectStatus(await f.call("update", { id: f.reg.id, ...POSITION, passportNumber: "Y7654321", dateOfBirth: "1995-04-12" }), 200);
    expectStatus(await f.call("update-status", { id: f.reg.id, statusId: 2 }), 200);
    expectStatus(await f.call("update-status", { id: f.reg.id, statusId: 3, confirmationNumber: "FILLTEST00000001" }), 200);
    expectStatus(await f.link("details", second.token), 410, "QUESTIONNAIRE_EXPIRED");
  });
});

describe("the client's link (position) and POST /api/cap/send-fill-link", () => {
  it("goes to the client, takes the position and derives its level", async () => {
    const f = await linkFirm();
    const { to, token } = await f.send("position", { email: "hr@acme.example" });
    expect(to).toBe("hr@acme.example");
    const details = (await f.link("details", token)).body.result.data;
    expect(details.values).toMatchObject({ passportNumber: null, dateOfBirth: null });
    expectField(await f.link("submit", token, { position: { ...POSITION, socCode: "x" } }), "position.socCode");
    expectStatus(await f.link("submit", token, { position: POSITION }), 200);
    const view = (await f.link("view", token)).body.result.data;
    expect(view).toMatchObject({ areaName: "San Jose-Sunnyvale-Santa Clara, CA", wageLevel: "III", values: { jobTitle: "Software Engineer" } });
  });

  it("answers 422 for a bad scope, 403 to a reader, 404 to another firm", async () => {
    const f = await linkFirm();
    expectField(await f.call("send-fill-link", { registrationId: f.reg.id, scope: "everyone" }), "scope");
    expectStatus(await f.call("send-fill-link", { registrationId: f.reg.id, scope: "person" }, f.paralegal.token), 403);
    const other = await createTenant();
    const stranger = await createUser(other, 3);
    expectStatus(await f.call("send-fill-link", { registrationId: f.reg.id, scope: "person" }, stranger.token, other.slug), 404);
  });
});
