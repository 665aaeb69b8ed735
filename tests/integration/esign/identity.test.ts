// A firm's own document-sealing certificate (issue 13): esign/identity/details, save (a PKCS#12 and its
// passphrase, checked by sealing a test document), delete. The firm's completed envelopes are sealed with it;
// another firm's are not. Refusals: a wrong passphrase, an expired or not-yet-valid certificate, an EC key, a
// file that is no PKCS#12; roles without the firm's settings permission (403).
import { afterEach, describe, expect, it, vi } from "vitest";
import { and, eq } from "drizzle-orm";
import { auditLog } from "@/db/schema/platform";
import { getDb } from "@/lib/server/db/client";
import { ROLE } from "@/lib/shared/constants/roles";
import { createSigningIdentity } from "@/lib/modules/esign/identity";
import { PLATFORM_COMMON_NAME, sealingKeyFor } from "@/lib/modules/esign/identity-store";
import { P12_PASSPHRASE, P12_TYPES, P12_UNREADABLE } from "@/lib/modules/esign/identity-contract";
import { createFirm, createUser } from "../../factories";
import { callApi } from "../api";
import { callUpload, expectField, expectStatus, file, useTempFileStore } from "../documents/helpers";
import { quietMailLog } from "../users/helpers";
import { pdfText } from "@/lib/server/pdf/text";
import { callFile, esignWorld, tokenFor, type EsignWorld } from "./helpers";

useTempFileStore();
quietMailLog();
afterEach(() => vi.useRealTimers());

/** An EC (P-256) self-signed certificate and key, exported by OpenSSL 3 (`openssl pkcs12 -export`), passphrase "ec-secret". */
const EC_P12 = Buffer.from(
  "MIIEXAIBAzCCBBIGCSqGSIb3DQEHAaCCBAMEggP/MIID+zCCArIGCSqGSIb3DQEHBqCCAqMwggKfAgEAMIICmAYJKoZIhvcNAQcBMFcGCSqGSIb3DQEFDTBKMCkGCSqGSIb3DQEFDDAcBAjfRTaNg6" +
    "tdiAICCAAwDAYIKoZIhvcNAgkFADAdBglghkgBZQMEASoEEICo0ctfNIaq+lSPGKj04/mAggIwqRAitZtSoA/PpCIrGqVc0EY7rjKs1foz4o215C+ZvfIt+qV1YRn8Dy418GtUUrEukEILKjesXNjz" +
    "OX9zmPkDQeunLBfyaJzzx9/+l1rayZ6tl9capsqWe5KA7FXlvDr2oIMPG1kkqI80Cpnb1P0SzatrrupBmBR4tViY5CETYiOZepWRFxmlst8z4MVYo3B6z/xJSJNiS+g7X0ImtOzlvEaCeDLTAogL+n" +
    "EI0MioNh5NO7n7hHmRfJDSUpP/dYTUA80HpoJ1XDv6p6FacN/TAj74Yi34QtC6Xxwa+JkGtuytvuRPpda/AziPnRTuqr7XUMWaeOnPSRkqZ1MEOb7A+OsPw8wQALzM4JtwyFLbCdDJH6t/zXIsI0wD" +
    "rwo43tYCwDibS0R3BmJJ8FMAqrYhcCINGnzyBNdQdINgcNgnkXMcD+oLeSMbHPsBd/gEstKHVjfGOH2s9bWKZ8tUw0ADnMs3UAws9Rtikb0Wo8yYqcsffgYfnkx/BTvpymk3xW6o+xurNKRZp4GlWS" +
    "vgwXq64a/MbTfY8E7JPp5j27yys8g3IUqO5mRn4Hc7y/1RpuRomrob97o3wIaYQBr1fxkbcFc1mJ34jzebIbsDM7QNdspqqnHHH25no7MS78niNIdq0wCyixBxyVHAyRDvu7ceOZcrIhOnmaMFpvi0" +
    "km4mDSUq9WdcbHcEDzqvW8/5dQiLmwIdLkboXWu91NZP+oZDJtVCyYwp1q+pykzBWq+QhtUwggFBBgkqhkiG9w0BBwGgggEyBIIBLjCCASowggEmBgsqhkiG9w0BDAoBAqCB7zCB7DBXBgkqhkiG9w" +
    "0BBQ0wSjApBgkqhkiG9w0BBQwwHAQIF80NiVj4nO0CAggAMAwGCCqGSIb3DQIJBQAwHQYJYIZIAWUDBAEqBBB7MrVKzIEDPztyXIJJiTynBIGQCPlLZ6pUlP0JQ8foXxrZCAA9f6/oUggyzL0lk16b" +
    "aD6qizlH5qj8IR1qDSP71QkjSqxrqZe9ocF0LfZWOhT/oW5TSe/04bunrorEa1vI1xyityZTrYrPbihTtDBsXvPaoZo/l3sE3O1zRHbiCC7pPZxoyccxfM/IaVXGyJFFJxXftkM+GFTVbcCb+4EiKX" +
    "wiMSUwIwYJKoZIhvcNAQkVMRYEFAScik+KZImsujHuAPkV7kQkuSH4MEEwMTANBglghkgBZQMEAgEFAAQgLlRJs7RSHIZ8ef7Vr7EtZdyGFVcYL2BBldSgALgD6h4ECMpJNTTt9aURAgIIAA==",
  "base64",
);

const p12File = (bytes: Uint8Array, name = "firm-seal.p12") => file(Buffer.from(bytes), name, "application/x-pkcs12");

/** A certificate made as if the clock read `shiftDays` from now (negative: in the past). */
async function identityAt(shiftDays: number, validDays: number, commonName = "Shifted Law Firm Seal") {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(Date.now() + shiftDays * 86_400_000);
  try {
    return await createSigningIdentity({ commonName, organization: "Shifted Law Firm LLP", validDays });
  } finally {
    vi.useRealTimers();
  }
}

/** One signer, one signature box: sent, consented and signed → completed. The seal's check. */
async function completedEnvelopeSeal(w: EsignWorld) {
  const signer = { name: "Jordan Reyes", email: `jordan-${Date.now()}-${Math.random().toString(36).slice(2)}@client.example` };
  const created = await w.call("esign/create", { petitionId: w.petition.id, documentId: w.letter.documentId, signers: [signer] });
  expectStatus(created, 200);
  const id = created.body.result.data.id as string;
  expectStatus(await w.call("esign/save-fields", { id, fields: [{ signerIndex: 0, kind: "signature", page: 1, x: 0.1, y: 0.7, width: 0.3, height: 0.06 }] }), 200);
  expectStatus(await w.call("esign/send", { id }), 200);
  const token = await tokenFor(signer.email);
  const mine = (await w.signer("details", token)).body.result.data.fields as { id: string }[];
  expectStatus(await w.signer("consent", token, { accept: true }), 200);
  const signed = await w.signer("sign", token, { values: { [mine[0].id]: { type: "typed", text: "Jordan Reyes" } } });
  expect(signed.body.result.data).toEqual({ status: "signed", envelopeStatus: "completed" });
  const verify = await w.call("esign/verify", { id });
  expectStatus(verify, 200);
  const signedFile = await callFile("esign/download", { id, version: "signed" }, { tenant: w.tenant.slug, token: w.admin.token });
  // The certificate page names the sealing certificate.
  const text = (await pdfText(signedFile.bytes!)).replace(/\s+/g, " ");
  const sealedWith = /Sealed with the certificate of: (.+?) Certificate SHA-256: ([0-9a-f]{64})/.exec(text);
  return { ...(verify.body.result.data as { signed: boolean; intact: boolean; signerCommonName: string }), certificateNames: sealedWith?.[1], certificateFingerprint: sealedWith?.[2] };
}

describe("POST /api/esign/identity/details, save, delete", () => {
  it("the platform's by default; the firm's P12 once saved (details, the seal of the next envelope, audit without secrets); delete → the platform's again", async () => {
    const w = await esignWorld();
    const upload = (fields: Parameters<typeof callUpload>[1], token = w.admin.token) => callUpload("esign/identity/save", fields, { tenant: w.tenant.slug, token });

    const before = await w.call("esign/identity/details", {});
    expectStatus(before, 200);
    expect(before.body.result.data).toMatchObject({ source: "platform", commonName: PLATFORM_COMMON_NAME, uploadedAt: null, usable: true });
    expect(before.body.result.data.fingerprint).toMatch(/^[0-9a-f]{64}$/);

    const mine = await createSigningIdentity({ commonName: "Reyes & Lima Immigration Law", organization: "Reyes & Lima LLP", validDays: 365 });
    const saved = await upload({ file: p12File(mine.p12), passphrase: mine.passphrase });
    expectStatus(saved, 200);
    expect(saved.body.message).toBe("Sealing certificate saved");
    const details = saved.body.result.data;
    expect(details).toMatchObject({ source: "firm", commonName: "Reyes & Lima Immigration Law", organization: "Reyes & Lima LLP", fingerprint: mine.fingerprint, usable: true });
    expect(Date.parse(details.uploadedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(Math.round((Date.parse(details.validTo) - Date.parse(details.validFrom)) / 86_400_000)).toBe(365);
    expect((await w.call("esign/identity/details", {})).body.result.data).toEqual(details);

    // Sealed with the firm's certificate from now on.
    const seal = await completedEnvelopeSeal(w);
    expect(seal).toMatchObject({ signed: true, intact: true, signerCommonName: "Reyes & Lima Immigration Law", certificateNames: "Reyes & Lima Immigration Law", certificateFingerprint: mine.fingerprint });

    // Replaced by a second upload (one per firm).
    const next = await createSigningIdentity({ commonName: "Reyes & Lima 2027 seal", organization: "Reyes & Lima LLP", validDays: 30 });
    const replaced = await upload({ file: p12File(next.p12, "renewed.pfx"), passphrase: next.passphrase });
    expectStatus(replaced, 200);
    expect(replaced.body.result.data).toMatchObject({ source: "firm", commonName: "Reyes & Lima 2027 seal", fingerprint: next.fingerprint });

    const db = await getDb();
    const audits = await db.select().from(auditLog).where(and(eq(auditLog.tenantId, w.tenant.id), eq(auditLog.entityType, "esign_identity")));
    expect(audits.map((a) => a.action).sort()).toEqual(["esign.identity.save", "esign.identity.save"]);
    const text = JSON.stringify(audits);
    expect(text).toContain(next.fingerprint);
    expect(text).not.toContain(next.passphrase);
    expect(text).not.toContain(mine.passphrase);

    const removed = await w.call("esign/identity/delete", {});
    expectStatus(removed, 200);
    expect(removed.body.result.data).toMatchObject({ source: "platform", commonName: PLATFORM_COMMON_NAME });
    expect((await w.call("esign/identity/details", {})).body.result.data.source).toBe("platform");
    expectStatus(await w.call("esign/identity/delete", {}), 404);
    expect(await completedEnvelopeSeal(w)).toMatchObject({ intact: true, signerCommonName: PLATFORM_COMMON_NAME, certificateNames: PLATFORM_COMMON_NAME });
  });

  it("refuses what cannot seal, with a sentence on the field at fault (422), and keeps the previous certificate", async () => {
    const w = await esignWorld();
    const upload = (fields: Parameters<typeof callUpload>[1]) => callUpload("esign/identity/save", fields, { tenant: w.tenant.slug, token: w.admin.token });
    const good = await createSigningIdentity({ commonName: "Good Seal", organization: "Good LLP", validDays: 90 });
    expectStatus(await upload({ file: p12File(good.p12), passphrase: good.passphrase }), 200);

    expectField(await upload({ file: p12File(good.p12), passphrase: "not the passphrase" }), "passphrase", P12_PASSPHRASE);
    expectField(await upload({ file: p12File(good.p12) }), "passphrase", P12_PASSPHRASE);

    const expired = await identityAt(-60, 30);
    const refusedExpired = await upload({ file: p12File(expired.p12), passphrase: expired.passphrase });
    expectField(refusedExpired, "file");
    expect(refusedExpired.body.result.error?.fields?.file).toMatch(/^This certificate expired on \d{4}-\d{2}-\d{2}: renew it/);

    const future = await identityAt(10, 30);
    const refusedFuture = await upload({ file: p12File(future.p12), passphrase: future.passphrase });
    expect(refusedFuture.body.result.error?.fields?.file).toMatch(/^This certificate is not valid before \d{4}-\d{2}-\d{2}/);

    const ec = await upload({ file: p12File(EC_P12, "ec.p12"), passphrase: "ec-secret" });
    expectField(ec, "file");
    expect(ec.body.result.error?.fields?.file).toMatch(/elliptic-curve \(EC\) key; document sealing needs an RSA key/);

    // Not a PKCS#12: a PDF (refused by its first bytes), a DER that is no PKCS#12, no file at all.
    expectField(await upload({ file: file(Buffer.from("%PDF-1.7\n%…"), "letter.pdf", "application/pdf"), passphrase: "x" }), "file", P12_TYPES);
    expectField(await upload({ file: file(Buffer.from([0x30, 0x03, 0x02, 0x01, 0x05]), "seal.p12"), passphrase: "x" }), "file", P12_UNREADABLE);
    expectField(await upload({ passphrase: "x" }), "file");
    // Unknown fields are refused as everywhere.
    expectField(await upload({ file: p12File(good.p12), passphrase: good.passphrase, tenantId: "x" }), "tenantId", "Unknown field");

    expect((await w.call("esign/identity/details", {})).body.result.data).toMatchObject({ source: "firm", commonName: "Good Seal", fingerprint: good.fingerprint });
  });

  it("a role without the firm's settings permission gets 403 (paralegal, petitioner); the settings role may", async () => {
    const w = await esignWorld();
    const mine = await createSigningIdentity({ commonName: "Role Check Seal", organization: "Role LLP", validDays: 30 });
    for (const roleId of [ROLE.PARALEGAL, ROLE.PETITIONER]) {
      const user = await createUser(w.tenant, roleId, { companyId: roleId === ROLE.PETITIONER ? w.company.id : null });
      expectStatus(await w.call("esign/identity/details", {}, user.token), 403);
      expectStatus(await callUpload("esign/identity/save", { file: p12File(mine.p12), passphrase: mine.passphrase }, { tenant: w.tenant.slug, token: user.token }), 403);
      expectStatus(await w.call("esign/identity/delete", {}, user.token), 403);
    }
    const settings = await createUser(w.tenant, ROLE.SETTINGS);
    expectStatus(await callUpload("esign/identity/save", { file: p12File(mine.p12), passphrase: mine.passphrase }, { tenant: w.tenant.slug, token: settings.token }), 200);
    expect((await w.call("esign/identity/details", {})).body.result.data.commonName).toBe("Role Check Seal");
  });

  it("another firm never sees nor uses it: its details say platform, its envelopes are sealed with the platform's (no record id is asked for, so no 404 applies)", async () => {
    const a = await esignWorld();
    const mine = await createSigningIdentity({ commonName: "Firm A Seal", organization: "Firm A LLP", validDays: 30 });
    expectStatus(await callUpload("esign/identity/save", { file: p12File(mine.p12), passphrase: mine.passphrase }, { tenant: a.tenant.slug, token: a.admin.token }), 200);

    const b = await esignWorld();
    expect((await b.call("esign/identity/details", {})).body.result.data).toMatchObject({ source: "platform", commonName: PLATFORM_COMMON_NAME });
    expect(await completedEnvelopeSeal(b)).toMatchObject({ intact: true, signerCommonName: PLATFORM_COMMON_NAME });
    // B's delete does not touch A's: B has none (404), A keeps its own.
    expectStatus(await b.call("esign/identity/delete", {}), 404);
    // A's admin on B's host is not B's user.
    expectStatus(await callApi("esign/identity/details", {}, { tenant: b.tenant.slug, token: a.admin.token }), 401);
    expect((await a.call("esign/identity/details", {})).body.result.data).toMatchObject({ source: "firm", commonName: "Firm A Seal" });
    const other = await createFirm();
    expect((await callApi("esign/identity/details", {}, { tenant: other.tenant.slug, token: other.admin.token })).body.result.data.source).toBe("platform");
  });
});

describe("sealingKeyFor", () => {
  it("the firm's while its certificate is valid, the platform's once it has expired (kept, not used)", async () => {
    const w = await esignWorld();
    const mine = await createSigningIdentity({ commonName: "Short Seal", organization: "Short LLP", validDays: 10 });
    expectStatus(await callUpload("esign/identity/save", { file: p12File(mine.p12), passphrase: mine.passphrase }, { tenant: w.tenant.slug, token: w.admin.token }), 200);
    const db = await getDb();
    expect(await sealingKeyFor(db, w.tenant.id)).toMatchObject({ source: "firm", commonName: "Short Seal", fingerprint: mine.fingerprint, passphrase: mine.passphrase });
    expect(await sealingKeyFor(db, w.tenant.id, new Date(Date.now() + 11 * 86_400_000))).toMatchObject({ source: "platform", commonName: PLATFORM_COMMON_NAME });
  });
});
