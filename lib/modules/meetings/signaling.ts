// Both sides of a meeting through one set of calls (README.md "Signaling"): the host with the session, the
// guest with its link's token as `Authorization: Bearer`. A side reads its meeting (details, join) and exchanges
// the WebRTC messages with the other side: /api/meetings/signal stores one under the meeting's next number,
// /api/meetings/events answers the other side's messages after a number, waiting up to 25 s for one (long
// polling: every app server reads the same table, so the two browsers may talk to different servers).
import "server-only";
import type { ActorContext, PublicContext } from "@/lib/server/context";
import { env } from "@/lib/server/env";
import { AppError, fail } from "@/lib/server/errors";
import { hashToken } from "@/lib/server/auth/crypto";
import { rateLimit } from "@/lib/server/http/rate-limit";
import { log } from "@/lib/server/log";
import { can } from "@/lib/shared/permissions";
import { DEFAULT_WAIT_MS, type MeetingSide, type SignalKind } from "./constants";
import type { GuestMeetingView, JoinedMeeting, MeetingDetails, MeetingEvents, RTCIceServerInit, SignalBody } from "./contract";
import { findMeetingByToken, insertSignal, meetingState, signalsAfter, updateMeeting, type MeetingRecord } from "./repository";
import { meetingDetails, reachableMeeting } from "./service";

/** How often a waiting events call looks at the table. */
const POLL_MS = 400;
/** Signals a side may send a minute (an offer, an answer and a few dozen candidates per negotiation). */
const SIGNALS_PER_MINUTE = 300;
const MAX_MESSAGES = 200;

export const meetingGone = () => new AppError("QUESTIONNAIRE_EXPIRED", "The meeting has ended");

type Access = { side: MeetingSide; meeting: MeetingRecord };

/**
 * Who calls: a signed-in user who may hold meetings and reaches this one (the host's side; a client's session
 * is 403), or the guest whose bearer token is this meeting's link; anything else 404. Ended: 410.
 */
async function access(ctx: PublicContext, id: string, opts: { allowEnded?: boolean } = {}): Promise<Access> {
  let a: Access;
  if (ctx.actor) {
    if (!can(ctx.actor, "meeting.host")) throw fail.forbidden();
    a = { side: "host", meeting: await reachableMeeting(ctx as ActorContext, id) };
  } else {
    const token = ctx.bearer ?? "";
    const m = token && token.length <= 200 ? await findMeetingByToken(ctx.db, ctx.tenant.id, id, hashToken(token)) : null;
    if (!m) throw fail.notFound("Meeting");
    a = { side: "guest", meeting: m };
  }
  if (a.meeting.endedAt && !opts.allowEnded) throw meetingGone();
  return a;
}

/** The STUN/TURN servers of MEETING_ICE_SERVERS (none when unset or not a JSON array). */
export function iceServers(raw = env.meetingIceServers): RTCIceServerInit[] {
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) throw new Error("not an array");
    return parsed.filter((s): s is RTCIceServerInit => typeof s === "object" && s !== null && "urls" in s);
  } catch (err) {
    log.warn({ err }, "[meetings] MEETING_ICE_SERVERS is not a JSON array of ICE servers; using none");
    return [];
  }
}

/** The host: the meeting's details (ended ones too). The guest: what its page shows before joining (410 once ended). */
export async function meetingForCaller(ctx: PublicContext, id: string): Promise<MeetingDetails | GuestMeetingView> {
  const a = await access(ctx, id, { allowEnded: ctx.actor !== null });
  if (a.side === "host") return meetingDetails(ctx as ActorContext, id);
  const m = a.meeting;
  return { id: m.id, title: m.title, firmName: ctx.tenant.name, hostName: m.hostName, scheduledAt: m.scheduledAt.toISOString(), inviteeName: m.inviteeName };
}

/** Enter the call: where to start reading messages, the ICE servers, the other side's name; the guest gives its name. */
export async function joinMeeting(ctx: PublicContext, body: { id: string; name?: string }): Promise<JoinedMeeting> {
  const a = await access(ctx, body.id);
  if (a.side === "guest" && !body.name) throw fail.validation({ name: "*Your name is required" });
  const patch = a.side === "guest" ? { guestName: body.name!, guestJoinedAt: new Date() } : { hostJoinedAt: a.meeting.hostJoinedAt ?? new Date() };
  await updateMeeting(ctx.db, ctx.tenant.id, body.id, patch);
  const state = await meetingState(ctx.db, ctx.tenant.id, body.id);
  return {
    id: a.meeting.id,
    title: a.meeting.title,
    side: a.side,
    peerName: a.side === "guest" ? a.meeting.hostName : (body.name ?? a.meeting.guestName ?? a.meeting.inviteeName),
    after: state?.lastSeq ?? 0,
    iceServers: iceServers(),
  };
}

export async function sendSignal(ctx: PublicContext, body: SignalBody): Promise<{ seq: number }> {
  const a = await access(ctx, body.id);
  await rateLimit(ctx.db, `meeting-signal:${body.id}:${a.side}`, SIGNALS_PER_MINUTE, 60_000);
  if ((body.kind === "offer" || body.kind === "answer" || body.kind === "candidate") && !body.data) throw fail.validation({ data: "*Data is required" });
  const seq = await ctx.db.transaction((tx) =>
    insertSignal(tx, { tenantId: ctx.tenant.id, meetingId: body.id, sender: a.side, kind: body.kind, session: body.session, toSession: body.to ?? null, data: body.data ?? null }),
  );
  return { seq };
}

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    const t = setTimeout(resolve, ms);
    signal?.addEventListener("abort", () => (clearTimeout(t), resolve()), { once: true });
  });

/**
 * The other side's messages after `after`, as soon as there is one, or none after `waitMs` (default 20 s).
 * 410 as soon as the meeting ends (the other side's browser shows "The meeting has ended").
 */
export async function meetingEvents(ctx: PublicContext & { req?: Request }, body: { id: string; after: number; waitMs?: number }): Promise<MeetingEvents> {
  const a = await access(ctx, body.id);
  const until = Date.now() + (body.waitMs ?? DEFAULT_WAIT_MS);
  const signal = ctx.req?.signal;
  for (;;) {
    const [rows, state] = await Promise.all([
      signalsAfter(ctx.db, ctx.tenant.id, body.id, { after: body.after, reader: a.side, limit: MAX_MESSAGES }),
      meetingState(ctx.db, ctx.tenant.id, body.id),
    ]);
    if (!state || state.endedAt) throw meetingGone();
    if (rows.length > 0 || Date.now() + POLL_MS > until || signal?.aborted) {
      // `last`: where the next call starts. Numbers commit in order (repository.insertSignal), so every
      // message up to the last one read is committed; with none read the reader stays where it was.
      const last = rows.length ? rows[rows.length - 1].seq : body.after;
      return { messages: rows.map((r) => ({ seq: r.seq, kind: r.kind as SignalKind, session: r.session, to: r.toSession, data: r.data })), last };
    }
    await sleep(POLL_MS, signal);
  }
}
