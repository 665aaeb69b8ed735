// The I-9 token links (no sign-in): the employee's Section 1 link (and her Section 1 correction link) and a
// remote verifier's Section 2 link.
// Stored as the token's sha256, valid 14 days, single use; a new link of the same kind replaces the open
// one. A link works only while its Section is the one waiting (Section 1 pending for the employee, Section 2
// pending for the verifier) and only for the record named in its address. Unknown token, another record or
// another firm's host → 404; used → 410 QUESTIONNAIRE_SUBMITTED; expired or the Section no longer waiting →
// 410 QUESTIONNAIRE_EXPIRED (the codes every token page of the product explains).
import "server-only";
import { hashToken, newToken } from "@/lib/server/auth/crypto";
import type { ActorContext, PublicContext } from "@/lib/server/context";
import type { Executor } from "@/lib/server/db/client";
import { AppError, fail } from "@/lib/server/errors";
import { linkMail } from "@/lib/server/mail/link-mail";
import { enqueueMail } from "@/lib/server/mail/outbox";
import { tenantUrl } from "@/lib/server/tenancy/tenant";
import { employeeEvent } from "./access";
import { appendEvents } from "./repository/employees";
import { expireOpenLinks, findLinkByHash, insertLink, type I9LinkKind, type I9LinkRow } from "./repository/links";
import { findRecord, type RecordListed } from "./repository/records";
import { I9_LINK_TTL_DAYS } from "./section1-contract";

export const LINK_USED_MESSAGE = "This part of the Form I-9 was already completed through this link";
export const LINK_EXPIRED_MESSAGE = "This link has expired. Please ask the employer for a new one";

/** Whether an unused link of the kind still works for the record: its Section waits, or (a correction) Section 1 is signed. */
const USABLE: Record<I9LinkKind, (r: RecordListed) => boolean> = {
  section1: (r) => r.state === "section1_pending" && !r.terminationDate,
  verifier: (r) => r.state === "section2_pending" && !r.terminationDate,
  // A former employee may still correct her Section 1 while the form is kept (an inspection finds the error).
  section1_correction: (r) => Boolean(r.section1SignedAt) && r.state !== "purged",
};

export type OpenedLink = { link: I9LinkRow; record: RecordListed };

/**
 * Issues a link of `kind` for the record (the open one of that kind ended), e-mails it, and writes the
 * trail line; inside the caller's transaction. Returns where it went and until when.
 */
export async function issueLink(
  tx: Executor,
  ctx: ActorContext,
  p: { record: RecordListed; kind: I9LinkKind; verifierId?: string | null; email: string; path: string; mail: (url: string, expiresOn: string) => { subject: string; greeting: string; paragraphs: string[]; action: string }; language?: "en" | "en+es" },
): Promise<{ sentTo: string; expiresAt: string }> {
  const raw = newToken();
  const now = new Date();
  const expiresAt = new Date(now.getTime() + I9_LINK_TTL_DAYS * 24 * 60 * 60_000);
  await expireOpenLinks(tx, ctx.actor.tenantId, p.record.id, p.kind, now);
  const link = await insertLink(tx, {
    tenantId: ctx.actor.tenantId,
    recordId: p.record.id,
    kind: p.kind,
    verifierId: p.verifierId ?? null,
    tokenHash: hashToken(raw),
    expiresAt,
    createdByUserId: ctx.actor.userId,
  });
  const url = tenantUrl(ctx.tenant.slug, `${p.path}/${p.record.id}?token=${encodeURIComponent(raw)}`);
  const m = p.mail(url, expiresAt.toISOString().slice(0, 10));
  await enqueueMail(tx, { tenantId: ctx.actor.tenantId, to: p.email, ...linkMail(`i9.${p.kind}-link`, m.subject, { greeting: m.greeting, paragraphs: m.paragraphs, action: { label: m.action, url } }, p.language ?? "en") });
  await appendEvents(tx, [{ ...employeeEvent(ctx, p.record.employeeId, `${p.kind}.link_sent`, { linkId: link.id, sentTo: p.email, expiresAt: expiresAt.toISOString() }), recordId: p.record.id }]);
  return { sentTo: p.email, expiresAt: expiresAt.toISOString() };
}

/** The link of the request's bearer token for record `recordId`, or the 404 / 410 the page explains. */
export async function openLink(db: Executor, ctx: PublicContext, kind: I9LinkKind, recordId: string, opts: { forUpdate?: boolean; used?: "allow" } = {}): Promise<OpenedLink> {
  const raw = ctx.bearer ?? "";
  const link = raw && raw.length <= 200 ? await findLinkByHash(db, ctx.tenant.id, hashToken(raw), opts) : null;
  if (!link || link.kind !== kind || link.recordId !== recordId) throw fail.notFound("Form I-9");
  const record = await findRecord(db, ctx.tenant.id, { kind: "firm" }, link.recordId, ctx.clock.today);
  if (!record || record.purgedAt) throw fail.notFound("Form I-9");
  const expired = link.expiresAt.getTime() <= Date.now();
  // A used link shows what it sent until its expiry; an unused one works while its Section is waiting.
  if (link.usedAt && opts.used !== "allow") throw new AppError("QUESTIONNAIRE_SUBMITTED", LINK_USED_MESSAGE);
  if (expired || (!link.usedAt && !USABLE[kind](record))) throw new AppError("QUESTIONNAIRE_EXPIRED", LINK_EXPIRED_MESSAGE);
  return { link, record };
}

/**
 * The record a link of `kind` is for, from the request's bearer token alone (the spec's query-string form of the
 * verifier pages, `/app/i9/fill-verifier-info?token=`): null for an unknown token or another kind's. The page then
 * checks the link as the path form does (linkState).
 */
export async function linkRecordId(ctx: PublicContext, kind: I9LinkKind): Promise<string | null> {
  const raw = ctx.bearer ?? "";
  const link = raw && raw.length <= 200 ? await findLinkByHash(ctx.db, ctx.tenant.id, hashToken(raw)) : null;
  return link && link.kind === kind ? link.recordId : null;
}

/** What a token page shows before it loads the form: usable, used, expired or not a link at all. */
export async function linkState(ctx: PublicContext, kind: I9LinkKind, recordId: string, view = false): Promise<"open" | "submitted" | "expired" | "unknown"> {
  try {
    const { link } = await openLink(ctx.db, ctx, kind, recordId, { used: view ? "allow" : undefined });
    return view && !link.usedAt ? "unknown" : "open";
  } catch (e) {
    if (e instanceof AppError && e.code === "QUESTIONNAIRE_SUBMITTED") return "submitted";
    if (e instanceof AppError && e.code === "QUESTIONNAIRE_EXPIRED") return "expired";
    return "unknown";
  }
}
