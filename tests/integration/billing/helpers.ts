// Billing test helpers: a firm with the roles billing knows, a petitioner company, a coupon made by a platform admin.
import { createCompany, createFirm, createUser, uid } from "../../factories";
import { callApi } from "../api";

export async function billingFirm() {
  const { tenant, admin } = await createFirm();
  const company = await createCompany(tenant.id);
  const petitioner = await createUser(tenant, 50, { companyId: company.id });
  const platform = await createUser(tenant, 1);
  const attorney = await createUser(tenant, 6);
  const subscriber = await createUser(tenant, 12);
  return { tenant, admin, company, petitioner, platform, attorney, subscriber, slug: tenant.slug };
}

export const call = (path: string, body: unknown, who: { token: string }, slug: string): Promise<{ status: number; body: any; headers: Headers }> =>
  callApi(`payapi/${path}`, body, { tenant: slug, token: who.token });

export async function addCard(slug: string, who: { token: string }, extra: Record<string, unknown> = {}) {
  const r = await call("billing/attach-payment-method", { kind: "card", brand: "Visa", last4: "4242", expMonth: 12, expYear: 2030, ...extra }, who, slug);
  if (r.status !== 200) throw new Error(JSON.stringify(r.body));
  return r.body.result.data as { id: string; isDefault: boolean }[];
}

export async function makeCoupon(slug: string, platform: { token: string }, body: Record<string, unknown> = {}) {
  const code = `C${uid().toUpperCase()}`;
  const r = await call("coupons/create", { code, kind: "percent", percentOff: 20, duration: "once", ...body }, platform, slug);
  if (r.status !== 200) throw new Error(JSON.stringify(r.body));
  return code;
}
