// Shared steps of the QuickBooks tests: the GET /api/quickbook/auth calls (query string, redirects) and a
// firm connected to the fake through the whole OAuth flow.
import { expect } from "vitest";
import { GET as authRoute } from "@/app/api/quickbook/auth/route";
import { createCompany, createFirm } from "../../factories";
import { callApi } from "../api";
import { newRealm, type Fake } from "./fake";

export async function auth(query: string, opts: { tenant?: string | null; token?: string } = {}): Promise<{ status: number; location: string | null; body: unknown }> {
  const host = opts.tenant === null ? "localhost:3000" : `${opts.tenant}.localhost:3000`;
  const headers: Record<string, string> = { host };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  const res = await authRoute(new Request(`http://${host}/api/quickbook/auth${query ? `?${query}` : ""}`, { headers }));
  const text = await res.text();
  return { status: res.status, location: res.headers.get("location"), body: text ? JSON.parse(text) : null };
}

/** Start a connection: the state from Intuit's consent URL. */
export async function startConnect(tenant: string, token: string): Promise<string> {
  const start = await auth("", { tenant, token });
  expect(start.status).toBe(302);
  const url = new URL(start.location!);
  expect(url.searchParams.get("scope")).toBe("com.intuit.quickbooks.accounting");
  return url.searchParams.get("state")!;
}

export async function world(fake: Fake) {
  const { tenant, admin } = await createFirm();
  const company = await createCompany(tenant.id, { name: `Acme Robotics ${tenant.slug}` });
  const call = (path: string, body: Record<string, unknown> = {}, token = admin.token) => callApi(path, body, { tenant: tenant.slug, token });
  const realmId = newRealm(fake);
  const connect = async () => {
    const state = await startConnect(tenant.slug, admin.token);
    const code = `code-${tenant.slug}`;
    fake.codes.set(code, realmId);
    const back = await auth(`code=${code}&state=${state}&realmId=${realmId}`, { tenant: tenant.slug, token: admin.token });
    expect(back.location).toContain("connected=1");
  };
  return { tenant, admin, company, call, connect, realmId };
}
