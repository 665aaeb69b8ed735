// Remote verifiers (issue 12): the firm's authorized representatives, and their token link by which one
// completes Section 2 with the employee in person (i9/fill-verifier-info/{id}?token=), then sees what was
// sent (filled-i9-details/{id}?token=) until the link expires. The verifier sees the employee's name, birth
// date and attestation (to compare with the documents), never the Section 1 numbers. Every change is audited.
import "server-only";
import { writeAudit } from "@/lib/server/audit/audit";
import type { ActorContext, PublicContext } from "@/lib/server/context";
import { fail } from "@/lib/server/errors";
import { kickOutbox } from "@/lib/server/mail/outbox";
import { diffDays } from "@/lib/shared/calendar";
import { notify } from "@/lib/modules/notifications/notify";
import { reachOf } from "./access";
import { issueLink, openLink, type OpenedLink } from "./links";
import { visibleRecord } from "./records";
import { markLinkUsed } from "./repository/links";
import { findRecord } from "./repository/records";
import { findVerifier, insertVerifier, linksOfVerifier, listVerifierRows, updateVerifierRow, type VerifierRow } from "./repository/verifiers";
import { section2Of, signSection2 } from "./section2";
import type { SendLinkResult } from "./section1-contract";
import type { Section2Body } from "./section2-contract";
import {
  VERIFIER_FILL_PATH,
  type CreateVerifierBody,
  type SendVerifierLinkBody,
  type UpdateVerifierBody,
  type VerifierDetailsDto,
  type VerifierDto,
  type VerifierLinkDetailsDto,
  type VerifierListBody,
} from "./verifier-contract";

const toDto = (v: VerifierRow): VerifierDto => ({ id: v.id, name: v.name, email: v.email, phone: v.phone, organization: v.organization, title: v.title, active: v.active, createdAt: v.createdAt.toISOString() });

export async function listVerifiers(ctx: ActorContext, body: VerifierListBody): Promise<{ rows: VerifierDto[]; total: number }> {
  const { rows, total } = await listVerifierRows(ctx.db, ctx.actor.tenantId, body);
  return { rows: rows.map(toDto), total };
}

async function verifierOr404(ctx: ActorContext, id: string): Promise<VerifierRow> {
  const v = await findVerifier(ctx.db, ctx.actor.tenantId, id);
  if (!v) throw fail.notFound("Verifier");
  return v;
}

export async function createVerifier(ctx: ActorContext, body: CreateVerifierBody): Promise<VerifierDto> {
  return ctx.db.transaction(async (tx) => {
    const row = await insertVerifier(tx, { tenantId: ctx.actor.tenantId, name: body.name, email: body.email, phone: body.phone ?? null, organization: body.organization ?? null, title: body.title ?? null });
    await writeAudit(tx, { tenantId: ctx.actor.tenantId, actorUserId: ctx.actor.userId, actorRoleId: ctx.actor.roleId, action: "i9.verifier.create", entityType: "i9_verifier", entityId: row.id, after: row, ip: ctx.ip });
    return toDto(row);
  });
}

export async function updateVerifier(ctx: ActorContext, body: UpdateVerifierBody): Promise<VerifierDto> {
  const before = await verifierOr404(ctx, body.id);
  const { id, ...patch } = body;
  const clean = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined));
  if (Object.keys(clean).length === 0) throw fail.validation({ id: "Unable to update" }, "Unable to update");
  return ctx.db.transaction(async (tx) => {
    const row = await updateVerifierRow(tx, ctx.actor.tenantId, id, clean);
    await writeAudit(tx, { tenantId: ctx.actor.tenantId, actorUserId: ctx.actor.userId, actorRoleId: ctx.actor.roleId, action: "i9.verifier.update", entityType: "i9_verifier", entityId: id, before, after: row, ip: ctx.ip });
    return toDto(row);
  });
}

/** The verifier with the links sent to it, limited to the I-9s the reader reaches. */
export async function verifierDetails(ctx: ActorContext, id: string): Promise<VerifierDetailsDto> {
  const v = await verifierOr404(ctx, id);
  const links = await linksOfVerifier(ctx.db, ctx.actor.tenantId, v.id);
  const out: VerifierDetailsDto["links"] = [];
  for (const l of links) {
    const r = await findRecord(ctx.db, ctx.actor.tenantId, reachOf(ctx), l.recordId, ctx.clock.today);
    if (r) out.push({ recordId: r.id, employeeName: `${r.firstName} ${r.lastName}`, employerName: r.companyName ?? ctx.tenant.name, sentAt: l.createdAt.toISOString(), expiresAt: l.expiresAt.toISOString(), usedAt: l.usedAt?.toISOString() ?? null, state: l.usedAt ? "used" : l.expiresAt.getTime() <= Date.now() ? "expired" : "open" });
  }
  return { ...toDto(v), links: out };
}

export async function sendVerifierLink(ctx: ActorContext, body: SendVerifierLinkBody): Promise<SendLinkResult> {
  const out = await ctx.db.transaction(async (tx) => {
    const record = await visibleRecord(ctx, tx, body.id);
    if (record.state !== "section2_pending" || record.terminationDate) throw fail.conflict("Section 2 of this Form I-9 is not waiting: the employee signs Section 1 first");
    const v = await findVerifier(tx, ctx.actor.tenantId, body.verifierId);
    if (!v) throw fail.notFound("Verifier");
    if (!v.active) throw fail.validation({ verifierId: "This verifier is inactive: choose another or reactivate it" });
    const employer = record.companyName ?? ctx.tenant.name;
    const employee = `${record.firstName} ${record.lastName}`;
    return issueLink(tx, ctx, {
      record,
      kind: "verifier",
      verifierId: v.id,
      email: v.email,
      path: VERIFIER_FILL_PATH,
      mail: (_url, until) => ({
        subject: `${employer}: complete Section 2 of the Form I-9 of ${employee}`,
        greeting: `Hello ${v.name},`,
        paragraphs: [
          `${ctx.tenant.name} asks you, as ${employer}'s authorized representative, to complete Section 2 of the Form I-9 of ${employee} (first day ${record.hireDate}; due ${record.section2Due}).`,
          `Meet ${record.firstName} in person, examine the original documents they choose to present (one from List A, or one from List B and one from List C), and enter them through the link. No sign-in is needed.`,
          `The link is personal and works until ${until}. Please do not forward this e-mail.`,
        ],
        action: "Complete Section 2",
      }),
    });
  });
  kickOutbox(ctx.db);
  return out;
}

async function linkDetails(ctx: PublicContext, { link, record }: OpenedLink): Promise<VerifierLinkDetailsDto> {
  const v = link.verifierId ? await findVerifier(ctx.db, ctx.tenant.id, link.verifierId) : null;
  const s1 = (record.section1 ?? {}) as { middleInitial?: string | null; dateOfBirth?: string };
  const s2 = link.usedAt ? await section2Of(ctx.db, record, v?.name ?? null) : { section2: null, documents: [] };
  return {
    recordId: record.id,
    firmName: ctx.tenant.name,
    employerName: record.companyName ?? ctx.tenant.name,
    verifierName: v?.name ?? "",
    hireDate: record.hireDate,
    section2Due: record.section2Due,
    lateDays: !link.usedAt && diffDays(record.section2Due, ctx.clock.today) > 0 ? diffDays(record.section2Due, ctx.clock.today) : null,
    expiresAt: link.expiresAt.toISOString(),
    employee: { lastName: record.lastName, firstName: record.firstName, middleInitial: s1.middleInitial ?? null, dateOfBirth: s1.dateOfBirth ?? null, citizenship: (record.citizenship as VerifierLinkDetailsDto["employee"]["citizenship"]) ?? null, authorizedUntil: record.authorizedUntil },
    ...s2,
  };
}

export async function verifierLinkDetails(ctx: PublicContext, recordId: string): Promise<VerifierLinkDetailsDto> {
  return linkDetails(ctx, await openLink(ctx.db, ctx, "verifier", recordId));
}

/** filled-i9-details: what the verifier's link sent, until its expiry. */
export async function verifierLinkView(ctx: PublicContext, recordId: string): Promise<VerifierLinkDetailsDto> {
  const opened = await openLink(ctx.db, ctx, "verifier", recordId, { used: "allow" });
  if (!opened.link.usedAt) throw fail.notFound("Form I-9");
  return linkDetails(ctx, opened);
}

export async function submitVerifierSection2(ctx: PublicContext, recordId: string, body: Section2Body): Promise<{ completedOn: string }> {
  return ctx.db.transaction(async (tx) => {
    const { link, record } = await openLink(tx, ctx, "verifier", recordId, { forUpdate: true });
    const v = link.verifierId ? await findVerifier(tx, ctx.tenant.id, link.verifierId) : null;
    if (!v) throw fail.notFound("Form I-9");
    // Used first: signing ends the record's other open verifier links, not this one (it shows what it sent).
    await markLinkUsed(tx, link.id, new Date());
    await signSection2(tx, { tenantId: ctx.tenant.id, today: ctx.clock.today, ip: ctx.ip, record, body, signer: { kind: "verifier", verifierId: v.id } });
    if (link.createdByUserId) {
      await notify(tx, {
        tenantId: ctx.tenant.id,
        actorUserId: null,
        recipients: [link.createdByUserId],
        kind: "i9.section2-signed",
        params: { name: `${record.firstName} ${record.lastName}`, verifier: v.name },
        link: `/app/i9-details/${record.id}`,
      });
    }
    return { completedOn: ctx.clock.today };
  });
}
