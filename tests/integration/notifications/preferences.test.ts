// The e-mail choice of notifications, stored in users.preferences through /api/users/preferences.
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { users } from "@/db/schema/identity";
import { getDb } from "@/lib/server/db/client";
import { createFirm, createUser } from "../../factories";
import { callApi } from "../api";

describe("POST /api/users/preferences notifyEmail", () => {
  it("stores the choice (absent = instant), keeps the other preferences, refuses an unknown value", async () => {
    const { tenant } = await createFirm();
    const u = await createUser(tenant, 8, { userOverrides: { preferences: { theme: "dark" } } });
    const call = (body: unknown) => callApi("users/preferences", body, { tenant: tenant.slug, token: u.token });
    const res = await call({ notifyEmail: "digest" });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.result.data).toEqual({ theme: "dark", notifyEmail: "digest" });
    const db = await getDb();
    expect((await db.select().from(users).where(eq(users.id, u.user.id)))[0].preferences).toEqual({ theme: "dark", notifyEmail: "digest" });
    const bad = await call({ notifyEmail: "weekly" });
    expect(bad.status).toBe(422);
    expect(bad.body.result.error?.fields?.notifyEmail).toBe("Notification e-mails not valid");
    expect((await call({ notifyEmail: "off" })).body.result.data.notifyEmail).toBe("off");
  });
});
