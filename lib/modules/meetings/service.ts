// Video meetings (issue 15 section 5, README.md): a firm user creates a meeting (title, optional case within
// reach, optional invitee, now or later) with a token link for the guest (only its sha256 is kept; the link is
// shown once and may be e-mailed), lists and ends them. Who reaches a meeting: its host, and the firm's settings
// roles every meeting of the firm ("meeting.admin"); another firm's or another host's meeting is 404.
import "server-only";
import { randomUUID } from "node:crypto";
import { visibleCaseOr404 } from "@/lib/modules/cases/case-details";
import { writeAudit } from "@/lib/server/audit/audit";
import { hashToken, newToken } from "@/lib/server/auth/crypto";
import type { ActorContext } from "@/lib/server/context";
import { fail } from "@/lib/server/errors";
import { enqueueMail, kickOutbox } from "@/lib/server/mail/outbox";
import { tenantUrl } from "@/lib/server/tenancy/tenant";
import { can } from "@/lib/shared/permissions";
import { meetingLinkPath } from "./constants";
import type { CreatedMeeting, CreateMeetingBody, MeetingDetails, MeetingListBody, MeetingListRow } from "./contract";
import { invitationMail } from "./emails";
import { deleteSignals, findMeetingRecord, insertMeeting, lockMeeting, meetingPage, updateMeeting, type MeetingRecord } from "./repository";

/** A meeting scheduled this far back or further is refused (a typo, not a meeting). */
const PAST_TOLERANCE_MS = 5 * 60_000;

export function toListRow(ctx: ActorContext, m: MeetingRecord): MeetingListRow {
  return {
    id: m.id,
    title: m.title,
    petitionId: m.petitionId,
    caseNumber: m.caseNumber,
    inviteeName: m.inviteeName,
    inviteeEmail: m.inviteeEmail,
    scheduledAt: m.scheduledAt.toISOString(),
    hostName: m.hostName,
    guestName: m.guestName,
    guestJoinedAt: m.guestJoinedAt?.toISOString() ?? null,
    endedAt: m.endedAt?.toISOString() ?? null,
    state: m.endedAt ? "ended" : "upcoming",
    canEnd: !m.endedAt && (m.hostUserId === ctx.actor.userId || can(ctx.actor, "meeting.admin")),
  };
}

/** The meeting as the signed-in caller reaches it (its host, or a settings role), else 404. */
export async function reachableMeeting(ctx: ActorContext, id: string): Promise<MeetingRecord> {
  const m = await findMeetingRecord(ctx.db, ctx.tenant.id, id, can(ctx.actor, "meeting.admin") ? undefined : ctx.actor.userId);
  if (!m) throw fail.notFound("Meeting");
  return m;
}

export async function createMeeting(ctx: ActorContext, body: CreateMeetingBody): Promise<CreatedMeeting> {
  const scheduledAt = body.scheduledAt ? new Date(body.scheduledAt) : null;
  if (scheduledAt && scheduledAt.getTime() < Date.now() - PAST_TOLERANCE_MS) throw fail.validation({ scheduledAt: "Choose a time that is not in the past" });
  const id = randomUUID();
  const token = newToken();
  const link = tenantUrl(ctx.tenant.slug, `${meetingLinkPath(id)}?token=${token}`);
  const sendTo = body.sendInvitation ? body.inviteeEmail! : null;
  await ctx.db.transaction(async (tx) => {
    if (body.petitionId) await visibleCaseOr404(tx, ctx.actor, body.petitionId);
    await insertMeeting(tx, {
      id,
      tenantId: ctx.tenant.id,
      title: body.title,
      petitionId: body.petitionId ?? null,
      inviteeName: body.inviteeName ?? null,
      inviteeEmail: body.inviteeEmail ?? null,
      scheduledAt: scheduledAt ?? new Date(),
      hostUserId: ctx.actor.userId,
      tokenHash: hashToken(token),
    });
    if (sendTo) {
      const mail = invitationMail({
        locale: body.language ?? ctx.locale,
        firmName: ctx.tenant.name,
        hostName: ctx.actor.name || ctx.tenant.name,
        title: body.title,
        inviteeName: body.inviteeName ?? null,
        scheduledAt,
        timeZone: ctx.clock.timezone,
        url: link,
      });
      await enqueueMail(tx, { tenantId: ctx.tenant.id, to: sendTo, ...mail });
    }
    await writeAudit(tx, {
      tenantId: ctx.tenant.id,
      actorUserId: ctx.actor.userId,
      actorRoleId: ctx.actor.roleId,
      action: "meeting.create",
      entityType: "meeting",
      entityId: id,
      after: { title: body.title, petitionId: body.petitionId ?? null, scheduledAt: (scheduledAt ?? new Date()).toISOString(), invitedEmail: sendTo },
      ip: ctx.ip,
    });
  });
  if (sendTo) kickOutbox(ctx.db);
  const m = await reachableMeeting(ctx, id);
  return { ...toListRow(ctx, m), link, invitationSent: sendTo !== null };
}

export async function listMeetings(ctx: ActorContext, body: MeetingListBody): Promise<{ rows: MeetingListRow[]; total: number }> {
  const { rows, total } = await meetingPage(ctx.db, ctx.tenant.id, { ...body, hostUserId: can(ctx.actor, "meeting.admin") ? null : ctx.actor.userId });
  return { rows: rows.map((m) => toListRow(ctx, m)), total };
}

export async function meetingDetails(ctx: ActorContext, id: string): Promise<MeetingDetails> {
  return toListRow(ctx, await reachableMeeting(ctx, id));
}

/** Ends the meeting for both sides: its link stops working (410) and its signaling messages are deleted. Ending it again changes nothing. */
export async function endMeeting(ctx: ActorContext, id: string): Promise<MeetingDetails> {
  const m = await reachableMeeting(ctx, id);
  if (!m.endedAt) {
    await ctx.db.transaction(async (tx) => {
      const locked = await lockMeeting(tx, ctx.tenant.id, id);
      if (!locked || locked.endedAt) return;
      await updateMeeting(tx, ctx.tenant.id, id, { endedAt: new Date(), endedByUserId: ctx.actor.userId });
      await deleteSignals(tx, ctx.tenant.id, id);
      await writeAudit(tx, { tenantId: ctx.tenant.id, actorUserId: ctx.actor.userId, actorRoleId: ctx.actor.roleId, action: "meeting.end", entityType: "meeting", entityId: id, before: { endedAt: null }, ip: ctx.ip });
    });
  }
  return meetingDetails(ctx, id);
}
