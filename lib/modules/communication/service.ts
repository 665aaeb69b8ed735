// Communication threads on a case (issue 15): the firm's team, the client's contacts and the beneficiary talk
// on a case in threads; a message names (mentions) people of the case's user-list, carries files the author
// uploaded, and notifies the thread's people in-app and by e-mail in the same transaction (outbox). Read
// receipts are one "read up to" per thread and user. Reach is the case's (cases' visibleCaseOr404: a petitioner
// its company's cases, a beneficiary its own, a branch manager its branch's); another firm's thread is 404.
import "server-only";
import type { PetitionRow } from "@/db/schema/cases";
import type { CompanyRow } from "@/db/schema/clients";
import { visibleCaseOr404 } from "@/lib/modules/cases/case-details";
import { usersWhoSeeCase } from "@/lib/modules/cases/case-recipients";
import { caseDetailsPath } from "@/lib/modules/cases/contract";
import { canSeeClient } from "@/lib/modules/companies/policy";
import { visibleClient } from "@/lib/modules/companies/service";
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
  CommunicationEditBody,
  CommunicationListBody,
  CommunicationMarkReadBody,
  CommunicationSaveBody,
  CommunicationUserListBody,
  MessageDto,
  SavedMessageDto,
  ThreadDto,
  ThreadListDto,
  ThreadMessagesDto,
  UnreadThreadDto,
} from "./contract";
import { CLIENT_DETAILS_PATH, MESSAGES_TAB } from "./constants";
import { createReplyLink } from "./reply-token";
import {
  activeMembers,
  addresseeCandidates,
  clientAddresseeCandidates,
  unreadThreadsOf,
  attachmentsOf,
  findAttachment,
  findMessage,
  findMessageById,
  findThread,
  lockThread,
  insertAttachments,
  insertMessage,
  insertThread,
  listMessages,
  listThreads,
  markReadUpTo,
  readsOf,
  threadAuthors,
  touchThread,
  updateMessage,
  userNames,
  type CommunicationAttachmentRow,
  type CommunicationMessageRow,
  type CommunicationThreadRow,
  type ScopeIds,
  type ThreadListRow,
} from "./repository";

/** The mention that is not among the case's addressees (422 on `mentions`). */
export const MENTION_NOT_ALLOWED = "Mentions must be people of this case";

const iso = (d: Date | string) => new Date(d).toISOString();

/** The dashboard's MESSAGES widget: the reader's threads with unread messages, on cases and clients still within their reach. */
export async function unreadThreads(ctx: ActorContext, limit: number): Promise<UnreadThreadDto[]> {
  const rows = await unreadThreadsOf(ctx.db, ctx.tenant.id, ctx.actor.userId, limit);
  const reach = new Map<string, Promise<boolean>>();
  const reaches = (ref: { petitionId?: string; companyId?: string }) => {
    const key = ref.petitionId ?? `client:${ref.companyId}`;
    if (!reach.has(key))
      reach.set(
        key,
        scopeOr404(ctx, ref).then(
          () => true,
          () => false,
        ),
      );
    return reach.get(key)!;
  };
  const kept = await Promise.all(rows.map((r) => reaches(r.petitionId ? { petitionId: r.petitionId } : { companyId: r.companyId! })));
  return rows
    .filter((_, i) => kept[i])
    .map((r) => ({
      threadId: r.id,
      subject: r.subject,
      caseNumber: r.caseNumber,
      clientName: r.petitionId ? null : r.companyName,
      link: r.petitionId ? threadLink({ id: r.petitionId, subTypeId: r.subTypeId! }, r.id) : clientThreadLink(r.companyId!, r.id),
      unreadCount: r.unreadCount,
      lastAuthorName: r.lastAuthorName,
      lastMessageAt: r.lastMessageAt.toISOString(),
    }));
}

/** Where a notification of a case thread leads: the case screen's Messages tab with the thread open. */
export const threadLink = (p: Pick<PetitionRow, "id" | "subTypeId">, threadId: string) => `${caseDetailsPath(p.id, p.subTypeId)}?tab=${MESSAGES_TAB}&thread=${threadId}`;

/** Where a notification of a client's thread leads: the client's screen, its Messages section with the thread open. */
export const clientThreadLink = (companyId: string, threadId: string) => `${CLIENT_DETAILS_PATH}/${companyId}?thread=${threadId}#${MESSAGES_TAB}`;

/** What threads are about: a case, or a client outside any case. */
export type Scope = { petition: PetitionRow; company?: undefined } | { company: CompanyRow; petition?: undefined };

const idsOf = (s: Scope): ScopeIds => (s.petition ? { petitionId: s.petition.id } : { companyId: s.company.id });
const linkOf = (s: Scope, threadId: string) => (s.petition ? threadLink(s.petition, threadId) : clientThreadLink(s.company.id, threadId));

/**
 * The case or client named by a call, within the caller's reach, or 404. A client's threads are between the firm's
 * staff and the client's own logins (companies' reach: a branch manager its branch's clients, a petitioner its own
 * company); a beneficiary has none.
 */
async function scopeOr404(ctx: ActorContext, ref: { petitionId?: string; companyId?: string }): Promise<Scope> {
  if (ref.petitionId) return { petition: await visibleCaseOr404(ctx.db, ctx.actor, ref.petitionId) };
  return { company: (await visibleClient(ctx.db, ctx.actor, ref.companyId!)).company };
}

// ---- who may be addressed ------------------------------------------------------------------------------

async function addresseesOf(db: Executor, tenantId: string, petitionId: string): Promise<Addressee[]> {
  const seen = new Set<string>();
  const candidates = (await addresseeCandidates(db, tenantId, petitionId)).filter((c) => !seen.has(c.userId) && seen.add(c.userId));
  const seeing = new Set(await usersWhoSeeCase(db, tenantId, petitionId, candidates.map((c) => c.userId)));
  return candidates.filter((c) => seeing.has(c.userId)).map((c) => ({ userId: c.userId, name: c.name, roleId: c.roleId, group: c.group }));
}

/** A client's addressees: the staff assigned on its cases and its petitioner logins, each only if they can see the client. */
async function clientAddresseesOf(db: Executor, tenantId: string, company: CompanyRow): Promise<Addressee[]> {
  const seen = new Set<string>();
  return (await clientAddresseeCandidates(db, tenantId, company.id))
    .filter((c) => !seen.has(c.userId) && seen.add(c.userId) && canSeeClient(c, company))
    .map((c) => ({ userId: c.userId, name: c.name, roleId: c.roleId, group: c.group }));
}

const addresseesOfScope = (db: Executor, tenantId: string, s: Scope) => (s.petition ? addresseesOf(db, tenantId, s.petition.id) : clientAddresseesOf(db, tenantId, s.company));

/** Of some users, those who still reach the scope (a case's visibility rule, or a client's). */
async function stillReaching(db: Executor, tenantId: string, s: Scope, userIds: string[]): Promise<string[]> {
  if (s.petition) return usersWhoSeeCase(db, tenantId, s.petition.id, userIds);
  const company = s.company;
  return (await activeMembers(db, tenantId, userIds)).filter((m) => canSeeClient(m, company)).map((m) => m.userId);
}

/**
 * /communication/user-list: on a case, its team (assigned roles, approver), its company's petitioner logins and its
 * beneficiaries' logins who can see it; with a client, the staff of its cases and its petitioner logins.
 */
export async function communicationUserList(ctx: ActorContext, body: CommunicationUserListBody): Promise<Addressee[]> {
  return addresseesOfScope(ctx.db, ctx.actor.tenantId, await scopeOr404(ctx, body));
}

// ---- reading -----------------------------------------------------------------------------------------

function threadDto(r: ThreadListRow): ThreadDto {
  return {
    id: r.id,
    petitionId: r.petitionId,
    companyId: r.companyId,
    subject: r.subject,
    createdBy: { userId: r.createdByUserId, name: r.createdByName ?? "" },
    createdAt: iso(r.createdAt),
    lastMessageAt: iso(r.lastMessageAt),
    messageCount: r.messageCount,
    unreadCount: r.unreadCount,
    lastMessage:
      r.lastAuthorId && r.lastCreatedAt
        ? { author: { userId: r.lastAuthorId, name: r.lastAuthorName ?? "" }, body: r.lastBody ?? "", deleted: r.lastDeleted, createdAt: iso(r.lastCreatedAt) }
        : null,
  };
}

/**
 * A thread of a case or client the caller reaches, or 404 (another firm's, another case's or client's than the one
 * named, out of reach).
 */
export async function reachableThread(ctx: ActorContext, threadId: string, named?: { petitionId?: string; companyId?: string }): Promise<{ thread: CommunicationThreadRow; scope: Scope }> {
  const thread = await findThread(ctx.db, ctx.actor.tenantId, threadId);
  if (!thread) throw fail.notFound("Thread");
  if (named && (thread.petitionId !== (named.petitionId ?? null) || thread.companyId !== (named.companyId ?? null))) throw fail.notFound("Thread");
  const scope = await scopeOr404(ctx, { petitionId: thread.petitionId ?? undefined, companyId: thread.companyId ?? undefined }).catch(() => {
    throw fail.notFound("Thread");
  });
  return { thread, scope };
}

async function messageDtos(db: Executor, tenantId: string, readerId: string, threadId: string, rows: CommunicationMessageRow[], extra: CommunicationAttachmentRow[] = []): Promise<MessageDto[]> {
  const [names, attachments, reads] = await Promise.all([
    userNames(db, rows.flatMap((m) => [m.authorUserId, ...m.mentions])),
    extra.length ? Promise.resolve(extra) : attachmentsOf(db, tenantId, rows.map((m) => m.id)),
    readsOf(db, tenantId, threadId),
  ]);
  const readerUpTo = reads.find((r) => r.userId === readerId)?.readAt ?? null;
  const person = (userId: string) => ({ userId, name: names.get(userId) ?? "" });
  return rows.map((m) => {
    const seenBy = seenByOthers(reads, m).map((r) => ({ userId: r.userId, name: r.name }));
    const deleted = m.deletedAt !== null;
    return {
      id: m.id,
      threadId: m.threadId,
      author: person(m.authorUserId),
      body: deleted ? "" : m.body,
      mentions: m.mentions.map(person),
      attachments: deleted ? [] : attachments.filter((a) => a.messageId === m.id).map((a) => ({ id: a.id, fileName: a.fileName, mimetype: a.mimetype, sizeBytes: a.sizeBytes })),
      createdAt: iso(m.createdAt),
      editedAt: m.editedAt ? iso(m.editedAt) : null,
      deleted,
      changeable: m.authorUserId === readerId && !deleted && seenBy.length === 0,
      read: deleted || m.authorUserId === readerId || (readerUpTo !== null && readerUpTo >= m.createdAt),
      seenBy,
    };
  });
}

/** The readers other than its author whose "read up to" reaches the message: once there is one, it cannot be changed. */
const seenByOthers = <R extends { userId: string; readAt: Date }>(reads: R[], m: CommunicationMessageRow) => reads.filter((r) => r.userId !== m.authorUserId && r.readAt >= m.createdAt);

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
    const { thread, scope } = await reachableThread(ctx, body.threadId, body);
    const [{ rows: [row] }, { rows, total }] = await Promise.all([listThreads(db, actor.tenantId, idsOf(scope), actor.userId, 1, 1, thread.id), listMessages(db, actor.tenantId, thread.id, page, perpage)]);
    const messages = await messageDtos(db, actor.tenantId, actor.userId, thread.id, rows);
    return { data: { thread: threadDto(row), messages }, pagination: { page, perpage, total } };
  }
  const scope = await scopeOr404(ctx, body);
  const { rows, total, unread } = await listThreads(db, actor.tenantId, idsOf(scope), actor.userId, page, perpage);
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
export async function saveCommunication(
  ctx: ActorContext,
  body: CommunicationSaveBody,
  opts: { /** Runs first in the message's transaction (a reply link marks itself used; throwing rolls back). */ also?: (tx: Executor) => Promise<void> } = {},
): Promise<SavedMessageDto> {
  const { db, actor } = ctx;
  const tenantId = actor.tenantId;
  const existing = body.threadId ? await reachableThread(ctx, body.threadId, body) : null;
  const scope = existing?.scope ?? (await scopeOr404(ctx, body));
  const { petition, company } = scope;
  const addressees = await addresseesOfScope(db, tenantId, scope);
  const allowed = new Set(addressees.map((a) => a.userId));
  const mentions = [...new Set(body.mentions)];
  if (mentions.some((id) => !allowed.has(id))) throw fail.validation({ mentions: MENTION_NOT_ALLOWED });

  const saved = await db.transaction(async (tx) => {
    await opts.also?.(tx);
    const thread = existing?.thread ?? (await insertThread(tx, { tenantId, ...idsOf(scope), subject: body.subject!, createdByUserId: actor.userId }));
    const message = await insertMessage(tx, { tenantId, threadId: thread.id, authorUserId: actor.userId, body: body.body, mentions });
    // A case thread takes uploads made for the case (or for none); a client's thread only uploads made for no case.
    const files = await claimUploads(tx, actor, petition?.id ?? null, body.attachments);
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
      after: { ...idsOf(scope), messageId: message.id, subject: existing ? undefined : thread.subject, mentions, attachments: attachments.map((a) => a.fileName) },
      ip: ctx.ip,
    });
    // The thread's people: the addressees and earlier authors who still reach the case or client.
    const authors = await stillReaching(tx, tenantId, scope, await threadAuthors(tx, tenantId, thread.id));
    const mentioned = new Set(mentions);
    const others = [...new Set([...allowed, ...authors])].filter((id) => !mentioned.has(id));
    const author = (await userNames(tx, [actor.userId])).get(actor.userId) ?? "";
    // Each e-mailed recipient gets a one-time link to answer without signing in (reply-link.ts).
    const replyLink = (db: Executor, userId: string) => createReplyLink(db, { tenantId, threadId: thread.id, messageId: message.id, userId });
    const common = { tenantId, actorUserId: actor.userId, petitionId: petition?.id ?? null, link: linkOf(scope, thread.id), replyLink };
    if (petition) {
      const params = { caseNumber: petition.customCaseNumber ?? petition.caseNumber, name: author, title: thread.subject };
      await notify(tx, { ...common, recipients: mentions, kind: "message.mentioned", params });
      await notify(tx, { ...common, recipients: others, kind: "message.posted", params });
    } else {
      const params = { client: company.name, name: author, title: thread.subject };
      await notify(tx, { ...common, recipients: mentions, kind: "client-message.mentioned", params });
      await notify(tx, { ...common, recipients: others, kind: "client-message.posted", params });
    }
    const [dto] = await messageDtos(tx, tenantId, actor.userId, thread.id, [message], attachments);
    return { threadId: thread.id, message: dto };
  });
  kickOutbox(db);
  return saved;
}

/** /communication/mark-read: the caller has read the thread up to its latest message (or `messageId`); never moves back. */
export async function markCommunicationRead(ctx: ActorContext, body: CommunicationMarkReadBody): Promise<{ threadId: string; readAt: string | null; unreadCount: number }> {
  const { db, actor } = ctx;
  const { thread, scope } = await reachableThread(ctx, body.threadId);
  if (body.messageId && !(await findMessage(db, actor.tenantId, thread.id, body.messageId))) throw fail.notFound("Message");
  const readAt = await db.transaction((tx) => markReadUpTo(tx, actor.tenantId, thread.id, actor.userId, body.messageId));
  const { unread } = await listThreads(db, actor.tenantId, idsOf(scope), actor.userId, 1, 1);
  return { threadId: thread.id, readAt: readAt ? iso(readAt) : null, unreadCount: unread };
}

/** /communication/attachment-url: a short-lived download URL of a message's file, for whoever reaches its thread (not of a deleted message). */
export async function communicationAttachmentUrl(ctx: ActorContext, attachmentId: string): Promise<{ url: string; fileName: string }> {
  const found = await findAttachment(ctx.db, ctx.actor.tenantId, attachmentId);
  if (!found || found.messageDeleted) throw fail.notFound("Attachment");
  await reachableThread(ctx, found.threadId).catch(() => {
    throw fail.notFound("Attachment");
  });
  const { fileKey, fileName } = found.attachment;
  return { url: await getFileStore().signedUrl(fileKey, { fileName, expiresIn: DEFAULT_SIGNED_URL_SECONDS }), fileName };
}

// ---- changing one's own message -------------------------------------------------------------------------

/** Why a message cannot be changed any more: someone else has read it (their view of the record stays as they saw it). */
export const alreadyReadMessage = (names: string[]) => `${names.join(", ")} already read this message: write a new one to correct it`;
export const MESSAGE_DELETED = "This message was deleted";
export const ONLY_AUTHOR = "Only its author can change a message";

/** The caller's own message of a thread they reach: 404 (unknown, another firm's, out of reach), 403 (someone else's). */
async function ownMessage(ctx: ActorContext, messageId: string): Promise<{ message: CommunicationMessageRow; scope: Scope }> {
  const message = await findMessageById(ctx.db, ctx.actor.tenantId, messageId);
  if (!message) throw fail.notFound("Message");
  const { scope } = await reachableThread(ctx, message.threadId).catch(() => {
    throw fail.notFound("Message");
  });
  if (message.authorUserId !== ctx.actor.userId) throw fail.forbidden(ONLY_AUTHOR);
  return { message, scope };
}

async function changeMessage(ctx: ActorContext, messageId: string, change: "edit" | "delete", body?: string): Promise<MessageDto> {
  const { actor } = ctx;
  const { message: mine, scope } = await ownMessage(ctx, messageId);
  const about = idsOf(scope);
  return ctx.db.transaction(async (tx) => {
    // Locked with its thread, so nobody's "read up to" can reach it meanwhile: 409 when deleted, or read by someone else.
    await lockThread(tx, actor.tenantId, mine.threadId, "update");
    const message = (await findMessageById(tx, actor.tenantId, messageId))!;
    if (message.deletedAt) throw fail.conflict(MESSAGE_DELETED);
    const readers = seenByOthers(await readsOf(tx, actor.tenantId, message.threadId), message);
    if (readers.length > 0) throw fail.conflict(alreadyReadMessage(readers.map((r) => r.name)));
    const updated = await updateMessage(tx, actor.tenantId, message.id, change === "edit" ? { body: body!, editedAt: new Date() } : { body: "", deletedAt: new Date() });
    const files = change === "delete" ? await attachmentsOf(tx, actor.tenantId, [message.id]) : [];
    await writeAudit(tx, {
      tenantId: actor.tenantId,
      actorUserId: actor.userId,
      actorRoleId: actor.roleId,
      action: change === "edit" ? "communication.edit" : "communication.delete",
      entityType: "communication_thread",
      entityId: message.threadId,
      before: { ...about, messageId: message.id, body: message.body, ...(files.length ? { attachments: files.map((f) => f.fileName) } : {}) },
      after: change === "edit" ? { ...about, messageId: message.id, body: updated.body } : { ...about, messageId: message.id, deleted: true },
      ip: ctx.ip,
    });
    const [dto] = await messageDtos(tx, actor.tenantId, actor.userId, message.threadId, [updated]);
    return dto;
  });
}

/** /communication/edit: the author changes the text of a message nobody else has read yet (marked "edited"; the earlier text stays in the audit log). */
export const editCommunicationMessage = (ctx: ActorContext, body: CommunicationEditBody) => changeMessage(ctx, body.messageId, "edit", body.body);

/** /communication/delete: the author withdraws a message nobody else has read yet ("Message deleted" stays in its place; text and files in the audit log and the store). */
export const deleteCommunicationMessage = (ctx: ActorContext, messageId: string) => changeMessage(ctx, messageId, "delete");
