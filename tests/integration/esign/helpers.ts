// Fixtures of the e-signature tests: a firm with a case and a generated PDF letter on it (the envelope's
// source), the staff and signer calls, the signing link read from the outbox, and a file call's bytes.
import { expect } from "vitest";
import { and, eq, inArray, sql } from "drizzle-orm";
import { esignEnvelopes, esignEvents } from "@/db/schema/esign";
import { getDb } from "@/lib/server/db/client";
import { PNG_DATA_URL } from "@/lib/modules/esign/test-pdf";
import { createBranch, createCompany, createFirm, uid } from "../../factories";
import { callApi } from "../api";
import { caseWorld, createCase, expectStatus } from "../documents/helpers";
import { linkInLatestMail, mailsTo } from "../users/helpers";

export { PNG_DATA_URL };
export const SIGN_PATH = "/auth/sign-document";
const LETTER = { name: "Engagement letter", kind: "engagement_letter", language: "en", body: "Dear client,\n\nThis letter sets out our engagement.\n\nSincerely,\nThe firm" };

/** A firm (admin), a client and a case with a generated PDF letter "Engagement letter" (version 1). */
export async function esignWorld() {
  const { tenant, admin } = await createFirm();
  const branch = await createBranch(tenant.id, "HQ");
  const company = await createCompany(tenant.id, { name: "Acme Robotics", branchId: branch.id });
  const petition = await createCase(tenant.id, { typeId: 1, subTypeId: 1, petitionerId: company.id, branchId: branch.id, title: "E-sign case" }, []);
  const call = (path: string, body: Record<string, unknown>, token: string = admin.token) => callApi(path, body, { tenant: tenant.slug, token });
  const template = (await call("form-letter/create", { ...LETTER, name: `Engagement letter ${uid()}` })).body.result.data;
  const generated = await call("form-letter/generate", { petitionId: petition.id, id: template.id, format: "pdf" });
  expectStatus(generated, 200);
  /** The signer's calls: the token as Authorization: Bearer, a browser's user agent. */
  const signer = (path: string, token: string, body: Record<string, unknown> = {}) =>
    callApi(`esign/token/${path}`, body, { tenant: tenant.slug, token, headers: { "user-agent": "Mozilla/5.0 (Test) Signer" } });
  return { tenant, admin, branch, company, petition, call, signer, template, letter: generated.body.result.data as { documentId: string; version: number; fileName: string } };
}

export type EsignWorld = Awaited<ReturnType<typeof esignWorld>>;

export const two = (suffix = uid()) => [
  { name: "Jordan Reyes", email: `jordan-${suffix}@client.example` },
  { name: "Ana Lima", email: `ana-${suffix}@client.example` },
];

/** Fields for signers 0 and 1 on page 1: a signature and a date each, and a text field for the first. */
export const FIELDS = [
  { signerIndex: 0, kind: "signature", page: 1, x: 0.1, y: 0.7, width: 0.3, height: 0.06 },
  { signerIndex: 0, kind: "date", page: 1, x: 0.45, y: 0.7, width: 0.2, height: 0.04 },
  { signerIndex: 0, kind: "text", page: 1, x: 0.1, y: 0.8, width: 0.3, height: 0.04, required: false },
  { signerIndex: 1, kind: "signature", page: 1, x: 0.1, y: 0.85, width: 0.3, height: 0.06 },
];

/** A sent envelope on the world's letter (two sequential signers unless told). */
export async function sentEnvelope(w: EsignWorld, opts: { order?: "sequential" | "parallel"; signers?: { name: string; email: string }[] } = {}) {
  const signers = opts.signers ?? two();
  const created = await w.call("esign/create", { petitionId: w.petition.id, documentId: w.letter.documentId, signers, order: opts.order ?? "sequential" });
  expectStatus(created, 200);
  const id = created.body.result.data.id as string;
  expectStatus(await w.call("esign/save-fields", { id, fields: FIELDS }), 200);
  expectStatus(await w.call("esign/send", { id }), 200);
  return { id, signers };
}

/** The token of the newest signing link e-mailed to `email`. */
export async function tokenFor(email: string): Promise<string> {
  const url = await linkInLatestMail(email, SIGN_PATH);
  return url.searchParams.get("token")!;
}

export async function signLinksTo(email: string): Promise<number> {
  return (await mailsTo(email)).filter((m) => m.template === "esign.sign-request").length;
}

/** A file route's answer as bytes (or its JSON envelope when it refused). */
export async function callFile(path: string, body: Record<string, unknown>, opts: { tenant: string; token: string }) {
  const mod = (await import(/* @vite-ignore */ `../../../app/api/${path}/route.ts`)) as { POST: (req: Request) => Promise<Response> };
  const host = `${opts.tenant}.localhost:3000`;
  const res = await mod.POST(new Request(`http://${host}/api/${path}`, { method: "POST", headers: { host, "content-type": "application/json", authorization: `Bearer ${opts.token}` }, body: JSON.stringify(body) }));
  const isFile = res.status === 200 && res.headers.get("content-type") === "application/pdf";
  return { status: res.status, headers: res.headers, bytes: isFile ? new Uint8Array(await res.arrayBuffer()) : null, json: isFile ? null : await res.json() };
}

export async function expireEnvelope(id: string): Promise<void> {
  const db = await getDb();
  await db.update(esignEnvelopes).set({ expiresAt: new Date(Date.now() - 60_000) }).where(eq(esignEnvelopes.id, id));
}

/** As if the envelope's signing e-mails (its `sent` and `reminded` events) had gone out `hours` earlier. */
export async function backdateMails(id: string, hours: number): Promise<void> {
  const db = await getDb();
  await db
    .update(esignEvents)
    .set({ at: sql`${esignEvents.at} - make_interval(hours => ${hours})` })
    .where(and(eq(esignEvents.envelopeId, id), inArray(esignEvents.kind, ["sent", "reminded"])));
}

export function expect410(res: { status: number; body: any }, code: "QUESTIONNAIRE_SUBMITTED" | "QUESTIONNAIRE_EXPIRED", message?: RegExp): void {
  expect(res.status, JSON.stringify(res.body)).toBe(410);
  expect(res.body.result.error?.code).toBe(code);
  if (message) expect(res.body.message).toMatch(message);
}

export { caseWorld };
