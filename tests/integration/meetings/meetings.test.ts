// Video meetings (issue 15 section 5): POST /api/meetings/create, list, details and end (the firm's staff who
// host). Each call: happy path, bad input 422, a role without the permission 403, another firm 404.
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { meetings } from "@/db/schema/meetings";
import { getDb } from "@/lib/server/db/client";
import { hashToken } from "@/lib/server/auth/crypto";
import { callApi } from "../api";
import { expectField, expectStatus } from "../documents/helpers";
import { mailsTo, meetingWorld, newMeeting } from "./helpers";

describe("POST /api/meetings/create", () => {
  it("creates a meeting for a case with a token link (only its hash is stored) and e-mails the invitation in Spanish", async () => {
    const w = await meetingWorld();
    const at = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const res = await w.call("meetings/create", { title: "RFE review", petitionId: w.petition.id, inviteeName: "Ana Pérez", inviteeEmail: "ana@example.com", scheduledAt: at, sendInvitation: true, language: "es" });
    expectStatus(res, 200);
    const m = res.body.result.data;
    expect(m).toMatchObject({ title: "RFE review", petitionId: w.petition.id, caseNumber: w.petition.caseNumber, inviteeName: "Ana Pérez", state: "upcoming", canEnd: true, invitationSent: true, scheduledAt: at });
    expect(m.link).toMatch(new RegExp(`/app/anonymous-meeting/${m.id}\\?token=[\\w-]{40,}$`));
    const token = new URL(m.link).searchParams.get("token")!;
    const [row] = await (await getDb()).select().from(meetings).where(eq(meetings.id, m.id));
    expect(row.tokenHash).toBe(hashToken(token));
    expect(JSON.stringify(row)).not.toContain(token);
    const [mail] = await mailsTo(w.tenant.id, "ana@example.com");
    expect(mail.subject).toContain("videollamada «RFE review»");
    expect(mail.textBody).toContain("Hola, Ana Pérez:");
    expect(mail.textBody).toContain(m.link);
    // The line under the button is Spanish too.
    expect(mail.htmlBody).toContain("Si el botón no funciona, copie esta dirección en su navegador:");
    expect(mail.htmlBody).not.toContain("If the button does not work");
  });

  it("422: no title, a bad e-mail, an invitation without an e-mail, a time in the past, an unknown key", async () => {
    const w = await meetingWorld();
    expectField(await w.call("meetings/create", { title: " " }), "title", "*Title is required");
    expectField(await w.call("meetings/create", { title: "x", inviteeEmail: "nope" }), "inviteeEmail", "Please enter a valid email.");
    expectField(await w.call("meetings/create", { title: "x", sendInvitation: true }), "inviteeEmail", "*Email is required");
    expectField(await w.call("meetings/create", { title: "x", scheduledAt: "2020-01-01T10:00:00Z" }), "scheduledAt", "Choose a time that is not in the past");
    expectField(await w.call("meetings/create", { title: "x", hostUserId: w.paralegal.user.id }), "hostUserId", "Unknown field");
  });

  it("403 for a client; 404 for a case of another firm", async () => {
    const w = await meetingWorld();
    expectStatus(await w.call("meetings/create", { title: "x" }, w.petitioner.token), 403, "FORBIDDEN");
    expectStatus(await w.call("meetings/create", { title: "x" }, w.beneficiaryUser.token), 403, "FORBIDDEN");
    const other = await callApi("meetings/create", { title: "x", petitionId: w.petition.id }, { tenant: w.other.tenant.slug, token: w.otherParalegal.token });
    expectStatus(other, 404, "NOT_FOUND");
  });
});

describe("POST /api/meetings/list and details", () => {
  it("each host lists their own meetings, by state, paged; the firm's admin lists them all", async () => {
    const w = await meetingWorld();
    const a = await newMeeting(w.call, w.paralegal.token, { title: "First" });
    await newMeeting(w.call, w.paralegal.token, { title: "Second", scheduledAt: new Date(Date.now() + 86_400_000).toISOString() });
    await newMeeting(w.call, w.attorney.token, { title: "Attorney's" });
    expectStatus(await w.call("meetings/end", { id: a.meeting.id }, w.paralegal.token), 200);

    const upcoming = await w.call("meetings/list", { filter: { matcher: { state: "upcoming" } } }, w.paralegal.token);
    expectStatus(upcoming, 200);
    expect(upcoming.body.result.data.map((m: { title: string }) => m.title)).toEqual(["Second"]);
    const ended = await w.call("meetings/list", { filter: { matcher: { state: "ended" } } }, w.paralegal.token);
    expect(ended.body.result.data.map((m: { title: string; state: string; canEnd: boolean }) => [m.title, m.state, m.canEnd])).toEqual([["First", "ended", false]]);
    const paged = await w.call("meetings/list", { perpage: 1, page: 2, sortBy: "title", sortOrder: "asc" }, w.paralegal.token);
    expect(paged.body.result.data.map((m: { title: string }) => m.title)).toEqual(["Second"]);
    expect(paged.body.result.pagination).toEqual({ page: 2, perpage: 1, total: 2 });
    const all = await w.call("meetings/list", { sortBy: "title", sortOrder: "asc" });
    expect(all.body.result.data.map((m: { title: string }) => m.title)).toEqual(["Attorney's", "First", "Second"]);

    const details = await w.call("meetings/details", { id: a.meeting.id }, w.paralegal.token);
    expectStatus(details, 200);
    expect(details.body.result.data).toMatchObject({ id: a.meeting.id, title: "First", state: "ended" });
    // Another host's meeting is not found; the admin reaches it.
    expectStatus(await w.call("meetings/details", { id: a.meeting.id }, w.attorney.token), 404, "NOT_FOUND");
    expectStatus(await w.call("meetings/details", { id: a.meeting.id }), 200);
  });

  it("422, 403 and another firm's 404", async () => {
    const w = await meetingWorld();
    const { meeting } = await newMeeting(w.call, w.paralegal.token);
    expectField(await w.call("meetings/list", { filter: { matcher: { state: "soon" } } }), "filter.matcher.state", "State not valid");
    expectField(await w.call("meetings/details", { id: "nope" }), "id", "Meeting not valid");
    expectStatus(await w.call("meetings/list", {}, w.petitioner.token), 403, "FORBIDDEN");
    expectStatus(await w.call("meetings/details", { id: meeting.id }, w.petitioner.token), 403, "FORBIDDEN");
    expectStatus(await callApi("meetings/details", { id: meeting.id }, { tenant: w.other.tenant.slug, token: w.otherParalegal.token }), 404, "NOT_FOUND");
    const otherList = await callApi("meetings/list", {}, { tenant: w.other.tenant.slug, token: w.other.admin.token });
    expect(otherList.body.result.data).toEqual([]);
  });
});

describe("POST /api/meetings/end", () => {
  it("ends the meeting: its link answers 410 and ending again changes nothing", async () => {
    const w = await meetingWorld();
    const { meeting, linkToken } = await newMeeting(w.call, w.paralegal.token);
    expectStatus(await w.guest("meetings/details", { id: meeting.id }, linkToken), 200);
    const res = await w.call("meetings/end", { id: meeting.id }, w.paralegal.token);
    expectStatus(res, 200);
    expect(res.body.result.data).toMatchObject({ state: "ended", canEnd: false });
    expect(res.body.result.data.endedAt).toBeTruthy();
    expectStatus(await w.guest("meetings/details", { id: meeting.id }, linkToken), 410, "QUESTIONNAIRE_EXPIRED");
    expectStatus(await w.guest("meetings/join", { id: meeting.id, name: "Ana" }, linkToken), 410, "QUESTIONNAIRE_EXPIRED");
    expectStatus(await w.call("meetings/end", { id: meeting.id }, w.paralegal.token), 200);
  });

  it("422, 403, another host's and another firm's 404", async () => {
    const w = await meetingWorld();
    const { meeting } = await newMeeting(w.call, w.paralegal.token);
    expectField(await w.call("meetings/end", {}, w.paralegal.token), "id", "*Meeting is required");
    expectStatus(await w.call("meetings/end", { id: meeting.id }, w.petitioner.token), 403, "FORBIDDEN");
    expectStatus(await w.call("meetings/end", { id: meeting.id }, w.attorney.token), 404, "NOT_FOUND");
    expectStatus(await callApi("meetings/end", { id: meeting.id }, { tenant: w.other.tenant.slug, token: w.other.admin.token }), 404, "NOT_FOUND");
    expectStatus(await w.call("meetings/details", { id: meeting.id }, w.paralegal.token), 200);
  });
});
