// Shared by the I-9 Section tests: a firm with a client, an employee with an e-mail, her I-9 started, the
// Section 1 link sent and opened with its token, and a Section 1 / Section 2 that pass every check.
import { SECTION1_PATH } from "@/lib/modules/i9/section1-contract";
import { createCompany, createFirm, uid } from "../../factories";
import { callApi } from "../api";
import { latestMail } from "../auth/helpers";
import { expectStatus } from "../documents/helpers";

export const TODAY = "2026-11-25";

export async function section1World() {
  const { tenant, admin } = await createFirm();
  const acme = await createCompany(tenant.id, { name: "Acme Robotics Inc" });
  const call = (path: string, body: Record<string, unknown>, token = admin.token) => callApi(path, { today: TODAY, ...body }, { tenant: tenant.slug, token });
  // An address of this world alone: test files run in parallel and read the latest mail to it.
  const email = `ana.ruiz.${uid()}@example.com`;
  const employee = (await call("employees/create", { companyId: acme.id, firstName: "Ana", lastName: "Ruiz", email, hireDate: "11/30/2026" })).body.result.data;
  const record = (await call("i9/create", { employeeId: employee.id })).body.result.data;
  const send = async (body: Record<string, unknown> = {}) => {
    const res = await call("i9/send-section1-link", { id: record.id, ...body });
    expectStatus(res, 200);
    const mail = await latestMail(res.body.result.data.sentTo);
    const m = new RegExp(`${SECTION1_PATH}/${record.id}\\?token=([A-Za-z0-9_-]+)`).exec(mail.textBody);
    if (!m) throw new Error(`no Section 1 link in:\n${mail.textBody}`);
    return { to: res.body.result.data.sentTo as string, token: m[1], mail };
  };
  const link = (path: "section1-details" | "section1-submit", token: string, body: Record<string, unknown> = {}, slug = tenant.slug) =>
    callApi(`i9-fill/${path}`, { today: TODAY, id: record.id, ...body }, { tenant: slug, token });
  return { tenant, admin, acme, call, email, employee, record, send, link };
}

export const SECTION1 = {
  lastName: "Ruiz",
  firstName: "Ana",
  middleInitial: "m",
  street: "12 Elm Street",
  apt: "4B",
  city: "Austin",
  state: "TX",
  zip: "78701",
  dateOfBirth: "02/29/2000",
  ssn: "123-45-6789",
  email: "ana.ruiz@example.com",
  phone: "(512) 555-0100",
  citizenship: "authorized_alien",
  authorizedUntil: "06/30/2027",
  i94Number: "12345678901",
  signature: "ana ruiz",
  attest: true,
};

/** A route that answers a file, called as the browser's download would. */
export async function postFile(slug: string, path: "i9/download-pdf" | "i9/inspection-package", body: object, token: string): Promise<Response> {
  const host = `${slug}.localhost:3000`;
  const { POST } = path === "i9/download-pdf" ? await import("@/app/api/i9/download-pdf/route") : await import("@/app/api/i9/inspection-package/route");
  return POST(new Request(`http://${host}/api/${path}`, { method: "POST", headers: { host, "content-type": "application/json", authorization: `Bearer ${token}` }, body: JSON.stringify({ today: TODAY, ...body }) }));
}

export const SECTION2 = {
  documents: [{ code: "ead", issuingAuthority: "USCIS", number: "src 123 456 7890", expirationDate: "06/30/2027" }],
  firstDay: "11/30/2026",
  signerLastName: "Stone",
  signerFirstName: "Maria",
  signerTitle: "HR Manager",
  signature: "Maria Stone",
  businessName: "Acme Robotics Inc",
  businessStreet: "1 Robot Way",
  businessCity: "Austin",
  businessState: "TX",
  businessZip: "78701",
  attest: true,
};

/** Section 1 signed by an authorized noncitizen (authorized until 12/31/2027): Section 2 waits. */
export async function signedWorld() {
  const w = await section1World();
  const { token } = await w.send();
  expectStatus(await w.link("section1-submit", token, { section1: { ...SECTION1, authorizedUntil: "12/31/2027" } }), 200);
  return w;
}

/** Section 2 signed today with an EAD expiring 06/30/2027: the I-9 is complete. */
export async function completedWorld() {
  const w = await signedWorld();
  expectStatus(await w.call("i9/complete-section2", { id: w.record.id, section2: SECTION2 }), 200);
  return w;
}

/** Another employee of the world's client with her I-9's Section 1 signed through her link (`section1` patches SECTION1). */
export async function signedEmployee(w: Awaited<ReturnType<typeof section1World>>, who: { firstName: string; lastName: string; email: string }, section1: Record<string, unknown> = {}) {
  const email = who.email.replace("@", `.${uid()}@`);
  const employee = (await w.call("employees/create", { companyId: w.acme.id, ...who, email, hireDate: "11/30/2026" })).body.result.data;
  const record = (await w.call("i9/create", { employeeId: employee.id })).body.result.data;
  expectStatus(await w.call("i9/send-section1-link", { id: record.id }), 200);
  const m = new RegExp(`${SECTION1_PATH}/${record.id}\\?token=([A-Za-z0-9_-]+)`).exec((await latestMail(email)).textBody)!;
  const body = { ...SECTION1, firstName: who.firstName, lastName: who.lastName, signature: `${who.firstName} ${who.lastName}`, ...section1 };
  expectStatus(await callApi("i9-fill/section1-submit", { today: TODAY, id: record.id, section1: body }, { tenant: w.tenant.slug, token: m[1] }), 200);
  return { employee, record };
}
