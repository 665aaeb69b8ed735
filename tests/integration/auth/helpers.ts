// Shared helpers of the auth integration tests: outbox reads, link tokens, distinct client IPs.
import { beforeAll, vi } from "vitest";
import { and, desc, eq, sql } from "drizzle-orm";
import { auditLog, emailOutbox } from "@/db/schema/platform";
import { memberships, oneTimeTokens, users } from "@/db/schema/identity";
import { getDb } from "@/lib/server/db/client";
import { readOutboxMail } from "@/lib/server/mail/sealed-mail";
import { hashToken } from "@/lib/server/auth/crypto";
import { uid } from "../../factories";

/** Without SMTP_URL the outbox logs every e-mail through console.info; keep the test output readable. */
export function quietMailLog(): void {
  beforeAll(() => {
    vi.spyOn(console, "info").mockImplementation(() => undefined);
  });
}

/** A client IP of its own per call site, so the in-memory rate limits of one test do not touch another. */
export function ipHeaders(): Record<string, string> {
  const n = Number.parseInt(uid().slice(0, 6), 16);
  return { "x-forwarded-for": `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` };
}

/** The e-mails to an address, newest first, with their sealed bodies opened. */
export async function mailsTo(address: string) {
  const db = await getDb();
  const rows = await db
    .select()
    .from(emailOutbox)
    .where(sql`lower(${emailOutbox.toAddress}) = ${address.toLowerCase()}`)
    .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id));
  return rows.map(readOutboxMail);
}

/** The newest outbox row for an address; fails the test when there is none. */
export async function latestMail(address: string) {
  const rows = await mailsTo(address);
  if (!rows[0]) throw new Error(`no e-mail to ${address}`);
  return rows[0];
}

/** The token of the first link to `path` in a text ("…/app/verify-email?token=abc"). */
export function tokenFromText(text: string, path: string): string {
  const escaped = path.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const m = new RegExp(`${escaped}\\?token=([A-Za-z0-9_-]+)`).exec(text);
  if (!m) throw new Error(`no ${path} link in:\n${text}`);
  return m[1];
}

export async function latestLinkToken(address: string, path: string): Promise<string> {
  return tokenFromText((await latestMail(address)).textBody, path);
}

export async function tokenRow(raw: string) {
  const db = await getDb();
  const rows = await db.select().from(oneTimeTokens).where(eq(oneTimeTokens.tokenHash, hashToken(raw))).limit(1);
  return rows[0] ?? null;
}

export async function userByEmail(email: string) {
  const db = await getDb();
  const rows = await db.select().from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`).limit(1);
  return rows[0] ?? null;
}

export async function membershipsOf(userId: string, tenantId: string) {
  const db = await getDb();
  return db.select().from(memberships).where(and(eq(memberships.userId, userId), eq(memberships.tenantId, tenantId)));
}

export async function auditOf(tenantId: string, action: string) {
  const db = await getDb();
  return db.select().from(auditLog).where(and(eq(auditLog.tenantId, tenantId), eq(auditLog.action, action)));
}

/** "icm_session=<sealed>; Max-Age=…" -> "icm_session=<sealed>" for a Cookie header. */
export function sessionCookie(setCookie: string | null): string {
  const m = setCookie?.match(/^(icm_session=[^;]+)/);
  if (!m) throw new Error(`no session cookie in ${setCookie}`);
  return m[1];
}
