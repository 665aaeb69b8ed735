// Request schemas and answers of the communication calls (/api/communication/*, spec section 7 "Others":
// communication/list, user-list, save; and mark-read). Isomorphic: used by the routes and the Messages tab.
import { z } from "zod";
import { MSG } from "@/lib/shared/validation/messages";
import { v } from "@/lib/shared/validation/zod";
import { MAX_ATTACHMENTS, MAX_BODY, MAX_MENTIONS, MAX_SUBJECT, THREADS_PER_PAGE } from "./constants";

export { MAX_ATTACHMENTS, MAX_BODY, MAX_MENTIONS, MAX_SUBJECT };

const page = z.coerce.number({ error: MSG.invalid("Page") }).int({ error: MSG.invalid("Page") }).min(1, { error: MSG.min(1) }).max(100_000, { error: MSG.max(100_000) }).default(1);
const perpage = (max: number, dflt: number) => z.coerce.number({ error: MSG.invalid("Per page") }).int({ error: MSG.invalid("Per page") }).min(1, { error: MSG.min(1) }).max(max, { error: MSG.max(max) }).default(dflt);

/**
 * A case's threads (newest activity first, with the caller's unread counts), or — with `threadId` — one
 * thread's messages, newest first, paged (`page` 1 is the latest `perpage` messages).
 */
export const communicationListBody = z.object({
  petitionId: v.uuid("Case"),
  threadId: v.optionalUuid("Thread"),
  page,
  perpage: perpage(100, THREADS_PER_PAGE),
});
export type CommunicationListBody = z.output<typeof communicationListBody>;

/** Who may be addressed (mentioned, told) on a case. */
export const communicationUserListBody = z.object({ petitionId: v.uuid("Case") });

/** A new thread (`subject`, no `threadId`) or a reply (`threadId`). */
export const communicationSaveBody = z
  .object({
    petitionId: v.uuid("Case"),
    threadId: v.optionalUuid("Thread"),
    subject: v.optionalString(MAX_SUBJECT),
    body: v.requiredString("Message", MAX_BODY),
    /** Users mentioned: each one of the case's user-list. */
    mentions: z.array(v.uuid("Mention")).max(MAX_MENTIONS, { error: MSG.max(MAX_MENTIONS) }).default([]),
    /** Keys of the caller's own uploads (/api/s3/upload with this petitionId), attached to the message. */
    attachments: z.array(v.requiredString("Attachment", 2048)).max(MAX_ATTACHMENTS, { error: MSG.max(MAX_ATTACHMENTS) }).default([]),
  })
  .superRefine((b, ctx) => {
    if (!b.threadId && !b.subject) ctx.addIssue({ code: "custom", path: ["subject"], message: MSG.required("Subject") });
    if (b.threadId && b.subject) ctx.addIssue({ code: "custom", path: ["subject"], message: MSG.invalid("Subject") });
  });
export type CommunicationSaveBody = z.output<typeof communicationSaveBody>;

/** The caller has read the thread up to its latest message (or up to `messageId`). */
export const communicationMarkReadBody = z.object({ threadId: v.uuid("Thread"), messageId: v.optionalUuid("Message") });
export type CommunicationMarkReadBody = z.output<typeof communicationMarkReadBody>;

export const communicationAttachmentBody = z.object({ attachmentId: v.uuid("Attachment") });

/** Someone who may be addressed on a case: the case's team, the client's contacts with an account, the beneficiary. */
export type Addressee = { userId: string; name: string; roleId: number; group: "team" | "client" | "beneficiary" };

export type PersonRef = { userId: string; name: string };

export type ThreadDto = {
  id: string;
  petitionId: string;
  subject: string;
  createdBy: PersonRef;
  createdAt: string;
  lastMessageAt: string;
  messageCount: number;
  /** Messages of others written after the caller's "read up to". */
  unreadCount: number;
  lastMessage: { author: PersonRef; body: string; createdAt: string } | null;
};

export type AttachmentDto = { id: string; fileName: string; mimetype: string; sizeBytes: number };

export type MessageDto = {
  id: string;
  threadId: string;
  author: PersonRef;
  body: string;
  mentions: PersonRef[];
  attachments: AttachmentDto[];
  createdAt: string;
  editedAt: string | null;
  /** Whether the caller has read it (its own are read). */
  read: boolean;
  /** Others (not the author) whose "read up to" reaches this message. */
  seenBy: PersonRef[];
};

/** communication/list without threadId. */
export type ThreadListDto = { threads: ThreadDto[]; unreadCount: number };
/** communication/list with threadId (messages newest first). */
export type ThreadMessagesDto = { thread: ThreadDto; messages: MessageDto[] };

export type SavedMessageDto = { threadId: string; message: MessageDto };

/** A thread with messages the reader has not read (the dashboard's MESSAGES widget). */
export type UnreadThreadDto = { threadId: string; subject: string; caseNumber: string; link: string; unreadCount: number; lastAuthorName: string | null; lastMessageAt: string };
