// A firm's letter templates (/api/form-letter/*): list, details, create, update (optimistic: the version
// the editor read), delete (soft); preview one on a case (nothing saved) and generate it as PDF or Word
// into the case's forms and letters — a new version of the letter already generated from the same
// template, else a new one. Every save checks the template (template.ts) and answers a 422 on `body`
// naming the line of the first problem.
import "server-only";
import { createTranslator } from "use-intl/core";
import { saveGeneratedFormOrLetter } from "@/lib/modules/documents/forms-and-letters";
import { visibleCaseOr404 } from "@/lib/modules/cases/case-details";
import { writeAudit } from "@/lib/server/audit/audit";
import type { ActorContext } from "@/lib/server/context";
import { conflictOnDuplicate } from "@/lib/server/db/errors";
import { fail } from "@/lib/server/errors";
import { can } from "@/lib/shared/permissions";
import enLetters from "@/messages/en/letters.json";
import esLetters from "@/messages/es/letters.json";
import { caseValues } from "./case-values";
import type {
  CreateLetterBody,
  GenerateLetterBody,
  GeneratedLetter,
  LetterDetails,
  LetterKind,
  LetterLanguage,
  LetterListBody,
  LetterListRow,
  LetterPreview,
  MergeField,
  PreviewLetterBody,
  UpdateLetterBody,
} from "./contract";
import { letterFile } from "./letter-files";
import { findLetter, hadLetters, insertLetters, letterNames, letterRecord, listLetterRows, updateLetterRow, type LetterRecord, type LetterTemplateRow } from "./repository";
import { STARTER_LETTERS } from "./starter";
import { checkTemplate, renderTemplate } from "./template";

export const NAME_TAKEN = "Another template of the firm has this name";
export const EDITED_MEANWHILE = "Someone saved this template after you opened it: reload it to see their changes";

type T = (key: string, values?: Record<string, string | number>) => string;
const translators: Record<LetterLanguage, T> = {
  en: createTranslator({ locale: "en", messages: enLetters }) as unknown as T,
  es: createTranslator({ locale: "es", messages: esLetters }) as unknown as T,
};

/** The field's label in `language` ("Beneficiary: passport number"). */
export const fieldLabel = (field: MergeField, language: LetterLanguage): string => translators[language](`fields.${field}`);
const markOf = (language: LetterLanguage) => (field: MergeField) => translators[language]("missingMark", { field: fieldLabel(field, language) });

/** The template's text checked: the 422 names the first problem's line. */
function checkedBody(body: string): void {
  const { problems } = checkTemplate(body);
  if (problems.length) throw fail.validation({ body: `Line ${problems[0].line}: ${problems[0].message}` });
}

function toRow(r: LetterRecord): LetterListRow {
  return {
    id: r.id,
    name: r.name,
    kind: r.kind as LetterKind,
    language: r.language as LetterLanguage,
    version: r.version,
    fields: checkTemplate(r.body).fields,
    updatedAt: r.updatedAt.toISOString(),
    updatedByName: r.updatedByName,
  };
}

export async function listLetters(ctx: ActorContext, body: LetterListBody): Promise<{ rows: LetterListRow[]; total: number }> {
  await ensureStarterSet(ctx);
  const { rows, total } = await listLetterRows(ctx.db, ctx.actor.tenantId, body);
  return { rows: rows.map(toRow), total };
}

export async function letterDetails(ctx: ActorContext, id: string): Promise<LetterDetails> {
  const r = await letterRecord(ctx.db, ctx.actor.tenantId, id);
  if (!r) throw fail.notFound("Template");
  return { ...toRow(r), body: r.body, canManage: can(ctx.actor, "letter.manage") };
}

const audit = (ctx: ActorContext, action: string, entityId: string, before: unknown, after: unknown) =>
  writeAudit(ctx.db, { tenantId: ctx.actor.tenantId, actorUserId: ctx.actor.userId, actorRoleId: ctx.actor.roleId, action, entityType: "letter_template", entityId, before, after, ip: ctx.ip });

const summary = (r: Pick<LetterTemplateRow, "name" | "kind" | "language" | "body" | "version">) => ({ name: r.name, kind: r.kind, language: r.language, version: r.version, bodyLength: r.body.length });

export async function createLetter(ctx: ActorContext, body: CreateLetterBody): Promise<LetterDetails> {
  checkedBody(body.body);
  const row = await conflictOnDuplicate(
    () =>
      ctx.db.transaction(async (tx) => {
        const [created] = await insertLetters(tx, [
          { tenantId: ctx.actor.tenantId, name: body.name, kind: body.kind, language: body.language, body: body.body, createdByUserId: ctx.actor.userId, updatedByUserId: ctx.actor.userId },
        ]);
        await audit({ ...ctx, db: tx }, "letter.create", created.id, null, summary(created));
        return created;
      }),
    NAME_TAKEN,
  );
  return letterDetails(ctx, row.id);
}

export async function updateLetter(ctx: ActorContext, body: UpdateLetterBody): Promise<LetterDetails> {
  const { id, version, ...patch } = body;
  if (Object.values(patch).every((v) => v === undefined)) throw fail.validation({ id: "Unable to update" }, "Unable to update");
  if (patch.body !== undefined) checkedBody(patch.body);
  await conflictOnDuplicate(
    () =>
      ctx.db.transaction(async (tx) => {
        const before = await findLetter(tx, ctx.actor.tenantId, id, { forUpdate: true });
        if (!before) throw fail.notFound("Template");
        if (before.version !== version) throw fail.conflict(EDITED_MEANWHILE);
        const next = { ...before, ...Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)), version: before.version + 1 };
        await updateLetterRow(tx, ctx.actor.tenantId, id, { name: next.name, kind: next.kind, language: next.language, body: next.body, version: next.version, updatedByUserId: ctx.actor.userId });
        await audit({ ...ctx, db: tx }, "letter.update", id, summary(before), summary(next));
      }),
    NAME_TAKEN,
  );
  return letterDetails(ctx, id);
}

export async function deleteLetter(ctx: ActorContext, id: string): Promise<{ id: string; name: string }> {
  return ctx.db.transaction(async (tx) => {
    const before = await findLetter(tx, ctx.actor.tenantId, id, { forUpdate: true });
    if (!before) throw fail.notFound("Template");
    // Letters generated from it stay on their cases.
    await updateLetterRow(tx, ctx.actor.tenantId, id, { deletedAt: new Date(), updatedByUserId: ctx.actor.userId });
    await audit({ ...ctx, db: tx }, "letter.delete", id, summary(before), null);
    return { id, name: before.name };
  });
}

async function letterOr404(ctx: ActorContext, id: string): Promise<LetterTemplateRow> {
  const row = await findLetter(ctx.db, ctx.actor.tenantId, id);
  if (!row) throw fail.notFound("Template");
  return row;
}

/** Fill a template (saved, or the editor's text) from a case, without saving anything. */
export async function previewLetter(ctx: ActorContext, body: PreviewLetterBody): Promise<LetterPreview> {
  const saved = body.id ? await letterOr404(ctx, body.id) : null;
  const source = body.body ?? saved!.body;
  if (body.body !== undefined) checkedBody(body.body);
  const language = body.language ?? (saved?.language as LetterLanguage | undefined) ?? "en";
  const values = await caseValues(ctx, body.petitionId, language);
  const { text, missing } = renderTemplate(source, values, markOf(language));
  return { text, missing: missing.map((field) => ({ field, label: fieldLabel(field, language) })), language };
}

/** The letter generated on the case into its forms and letters, as a new version of the same template's letter. */
export async function generateLetter(ctx: ActorContext, body: GenerateLetterBody): Promise<GeneratedLetter> {
  const template = await letterOr404(ctx, body.id);
  const petition = await visibleCaseOr404(ctx.db, ctx.actor, body.petitionId);
  const language = template.language as LetterLanguage;
  const values = await caseValues(ctx, petition.id, language);
  const { text, missing } = renderTemplate(template.body, values, markOf(language));
  const caseNumber = values["case.number"] ?? petition.caseNumber;
  const file = await letterFile(body.format, { title: `${template.name} - ${caseNumber}`, firm: ctx.tenant.name, author: ctx.actor.name, text });
  const doc = await saveGeneratedFormOrLetter(ctx, petition.id, template.name, file);
  return { documentId: doc.id, version: doc.version, fileName: file.name, format: body.format, missing };
}

const starterLetterRows = (tenantId: string, userId: string | null = null) =>
  STARTER_LETTERS.map((s) => ({ tenantId, name: s.name, kind: s.kind, language: s.language, body: s.body, createdByUserId: userId, updatedByUserId: userId }));

/**
 * A firm's first look at its templates finds the starter set (a firm that has never had a template: one
 * that deleted them all keeps an empty list). Two first looks at once insert it once (the name index).
 */
async function ensureStarterSet(ctx: ActorContext): Promise<void> {
  if (await hadLetters(ctx.db, ctx.actor.tenantId)) return;
  await ctx.db.transaction(async (tx) => {
    const created = await insertLetters(tx, starterLetterRows(ctx.actor.tenantId), { skipTaken: true });
    for (const c of created) await audit({ ...ctx, db: tx }, "letter.create", c.id, null, { ...summary(c), starter: true });
  });
}

/** Add the starter templates whose names the firm does not use yet; how many were added. */
export async function addStarterLetters(ctx: ActorContext): Promise<{ added: number }> {
  return ctx.db.transaction(async (tx) => {
    const taken = new Set((await letterNames(tx, ctx.actor.tenantId)).map((n) => n.toLowerCase()));
    const rows = starterLetterRows(ctx.actor.tenantId, ctx.actor.userId).filter((r) => !taken.has(r.name.toLowerCase()));
    // skipTaken: a create or another add of the same name meanwhile is left, not a 500.
    const created = await insertLetters(tx, rows, { skipTaken: true });
    for (const c of created) await audit({ ...ctx, db: tx }, "letter.create", c.id, null, { ...summary(c), starter: true });
    return { added: created.length };
  });
}
