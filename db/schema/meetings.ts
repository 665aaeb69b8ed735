// Video meetings (issue 15 section 5): a firm user's browser-to-browser call with a guest who joins through a
// token link without an account (only the token's sha256 is kept), and the WebRTC signaling messages the two
// browsers exchange through our own server (numbered per meeting, deleted when the meeting ends or by the
// sweep). Owned by lib/modules/meetings.
import { index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { petitions } from "./cases";
import { users } from "./identity";
import { tenants } from "./tenancy";

// @owner meetings
export const meetings = pgTable(
  "meetings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => tenants.id),
    title: text("title").notNull(),
    petitionId: uuid("petition_id").references(() => petitions.id),
    inviteeName: text("invitee_name"),
    inviteeEmail: text("invitee_email"),
    scheduledAt: timestamp("scheduled_at", { withTimezone: true }).notNull(),
    hostUserId: uuid("host_user_id")
      .notNull()
      .references(() => users.id),
    /** sha256 of the guest's link token. */
    tokenHash: text("token_hash").notNull(),
    /** The last signaling number given in this meeting (taken under the meeting row's lock). */
    lastSeq: integer("last_seq").notNull().default(0),
    guestName: text("guest_name"),
    hostJoinedAt: timestamp("host_joined_at", { withTimezone: true }),
    guestJoinedAt: timestamp("guest_joined_at", { withTimezone: true }),
    endedAt: timestamp("ended_at", { withTimezone: true }),
    endedByUserId: uuid("ended_by_user_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("meetings_tenant_scheduled_idx").on(t.tenantId, t.scheduledAt), uniqueIndex("meetings_token_hash_uq").on(t.tokenHash)],
);
export type MeetingRow = typeof meetings.$inferSelect;

// @owner meetings
/** One signaling message (offer, answer, candidate, hello, bye) from one side of a meeting to the other. */
export const meetingSignals = pgTable(
  "meeting_signals",
  {
    meetingId: uuid("meeting_id")
      .notNull()
      .references(() => meetings.id, { onDelete: "cascade" }),
    seq: integer("seq").notNull(),
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => tenants.id),
    /** host | guest */
    sender: text("sender").notNull(),
    kind: text("kind").notNull(),
    /** The sending browser's session id, and the one it is meant for (none for hello and bye). */
    session: text("session").notNull(),
    toSession: text("to_session"),
    /** The SDP or ICE candidate, as the browser's JSON text. */
    data: text("data"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.meetingId, t.seq] }), index("meeting_signals_tenant_created_idx").on(t.tenantId, t.createdAt)],
);
export type MeetingSignalRow = typeof meetingSignals.$inferSelect;
