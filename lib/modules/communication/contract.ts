// Request schemas and answers of the communication calls (/api/communication/*, spec section 7 "Others":
// communication/list, user-list, save; and mark-read). Isomorphic: used by the routes and the Messages tab.
import { z } from "zod";
import { MSG } from "@/lib/shared/validation/messages";
import { v } from "@/lib/shared/validation/zod";
import { MAX_ATTACHMENTS, MAX_BODY, MAX_MENTIONS, MAX_SUBJECT, THREADS_PER_PAGE } from "./constants";

export { MAX_ATTACHMENTS, MAX_BODY, MAX_MENTIONS, MAX_SUBJECT };

const page = z.coerce.number({ error: MSG.invalid("Page") }).int({ error: MSG.invalid("Page") }).min(1, { error: MSG.min(1) }).max(100_000, { error: MSG.max(100_000) }).default(1);
const perpage = (max: number, dflt: number) => z.coerce.number({ error: MSG.invalid("Per page") }).int({ error: MSG.invalid("Per page") }).min(1, { error: MSG.min(1) }).max(max, { error: MSG.max(max) }).default(dflt);

/** What the threads are about: a case (`petitionId`) or a client outside any case (`companyId`) — exactly one. */
const scope = { petitionId: v.optionalUuid("Case"), companyId: v.optionalUuid("Client") };
export const ONE_SCOPE_MESSAGE = "Name a case or a client, not both";
function exactlyOneScope(b: { petitionId?: string; companyId?: string }, ctx: z.RefinementCtx) {
  if (!b.petitionId && !b.companyId) ctx.addIssue({ code: "custom", path: ["petitionId"], message: MSG.required("Case") });
  if (b.petitionId && b.companyId) ctx.addIssue({ code: "custom", path: ["companyId"], message: ONE_SCOPE_MESSAGE });
}
/** The scope of a call: a case's threads or a client's. */
export type ThreadScopeRef = { petitionId: string; companyId?: undefined } | { companyId: string; petitionId?: undefined };

/**
 * A case's (or a client's) threads (newest activity first, with the caller's unread counts), or — with
 * `threadId` — one thread's messages, newest first, paged (`page` 1 is the latest `perpage` messages).
 */
export const communicationListBody = z
  .object({
    ...scope,
    threadId: v.optionalUuid("Thread"),
    page,
    perpage: perpage(100, THREADS_PER_PAGE),
  })
  .superRefine(exactlyOneScope);
export type CommunicationListBody = z.output<typeof communicationListBody>;

/** Who may be addressed (mentioned, told) on a case, or in a client's threads. */
export const communicationUserListBody = z.object(scope).superRefine(exactlyOneScope);
export type CommunicationUserListBody = z.output<typeof communicationUserListBody>;

/** A new thread (`subject`, no `threadId`) or a reply (`threadId`), on a case or with a client. */
export const communicationSaveBody = z
  .object({
    ...scope,
    threadId: v.optionalUuid("Thread"),
    subject: v.optionalString(MAX_SUBJECT),
    body: v.requiredString("Message", MAX_BODY),
    /** Users mentioned: each one of the case's user-list. */
    mentions: z.array(v.uuid("Mention")).max(MAX_MENTIONS, { error: MSG.max(MAX_MENTIONS) }).default([]),
    /** Keys of the caller's own uploads (/api/s3/upload with this petitionId; with none for a client's thread), attached to the message. */
    attachments: z.array(v.requiredString("Attachment", 2048)).max(MAX_ATTACHMENTS, { error: MSG.max(MAX_ATTACHMENTS) }).default([]),
  })
  .superRefine((b, ctx) => {
    exactlyOneScope(b, ctx);
    if (!b.threadId && !b.subject) ctx.addIssue({ code: "custom", path: ["subject"], message: MSG.required("Subject") });
    if (b.threadId && b.subject) ctx.addIssue({ code: "custom", path: ["subject"], message: MSG.invalid("Subject") });
  });
export type CommunicationSaveBody = z.output<typeof communicationSaveBody>;

/** The caller has read the thread up to its latest message (or up to `messageId`). */
export const communicationMarkReadBody = z.object({ threadId: v.uuid("Thread"), messageId: v.optionalUuid("Message") });
export type CommunicationMarkReadBody = z.output<typeof communicationMarkReadBody>;

export const communicationAttachmentBody = z.object({ attachmentId: v.uuid("Attachment") });

/** The author changes a message's text (until someone else has read it). */
export const communicationEditBody = z.object({ messageId: v.uuid("Message"), body: v.requiredString("Message", MAX_BODY) });
export type CommunicationEditBody = z.output<typeof communicationEditBody>;

/** The author withdraws a message (until someone else has read it). */
export const communicationDeleteBody = z.object({ messageId: v.uuid("Message") });

/** The reply link's page reads what it answers (Authorization: Bearer <token>). */
export const replyLinkViewBody = z.object({});
/** The answer written on the reply link's page. */
export const replyLinkSendBody = z.object({ body: v.requiredString("Message", MAX_BODY) });
export type ReplyLinkSendBody = z.output<typeof replyLinkSendBody>;

/** Someone who may be addressed: on a case, its team, the client's contacts with an account, the beneficiary; with a client, the staff of its cases and its contacts with an account. */
export type Addressee = { userId: string; name: string; roleId: number; group: "team" | "client" | "beneficiary" };

export type PersonRef = { userId: string; name: string };

export type ThreadDto = {
  id: string;
  /** The case it is about, or null for a thread with the client (`companyId`). */
  petitionId: string | null;
  companyId: string | null;
  subject: string;
  createdBy: PersonRef;
  createdAt: string;
  lastMessageAt: string;
  messageCount: number;
  /** Messages of others written after the caller's "read up to". */
  unreadCount: number;
  lastMessage: { author: PersonRef; body: string; deleted: boolean; createdAt: string } | null;
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
  /** Withdrawn by its author: no body, no files. */
  deleted: boolean;
  /** The caller may still edit or delete it: their own, not deleted, and nobody else has read it. */
  changeable: boolean;
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
export type UnreadThreadDto = {
  threadId: string;
  subject: string;
  /** The case's number, or null for a thread with a client (then `clientName`). */
  caseNumber: string | null;
  clientName: string | null;
  link: string;
  unreadCount: number;
  lastAuthorName: string | null;
  lastMessageAt: string;
};

/** What a reply link's page shows: the case, the thread, the message the e-mail was about, who answers. */
export type ReplyLinkDto = {
  firmName: string;
  /** The case's number, or null for a thread with a client (then `clientName`). */
  caseNumber: string | null;
  clientName: string | null;
  subject: string;
  /** The link's user, who will be the reply's author. */
  replyAs: string;
  message: { author: string; body: string; deleted: boolean; createdAt: string };
  expiresAt: string;
  /** The thread on the signed-in case screen (after signing in). */
  threadPath: string;
};
