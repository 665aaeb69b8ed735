// Whole journeys through a real SMTP server on loopback: the outbox is delivered with deliverOutbox,
// links are read from the received messages, and the sign-in at the end proves the result.
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { callApi } from "../api";
import { createFirm, createTenant, TEST_PASSWORD, uid } from "../../factories";
import { getDb } from "@/lib/server/db/client";
import { deliverOutbox } from "@/lib/server/mail/outbox";
import { companies } from "@/db/schema/clients";
import { memberships } from "@/db/schema/identity";
import { ipHeaders } from "./helpers";

// Delivery happens only through deliverOutbox(db, <this server>, { to }) below: kickOutbox does not
// deliver under test (lib/server/mail/outbox.ts), so the outbox rows wait for this test.

type Received = { to: string[]; raw: string };
const inbox: Received[] = [];
let server: SMTPServer;
let smtpUrl = "";

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        inbox.push({ to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()), raw: Buffer.concat(chunks).toString("utf8") });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  smtpUrl = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

/** Undo quoted-printable soft line breaks and =XX escapes (nodemailer wraps long lines). */
function decodeQuotedPrintable(s: string): string {
  return s.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** Deliver the outbox over SMTP and return the token of the `path` link in the newest message to `to`. */
async function deliverAndReadLink(to: string, path: string): Promise<{ token: string; message: string }> {
  const db = await getDb();
  const before = inbox.length;
  expect(await deliverOutbox(db, smtpUrl, { to })).toBeGreaterThan(0);
  const mine = inbox.slice(before).filter((m) => m.to.includes(to.toLowerCase()));
  expect(mine.length).toBeGreaterThan(0);
  const message = decodeQuotedPrintable(mine[mine.length - 1].raw);
  const m = new RegExp(`https?://[^\\s"<>]+${path.replace(/[/.]/g, "\\$&")}\\?token=([A-Za-z0-9_-]+)`).exec(message);
  if (!m) throw new Error(`no ${path} link in the message:\n${message}`);
  return { token: m[1], message };
}

describe("e-mail journeys over SMTP", () => {
  it("forgot-password -> SMTP -> update-password -> the new password signs in, the old one does not", async () => {
    const { tenant, admin } = await createFirm();
    const forgot = await callApi("auth/forgot-password", { email: admin.email }, { tenant: tenant.slug, headers: ipHeaders() });
    expect(forgot.status).toBe(200);
    const { token, message } = await deliverAndReadLink(admin.email, "/app/public/reset-password");
    expect(message).toMatch(/^Subject: .*reset your password/m);
    expect(message).toContain(`http://${tenant.slug}.localhost:3000/app/public/reset-password?token=${token}`);

    const newPassword = "Reset@2024!";
    const update = await callApi("auth/update-password", { token, password: newPassword, confirmPassword: newPassword }, { tenant: tenant.slug });
    expect(update.status).toBe(200);
    const ok = await callApi("auth/login", { email: admin.email, password: newPassword }, { tenant: tenant.slug });
    expect(ok.status).toBe(200);
    expect(ok.body.result.data.userId).toBe(admin.user.id);
    const old = await callApi("auth/login", { email: admin.email, password: TEST_PASSWORD }, { tenant: tenant.slug });
    expect(old.status).toBe(401);
  });

  it("invite-petitioner -> SMTP -> users/activate -> the client signs in", async () => {
    const { tenant, admin } = await createFirm();
    const email = `client-${uid()}@example.com`;
    const invite = await callApi("auth/invite-petitioner", { companyName: "Umbrella Corp", firstName: "Jill", lastName: "V", email }, { tenant: tenant.slug, token: admin.token });
    expect(invite.status).toBe(200);
    const before = await callApi("auth/login", { email, password: "Client@2024" }, { tenant: tenant.slug });
    expect(before.status).toBe(401);
    const { token, message } = await deliverAndReadLink(email, "/app/public/account-activation-invite");
    expect(message).toContain("Umbrella Corp");

    const activate = await callApi("users/activate", { token, password: "Client@2024", confirmPassword: "Client@2024" }, { tenant: tenant.slug });
    expect(activate.status).toBe(200);
    const login = await callApi("auth/login", { email, password: "Client@2024" }, { tenant: tenant.slug });
    expect(login.status).toBe(200);
    expect(login.body.result.data).toMatchObject({ roleId: 50, companyId: invite.body.result.data.companyId, companyName: "Umbrella Corp" });
  });

  it("signup -> SMTP -> verify-email -> sign-in refused while pending -> firm approves -> sign-in works", async () => {
    const tenant = await createTenant();
    const email = `owner-${uid()}@example.com`;
    const password = "Owner@2024";
    const signup = await callApi(
      "auth/signup",
      {
        company: { name: "Stark Industries", email: `hr-${uid()}@example.com`, phone: "+1 (202) 555-0101" },
        contact: { firstName: "Tony", lastName: "S", email, password, confirmPassword: password },
      },
      { tenant: tenant.slug, headers: ipHeaders() },
    );
    expect(signup.status).toBe(200);
    const { token } = await deliverAndReadLink(email, "/app/verify-email");
    const verify = await callApi("auth/verify-email", { token }, { tenant: tenant.slug });
    expect(verify.status).toBe(200);
    expect(verify.body.result.data.awaitingApproval).toBe(true);

    const refused = await callApi("auth/login", { email, password }, { tenant: tenant.slug });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe("Your company registration is awaiting approval by the firm. You can sign in once it is approved");

    const db = await getDb();
    // The sign-up answer names no record (no enumeration): the company is found by its name.
    const [{ id: companyId }] = await db.select({ id: companies.id }).from(companies).where(and(eq(companies.tenantId, tenant.id), eq(companies.name, "Stark Industries")));
    await db.update(companies).set({ statusId: 1 }).where(eq(companies.id, companyId));
    await db.update(memberships).set({ statusId: 1 }).where(eq(memberships.companyId, companyId));
    const login = await callApi("auth/login", { email, password }, { tenant: tenant.slug });
    expect(login.status).toBe(200);
    expect(login.body.result.data).toMatchObject({ roleId: 50, companyId, companyStatusId: 1 });
  });
});
