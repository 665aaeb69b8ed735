// The LCA's notice of filing (domain rule 10, 20 CFR 655.734): paper postings per worksite (two
// locations or more) and the electronic posting, a public page live for the 10 business days and
// taken down by the daily job, its views kept for the public access file; the notice as a PDF.
import "server-only";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { writeAudit } from "@/lib/server/audit/audit";
import { newToken } from "@/lib/server/auth/crypto";
import type { ActorContext } from "@/lib/server/context";
import type { Executor } from "@/lib/server/db/client";
import { fail } from "@/lib/server/errors";
import { todayIn } from "@/lib/server/http/define-route";
import { GREY, PRIMARY, pdfSafe, PdfWriter } from "@/lib/server/pdf/writer";
import { can } from "@/lib/shared/permissions";
import { MSG } from "@/lib/shared/validation/messages";
import { LCA_STATUS } from "./contract";
import { lcaOr404 } from "./lca-details";
import { MIN_PHYSICAL_LOCATIONS, type LcaNoticeDto, type NoticeState, type SaveNoticeBody } from "./notice-contract";
import { noticeLines, worksiteText, type NoticeInput, type NoticeLine } from "./notice-text";
import { employerOf, findVisibleLca, insertHistory, worksitesOf, type LcaRow } from "./repository/lcas";
import { countView, deleteNotice, findNotice, findPostingBySlug, insertNotice, noticesOf, updateNoticeRow, type LcaNoticeRow } from "./repository/notices";
import { noticeEarliestStart, noticePostingEnd, noticeStartIssue } from "./rules";

export const PUBLIC_NOTICE_PATH = "/app/lca-notice";
export const NOTICE_STARTED = "A notice that has started is part of the public access file and cannot be changed or removed";
export const NOTICE_CLOSED = "A denied, withdrawn or expired LCA takes no new notices";

/**
 * The day an electronic posting starts and ends is read where it is earliest and latest in the US: it
 * goes up when the start day begins on the East Coast and stays up until the end day is over in Hawaii,
 * so no worksite sees fewer than the 10 business days.
 */
export const postingDays = () => ({ startsBy: todayIn("America/New_York"), endsBy: todayIn("Pacific/Honolulu") });

export function noticeState(n: Pick<LcaNoticeRow, "startDate" | "endDate" | "takenDownAt">, days: { startsBy: string; endsBy: string }): NoticeState {
  if (days.startsBy < n.startDate) return "scheduled";
  if (n.takenDownAt || days.endsBy > n.endDate) return "ended";
  return "live";
}

function toDto(n: LcaNoticeRow, lca: Pick<LcaRow, "filedDate">, worksites: Map<string, string>, days: { startsBy: string; endsBy: string }): LcaNoticeDto {
  return {
    id: n.id,
    lcaId: n.lcaId,
    method: n.method as LcaNoticeDto["method"],
    worksiteId: n.worksiteId,
    worksite: n.worksiteId ? (worksites.get(n.worksiteId) ?? null) : null,
    locations: n.locations,
    startDate: n.startDate,
    endDate: n.endDate,
    state: noticeState(n, days),
    publicPath: n.publicSlug ? `${PUBLIC_NOTICE_PATH}/${n.publicSlug}` : null,
    views: n.views,
    lastViewedAt: n.lastViewedAt?.toISOString() ?? null,
    takenDownAt: n.takenDownAt?.toISOString() ?? null,
    startIssue: noticeStartIssue({ startDate: n.startDate, filedDate: lca.filedDate ?? undefined }),
  };
}

async function dtos(db: Executor, lca: LcaRow, rows: readonly LcaNoticeRow[]): Promise<LcaNoticeDto[]> {
  const sites = new Map((await worksitesOf(db, lca.tenantId, lca.id)).map((w) => [w.id, worksiteText(w)]));
  const days = postingDays();
  return rows.map((n) => toDto(n, lca, sites, days));
}

export async function listNotices(ctx: ActorContext, lcaId: string): Promise<LcaNoticeDto[]> {
  const lca = await lcaOr404(ctx.db, ctx.actor, lcaId);
  return dtos(ctx.db, lca, await noticesOf(ctx.db, ctx.actor.tenantId, lca.id));
}

const CLOSED: readonly number[] = [LCA_STATUS.DENIED, LCA_STATUS.WITHDRAWN, LCA_STATUS.EXPIRED];

export async function saveNotice(ctx: ActorContext, body: SaveNoticeBody): Promise<LcaNoticeDto> {
  const { db, actor } = ctx;
  return db.transaction(async (tx) => {
    const lca = await lcaOr404(tx, actor, body.lcaId, { forUpdate: true });
    if (!can(actor, "lca.update", { branchId: lca.branchId })) throw fail.forbidden("Your role cannot post this LCA's notice");
    if (CLOSED.includes(lca.statusId)) throw fail.conflict(NOTICE_CLOSED);
    const before = body.id ? await findNotice(tx, actor.tenantId, body.id) : null;
    if (body.id && (!before || before.lcaId !== lca.id)) throw fail.notFound("Notice");
    if (before && noticeState(before, postingDays()) !== "scheduled") throw fail.conflict(NOTICE_STARTED);
    const errors: Record<string, string> = {};
    const sites = await worksitesOf(tx, actor.tenantId, lca.id);
    const locations = (body.locations ?? []).map((s) => s.trim()).filter(Boolean);
    if (body.method === "physical") {
      if (!body.worksiteId || !sites.some((w) => w.id === body.worksiteId)) errors.worksiteId = body.worksiteId ? MSG.invalid("Worksite") : MSG.required("Worksite");
      if (new Set(locations).size < MIN_PHYSICAL_LOCATIONS) errors.locations = `Post the notice in at least ${MIN_PHYSICAL_LOCATIONS} different locations of the worksite`;
    } else if (body.worksiteId) errors.worksiteId = "An electronic posting covers every worksite";
    if (body.method === "electronic" && sites.length === 0) errors.method = "Add the LCA's worksites before posting its notice";
    if (lca.filedDate && body.startDate < noticeEarliestStart(lca.filedDate))
      errors.startDate = `The notice may start no earlier than 30 days before the filing date (${noticeEarliestStart(lca.filedDate)})`;
    if (body.startDate < ctx.clock.today && !before) errors.startDate = errors.startDate ?? "Record a notice from today on; a past posting cannot be proved here";
    if (Object.keys(errors).length) throw fail.validation(errors);
    const values = {
      method: body.method,
      worksiteId: body.method === "physical" ? body.worksiteId! : null,
      locations: body.method === "physical" ? locations : [],
      startDate: body.startDate,
      endDate: noticePostingEnd(body.startDate),
      publicSlug: body.method === "electronic" ? (before?.publicSlug ?? newToken(24)) : null,
    };
    const row = before
      ? await updateNoticeRow(tx, actor.tenantId, before.id, values)
      : await insertNotice(tx, { ...values, tenantId: actor.tenantId, lcaId: lca.id, createdBy: actor.userId });
    await insertHistory(tx, { tenantId: actor.tenantId, lcaId: lca.id, code: "notice.saved", params: { noticeId: row.id, method: row.method, startDate: row.startDate, endDate: row.endDate }, userId: actor.userId });
    await writeAudit(tx, { tenantId: actor.tenantId, actorUserId: actor.userId, actorRoleId: actor.roleId, action: before ? "lca.notice-update" : "lca.notice-create", entityType: "lca_notice", entityId: row.id, before, after: row, ip: ctx.ip });
    const [dto] = await dtos(tx, lca, [row]);
    return dto;
  });
}

export async function removeNotice(ctx: ActorContext, id: string): Promise<void> {
  const { db, actor } = ctx;
  await db.transaction(async (tx) => {
    const n = await findNotice(tx, actor.tenantId, id);
    if (!n) throw fail.notFound("Notice");
    const lca = await lcaOr404(tx, actor, n.lcaId, { forUpdate: true });
    if (!can(actor, "lca.update", { branchId: lca.branchId })) throw fail.forbidden("Your role cannot remove this LCA's notice");
    if (noticeState(n, postingDays()) !== "scheduled") throw fail.conflict(NOTICE_STARTED);
    await deleteNotice(tx, actor.tenantId, n.id);
    await insertHistory(tx, { tenantId: actor.tenantId, lcaId: lca.id, code: "notice.removed", params: { noticeId: n.id, method: n.method, startDate: n.startDate }, userId: actor.userId });
    await writeAudit(tx, { tenantId: actor.tenantId, actorUserId: actor.userId, actorRoleId: actor.roleId, action: "lca.notice-remove", entityType: "lca_notice", entityId: n.id, before: n, ip: ctx.ip });
  });
}

/** The notice as a one-page PDF to print and post (the same text as the electronic posting). */
export async function noticePdf(ctx: ActorContext, lcaId: string): Promise<{ fileName: string; bytes: Uint8Array }> {
  const lca = await lcaOr404(ctx.db, ctx.actor, lcaId);
  const input = await noticeInputOf(ctx.db, lca);
  const doc = await PDFDocument.create();
  doc.setTitle(pdfSafe(`Notice of filing - ${lca.lcaNumber}`));
  doc.setAuthor(pdfSafe(input.petitionerName ?? ctx.tenant.name));
  const w = new PdfWriter(doc, await doc.embedFont(StandardFonts.Helvetica), await doc.embedFont(StandardFonts.HelveticaBold));
  writeNoticeLines(w, noticeLines(input));
  w.gap(12);
  w.text(`${lca.lcaNumber} - posted from ____________ to ____________ at: ______________________________`, { size: 9, color: GREY });
  return { fileName: `lca-notice-${lca.lcaNumber}.pdf`, bytes: await doc.save() };
}

/** The LCA's fields the notice states, with its employer and worksites. */
export async function noticeInputOf(db: Executor, lca: LcaRow): Promise<NoticeInput> {
  const [employer, worksites] = await Promise.all([employerOf(db, lca.tenantId, lca.petitionerId), worksitesOf(db, lca.tenantId, lca.id)]);
  return {
    ...lca,
    petitionerName: employer?.name ?? null,
    visaClass: lca.visaClass as NoticeInput["visaClass"],
    wageUnit: lca.wageUnit as NoticeInput["wageUnit"],
    worksites,
  };
}

export function writeNoticeLines(w: PdfWriter, lines: readonly NoticeLine[]): void {
  for (const l of lines) {
    if (l.kind === "title") w.text(l.text, { size: 16, bold: true, color: PRIMARY });
    else if (l.kind === "heading") w.heading(l.text);
    else if (l.kind === "field") w.field(l.label ?? "", l.text);
    else w.text(l.text);
  }
}

export type PublicPosting =
  | { state: "live"; lines: NoticeLine[]; startDate: string; endDate: string }
  | { state: "scheduled" | "ended"; startDate: string; endDate: string }
  | null;

/** The public page of an electronic posting (no sign-in): its text while live (counting the view), else its state; null when unknown. */
export async function publicPosting(db: Executor, tenant: ActorContext["tenant"], slug: string): Promise<PublicPosting> {
  if (!/^[A-Za-z0-9_-]{20,64}$/.test(slug)) return null;
  const n = await findPostingBySlug(db, tenant.id, slug);
  if (!n) return null;
  const state = noticeState(n, postingDays());
  if (state !== "live") return { state, startDate: n.startDate, endDate: n.endDate };
  const lca = await findVisibleLca(db, tenant.id, n.lcaId, { kind: "tenant" });
  if (!lca) return null;
  await countView(db, n.id);
  return { state, lines: noticeLines(await noticeInputOf(db, lca)), startDate: n.startDate, endDate: n.endDate };
}
