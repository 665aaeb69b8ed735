import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { getDb } from "@/lib/server/db/client";
import { deliverOutbox, enqueueMail } from "@/lib/server/mail/outbox";
import { emailOutbox } from "@/db/schema/platform";
import { uid } from "../../factories";

const received: string[] = [];
let server: SMTPServer;
let url = "";

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, cb) {
      stream.on("data", () => undefined);
      stream.on("end", () => {
        received.push(...session.envelope.rcptTo.map((r) => r.address));
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
