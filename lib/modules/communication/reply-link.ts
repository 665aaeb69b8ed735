// Answering a message from its e-mail without signing in (/app/message-reply?token=): the page reads what it
// answers (communication/token/view) and sends one reply (communication/token/reply). The link acts for the
// user it was e-mailed to, with their membership and reach as they are now (a session would have the same):
// a user no longer active in the firm, or no longer reaching the case, cannot use it. One reply per link; the
// reply is an ordinary message of the thread (notifications, audit, its author's "read up to").
import "server-only";
import { linkActor } from "@/lib/server/auth/session";
import { hashToken } from "@/lib/server/auth/crypto";
import type { ActorContext, PublicContext } from "@/lib/server/context";
import { AppError, fail } from "@/lib/server/errors";
import { can } from "@/lib/shared/permissions";
import type { ReplyLinkDto, ReplyLinkSendBody, SavedMessageDto } from "./contract";
import { findMessage, findReplyLink, consumeReplyLink, userNames } from "./repository";
import { clientThreadLink, reachableThread, saveCommunication, threadLink } from "./service";

export const REPLY_LINK_USED = "This reply link was already used: sign in to continue the conversation";
export const REPLY_LINK_EXPIRED = "This reply link has expired: sign in to continue the conversation";
export const REPLY_LINK_NO_ACCESS = "You can no longer reply on this case: sign in, or ask the firm";

/** The link of the bearer token, the user it acts for and the thread (404 unknown; 410 used, expired, out of reach). */
async function openReplyLink(ctx: PublicContext) {
  const link = ctx.bearer ? await findReplyLink(ctx.db, ctx.tenant.id, hashToken(ctx.bearer)) : null;
  if (!link) throw fail.notFound("Link");
  if (link.usedAt) throw new AppError("QUESTIONNAIRE_SUBMITTED", REPLY_LINK_USED);
  if (link.expiresAt.getTime() <= Date.now()) throw new AppError("QUESTIONNAIRE_EXPIRED", REPLY_LINK_EXPIRED);
  const actor = await linkActor(ctx.db, ctx.tenant, link.userId, link.id);
  if (!actor || !can(actor, "communication.write")) throw new AppError("QUESTIONNAIRE_EXPIRED", REPLY_LINK_NO_ACCESS);
  const as: ActorContext = { ...ctx, actor };
  const { thread, scope } = await reachableThread(as, link.threadId).catch(() => {
    throw new AppError("QUESTIONNAIRE_EXPIRED", REPLY_LINK_NO_ACCESS);
  });
  return { link, as, thread, scope };
}

/** communication/token/view: the case, the thread and the message the e-mail was about, and who answers. */
export async function viewReplyLink(ctx: PublicContext): Promise<ReplyLinkDto> {
  const { link, as, thread, scope } = await openReplyLink(ctx);
  const { petition, company } = scope;
  const message = (await findMessage(ctx.db, ctx.tenant.id, thread.id, link.messageId))!;
  const names = await userNames(ctx.db, [message.authorUserId]);
  return {
    firmName: ctx.tenant.name,
    caseNumber: petition ? (petition.customCaseNumber ?? petition.caseNumber) : null,
    clientName: company?.name ?? null,
    subject: thread.subject,
    replyAs: as.actor.name,
    message: { author: names.get(message.authorUserId) ?? "", body: message.deletedAt ? "" : message.body, deleted: message.deletedAt !== null, createdAt: message.createdAt.toISOString() },
    expiresAt: link.expiresAt.toISOString(),
    threadPath: petition ? threadLink(petition, thread.id) : clientThreadLink(company.id, thread.id),
  };
}

/** communication/token/reply: the reply, written as the link's user; the link is used in the same transaction. */
export async function replyByLink(ctx: PublicContext, body: ReplyLinkSendBody): Promise<SavedMessageDto> {
  const { link, as, thread } = await openReplyLink(ctx);
  return saveCommunication(
    as,
    { petitionId: thread.petitionId ?? undefined, companyId: thread.companyId ?? undefined, threadId: thread.id, subject: undefined, body: body.body, mentions: [], attachments: [] },
    {
      also: async (tx) => {
        if (!(await consumeReplyLink(tx, ctx.tenant.id, link.id))) throw new AppError("QUESTIONNAIRE_SUBMITTED", REPLY_LINK_USED);
      },
    },
  );
}
