import { describe, expect, it } from "vitest";
import { getDb } from "@/lib/server/db/client";
import { consumeToken, issueToken } from "@/lib/server/auth/one-time-token";
import { createTenant, createUser } from "@/tests/factories";
import { passwordLinkStatus } from "@/lib/modules/account/link-status";

describe("passwordLinkStatus", () => {
  it("accepts a live reset link of this firm and refuses used, unknown, other firm's and wrong-purpose links", async () => {
    const db = await getDb();
    const firm = await createTenant();
    const other = await createTenant();
    const { user } = await createUser(firm, 8, { withSession: false });
    const token = await issueToken(db, { purpose: "password_reset", userId: user.id, tenantId: firm.id });

    expect(await passwordLinkStatus("reset", token, firm)).toBe("valid");
    expect(await passwordLinkStatus("reset", token, other)).toBe("invalid");
    expect(await passwordLinkStatus("activate", token, firm)).toBe("invalid");
    expect(await passwordLinkStatus("reset", "garbage", firm)).toBe("invalid");
    expect(await passwordLinkStatus("reset", "", firm)).toBe("invalid");
    expect(await passwordLinkStatus("reset", "x".repeat(500), firm)).toBe("invalid");

    await consumeToken(db, token, "password_reset");
    expect(await passwordLinkStatus("reset", token, firm)).toBe("invalid");
  });

  it("accepts invitation and activation links on the activation pages, and refuses expired ones", async () => {
    const db = await getDb();
    const firm = await createTenant();
    const { user } = await createUser(firm, 50, { withSession: false, statusId: 3 });
    const invitation = await issueToken(db, { purpose: "invitation", userId: user.id, tenantId: firm.id });
    const activation = await issueToken(db, { purpose: "activation", userId: user.id, tenantId: firm.id });
    const expired = await issueToken(db, { purpose: "activation", userId: user.id, tenantId: firm.id, ttlMinutes: -1 });

    expect(await passwordLinkStatus("invite", invitation, firm)).toBe("valid");
    expect(await passwordLinkStatus("set", activation, firm)).toBe("valid");
    expect(await passwordLinkStatus("activate", expired, firm)).toBe("invalid");
  });

  it("firm activation: valid on a pending firm, 'firmActive' once the firm is active", async () => {
    const db = await getDb();
    const pending = await createTenant({ statusId: 3 });
    const active = await createTenant();
    const key = await issueToken(db, { purpose: "tenant_activation", tenantId: pending.id });

    expect(await passwordLinkStatus("firm", key, pending)).toBe("valid");
    expect(await passwordLinkStatus("firm", key, active)).toBe("firmActive");
    expect(await passwordLinkStatus("firm", "garbage", pending)).toBe("invalid");
  });
});
