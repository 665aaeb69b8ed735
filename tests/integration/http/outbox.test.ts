import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { eq, sql } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { getDb } from "@/lib/server/db/client";
import { rowsOf } from "@/lib/server/db/rows";
import { deliverOutbox, enqueueMail } from "@/lib/server/mail/outbox";
import { readOutboxMail } from "@/lib/server/mail/sealed-mail";
import { decryptField, fieldKeys } from "@/lib/server/crypto/field-cipher";
import { SEALED_FIELDS } from "@/lib/modules/platform/sealed-fields";
import { emailOutbox } from "@/db/schema/platform";
import { callApi } from "../api";
import { createFirm, uid } from "../../factories";
import { ipHeaders, latestLinkToken, mailsTo, quietMailLog } from "../auth/helpers";

quietMailLog();

const received: string[] = [];
/** The raw messages received, by recipient. */
const messages = new Map<string, string[]>();
let server: SMTPServer;
let url = "";

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, cb) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        for (const { address } of session.envelope.rcptTo) {
          received.push(address);
          // Quoted-printable soft line breaks undone: a link reads whole.
          messages.set(address, [...(messages.get(address) ?? []), Buffer.concat(chunks).toString("utf8").replace(/=\r?\n/g, "")]);
        }
        cb();
      });
    },
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  url = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

describe("e-mail outbox", () => {
  it("drains more than one batch and never sends a mail twice when deliveries run at once", async () => {
    const db = await getDb();
    const to = `drain-${uid()}@example.com`;
    for (let i = 0; i < 60; i++) await enqueueMail(db, { tenantId: null, to, subject: `m${i}`, text: "x", template: "test" });
    const [a, b] = await Promise.all([deliverOutbox(db, url, { to }), deliverOutbox(db, url, { to })]);
    expect(a + b).toBe(60);
    expect(received.filter((r) => r === to)).toHaveLength(60);
    const rows = await db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, to));
    expect(rows.every((r) => r.status === "sent" && r.attempts === 1)).toBe(true);
  });

  it("marks a mail failed when the SMTP server refuses the connection, and retries it later", async () => {
    const db = await getDb();
    const to = `retry-${uid()}@example.com`;
    await enqueueMail(db, { tenantId: null, to, subject: "retry", text: "x", template: "test" });
    expect(await deliverOutbox(db, "smtp://127.0.0.1:1", { to })).toBe(0);
    const [failed] = await db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, to));
    expect(failed.status).toBe("failed");
    expect(failed.lastError).toBeTruthy();
    expect(await deliverOutbox(db, url, { to })).toBe(1);
    const [sent] = await db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, to));
    expect(sent.status).toBe("sent");
    expect(sent.attempts).toBe(2);
  });
});

/** The row as the database holds it, every column as JSON text (what a backup or a support query sees). */
async function rawRow(id: string): Promise<string> {
  const db = await getDb();
  return rowsOf<{ j: string }>(await db.execute(sql`select row_to_json(e)::text as j from email_outbox e where id = ${id}`))[0].j;
}

async function rowOf(id: string) {
  const db = await getDb();
  const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
  return row;
}

const SECRET = () => `http://acme.localhost:3000/app/public/reset-password?token=tok${uid()}${uid()}`;

describe("the outbox's bodies at rest", () => {
  it("a queued e-mail keeps no link or token readable in its row, and opens for delivery", async () => {
    const { tenant, admin } = await createFirm();
    expect((await callApi("auth/forgot-password", { email: admin.email }, { tenant: tenant.slug, headers: ipHeaders() })).status).toBe(200);
    const token = await latestLinkToken(admin.email, "/app/public/reset-password");
    const [mail] = await mailsTo(admin.email);
    expect(mail.htmlBody).toContain(token);
    const raw = await rawRow(mail.id);
    expect(raw).not.toContain(token);
    expect(raw).not.toContain("reset-password");
    expect(raw).toContain(mail.toAddress);
    const row = await rowOf(mail.id);
    expect(row.textSealed).toMatch(/^f1\./);
    expect(row.htmlSealed).toMatch(/^f1\./);
    expect([row.legacyTextBody, row.legacyHtmlBody]).toEqual([null, null]);
  });

  it("delivery erases the bodies and keeps recipient, subject, template and status; a later read says they are gone", async () => {
    const db = await getDb();
    const to = `erase-${uid()}@example.com`;
    const link = SECRET();
    const id = await enqueueMail(db, { tenantId: null, to, subject: "Reset your password", text: `Reset: ${link}`, html: `<a href="${link}">Reset</a>`, template: "test" });
    expect(await deliverOutbox(db, url, { to })).toBe(1);
    expect(messages.get(to)?.join("")).toContain(link.slice(-16));
    const row = await rowOf(id);
    expect(row).toMatchObject({ toAddress: to, subject: "Reset your password", template: "test", status: "sent", textSealed: null, htmlSealed: null });
    expect(row.sentAt).not.toBeNull();
    expect(() => readOutboxMail(row)).toThrow(/erased after its delivery/);

    // Without SMTP (logged instead of sent) the same.
    const logged = await enqueueMail(db, { tenantId: null, to, subject: "again", text: `Reset: ${SECRET()}`, template: "test" });
    expect(await deliverOutbox(db, undefined, { to })).toBe(1);
    expect(await rowOf(logged)).toMatchObject({ status: "logged", textSealed: null, htmlSealed: null });
  });

  it("the last failed attempt erases the bodies (the mail is never tried again); an earlier one keeps them", async () => {
    const db = await getDb();
    const to = `give-up-${uid()}@example.com`;
    const id = await enqueueMail(db, { tenantId: null, to, subject: "last try", text: `Reset: ${SECRET()}`, html: "<p>x</p>", template: "test" });
    await db.update(emailOutbox).set({ attempts: 3 }).where(eq(emailOutbox.id, id));
    expect(await deliverOutbox(db, "smtp://127.0.0.1:1", { to })).toBe(0);
    expect((await rowOf(id)).textSealed).not.toBeNull();
    expect(await deliverOutbox(db, "smtp://127.0.0.1:1", { to })).toBe(0);
    expect(await rowOf(id)).toMatchObject({ status: "failed", attempts: 5, textSealed: null, htmlSealed: null });
    expect((await rowOf(id)).lastError).toBeTruthy();
  });

  it("a sealed body moved to another row, or to the other part of its row, does not open", async () => {
    const db = await getDb();
    const to = `swap-${uid()}@example.com`;
    const a = await enqueueMail(db, { tenantId: null, to, subject: "a", text: `A ${SECRET()}`, html: "<p>A</p>", template: "test" });
    const b = await enqueueMail(db, { tenantId: null, to, subject: "b", text: `B ${SECRET()}`, html: "<p>B</p>", template: "test" });
    const [ra, rb] = [await rowOf(a), await rowOf(b)];
    expect(readOutboxMail(ra).textBody).toMatch(/^A /);
    expect(readOutboxMail(rb).htmlBody).toBe("<p>B</p>");
    await db.update(emailOutbox).set({ textSealed: rb.textSealed }).where(eq(emailOutbox.id, a));
    await db.update(emailOutbox).set({ textSealed: rb.htmlSealed }).where(eq(emailOutbox.id, b));
    const [movedRow, movedPart] = [await rowOf(a), await rowOf(b)];
    expect(() => readOutboxMail(movedRow)).toThrow();
    expect(() => readOutboxMail(movedPart)).toThrow();
    // Delivery sends neither: both fail, nothing reaches the server.
    expect(await deliverOutbox(db, url, { to })).toBe(0);
    expect(messages.get(to)).toBeUndefined();
    expect((await rowOf(a)).status).toBe("failed");
    expect((await rowOf(b)).status).toBe("failed");
  });

  it("rows queued before sealing: the migration erased the delivered ones, the next delivery sends the rest and erases them", async () => {
    const db = await getDb();
    const to = `legacy-${uid()}@example.com`;
    const link = SECRET();
    const legacy = (status: string) => ({ tenantId: null, toAddress: to, subject: status, legacyTextBody: `Old: ${link}`, legacyHtmlBody: `<p>${link}</p>`, template: "test", status });
    const [pending, sent] = await db.insert(emailOutbox).values([legacy("pending"), { ...legacy("sent"), attempts: 1 }]).returning({ id: emailOutbox.id });
    // The data step of migration 0042, run again: it touches only the plain columns, which nothing writes any more.
    const statements = readFileSync("db/migrations/0042_outbox_sealed_bodies.sql", "utf8").split("--> statement-breakpoint");
    await db.execute(sql.raw(statements.at(-1)!));
    expect(await rowOf(sent.id)).toMatchObject({ legacyTextBody: null, legacyHtmlBody: null });
    expect((await rowOf(pending.id)).legacyTextBody).toBe(`Old: ${link}`);

    expect(await deliverOutbox(db, url, { to })).toBe(1);
    expect(messages.get(to)?.join("")).toContain(link.slice(-16));
    expect(await rowOf(pending.id)).toMatchObject({ status: "sent", legacyTextBody: null, legacyHtmlBody: null });
  });

  it("the sealed bodies are registered for the key check and keys:rotate, with the associated data they were sealed with", async () => {
    const db = await getDb();
    await enqueueMail(db, { tenantId: null, to: `rotate-${uid()}@example.com`, subject: "s", text: `T ${SECRET()}`, html: "<p>H</p>", template: "test" });
    const fields = SEALED_FIELDS.filter((f) => f.label.includes("e-mail"));
    expect(fields).toHaveLength(2);
    const [{ id: keyId }] = fieldKeys();
    for (const f of fields) {
      const sample = await f.sample(db, keyId);
      expect(sample?.aad).toMatch(/^mail\.outbox:[0-9a-f-]{36}:(text|html)$/);
      expect(() => decryptField(sample!.sealed, sample!.aad)).not.toThrow();
      expect((await f.countByKey(db)).get(keyId)).toBeGreaterThan(0);
    }
  });
});
