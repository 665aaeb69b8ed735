// Ten requests for one e-mail address at once (a double-clicked button, a retrying client, a script):
// never a 500 from a unique index, one account, and one e-mail to the address. On PostgreSQL the
// requests really overlap (DATABASE_URL); PGlite runs the transactions one after the other.
import { describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { callApi, type ApiResult } from "../api";
import { createFirm, createTenant, createUser, uid } from "../../factories";
import { getDb } from "@/lib/server/db/client";
import { companies } from "@/db/schema/clients";
import { memberships } from "@/db/schema/identity";
import { ipHeaders, mailsTo, quietMailLog, userByEmail } from "./helpers";

quietMailLog();

const PASSWORD = "Signup@123";
const INVITED_RECENTLY = "An invitation was sent to this address less than a minute ago. Please wait a minute before sending it again";

/** Fire `n` calls at once; their statuses sorted, and the answers. */
async function burst(n: number, call: (i: number) => Promise<ApiResult>) {
  const answers = await Promise.all(Array.from({ length: n }, (_, i) => call(i)));
  return { statuses: answers.map((a) => a.status).sort(), answers };
}

const times = (n: number, status: number) => Array<number>(n).fill(status);

async function membershipsHere(email: string, tenantId: string) {
  const user = await userByEmail(email);
  if (!user) return [];
  const db = await getDb();
  return db.select().from(memberships).where(and(eq(memberships.userId, user.id), eq(memberships.tenantId, tenantId)));
}

describe("concurrent invitations of one address", () => {
  it("10 invitations of a new address: one invites, nine answer 429 'sent less than a minute ago'; one company, one e-mail", async () => {
    const { tenant, admin } = await createFirm();
    const email = `client-${uid()}@example.com`;
    const body = (i: number) => ({ companyName: `Globex ${i}`, firstName: "Chris", lastName: "Doe", email });
    const { statuses, answers } = await burst(10, (i) => callApi("auth/invite-petitioner", body(i), { tenant: tenant.slug, token: admin.token }));
    expect(statuses).toEqual([200, ...times(9, 429)]);
    const refused = answers.find((a) => a.status === 429)!;
    expect(refused.body.result.error?.code).toBe("RATE_LIMITED");
    expect(refused.body.message).toBe(INVITED_RECENTLY);
    expect(answers.find((a) => a.status === 200)!.body.result.data.resent).toBe(false);
    expect(await mailsTo(email)).toHaveLength(1);
    expect(await membershipsHere(email, tenant.id)).toHaveLength(1);
    const db = await getDb();
    expect(await db.select().from(companies).where(and(eq(companies.tenantId, tenant.id), sql`lower(${companies.email}) = ${email}`))).toHaveLength(1);
  });

  it("10 invitations of an address with an account in another firm: one invites, nine answer 429; one membership, one e-mail", async () => {
    const elsewhere = await createTenant();
    const person = await createUser(elsewhere, 6);
    const { tenant, admin } = await createFirm();
    const body = (i: number) => ({ companyName: `Initech ${i}`, firstName: "Chris", lastName: "Doe", email: person.email });
    const { statuses } = await burst(10, (i) => callApi("auth/invite-petitioner", body(i), { tenant: tenant.slug, token: admin.token }));
    expect(statuses).toEqual([200, ...times(9, 429)]);
    expect(await mailsTo(person.email)).toHaveLength(1);
    expect(await membershipsHere(person.email, tenant.id)).toHaveLength(1);
  });

  it("10 staff creations (several roles) of an address with an account in another firm: one creates, nine answer 409; one membership, one e-mail", async () => {
    const elsewhere = await createTenant();
    const person = await createUser(elsewhere, 6);
    const { tenant, admin } = await createFirm();
    const roles = [6, 7, 8];
    const body = (i: number) => ({ firstName: "Sam", lastName: "Poe", email: person.email, roleId: roles[i % roles.length] });
    const { statuses, answers } = await burst(10, (i) => callApi("users/create", body(i), { tenant: tenant.slug, token: admin.token }));
    expect(statuses).toEqual([200, ...times(9, 409)]);
    expect(answers.find((a) => a.status === 409)!.body.message).toBe("A user with this e-mail already belongs to this firm");
    expect(await membershipsHere(person.email, tenant.id)).toHaveLength(1);
    expect(await mailsTo(person.email)).toHaveLength(1);
  });
});

describe("concurrent registrations of one address", () => {
  it("10 sign-ups of one contact address: no 500, one company and account, one e-mail to the address", async () => {
    const tenant = await createTenant();
    const email = `c-${uid()}@example.com`;
    const body = (i: number) => ({
      company: { name: `Acme ${uid()}`, email: `hr-${i}-${uid()}@example.com`, phone: "+1 202 555 0143" },
      contact: { firstName: "Pat", lastName: "Lee", email, password: PASSWORD, confirmPassword: PASSWORD },
    });
    const { statuses } = await burst(10, (i) => callApi("auth/signup", body(i), { tenant: tenant.slug, headers: ipHeaders() }));
    // Every accepted sign-up answers alike (no enumeration); past 5 per address in 15 minutes, 429.
    expect(statuses).toEqual([...times(5, 200), ...times(5, 429)]);
    expect(await membershipsHere(email, tenant.id)).toHaveLength(1);
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it("10 sign-ups of one FEIN from different addresses: one registers, nine answer 409 (FEIN taken)", async () => {
    const tenant = await createTenant();
    const fein = String(100_000_000 + Math.floor(Math.random() * 800_000_000));
    const body = () => ({
      company: { name: `Acme ${uid()}`, feiNumber: fein, email: `hr-${uid()}@example.com`, phone: "+1 202 555 0143" },
      contact: { firstName: "Pat", lastName: "Lee", email: `c-${uid()}@example.com`, password: PASSWORD, confirmPassword: PASSWORD },
    });
    const { statuses, answers } = await burst(10, () => callApi("auth/signup", body(), { tenant: tenant.slug, headers: ipHeaders() }));
    expect(statuses).toEqual([200, ...times(9, 409)]);
    expect(answers.find((a) => a.status === 409)!.body.message).toBe("A company with this FEIN is already registered with this firm");
  });

  it("10 beneficiary registrations of one address: no 500, one account, one e-mail to the address", async () => {
    const tenant = await createTenant();
    const email = `ben-${uid()}@example.com`;
    const body = { firstName: "Ana", lastName: "Silva", email, password: PASSWORD, confirmPassword: PASSWORD };
    const { statuses } = await burst(10, () => callApi("users/register", body, { tenant: tenant.slug, headers: ipHeaders() }));
    expect(statuses).toEqual([...times(5, 200), ...times(5, 429)]);
    expect(await membershipsHere(email, tenant.id)).toHaveLength(1);
    expect(await mailsTo(email)).toHaveLength(1);
  });
});
