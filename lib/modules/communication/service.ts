// Communication threads on a case (issue 15): the firm's team, the client's contacts and the beneficiary talk
// on a case in threads; a message names (mentions) people of the case's user-list, carries files the author
// uploaded, and notifies the thread's people in-app and by e-mail in the same transaction (outbox). Read
// receipts are one "read up to" per thread and user. Reach is the case's (cases' visibleCaseOr404: a petitioner
// its company's cases, a beneficiary its own, a branch manager its branch's); another firm's thread is 404.
import "server-only";
import type { PetitionRow } from "@/db/schema/cases";
import { visibleCaseOr404 } from "@/lib/modules/cases/case-details";
import { usersWhoSeeCase } from "@/lib/modules/cases/case-recipients";
import { caseDetailsPath } from "@/lib/modules/cases/contract";
import { claimUploads } from "@/lib/modules/documents/stored-files";
import { notify } from "@/lib/modules/notifications/notify";
import { writeAudit } from "@/lib/server/audit/audit";
import type { ActorContext } from "@/lib/server/context";
import type { Executor } from "@/lib/server/db/client";
import { fail } from "@/lib/server/errors";
import { kickOutbox } from "@/lib/server/mail/outbox";
import { DEFAULT_SIGNED_URL_SECONDS, getFileStore } from "@/lib/server/storage/file-store";
import type {
  Addressee,
  CommunicationListBody,
  CommunicationMarkReadBody,
  CommunicationSaveBody,
  MessageDto,
  SavedMessageDto,
  ThreadDto,
  ThreadListDto,
  ThreadMessagesDto,
  UnreadThreadDto,
} from "./contract";
import { MESSAGES_TAB } from "./constants";
import {
  addresseeCandidates,
  unreadCaseThreads,
  attachmentsOf,
  findAttachment,
  findMessage,
  findThread,
  insertAttachments,
  insertMessage,
  insertThread,
  listMessages,
  listThreads,
  markReadUpTo,
  readsOf,
  threadAuthors,
  touchThread,
  userNames,
  type CommunicationAttachmentRow,
  type CommunicationMessageRow,
  type CommunicationThreadRow,
  type ThreadListRow,
} from "./repository";

/** The mention that is not among the case's addressees (422 on `mentions`). */
export const MENTION_NOT_ALLOWED = "Mentions must be people of this case";

const iso = (d: Date | string) => new Date(d).toISOString();

/** The dashboard's MESSAGES widget: the reader's case threads with unread messages, on cases still within their reach. */
export async function unreadThreads(ctx: ActorContext, limit: number): Promise<UnreadThreadDto[]> {
  const rows = await unreadCaseThreads(ctx.db, ctx.tenant.id, ctx.actor.userId, limit);
  const caseIds = [...new Set(rows.map((r) => r.petitionId))];
  const reachable = new Set(
    (
      await Promise.all(
        caseIds.map((id) =>
          visibleCaseOr404(ctx.db, ctx.actor, id).then(
            () => id,
            () => null,
          ),
        ),
      )
    ).filter((id): id is string => id !== null),
  );
  return rows
    .filter((r) => reachable.has(r.petitionId))
    .map((r) => ({
      threadId: r.id,
      subject: r.subject,
      caseNumber: r.caseNumber,
      link: threadLink({ id: r.petitionId, subTypeId: r.subTypeId }, r.id),
      unreadCount: r.unreadCount,
      lastAuthorName: r.lastAuthorName,
      lastMessageAt: r.lastMessageAt.toISOString(),
    }));
}

/** Where a notification of a thread leads: the case screen's Messages tab with the thread open. */
export const threadLink = (p: Pick<PetitionRow, "id" | "subTypeId">, threadId: string) => `${caseDetailsPath(p.id, p.subTypeId)}?tab=${MESSAGES_TAB}&thread=${threadId}`;

// ---- who may be addressed ------------------------------------------------------------------------------

async function addresseesOf(db: Executor, tenantId: string, petitionId: string): Promise<Addressee[]> {
  const seen = new Set<string>();
  const candidates = (await addresseeCandidates(db, tenantId, petitionId)).filter((c) => !seen.has(c.userId) && seen.add(c.userId));
  const seeing = new Set(await usersWhoSeeCase(db, tenantId, petitionId, candidates.map((c) => c.userId)));
  return candidates.filter((c) => seeing.has(c.userId)).map((c) => ({ userId: c.userId, name: c.name, roleId: c.roleId, group: c.group }));
}

/** /communication/user-list: the case's team (assigned roles, approver), its company's petitioner logins and its beneficiaries' logins who can see it. */
export async function communicationUserList(ctx: ActorContext, petitionId: string): Promise<Addressee[]> {
  await visibleCaseOr404(ctx.db, ctx.actor, petitionId);
  return addresseesOf(ctx.db, ctx.actor.tenantId, petitionId);
}

// ---- reading -----------------------------------------------------------------------------------------

function threadDto(r: ThreadListRow): ThreadDto {
  return {
    id: r.id,
    petitionId: r.petitionId!,
    subject: r.subject,
    createdBy: { userId: r.createdByUserId, name: r.createdByName ?? "" },
    createdAt: iso(r.createdAt),
    lastMessageAt: iso(r.lastMessageAt),
    messageCount: r.messageCount,
    unreadCount: r.unreadCount,
    lastMessage: r.lastAuthorId && r.lastCreatedAt ? { author: { userId: r.lastAuthorId, name: r.lastAuthorName ?? "" }, body: r.lastBody ?? "", createdAt: iso(r.lastCreatedAt) } : null,
  };
}

/** A thread of the case the caller reaches, or 404 (another case's, another firm's, a case out of reach). */
async function reachableThread(ctx: ActorContext, threadId: string, petitionId?: string): Promise<{ thread: CommunicationThreadRow; petition: PetitionRow }> {
  const thread = await findThread(ctx.db, ctx.actor.tenantId, threadId);
  if (!thread || !thread.petitionId || (petitionId && thread.petitionId !== petitionId)) throw fail.notFound("Thread");
  const petition = await visibleCaseOr404(ctx.db, ctx.actor, thread.petitionId).catch(() => {
    throw fail.notFound("Thread");
  });
  return { thread, petition };
}

async function messageDtos(db: Executor, tenantId: string, readerId: string, threadId: string, rows: CommunicationMessageRow[], extra: CommunicationAttachmentRow[] = []): Promise<MessageDto[]> {
  const [names, attachments, reads] = await Promise.all([
    userNames(db, rows.flatMap((m) => [m.authorUserId, ...m.mentions])),
    extra.length ? Promise.resolve(extra) : attachmentsOf(db, tenantId, rows.map((m) => m.id)),
    readsOf(db, tenantId, threadId),
  ]);
  const readerUpTo = reads.find((r) => r.userId === readerId)?.readAt ?? null;
  const person = (userId: string) => ({ userId, name: names.get(userId) ?? "" });
  return rows.map((m) => ({
    id: m.id,
    threadId: m.threadId,
    author: person(m.authorUserId),
    body: m.body,
    mentions: m.mentions.map(person),
    attachments: attachments.filter((a) => a.messageId === m.id).map((a) => ({ id: a.id, fileName: a.fileName, mimetype: a.mimetype, sizeBytes: a.sizeBytes })),
    createdAt: iso(m.createdAt),
    editedAt: m.editedAt ? iso(m.editedAt) : null,
    read: m.authorUserId === readerId || (readerUpTo !== null && readerUpTo >= m.createdAt),
    seenBy: reads.filter((r) => r.userId !== m.authorUserId && r.readAt >= m.createdAt).map((r) => ({ userId: r.userId, name: r.name })),
  }));
}

/**
 * /communication/list: without `threadId`, the case's threads (latest activity first) with the caller's unread
 * counts and the case's total; with it, that thread's messages newest first, paged.
 */
export async function communicationList(
  ctx: ActorContext,
  body: CommunicationListBody,
): Promise<{ data: ThreadListDto | ThreadMessagesDto; pagination: { page: number; perpage: number; total: number } }> {
  const { db, actor } = ctx;
  const { page, perpage } = body;
  if (body.threadId) {
    const { thread } = await reachableThread(ctx, body.threadId, body.petitionId);
    const [{ rows: [row] }, { rows, total }] = await Promise.all([listThreads(db, actor.tenantId, thread.petitionId!, actor.userId, 1, 1, thread.id), listMessages(db, actor.tenantId, thread.id, page, perpage)]);
    const messages = await messageDtos(db, actor.tenantId, actor.userId, thread.id, rows);
    return { data: { thread: threadDto(row), messages }, pagination: { page, perpage, total } };
  }
  await visibleCaseOr404(db, actor, body.petitionId);
  const { rows, total, unread } = await listThreads(db, actor.tenantId, body.petitionId, actor.userId, page, perpage);
  return { data: { threads: rows.map(threadDto), unreadCount: unread }, pagination: { page, perpage, total } };
}

// ---- writing -----------------------------------------------------------------------------------------

/**
 * /communication/save: a new thread (subject) or a reply (threadId) with its mentions (each among the case's
 * addressees, else 422) and attachments (the caller's own uploads, taken over from the documents module). In
 * one transaction: the message, the author's "read up to", the audit entry, and the notifications (in-app, and
 * the e-mails through the outbox) of the thread's people — the case's addressees and whoever wrote in the
 * thread — except the author; the mentioned get "mentioned you" instead of "new message".
 */
export async function saveCommunication(ctx: ActorContext, body: CommunicationSaveBody): Promise<SavedMessageDto> {
  const { db, actor } = ctx;
  const tenantId = actor.tenantId;
  const existing = body.threadId ? await reachableThread(ctx, body.threadId, body.petitionId) : null;
  const petition = existing?.petition ?? (await visibleCaseOr404(db, actor, body.petitionId));
  const addressees = await addresseesOf(db, tenantId, petition.id);
  const allowed = new Set(addressees.map((a) => a.userId));
  const mentions = [...new Set(body.mentions)];
  if (mentions.some((id) => !allowed.has(id))) throw fail.validation({ mentions: MENTION_NOT_ALLOWED });

  const saved = await db.transaction(async (tx) => {
    const thread = existing?.thread ?? (await insertThread(tx, { tenantId, petitionId: petition.id, subject: body.subject!, createdByUserId: actor.userId }));
    const message = await insertMessage(tx, { tenantId, threadId: thread.id, authorUserId: actor.userId, body: body.body, mentions });
    const files = await claimUploads(tx, actor, petition.id, body.attachments);
    const attachments = await insertAttachments(
      tx,
      files.map((f) => ({ tenantId, messageId: message.id, fileKey: f.key, fileName: f.name, mimetype: f.mimetype, sizeBytes: f.size })),
    );
    if (existing) await touchThread(tx, tenantId, thread.id);
    await markReadUpTo(tx, tenantId, thread.id, actor.userId, message.id);
    await writeAudit(tx, {
      tenantId,
      actorUserId: actor.userId,
      actorRoleId: actor.roleId,
      action: existing ? "communication.reply" : "communication.thread",
      entityType: "communication_thread",
      entityId: thread.id,
      after: { petitionId: petition.id, messageId: message.id, subject: existing ? undefined : thread.subject, mentions, attachments: attachments.map((a) => a.fileName) },
      ip: ctx.ip,
    });
    // The thread's people: the case's addressees and earlier authors who still see the case.
    const authors = await usersWhoSeeCase(tx, tenantId, petition.id, await threadAuthors(tx, tenantId, thread.id));
    const mentioned = new Set(mentions);
    const others = [...new Set([...allowed, ...authors])].filter((id) => !mentioned.has(id));
    const author = (await userNames(tx, [actor.userId])).get(actor.userId) ?? "";
    const common = { tenantId, actorUserId: actor.userId, petitionId: petition.id, link: threadLink(petition, thread.id) };
    const params = { caseNumber: petition.customCaseNumber ?? petition.caseNumber, name: author, title: thread.subject };
    await notify(tx, { ...common, recipients: mentions, kind: "message.mentioned", params });
    await notify(tx, { ...common, recipients: others, kind: "message.posted", params });
    const [dto] = await messageDtos(tx, tenantId, actor.userId, thread.id, [message], attachments);
    return { threadId: thread.id, message: dto };
  });
  kickOutbox(db);
  return saved;
}

/** /communication/mark-read: the caller has read the thread up to its latest message (or `messageId`); never moves back. */
export async function markCommunicationRead(ctx: ActorContext, body: CommunicationMarkReadBody): Promise<{ threadId: string; readAt: string | null; unreadCount: number }> {
  const { db, actor } = ctx;
  const { thread } = await reachableThread(ctx, body.threadId);
  if (body.messageId && !(await findMessage(db, actor.tenantId, thread.id, body.messageId))) throw fail.notFound("Message");
  const readAt = await db.transaction((tx) => markReadUpTo(tx, actor.tenantId, thread.id, actor.userId, body.messageId));
  const { unread } = await listThreads(db, actor.tenantId, thread.petitionId!, actor.userId, 1, 1);
  return { threadId: thread.id, readAt: readAt ? iso(readAt) : null, unreadCount: unread };
}

/** /communication/attachment-url: a short-lived download URL of a message's file, for whoever reaches its thread. */
export async function communicationAttachmentUrl(ctx: ActorContext, attachmentId: string): Promise<{ url: string; fileName: string }> {
  const found = await findAttachment(ctx.db, ctx.actor.tenantId, attachmentId);
  if (!found) throw fail.notFound("Attachment");
  await reachableThread(ctx, found.threadId).catch(() => {
    throw fail.notFound("Attachment");
  });
  const { fileKey, fileName } = found.attachment;
  return { url: await getFileStore().signedUrl(fileKey, { fileName, expiresIn: DEFAULT_SIGNED_URL_SECONDS }), fileName };
}
