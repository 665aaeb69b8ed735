// The USCIS form editions a platform admin uploads (/api/uscis-forms/editions/*): the blank checked
// (blank-check.ts: decrypted, its fields and tooltips, the field map's fit), stored in the file store at
// platform/uscis-forms/<id>.pdf with its edition and valid dates; listed, shown, deleted. A case's fill takes
// the edition its filing date falls in (`uploadedBlankFor`, editionOnDate), else the built-in blank.
import "server-only";
import { randomUUID } from "node:crypto";
import { writeAudit } from "@/lib/server/audit/audit";
import type { ActorContext } from "@/lib/server/context";
import type { Executor } from "@/lib/server/db/client";
import { isUniqueViolation } from "@/lib/server/db/errors";
import { fail, throwIfErrors } from "@/lib/server/errors";
import type { UploadedFile } from "@/lib/server/http/define-upload-route";
import { getFileStore } from "@/lib/server/storage/file-store";
import { fileBytes } from "@/lib/server/storage/uploaded-file";
import { checkBlank, mapCheck } from "./blank-check";
import type { EditionListBody, FormEditionDetails, FormEditionDto, SaveEditionMapBody, UploadEditionFields } from "./edition-contract";
import { mapProblems } from "./edition-maps";
import { valueKeysFor } from "./value-catalogue";
import { editionOnDate } from "./edition-choice";
import { deleteEdition, editionsInForce, findEdition, insertEdition, listEditions, setEditionMap, type EditionListRow, type UscisFormEditionRow } from "./repository";

export const EDITION_EXISTS = "This edition of the form is already on file: delete it first to upload it again";
const keyOf = (id: string) => `platform/uscis-forms/${id}.pdf`;

const dto = (r: EditionListRow): FormEditionDto => ({
  id: r.id,
  form: r.formCode,
  edition: r.edition,
  validFrom: r.validFrom,
  validTo: r.validTo,
  fileName: r.fileName,
  size: r.size,
  pages: r.pages,
  fieldCount: r.fieldCount,
  ownMapEntries: r.fieldMap ? r.fieldMap.length : null,
  uploadedBy: r.uploadedBy ? { id: r.uploadedBy, name: r.uploadedByName ?? "" } : null,
  uploadedAt: r.uploadedAt.toISOString(),
});

function details(r: UscisFormEditionRow & { uploadedByName: string | null }): FormEditionDetails {
  return {
    ...dto({ ...r, fieldCount: r.fields.length }),
    fields: r.fields,
    map: mapCheck(
      r.formCode,
      r.fields.map((f) => f.name),
      r.validFrom,
    ),
    ownMap: r.fieldMap ? { entries: r.fieldMap, updatedAt: r.mapUpdatedAt?.toISOString() ?? null, updatedBy: r.mapUpdatedBy } : null,
    valueKeys: [...valueKeysFor(r.formCode)],
  };
}

/**
 * /api/uscis-forms/editions/save-map: the edition's own field map, checked against its blank's fields and the
 * form's value catalogue (422 `entries.<i>.field` / `.key` …); an empty list removes it.
 */
export async function saveFormEditionMap(ctx: ActorContext, body: SaveEditionMapBody): Promise<FormEditionDetails> {
  const row = await ctx.db.transaction(async (tx) => {
    const before = await findEdition(tx, body.id);
    if (!before) throw fail.notFound("Form edition");
    throwIfErrors(mapProblems(before.formCode, before.fields, body.entries));
    const saved = await setEditionMap(tx, body.id, body.entries.length ? body.entries : null, ctx.actor.userId);
    if (!saved) throw fail.notFound("Form edition");
    await writeAudit(tx, {
      tenantId: ctx.actor.tenantId,
      actorUserId: ctx.actor.userId,
      actorRoleId: ctx.actor.roleId,
      action: "uscis-forms.edition-map",
      entityType: "uscis_form_edition",
      entityId: body.id,
      before: { entries: before.fieldMap?.length ?? null },
      after: { entries: saved.fieldMap?.length ?? null, fields: saved.fieldMap?.map((e) => e.field) ?? [] },
      ip: ctx.ip,
    });
    return { ...saved, uploadedByName: before.uploadedByName };
  });
  return details(row);
}

export async function uploadFormEdition(ctx: ActorContext, body: UploadEditionFields, file: UploadedFile): Promise<FormEditionDetails> {
  const blank = await checkBlank(new Uint8Array(await fileBytes(file)));
  const id = randomUUID();
  const fileKey = keyOf(id);
  const store = getFileStore();
  await store.put(fileKey, Buffer.from(blank.bytes), { contentType: "application/pdf" });
  try {
    const row = await ctx.db.transaction(async (tx) => {
      const saved = await insertEdition(tx, {
        id,
        formCode: body.form,
        edition: body.edition,
        validFrom: body.validFrom,
        validTo: body.validTo ?? null,
        fileKey,
        fileName: file.name,
        size: blank.bytes.length,
        pages: blank.pages,
        fields: blank.fields,
        uploadedBy: ctx.actor.userId,
      });
      await writeAudit(tx, {
        tenantId: ctx.actor.tenantId,
        actorUserId: ctx.actor.userId,
        actorRoleId: ctx.actor.roleId,
        action: "uscis-forms.edition-upload",
        entityType: "uscis_form_edition",
        entityId: id,
        after: { form: body.form, edition: body.edition, validFrom: body.validFrom, validTo: body.validTo ?? null, fields: blank.fields.length, fileName: file.name },
        ip: ctx.ip,
      });
      return saved;
    });
    return details({ ...row, uploadedByName: ctx.actor.name ?? null });
  } catch (e) {
    await store.delete(fileKey);
    if (isUniqueViolation(e)) throw fail.conflict(EDITION_EXISTS);
    throw e;
  }
}

export async function formEditionList(ctx: ActorContext, body: EditionListBody): Promise<{ rows: FormEditionDto[]; total: number }> {
  const { rows, total } = await listEditions(ctx.db, body);
  return { rows: rows.map(dto), total };
}

export async function formEditionDetails(ctx: ActorContext, id: string): Promise<FormEditionDetails> {
  const row = await findEdition(ctx.db, id);
  if (!row) throw fail.notFound("Form edition");
  return details(row);
}

export async function deleteFormEdition(ctx: ActorContext, id: string): Promise<{ id: string }> {
  const row = await ctx.db.transaction(async (tx) => {
    const gone = await deleteEdition(tx, id);
    if (!gone) throw fail.notFound("Form edition");
    await writeAudit(tx, {
      tenantId: ctx.actor.tenantId,
      actorUserId: ctx.actor.userId,
      actorRoleId: ctx.actor.roleId,
      action: "uscis-forms.edition-delete",
      entityType: "uscis_form_edition",
      entityId: id,
      before: { form: gone.formCode, edition: gone.edition, validFrom: gone.validFrom, validTo: gone.validTo },
      ip: ctx.ip,
    });
    return gone;
  });
  await getFileStore().delete(row.fileKey);
  return { id: row.id };
}

/** The uploaded edition of `formCode` a filing on `filingDate` uses, or null (the built-in blank, or the worksheet). */
export async function uploadedEditionOn(db: Executor, formCode: string, filingDate: string): Promise<UscisFormEditionRow | null> {
  return editionOnDate(await editionsInForce(db, formCode, filingDate), formCode, filingDate);
}

/** That edition with its blank's bytes (a blank missing from the store is an error the platform admin fixes by uploading again). */
export async function uploadedBlankFor(db: Executor, formCode: string, filingDate: string): Promise<{ edition: UscisFormEditionRow; bytes: Uint8Array } | null> {
  const edition = await uploadedEditionOn(db, formCode, filingDate);
  if (!edition) return null;
  const file = await getFileStore().get(edition.fileKey);
  if (!file) throw new Error(`The blank of ${formCode} ${edition.edition} is missing from the file store (${edition.fileKey})`);
  return { edition, bytes: new Uint8Array(file.body) };
}

/**
 * The blank of an uploaded edition, for the staff who fill it (a payment form: offered instead of the
 * worksheet once on file). A public government form; any edition id not on file is 404.
 */
export async function editionBlankFile(ctx: ActorContext, id: string): Promise<{ fileName: string; mimetype: string; bytes: Uint8Array }> {
  const row = await findEdition(ctx.db, id);
  const file = row ? await getFileStore().get(row.fileKey) : null;
  if (!row || !file) throw fail.notFound("Form edition");
  return { fileName: `Form ${row.formCode} (${row.edition.replace(/\//g, "-")}).pdf`, mimetype: "application/pdf", bytes: new Uint8Array(file.body) };
}
