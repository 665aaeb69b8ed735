// Issue 34 §3: a deactivated account's sign-in says so and whom to ask — the firm's administrator, named by the
// firm's profile contact when it gave one, in the reader's language — but only after the right password: a wrong
// one answers exactly as for an unknown e-mail, and the lockout counts it like any other failure.
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { tenants } from "@/db/schema/tenancy";
import { getDb } from "@/lib/server/db/client";
import { localizeApiError, toApiError } from "@/lib/shared/api-client";
import { callApi } from "../api";
import { createTenant, createUser, TEST_PASSWORD } from "../../factories";
import { ipHeaders } from "./helpers";

type Res = Awaited<ReturnType<typeof callApi>>;
const body = (res: Res) => ({ status: res.status, code: res.body.result.error?.code, message: res.body.message, key: res.body.result.error?.messageKey });

describe("POST /api/auth/login for a deactivated account", () => {
  it("after the right password: LOGIN_USER_INACTIVE naming the firm and its administrator, in English and Spanish", async () => {
    const tenant = await createTenant({ name: "Rivera Immigration Law", adminName: "Marta Rivera", adminEmail: "marta@rivera.example" });
    const u = await createUser(tenant, 8, { statusId: 2 });
    const res = await callApi("auth/login", { email: u.email, password: TEST_PASSWORD }, { tenant: tenant.slug });
    expect(body(res)).toEqual({
      status: 401,
      code: "LOGIN_USER_INACTIVE",
      message: "Your account at Rivera Immigration Law is inactive. Please ask Marta Rivera (marta@rivera.example), the firm's administrator, to reactivate it",
      key: "accountAtFirmInactiveAsk",
    });
    expect((await localizeApiError(toApiError(res.body, res.status), "es")).message).toBe(
      "Su cuenta en Rivera Immigration Law está inactiva. Pida a Marta Rivera (marta@rivera.example), administrador de la firma, que la reactive",
    );
    // On the bare host (no firm in the address) the user's one firm is named too; no session either way.
    const bare = await callApi("auth/login", { email: u.email, password: TEST_PASSWORD }, { tenant: null });
    expect(body(bare)).toMatchObject({ status: 401, code: "LOGIN_USER_INACTIVE", key: "accountAtFirmInactiveAsk" });
    expect(res.headers.get("set-cookie") ?? "").not.toMatch(/icm_session=[^;]+/); // at most the cookie cleared
  });

  it("a firm that gave no administrator's name: the firm's administrator, unnamed", async () => {
    const tenant = await createTenant({ name: "Quiet Firm LLP", adminName: null, adminEmail: null });
    const u = await createUser(tenant, 6, { statusId: 2 });
    const res = await callApi("auth/login", { email: u.email, password: TEST_PASSWORD }, { tenant: tenant.slug });
    expect(body(res)).toEqual({ status: 401, code: "LOGIN_USER_INACTIVE", message: "Your account at Quiet Firm LLP is inactive. Please ask the firm's administrator to reactivate it", key: "accountAtFirmInactive" });
    expect((await localizeApiError(toApiError(res.body, res.status), "es")).message).toBe("Su cuenta en Quiet Firm LLP está inactiva. Pida al administrador de la firma que la reactive");
  });

  it("a deactivated firm's user is told the same, after the right password", async () => {
    const tenant = await createTenant({ name: "Closed Firm", adminName: "Ana Ortiz", adminEmail: null });
    const u = await createUser(tenant, 3);
    await (await getDb()).update(tenants).set({ statusId: 2 }).where(eq(tenants.id, tenant.id));
    const res = await callApi("auth/login", { email: u.email, password: TEST_PASSWORD }, { tenant: null });
    expect(body(res)).toMatchObject({ status: 401, code: "LOGIN_USER_INACTIVE", message: "Your account at Closed Firm is inactive. Please ask Ana Ortiz, the firm's administrator, to reactivate it" });
  });

  it("a wrong password tells nothing: the same answer as an unknown e-mail or an active account", async () => {
    const tenant = await createTenant({ adminName: "Marta Rivera" });
    const inactive = await createUser(tenant, 8, { statusId: 2 });
    const active = await createUser(tenant, 8);
    const tries = [inactive.email, active.email, `nobody-${tenant.slug}@example.com`].map((email) => callApi("auth/login", { email, password: "Wrong-Pass1!" }, { tenant: tenant.slug }));
    const answers = (await Promise.all(tries)).map(body);
    for (const a of answers) expect(a).toEqual({ status: 401, code: "UNAUTHENTICATED", message: "Invalid email or password", key: "invalidEmailPassword" });
  });

  it("the lockout counts the wrong passwords of an inactive account: past 10, even the right one is refused before anything is said", async () => {
    const tenant = await createTenant({ adminName: "Marta Rivera" });
    const u = await createUser(tenant, 8, { statusId: 2 });
    const ip = ipHeaders();
    for (let i = 0; i < 10; i++) expect((await callApi("auth/login", { email: u.email, password: "Wrong-Pass1!" }, { tenant: tenant.slug, headers: ip })).status).toBe(401);
    const locked = await callApi("auth/login", { email: u.email, password: TEST_PASSWORD }, { tenant: tenant.slug, headers: ip });
    expect(locked.status).toBe(429);
    expect(locked.body.message).not.toMatch(/inactive/i);
  });

  it("answers 422 for a malformed body, as any sign-in", async () => {
    const tenant = await createTenant();
    expect((await callApi("auth/login", { email: "not-an-email", password: "x" }, { tenant: tenant.slug })).status).toBe(422);
  });
});
