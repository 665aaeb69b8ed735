// A ticket's comment thread: comments (internal notes only for staff: left out in SQL for clients, never
// notified to a client raiser), the files attached to them (the caller's own uploads from /api/s3/upload,
// taken over through the documents module's claimUploads; an internal note's files as hidden as the note)
// and their short-lived download URLs.
import "server-only";
import { claimUploads } from "@/lib/modules/documents/stored-files";
import { notify } from "@/lib/modules/notifications/notify";
import type { ActorContext } from "@/lib/server/context";
import { fail } from "@/lib/server/errors";
import { kickOutbox } from "@/lib/server/mail/outbox";
import { DEFAULT_SIGNED_URL_SECONDS, getFileStore } from "@/lib/server/storage/file-store";
import { ticketNumber, ticketPath, type AttachmentUrlBody, type CommentBody, type CommentListBody, type TicketAttachmentDto, type TicketCommentDto } from "./contract";
import { isClientRole } from "./policy";
import { attachmentsOf, commentsOf, findAttachment, insertAttachments, insertComment, updateTicket, userNames, type TicketAttachmentRow } from "./repository";
import { audit, manages, ticketOr404 } from "./service";

const attachmentDto = (a: TicketAttachmentRow): TicketAttachmentDto => ({ id: a.id, name: a.fileName, mimetype: a.mimetype, size: a.sizeBytes });

function commentDto(c: Awaited<ReturnType<typeof commentsOf>>["rows"][number], files: readonly TicketAttachmentRow[]): TicketCommentDto {
  return {
    id: c.id,
    body: c.body,
    internal: c.internal,
    author: { id: c.authorUserId, name: c.authorName ?? "", client: c.authorRoleId !== null && isClientRole(c.authorRoleId) },
    attachments: files.filter((a) => a.commentId === c.id).map(attachmentDto),
    createdAt: c.createdAt.toISOString(),
  };
}

export async function commentOnTicket(ctx: ActorContext, body: CommentBody): Promise<TicketCommentDto> {
  if (body.internal && !manages(ctx)) throw fail.forbidden("Only the firm's staff write internal notes");
  const row = await ctx.db.transaction(async (tx) => {
    const t = await ticketOr404(ctx, tx, body.id, { forUpdate: true });
    if (t.status === "closed") throw fail.conflict("This ticket is closed");
    const c = await insertComment(tx, { tenantId: ctx.tenant.id, ticketId: t.id, authorUserId: ctx.actor.userId, body: body.body, internal: body.internal });
    // The caller's own uploads not attached to anything (for the ticket's case or none): 404 "File" otherwise.
    const claimed = await claimUploads(tx, ctx.actor, t.petitionId ?? "", [...new Set(body.attachmentKeys)]);
    const files = await insertAttachments(
      tx,
      claimed.map((f) => ({ tenantId: ctx.tenant.id, ticketId: t.id, commentId: c.id, fileKey: f.key, fileName: f.name, mimetype: f.mimetype, sizeBytes: f.size, uploadedByUserId: ctx.actor.userId })),
    );
    await updateTicket(tx, ctx.tenant.id, t.id, {});
    await audit(ctx, tx, "ticket.comment", t.id, { commentId: c.id, internal: c.internal, files: files.map((f) => f.fileName) });
    // An internal note never reaches a client raiser.
    const raiserMayRead = !body.internal || !isClientRole(t.raisedByRoleId);
    const recipients = [...(raiserMayRead ? [t.raisedByUserId] : []), ...(t.assigneeUserId ? [t.assigneeUserId] : [])];
    await notify(tx, {
      tenantId: ctx.tenant.id,
      actorUserId: ctx.actor.userId,
      recipients,
      kind: "ticket.commented",
      params: { number: ticketNumber(t.number), title: t.subject, name: (await userNames(tx, [ctx.actor.userId])).get(ctx.actor.userId) ?? null },
      petitionId: t.petitionId,
      link: ticketPath(t.id),
    });
    return { c, files };
  });
  kickOutbox(ctx.db);
  const names = await userNames(ctx.db, [row.c.authorUserId]);
  return commentDto({ ...row.c, authorName: names.get(row.c.authorUserId) ?? null, authorRoleId: ctx.actor.roleId }, row.files);
}

export async function ticketComments(ctx: ActorContext, body: CommentListBody): Promise<{ rows: TicketCommentDto[]; total: number }> {
  const t = await ticketOr404(ctx, ctx.db, body.id);
  const { rows, total } = await commentsOf(ctx.db, ctx.tenant.id, t.id, { withInternal: manages(ctx), page: body.page, perpage: body.perpage });
  const files = await attachmentsOf(
    ctx.db,
    ctx.tenant.id,
    t.id,
    rows.map((r) => r.id),
  );
  return { rows: rows.map((r) => commentDto(r, files)), total };
}

/** A 5-minute download URL of one attachment of a ticket within reach (an internal note's: staff only; 404 otherwise). */
export async function ticketAttachmentUrl(ctx: ActorContext, body: AttachmentUrlBody): Promise<{ url: string; name: string }> {
  const t = await ticketOr404(ctx, ctx.db, body.id);
  const a = await findAttachment(ctx.db, ctx.tenant.id, t.id, body.attachmentId);
  if (!a || (a.internal && !manages(ctx))) throw fail.notFound("File");
  return { url: await getFileStore().signedUrl(a.fileKey, { fileName: a.fileName, expiresIn: DEFAULT_SIGNED_URL_SECONDS }), name: a.fileName };
}
