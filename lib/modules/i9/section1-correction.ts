// A Section 1 correction after signing (issue 33 §5; M-274 "Correcting Section 1"). Only the employee corrects
// her Section 1 (an employer may not): the employer's representative sends her a correction link
// (/api/i9/send-section1-correction, i9.manage; 14 days, single use, a new one replacing the open one); she
// opens /app/i9-correction/{id}?token= with no sign-in, sees Section 1 as on file (numbers masked), corrects
// the answers, initials the correction and signs again (/api/i9-fill/section1-correction-details, -submit).
// Never a silent edit: the correction keeps its date, time, the initials, the fields changed and their earlier
// answers (numbers only masked) with Section 1; the trail records `section1.corrected` with the fields, the
// typed signature and the IP. The original signature and its date stay: a correction does not re-sign the form.
// The M-274 (9.0, "Correcting Errors or Missing Information on Form I-9") also asks the employer to attach a
// written explanation of why information was missing or needed correcting: it is asked when the link is sent,
// shown to the employee on her page, and kept with the correction. When the employee cannot correct it (she no
// longer works there), the employer attaches a signed and dated statement identifying the error and why it could
// not be corrected (`addSection1Statement`). Both print on a page attached to the PDF (download-pdf.ts).
import "server-only";
import type { ActorContext, PublicContext } from "@/lib/server/context";
import { encryptField, maskValue } from "@/lib/server/crypto/field-cipher";
import { fail } from "@/lib/server/errors";
import { kickOutbox } from "@/lib/server/mail/outbox";
import { compareDates } from "@/lib/shared/calendar";
import { employeeEvent, linkRecipient } from "./access";
import { issueLink, openLink } from "./links";
import { visibleRecord } from "./records";
import { appendEvents, findEmployee } from "./repository/employees";
import { markLinkUsed } from "./repository/links";
import { documentsOf, updateRecordRow } from "./repository/records";
import { supplementsOf } from "./repository/supplements";
import { ageOn, reverifyBy } from "./rules";
import { MINOR_SIGNATURE_ADULT, section1Aad, section1Of, sealedNumbers, ssnBlindIndex } from "./section1";
import {
  expectedInitials,
  isMinorSignature,
  keptSection1,
  section1Issues,
  SECTION1_CORRECTION_PATH,
  SECTION1_NUMBERS,
  type SendLinkResult,
  type SendSection1CorrectionBody,
  type Section1CorrectionBody,
  type Section1CorrectionRequestDto,
  type Section1StatementBody,
  type Section1StatementDto,
  type Section1CorrectionDto,
  type Section1CorrectionLinkDto,
  type Section1Number,
} from "./section1-contract";

const NOT_SIGNED = "Section 1 of this Form I-9 is not signed yet: the employee completes it through the Section 1 link";

/** E-mails the employee her correction link (Section 1 signed, the form not purged), the employer's explanation kept with Section 1. */
export async function sendSection1CorrectionLink(ctx: ActorContext, body: SendSection1CorrectionBody): Promise<SendLinkResult> {
  const out = await ctx.db.transaction(async (tx) => {
    const record = await visibleRecord(ctx, tx, body.id);
    if (record.purgedAt) throw fail.conflict("This Form I-9 was purged");
    if (!record.section1SignedAt) throw fail.conflict(NOT_SIGNED);
    const { employee, email, employer } = await linkRecipient(ctx, tx, record, body.email);
    // A new link replaces the open one, and its explanation the open request's.
    const correctionRequest: Section1CorrectionRequestDto = { reason: body.reason, byName: ctx.actor.name, requestedAt: new Date().toISOString() };
    await updateRecordRow(tx, ctx.tenant.id, record.id, { section1: { ...(record.section1 as Record<string, unknown>), correctionRequest } });
    return issueLink(tx, ctx, {
      record,
      kind: "section1_correction",
      email,
      path: SECTION1_CORRECTION_PATH,
      language: "en+es",
      mail: (_url, until) => ({
        subject: `${employer}: correct Section 1 of your Form I-9 / Corrija la Sección 1 de su Formulario I-9`,
        greeting: `Hello ${employee.firstName}, / Hola ${employee.firstName}:`,
        paragraphs: [
          `${employer} asks you to review Section 1 of your Form I-9 and correct any answer that is wrong. Only you may correct it: initial the correction and sign again; the date and the earlier answers are kept with the form.`,
          `${employer} le pide revisar la Sección 1 de su Formulario I-9 y corregir cualquier respuesta equivocada. Solo usted puede corregirla: ponga sus iniciales en la corrección y firme de nuevo; la fecha y las respuestas anteriores se conservan con el formulario.`,
          `No sign-in is needed. The link is personal and works until ${until}. / No necesita iniciar sesión. El enlace es personal y funciona hasta el ${until}.`,
        ],
        action: "Correct Section 1 / Corregir la Sección 1",
      }),
    });
  });
  kickOutbox(ctx.db);
  return out;
}

/** What the correction link shows: who asks, and Section 1 as on file with the numbers masked. */
export async function section1CorrectionDetails(ctx: PublicContext, recordId: string): Promise<Section1CorrectionLinkDto> {
  const { link, record } = await openLink(ctx.db, ctx, "section1_correction", recordId);
  const employee = await findEmployee(ctx.db, ctx.tenant.id, { kind: "firm" }, record.employeeId);
  const { statements: _statements, correctionRequest, ...section1 } = section1Of(record)!;
  return {
    recordId: record.id,
    firmName: ctx.tenant.name,
    employerName: record.companyName ?? ctx.tenant.name,
    hireDate: record.hireDate,
    expiresAt: link.expiresAt.toISOString(),
    firstName: section1.firstName,
    lastName: section1.lastName,
    reason: correctionRequest?.reason ?? null,
    middleInitial: section1.middleInitial,
    email: employee?.email ?? null,
    section1,
  };
}

/** A value in one canonical form (keys sorted, empty keys dropped): jsonb keeps keys in its own order. */
function canonical(x: unknown): unknown {
  if (Array.isArray(x)) return x.map(canonical);
  if (x && typeof x === "object") {
    return Object.fromEntries(
      Object.entries(x as Record<string, unknown>)
        .filter(([, v]) => v !== null && v !== undefined)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([k, v]) => [k, canonical(v)]),
    );
  }
  return x ?? null;
}
const same = (a: unknown, b: unknown) => JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
/** The answers compared for a correction (the signature and the attestation box are the act, not an answer). */
const NOT_ANSWERS = new Set(["signature", "attest", "corrections", ...SECTION1_NUMBERS]);

/** The employee's correction: Section 1 replaced by the corrected answers, the correction kept with it, on the trail. */
export async function submitSection1Correction(ctx: PublicContext, body: Section1CorrectionBody): Promise<{ correctedOn: string; fields: string[] }> {
  const s = body.section1;
  if (compareDates(s.dateOfBirth, ctx.clock.today) >= 0) throw fail.validation({ "section1.dateOfBirth": "The date of birth must be before today" });
  if (isMinorSignature(s.signature) && ageOn(s.dateOfBirth, ctx.clock.today) >= 18) throw fail.validation({ "section1.signature": MINOR_SIGNATURE_ADULT });
  return ctx.db.transaction(async (tx) => {
    const { link, record } = await openLink(tx, ctx, "section1_correction", body.id, { forUpdate: true });
    const stored = (record.section1 ?? {}) as Record<string, unknown>;
    const before = sealedNumbers(record);
    // A number left empty keeps the one on file (the page never shows them whole); "applied for" drops the SSN.
    const merged = { ...s };
    for (const k of SECTION1_NUMBERS) {
      if (merged[k] || (k === "ssn" && s.ssnAppliedFor)) continue;
      merged[k] = before[k] ?? null;
    }
    const issues = section1Issues(merged);
    if (issues.length) throw fail.validation(Object.fromEntries(issues.map(([field, message]) => [`section1.${field}`, message])));
    const expected = expectedInitials(merged);
    if (!expected.includes(body.initials)) throw fail.validation({ initials: `Enter your initials as in your name: ${expected.join(" or ")}` });
    const next = keptSection1(merged);
    const { attest: _attest, ssn: _ssn, uscisNumber: _u, i94Number: _i, foreignPassportNumber: _p, signature, ...answers } = next;
    const numbers: Partial<Record<Section1Number, string>> = {};
    for (const k of SECTION1_NUMBERS) if (next[k]) numbers[k] = next[k]!;
    const fields = [
      ...Object.keys(answers).filter((k) => !NOT_ANSWERS.has(k) && !same((answers as Record<string, unknown>)[k], stored[k])),
      ...SECTION1_NUMBERS.filter((k) => !same(numbers[k], before[k])),
    ];
    if (fields.length === 0) throw fail.validation({ initials: "Nothing was changed: correct the wrong answer first, then initial the correction" });
    const previous = Object.fromEntries(
      fields.map((k) => [k, (SECTION1_NUMBERS as readonly string[]).includes(k) ? (before[k as Section1Number] ? maskValue(before[k as Section1Number]!) : null) : (stored[k] ?? null)]),
    );
    const now = new Date();
    const request = (stored.correctionRequest as Section1CorrectionRequestDto | undefined) ?? null;
    const correction: Section1CorrectionDto = {
      correctedOn: ctx.clock.today,
      correctedAt: now.toISOString(),
      initials: body.initials,
      fields,
      previous,
      signature,
      explanation: request?.reason ?? null,
      requestedBy: request?.byName ?? null,
    };
    const corrections = [...((stored.corrections as Section1CorrectionDto[] | undefined) ?? []), correction];
    // Rule 4 follows a corrected attestation on a complete form, unless a Supplement B reverification set the date since.
    const attestationChanged = fields.includes("citizenship") || fields.includes("authorizedUntil") || fields.includes("noExpiration");
    let reverify: { reverifyBy: string | null } | Record<string, never> = {};
    if (attestationChanged && record.state === "complete") {
      const reverified = (await supplementsOf(tx, record.tenantId, record.id)).some((x) => x.kind === "reverification");
      if (!reverified) {
        const docs = (await documentsOf(tx, record.tenantId, record.id)).filter((d) => !d.supplementId);
        reverify = { reverifyBy: reverifyBy(next.citizenship, next.authorizedUntil, docs.map((d) => ({ code: d.code, expirationDate: d.expirationDate, receipt: d.receipt }))) };
      }
    }
    await updateRecordRow(tx, ctx.tenant.id, record.id, {
      // The answers corrected; the original signature and its time stay.
      // The request is answered; the employer's statements stay.
      section1: { ...answers, signature: stored.signature, corrections, ...(stored.statements ? { statements: stored.statements } : {}) },
      section1Sealed: Object.keys(numbers).length ? encryptField(JSON.stringify(numbers), section1Aad(record.id)) : null,
      ssnIndex: numbers.ssn ? ssnBlindIndex(numbers.ssn) : null,
      citizenship: next.citizenship,
      authorizedUntil: next.authorizedUntil,
      ...reverify,
    });
    await markLinkUsed(tx, link.id, now);
    await appendEvents(tx, [
      {
        tenantId: ctx.tenant.id,
        recordId: record.id,
        employeeId: record.employeeId,
        actorKind: "employee",
        actorName: signature,
        action: "section1.corrected",
        detail: { fields, correctedOn: ctx.clock.today, userAgent: ctx.userAgent.slice(0, 300) },
        ip: ctx.ip,
      },
    ]);
    return { correctedOn: ctx.clock.today, fields };
  });
}

/**
 * The employer's signed and dated statement attached to Section 1 (the M-274, 9.0): what is wrong or missing and
 * why the employee could not correct it. Never a change to the employee's answers; kept with the form, on the trail.
 */
export async function addSection1Statement(ctx: ActorContext, body: Section1StatementBody): Promise<Section1StatementDto> {
  return ctx.db.transaction(async (tx) => {
    const record = await visibleRecord(ctx, tx, body.id);
    if (record.purgedAt) throw fail.conflict("This Form I-9 was purged");
    if (!record.section1SignedAt) throw fail.conflict(NOT_SIGNED);
    const stored = (record.section1 ?? {}) as Record<string, unknown>;
    const statement: Section1StatementDto = {
      statement: body.statement,
      signature: body.signature,
      signedOn: ctx.clock.today,
      signedAt: new Date().toISOString(),
      byName: ctx.actor.name,
      byEmail: ctx.actor.email,
    };
    const statements = [...((stored.statements as Section1StatementDto[] | undefined) ?? []), statement];
    await updateRecordRow(tx, ctx.tenant.id, record.id, { section1: { ...stored, statements } });
    await appendEvents(tx, [{ ...employeeEvent(ctx, record.employeeId, "section1.statement", { signedOn: statement.signedOn, signature: body.signature }), recordId: record.id }]);
    return statement;
  });
}
