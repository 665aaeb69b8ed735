// The two sides of a meeting: POST /api/meetings/details (guest), join, signal and events. The host calls with
// its session, the guest with its link's token as bearer; a guest reaches only its own meeting.
import { describe, expect, it } from "vitest";
import { callApi } from "../api";
import { expectField, expectStatus } from "../documents/helpers";
import { sweepSignals } from "@/lib/modules/meetings/jobs";
import { meetingWorld, newMeeting } from "./helpers";

async function world() {
  const w = await meetingWorld();
  const { meeting, linkToken } = await newMeeting(w.call, w.paralegal.token, { inviteeName: "Ana" });
  const host = (p: string, body: Record<string, unknown>) => w.call(p, { id: meeting.id, ...body }, w.paralegal.token);
  const guest = (p: string, body: Record<string, unknown>, token = linkToken) => w.guest(p, { id: meeting.id, ...body }, token);
  return { ...w, meeting, linkToken, host, guest };
}

describe("guest's details and join", () => {
  it("the guest sees the title, firm and host; joins with a name the host then sees", async () => {
    const w = await world();
    const d = await w.guest("meetings/details", {});
    expectStatus(d, 200);
    expect(d.body.result.data).toMatchObject({ id: w.meeting.id, title: "Interview preparation", firmName: w.tenant.name, hostName: w.paralegal.user.name, inviteeName: "Ana" });
    expect(d.body.result.data.caseNumber).toBeUndefined();
    const j = await w.guest("meetings/join", { name: "Ana Pérez" });
    expectStatus(j, 200);
    expect(j.body.result.data).toMatchObject({ side: "guest", peerName: w.paralegal.user.name, after: 0, iceServers: [] });
    const h = await w.host("meetings/join", {});
    expect(h.body.result.data).toMatchObject({ side: "host", peerName: "Ana Pérez" });
    expect((await w.host("meetings/details", {})).body.result.data).toMatchObject({ guestName: "Ana Pérez" });
  });

  it("422 without a name; a wrong token, another meeting's token or another firm's host 404; a client's session 403", async () => {
    const w = await world();
    expectField(await w.guest("meetings/join", {}), "name", "*Your name is required");
    expectField(await w.guest("meetings/join", { name: "x".repeat(101) }), "name", "Maximum 100 characters allowed");
    expectStatus(await w.guest("meetings/details", {}, "not-the-token"), 404, "NOT_FOUND");
    expectStatus(await callApi("meetings/details", { id: w.meeting.id }, { tenant: w.tenant.slug }), 404, "NOT_FOUND");
    const second = await newMeeting(w.call, w.paralegal.token, { title: "Another" });
    expectStatus(await w.guest("meetings/join", { name: "Ana" }, second.linkToken), 404, "NOT_FOUND");
    expectStatus(await callApi("meetings/join", { id: w.meeting.id, name: "Ana" }, { tenant: w.other.tenant.slug, token: w.linkToken }), 404, "NOT_FOUND");
    expectStatus(await w.call("meetings/join", { id: w.meeting.id }, w.petitioner.token), 403, "FORBIDDEN");
  });
});

describe("signal and events", () => {
  it("each side reads the other's messages in order, from where it joined; long polling answers when a message comes", async () => {
    const w = await world();
    // A message of an earlier session, before either joined now.
    expectStatus(await w.host("meetings/signal", { kind: "hello", session: "old" }), 200);
    const g = (await w.guest("meetings/join", { name: "Ana" })).body.result.data;
    const h = (await w.host("meetings/join", {})).body.result.data;
    expect(g.after).toBe(1);
    expectStatus(await w.guest("meetings/signal", { kind: "hello", session: "g1" }), 200);
    expectStatus(await w.host("meetings/signal", { kind: "offer", session: "h1", to: "g1", data: JSON.stringify({ type: "offer", sdp: "v=0" }) }), 200);
    expectStatus(await w.host("meetings/signal", { kind: "candidate", session: "h1", to: "g1", data: JSON.stringify({ candidate: "candidate:1" }) }), 200);

    const forGuest = await w.guest("meetings/events", { after: g.after, waitMs: 0 });
    expectStatus(forGuest, 200);
    expect(forGuest.body.result.data.messages.map((m: { seq: number; kind: string; to: string | null }) => [m.seq, m.kind, m.to])).toEqual([
      [3, "offer", "g1"],
      [4, "candidate", "g1"],
    ]);
    expect(forGuest.body.result.data.last).toBe(4);
    const forHost = await w.host("meetings/events", { after: h.after, waitMs: 0 });
    expect(forHost.body.result.data.messages.map((m: { kind: string; session: string }) => [m.kind, m.session])).toEqual([["hello", "g1"]]);
    // Nothing new: the reader stays where it was.
    const none = await w.guest("meetings/events", { after: 4, waitMs: 0 });
    expect(none.body.result.data).toEqual({ messages: [], last: 4 });
    // A waiting call answers as soon as the other side sends.
    const waiting = w.guest("meetings/events", { after: 4, waitMs: 10_000 });
    await new Promise((r) => setTimeout(r, 200));
    await w.host("meetings/signal", { kind: "bye", session: "h1" });
    const got = await waiting;
    expect(got.body.result.data.messages.map((m: { kind: string }) => m.kind)).toEqual(["bye"]);
  });

  it("once the host ends the meeting, both sides' calls answer 410 and its messages are gone", async () => {
    const w = await world();
    await w.guest("meetings/join", { name: "Ana" });
    const waiting = w.guest("meetings/events", { after: 0, waitMs: 10_000 });
    await new Promise((r) => setTimeout(r, 200));
    expectStatus(await w.call("meetings/end", { id: w.meeting.id }, w.paralegal.token), 200);
    expectStatus(await waiting, 410, "QUESTIONNAIRE_EXPIRED");
    expectStatus(await w.guest("meetings/signal", { kind: "hello", session: "g" }), 410, "QUESTIONNAIRE_EXPIRED");
    expectStatus(await w.host("meetings/events", { after: 0, waitMs: 0 }), 410, "QUESTIONNAIRE_EXPIRED");
  });

  it("422: an unknown kind, an offer without data, data over 20 000 characters, a wait over 25 s", async () => {
    const w = await world();
    expectField(await w.guest("meetings/signal", { kind: "shout", session: "g" }), "kind", "Kind not valid");
    expectField(await w.guest("meetings/signal", { kind: "offer", session: "g" }), "data", "*Data is required");
    expectField(await w.guest("meetings/signal", { kind: "offer", session: "g", data: "x".repeat(20_001) }), "data", "Maximum 20000 characters allowed");
    expectField(await w.guest("meetings/events", { after: 0, waitMs: 60_000 }), "waitMs");
    expectField(await w.guest("meetings/events", {}), "after");
  });

  it("403 for a client's session; 404 for a bad token, another host's or another firm's meeting", async () => {
    const w = await world();
    const asPetitioner = (p: string, body: object) => w.call(p, { id: w.meeting.id, ...body }, w.petitioner.token);
    expectStatus(await asPetitioner("meetings/signal", { kind: "hello", session: "x" }), 403, "FORBIDDEN");
    expectStatus(await asPetitioner("meetings/events", { after: 0, waitMs: 0 }), 403, "FORBIDDEN");
    expectStatus(await w.guest("meetings/signal", { kind: "hello", session: "x" }, "bad"), 404, "NOT_FOUND");
    expectStatus(await w.guest("meetings/events", { after: 0, waitMs: 0 }, "bad"), 404, "NOT_FOUND");
    expectStatus(await w.call("meetings/signal", { id: w.meeting.id, kind: "hello", session: "x" }, w.attorney.token), 404, "NOT_FOUND");
    expectStatus(await callApi("meetings/signal", { id: w.meeting.id, kind: "hello", session: "x" }, { tenant: w.other.tenant.slug, token: w.other.admin.token }), 404, "NOT_FOUND");
    expectStatus(await callApi("meetings/events", { id: w.meeting.id, after: 0, waitMs: 0 }, { tenant: w.other.tenant.slug, token: w.linkToken }), 404, "NOT_FOUND");
  });

  it("429 past 300 signals a minute from one side; the other side may still send", async () => {
    const w = await world();
    for (let i = 0; i < 300; i++) expectStatus(await w.host("meetings/signal", { kind: "hello", session: `h${i}` }), 200);
    expectStatus(await w.host("meetings/signal", { kind: "hello", session: "one-more" }), 429, "RATE_LIMITED");
    expectStatus(await w.guest("meetings/signal", { kind: "hello", session: "g" }), 200);
  }, 60_000);

  it("the sweep deletes messages older than an hour", async () => {
    const w = await world();
    await w.host("meetings/signal", { kind: "hello", session: "h" });
    await sweepSignals(new Date(Date.now() + 2 * 60 * 60_000));
    const read = await w.guest("meetings/events", { after: 0, waitMs: 0 });
    expect(read.body.result.data.messages).toEqual([]);
  });
});
