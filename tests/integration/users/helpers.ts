// Helpers of the tenants and users integration tests: outbox links, a temporary file store,
// image data URLs and GET file routes called in-process.
import { afterAll, beforeAll, vi } from "vitest";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, desc, eq, sql } from "drizzle-orm";
import { auditLog, emailOutbox } from "@/db/schema/platform";
import { tenants } from "@/db/schema/tenancy";
import { getDb } from "@/lib/server/db/client";
import { readOutboxMail } from "@/lib/server/mail/sealed-mail";
import { localDiskStore, setFileStore } from "@/lib/server/storage/file-store";

/** Uploaded files of this test file go to a temporary directory, removed afterwards. */
export function useTempFileStore(): void {
  let dir = "";
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "icm-store-"));
    setFileStore(localDiskStore(dir));
  });
  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });
}

/** Without SMTP_URL the outbox logs each e-mail through console.info; keep the output readable. */
export function quietMailLog(): void {
  beforeAll(() => {
    vi.spyOn(console, "info").mockImplementation(() => undefined);
  });
}

export async function mailsTo(address: string) {
  const db = await getDb();
  const rows = await db
    .select()
    .from(emailOutbox)
    .where(sql`lower(${emailOutbox.toAddress}) = ${address.toLowerCase()}`)
    .orderBy(desc(emailOutbox.createdAt));
  return rows.map(readOutboxMail);
}

/** The first link to `path` in the newest e-mail to `address`, as a URL. */
export async function linkInLatestMail(address: string, pathname: string): Promise<URL> {
  const [mail] = await mailsTo(address);
  if (!mail) throw new Error(`no e-mail to ${address}`);
  const escaped = pathname.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const m = new RegExp(`https?://\\S+${escaped}\\?token=[A-Za-z0-9_-]+`).exec(mail.textBody);
  if (!m) throw new Error(`no ${pathname} link in:\n${mail.textBody}`);
  return new URL(m[0]);
}




export async function tenantRow(id: string) {
  const db = await getDb();
  const rows = await db.select().from(tenants).where(eq(tenants.id, id)).limit(1);
  return rows[0] ?? null;
}

export async function auditOf(tenantId: string, action: string) {
  const db = await getDb();
  return db.select().from(auditLog).where(and(eq(auditLog.tenantId, tenantId), eq(auditLog.action, action)));
}

/** A client IP of its own, so in-memory rate limits of one test do not touch another. */
export function ipHeaders(): Record<string, string> {
  const n = Math.floor(Math.random() * 0xffffff);
  return { "x-forwarded-for": `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` };
}

// ---- images -------------------------------------------------------------------------------------

const PNG_SIG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** A real 1x1 PNG. */
export const PNG_1X1 = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);
export const JPEG_BYTES = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0xff, 0xd9]);
/** ICONDIR with one entry (header bytes are what the check reads). */
export const ICO_BYTES = Buffer.from([0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x10, 0x10, 0x00, 0x00, 0x01, 0x00, 0x20, 0x00]);
export const GIF_BYTES = Buffer.from("GIF89a\x01\x00\x01\x00\x00\x00\x00;", "latin1");

export const dataUrl = (bytes: Buffer, type = "image/png") => `data:${type};base64,${bytes.toString("base64")}`;

/** A PNG-signed buffer of `size` bytes. */
export function pngOfSize(size: number): Buffer {
  const b = Buffer.alloc(size);
  Buffer.from(PNG_SIG).copy(b);
  return b;
}

// ---- GET file routes ----------------------------------------------------------------------------

type GetHandler<P> = (req: Request, ctx: { params: Promise<P> }) => Promise<Response>;

/** Call a dynamic GET route in-process on `<tenant>.localhost:3000`. */
export async function getFile<P extends Record<string, string>>(
  handler: GetHandler<P>,
  urlPath: string,
  params: P,
  opts: { tenant: string; token?: string },
): Promise<Response> {
  const host = `${opts.tenant}.localhost:3000`;
  const headers: Record<string, string> = { host };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  return handler(new Request(`http://${host}${urlPath}`, { method: "GET", headers }), { params: Promise.resolve(params) });
}

export { membershipsOf, tokenRow, userByEmail } from "../auth/helpers";
