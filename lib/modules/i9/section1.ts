// Form I-9 Section 1 (issue 12): the employer sends the employee a link (/api/i9/send-section1-link); the
// employee fills and signs Section 1 on /app/I9-questionnaire/{id}?token= with no sign-in
// (/api/i9-fill/section1-details, section1-submit). The SSN, A-Number/USCIS number, I-94 and foreign passport
// numbers are sealed as one encrypted value bound to the record (field-cipher, associated data
// "i9.section1:<id>"), the SSN also as a blind index (possible duplicates); the record shows them masked,
// and only a role with i9.sensitive reveals one, which the audit trail records. The signature is the
// employee's typed name with the time and IP of the attestation on the trail (8 CFR 274a.2).
import "server-only";
import type { ActorContext, PublicContext } from "@/lib/server/context";
import { blindIndex, decryptField, encryptField, maskValue } from "@/lib/server/crypto/field-cipher";
import type { Executor } from "@/lib/server/db/client";
import { fail } from "@/lib/server/errors";
import { kickOutbox } from "@/lib/server/mail/outbox";
import { compareDates } from "@/lib/shared/calendar";
import { can } from "@/lib/shared/permissions";
import { notify } from "@/lib/modules/notifications/notify";
import { employeeEvent, linkRecipient } from "./access";
import { issueLink, openLink } from "./links";
import { visibleRecord } from "./records";
import { appendEvents, findEmployee } from "./repository/employees";
import { markLinkUsed } from "./repository/links";
import { documentsOf, otherEmployeeHasSsn, updateRecordRow, type RecordListed } from "./repository/records";
import { documentAad } from "./section2";
import { formatSsn } from "./identity";
import { ageOn } from "./rules";
import { isMinorSignature, SECTION1_NUMBERS, SECTION1_PATH, type RevealBody, type Section1Body, type Section1Dto, type Section1LinkDto, type Section1Number, type SendLinkResult, type SendSection1LinkBody } from "./section1-contract";

/** "Individual under age 18" in the signature box of an adult's Section 1. */
export const MINOR_SIGNATURE_ADULT = "\"Individual under age 18\" is signed only for an employee under 18: type your name as above to sign";

/** The associated data of a record's sealed Section 1 numbers. */
export const section1Aad = (recordId: string) => `i9.section1:${recordId}`;
const aad = section1Aad;
const SSN_INDEX = "i9.ssn";
/** The SSN's blind index under the first field key (duplicate-SSN look-ups). */
export const ssnBlindIndex = (ssn: string) => blindIndex(ssn, SSN_INDEX);
type Numbers = Partial<Record<Section1Number, string>>;

export function sealedNumbers(r: Pick<RecordListed, "id" | "section1Sealed">): Numbers {
  return r.section1Sealed ? (JSON.parse(decryptField(r.section1Sealed, aad(r.id))) as Numbers) : {};
}

/** Section 1 as stored, the numbers masked (the SSN's last four, the others' last four). */
export function section1Of(r: RecordListed): Section1Dto | null {
  if (!r.section1 || !r.section1SignedAt) return null;
  const n = sealedNumbers(r);
  const mask = (k: Section1Number) => (n[k] ? maskValue(n[k]) : null);
  const stored = r.section1 as Omit<Section1Dto, "signedAt" | Section1Number | "corrections" | "correctionRequest" | "statements"> & Partial<Pick<Section1Dto, "corrections" | "correctionRequest" | "statements">>;
  return { ...stored, corrections: stored.corrections ?? [], correctionRequest: stored.correctionRequest ?? null, statements: stored.statements ?? [], signedAt: r.section1SignedAt.toISOString(), ssn: mask("ssn"), uscisNumber: mask("uscisNumber"), i94Number: mask("i94Number"), foreignPassportNumber: mask("foreignPassportNumber") };
}

/** Another live I-9 of this firm carries the same SSN (another employee): an I-9 anchor's "possible duplicate" queue. */
export async function hasDuplicateSsn(db: Executor, r: Pick<RecordListed, "tenantId" | "employeeId" | "ssnIndex">): Promise<boolean> {
  return r.ssnIndex ? otherEmployeeHasSsn(db, r.tenantId, r.employeeId, r.ssnIndex) : false;
}

export async function sendSection1Link(ctx: ActorContext, body: SendSection1LinkBody): Promise<SendLinkResult> {
  const out = await ctx.db.transaction(async (tx) => {
    const record = await visibleRecord(ctx, tx, body.id);
    if (record.state !== "section1_pending" || record.terminationDate) throw fail.conflict("Section 1 of this Form I-9 is not waiting for the employee");
    const { employee, email, employer } = await linkRecipient(ctx, tx, record, body.email);
    return issueLink(tx, ctx, {
      record,
      kind: "section1",
      email,
      path: SECTION1_PATH,
      language: "en+es",
      mail: (_url, until) => ({
        subject: `${employer}: complete Section 1 of your Form I-9 / Complete la Sección 1 de su Formulario I-9`,
        greeting: `Hello ${employee.firstName}, / Hola ${employee.firstName}:`,
        paragraphs: [
          `${employer} asks you to complete Section 1 of Form I-9, Employment Eligibility Verification, for your employment starting ${record.hireDate}. It is due by your first day of work.`,
          `${employer} le pide completar la Sección 1 del Formulario I-9, Verificación de Elegibilidad de Empleo, para su empleo que comienza el ${record.hireDate}. Debe completarla a más tardar su primer día de trabajo.`,
          `No sign-in is needed. The link is personal and works until ${until}. / No necesita iniciar sesión. El enlace es personal y funciona hasta el ${until}.`,
        ],
        action: "Complete Section 1 / Completar la Sección 1",
      }),
    });
  });
  kickOutbox(ctx.db);
  return out;
}

export async function section1LinkDetails(ctx: PublicContext, recordId: string): Promise<Section1LinkDto> {
  const { link, record } = await openLink(ctx.db, ctx, "section1", recordId);
  const employee = await findEmployee(ctx.db, ctx.tenant.id, { kind: "firm" }, record.employeeId);
  return {
    recordId: record.id,
    firmName: ctx.tenant.name,
    employerName: record.companyName ?? ctx.tenant.name,
    hireDate: record.hireDate,
    expiresAt: link.expiresAt.toISOString(),
    firstName: record.firstName,
    lastName: record.lastName,
    middleInitial: employee?.middleInitial ?? null,
    email: employee?.email ?? null,
  };
}

/** The employee signs Section 1: stored (numbers sealed), the record waits for Section 2, the sender is told. */
export async function submitSection1(ctx: PublicContext, recordId: string, body: Section1Body): Promise<{ section2Due: string }> {
  if (compareDates(body.dateOfBirth, ctx.clock.today) >= 0) throw fail.validation({ dateOfBirth: "The date of birth must be before today" });
  if (isMinorSignature(body.signature) && ageOn(body.dateOfBirth, ctx.clock.today) >= 18) throw fail.validation({ signature: MINOR_SIGNATURE_ADULT });
  if (body.authorizedUntil && compareDates(body.authorizedUntil, ctx.clock.today) < 0) {
    throw fail.validation({ authorizedUntil: "This date has passed: a noncitizen must be authorized to work today to attest" });
  }
  return ctx.db.transaction(async (tx) => {
    const { link, record } = await openLink(tx, ctx, "section1", recordId, { forUpdate: true });
    const numbers: Numbers = {};
    for (const k of SECTION1_NUMBERS) if (body[k]) numbers[k] = body[k];
    const { attest: _attest, ssn: _ssn, uscisNumber: _u, i94Number: _i, foreignPassportNumber: _p, ...kept } = body;
    const now = new Date();
    await updateRecordRow(tx, ctx.tenant.id, record.id, {
      state: "section2_pending",
      section1: kept,
      section1Sealed: Object.keys(numbers).length ? encryptField(JSON.stringify(numbers), aad(record.id)) : null,
      ssnIndex: numbers.ssn ? ssnBlindIndex(numbers.ssn) : null,
      citizenship: body.citizenship,
      authorizedUntil: body.authorizedUntil,
      section1SignedAt: now,
    });
    await markLinkUsed(tx, link.id, now);
    await appendEvents(tx, [
      {
        tenantId: ctx.tenant.id,
        recordId: record.id,
        employeeId: record.employeeId,
        actorKind: "employee",
        actorName: body.signature,
        action: "section1.signed",
        detail: { citizenship: body.citizenship, preparers: body.preparers.length, userAgent: ctx.userAgent.slice(0, 300) },
        ip: ctx.ip,
      },
    ]);
    if (link.createdByUserId) {
      await notify(tx, {
        tenantId: ctx.tenant.id,
        actorUserId: null,
        recipients: [link.createdByUserId],
        kind: "i9.section1-signed",
        params: { name: `${body.firstName} ${body.lastName}` },
        link: `/app/i9-details/${record.id}`,
      });
    }
    return { section2Due: record.section2Due };
  });
}

/** One Section 1 or document number shown whole to a role with i9.sensitive; the view is on the audit trail. */
export async function revealNumber(ctx: ActorContext, body: RevealBody): Promise<{ value: string | null }> {
  if (!can(ctx.actor, "i9.sensitive")) throw fail.forbidden("Your role cannot see Social Security or document numbers");
  return ctx.db.transaction(async (tx) => {
    const record = await visibleRecord(ctx, tx, body.id);
    let plain: string | null;
    if (body.field === "documentNumber") {
      const doc = (await documentsOf(tx, record.tenantId, record.id)).find((d) => d.id === body.documentId);
      if (!doc) throw fail.notFound("Document");
      plain = doc.numberSealed ? decryptField(doc.numberSealed, documentAad(record.id)) : null;
    } else plain = sealedNumbers(record)[body.field] ?? null;
    await appendEvents(tx, [{ ...employeeEvent(ctx, record.employeeId, "sensitive.viewed", { field: body.field, ...(body.documentId ? { documentId: body.documentId } : {}) }), recordId: record.id }]);
    return { value: plain && body.field === "ssn" ? formatSsn(plain) : plain };
  });
}
