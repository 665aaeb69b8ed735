// The firm's own document-sealing certificate (esign/identity/details, save, delete; the settings managers):
// which identity seals the firm's completed documents, the upload of a PKCS#12 (checked by identity-check.ts,
// then stored sealed like the platform's, replacing the firm's previous one) and its removal (back to the
// platform's). The firm is always the caller's (ctx.tenant); the audit entries name the certificate, never
// the file or its passphrase.
import "server-only";
import type { ActorContext } from "@/lib/server/context";
import { writeAudit } from "@/lib/server/audit/audit";
import { fail } from "@/lib/server/errors";
import type { UploadAccept, UploadedFile } from "@/lib/server/http/define-upload-route";
import { fileBytes } from "@/lib/server/storage/uploaded-file";
import { certificateFacts, checkP12, validAt, type CertificateFacts } from "./identity-check";
import { P12_TYPES, type IdentityDetails } from "./identity-contract";
import { platformIdentity, sealIdentitySecret } from "./identity-store";
import { deleteFirmIdentity, findFirmIdentity, upsertFirmIdentity, type EsignIdentityRow } from "./repository";

/** A PKCS#12 is DER: a SEQUENCE (0x30) first. The name is not trusted (.p12, .pfx or anything else). */
export const P12_FILE: UploadAccept = { mime: ({ bytes }) => (bytes[0] === 0x30 ? "application/x-pkcs12" : null), message: P12_TYPES };

function detailsOf(row: EsignIdentityRow, source: IdentityDetails["source"], now: Date): IdentityDetails {
  const facts: CertificateFacts = certificateFacts(row.certificatePem);
  return {
    source,
    commonName: row.commonName,
    organization: facts.organization,
    fingerprint: row.fingerprint,
    validFrom: facts.validFrom.toISOString(),
    validTo: facts.validTo.toISOString(),
    uploadedAt: source === "firm" ? row.createdAt.toISOString() : null,
    usable: validAt(facts, now),
  };
}

/** The firm's identity when it has one, else the platform's (made on first need). */
export async function identityDetails(ctx: ActorContext): Promise<IdentityDetails> {
  const now = new Date();
  const firm = await findFirmIdentity(ctx.db, ctx.tenant.id);
  return firm ? detailsOf(firm, "firm", now) : detailsOf(await platformIdentity(ctx.db), "platform", now);
}

const audited = (row: EsignIdentityRow | null) => (row ? { commonName: row.commonName, fingerprint: row.fingerprint } : null);

/** Checks the uploaded PKCS#12 with its passphrase and makes it the firm's sealing identity. */
export async function saveFirmIdentity(ctx: ActorContext, file: UploadedFile | undefined, passphrase: string): Promise<IdentityDetails> {
  if (!file) throw fail.validation({ file: P12_TYPES });
  const now = new Date();
  const bytes = await fileBytes(file);
  const checked = await checkP12(bytes, passphrase, now);
  const sealed = await sealIdentitySecret(bytes, passphrase);
  const row = await ctx.db.transaction(async (tx) => {
    const before = await findFirmIdentity(tx, ctx.tenant.id);
    const saved = await upsertFirmIdentity(tx, ctx.tenant.id, { commonName: checked.commonName, fingerprint: checked.fingerprint, certificatePem: checked.certificatePem, sealed }, now);
    await writeAudit(tx, {
      tenantId: ctx.tenant.id,
      actorUserId: ctx.actor.userId,
      actorRoleId: ctx.actor.roleId,
      action: "esign.identity.save",
      entityType: "esign_identity",
      entityId: saved.id,
      before: audited(before),
      after: { ...audited(saved), validFrom: checked.validFrom.toISOString(), validTo: checked.validTo.toISOString() },
      ip: ctx.ip,
    });
    return saved;
  });
  return detailsOf(row, "firm", now);
}

/** Removes the firm's identity: its next documents are sealed with the platform's. 404 when it has none. */
export async function removeFirmIdentity(ctx: ActorContext): Promise<IdentityDetails> {
  await ctx.db.transaction(async (tx) => {
    const before = await findFirmIdentity(tx, ctx.tenant.id);
    if (!before || !(await deleteFirmIdentity(tx, ctx.tenant.id))) throw fail.notFound("Sealing certificate");
    await writeAudit(tx, {
      tenantId: ctx.tenant.id,
      actorUserId: ctx.actor.userId,
      actorRoleId: ctx.actor.roleId,
      action: "esign.identity.delete",
      entityType: "esign_identity",
      entityId: before.id,
      before: audited(before),
      after: null,
      ip: ctx.ip,
    });
  });
  return identityDetails(ctx);
}
