// Requests and answers of the video meetings (/api/meetings/*; issue 15 section 5, README.md).
import { z } from "zod";
import { listRequest } from "@/lib/shared/list";
import { v } from "@/lib/shared/validation/zod";
import { MSG } from "@/lib/shared/validation/messages";
import { MAX_SIGNAL_DATA, MAX_WAIT_MS, MEETING_STATES, SIGNAL_KINDS, type MeetingSide, type MeetingState, type SignalKind } from "./constants";

export const createMeetingBody = z
  .object({
    title: v.requiredString("Title", 200),
    /** A case the caller reaches (its number is shown with the meeting). */
    petitionId: v.optionalUuid("Case"),
    inviteeName: v.optionalString(200),
    inviteeEmail: v.optionalEmail(),
    /** When: an instant; absent means now. */
    scheduledAt: z.iso.datetime({ offset: true, error: MSG.invalid("Scheduled time") }).optional(),
    /** E-mail the invitation (to inviteeEmail), in this language. */
    sendInvitation: z.boolean({ error: MSG.invalid("Send invitation") }).default(false),
    language: z.enum(["en", "es"], { error: MSG.invalid("Language") }).optional(),
  })
  .superRefine((b, ctx) => {
    if (b.sendInvitation && !b.inviteeEmail) ctx.addIssue({ code: "custom", path: ["inviteeEmail"], message: MSG.required("Email") });
  });
export type CreateMeetingBody = z.output<typeof createMeetingBody>;
export type CreateMeetingInput = z.input<typeof createMeetingBody>;

export const MEETING_SORTS = ["scheduledAt", "createdAt", "title"] as const;
export const meetingListBody = listRequest(MEETING_SORTS, z.object({ state: z.enum(MEETING_STATES, { error: MSG.invalid("State") }).optional() }), { defaultOrder: "asc" });
export type MeetingListBody = z.output<typeof meetingListBody>;

export const meetingIdBody = z.object({ id: v.uuid("Meeting") });

export const joinMeetingBody = z.object({
  id: v.uuid("Meeting"),
  /** The guest's name as the host sees it (the guest only; the host is the signed-in user). */
  name: v.optionalString(100),
});

export const signalBody = z.object({
  id: v.uuid("Meeting"),
  kind: z.enum(SIGNAL_KINDS, { error: MSG.invalid("Kind") }),
  session: v.requiredString("Session", 64),
  to: v.optionalString(64),
  data: z.string({ error: MSG.invalid("Data") }).max(MAX_SIGNAL_DATA, { error: MSG.maxLength(MAX_SIGNAL_DATA) }).optional(),
});
export type SignalBody = z.output<typeof signalBody>;

export const eventsBody = z.object({
  id: v.uuid("Meeting"),
  /** The last number this browser has seen (join answers where to start). */
  after: v.int("After", { min: 0 }),
  /** How long to wait for a message before answering none (long polling), 0–25 000 ms. */
  waitMs: v.optionalInt("Wait", { min: 0, max: MAX_WAIT_MS }),
});

export type MeetingListRow = {
  id: string;
  title: string;
  petitionId: string | null;
  caseNumber: string | null;
  inviteeName: string | null;
  inviteeEmail: string | null;
  scheduledAt: string;
  hostName: string | null;
  guestName: string | null;
  guestJoinedAt: string | null;
  endedAt: string | null;
  state: MeetingState;
  canEnd: boolean;
};
export type MeetingDetails = MeetingListRow;

export type CreatedMeeting = MeetingListRow & { link: string; invitationSent: boolean };

/** What the guest's page shows before joining. */
export type GuestMeetingView = { id: string; title: string; firmName: string; hostName: string | null; scheduledAt: string; inviteeName: string | null };

export type JoinedMeeting = {
  id: string;
  title: string;
  side: MeetingSide;
  /** The other side's name, when known. */
  peerName: string | null;
  /** Start reading events after this number (older messages belong to earlier sessions). */
  after: number;
  iceServers: RTCIceServerInit[];
};
export type RTCIceServerInit = { urls: string | string[]; username?: string; credential?: string };

export type SignalMessage = { seq: number; kind: SignalKind; session: string; to: string | null; data: string | null };
export type MeetingEvents = { messages: SignalMessage[]; last: number };

/** The new-meeting form (the screen turns it into createMeetingBody: "later" + the local date and time → scheduledAt). */
export const meetingFormSchema = z
  .object({
    title: v.requiredString("Title", 200),
    petitionId: v.optionalUuid("Case"),
    inviteeName: v.optionalString(200),
    inviteeEmail: v.optionalEmail(),
    when: z.enum(["now", "later"]),
    localTime: z.string().optional(),
    sendInvitation: z.boolean().default(false),
    language: z.enum(["en", "es"]).default("en"),
  })
  .superRefine((b, ctx) => {
    if (b.sendInvitation && !b.inviteeEmail) ctx.addIssue({ code: "custom", path: ["inviteeEmail"], message: MSG.required("Email") });
    if (b.when === "later" && (!b.localTime || Number.isNaN(new Date(b.localTime).getTime()))) ctx.addIssue({ code: "custom", path: ["localTime"], message: MSG.required("Date and time") });
  });
export type MeetingFormValues = z.output<typeof meetingFormSchema>;
export type MeetingFormInput = z.input<typeof meetingFormSchema>;

/** The create call's body from the form (the browser's local time read as an instant). */
export function createBodyOf(f: MeetingFormValues): CreateMeetingInput {
  return {
    title: f.title,
    petitionId: f.petitionId,
    inviteeName: f.inviteeName,
    inviteeEmail: f.inviteeEmail,
    scheduledAt: f.when === "later" && f.localTime ? new Date(f.localTime).toISOString() : undefined,
    sendInvitation: f.sendInvitation,
    language: f.language,
  };
}
