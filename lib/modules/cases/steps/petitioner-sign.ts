// POST /api/petition/request-for-petitioner-sign:
// - { petitionId }: REQUEST_PETITIONER_SIGN is next → petitionerSignRequested, the step completes, and
//   the client company's active petitioner logins (role 50) get the signature request by e-mail;
// - { petitionId, signed: true }: DOC_SIGNER_LIST is next → the petitioner confirms the forms are signed.
import "server-only";
import { enqueueMail } from "@/lib/server/mail/outbox";
import { withCase, requireCanAct, requireNext, toProgress } from "./context";
import type { CaseProgress, PetitionerSignBody } from "@/lib/modules/workflow/contract";
import { completeActivity } from "./complete";
import { petitionerContacts } from "../repository/steps";
import type { ActorContext } from "@/lib/server/context";
import type { Executor } from "@/lib/server/db/client";
import type { PetitionRow } from "@/db/schema/cases";

export type SignResult = CaseProgress & { notified: number };

/**
 * What the signatures module adds, in the step's transaction (the case locked, the step checked):
 * `onRequest` records what is sent to be signed (ink packets, envelopes); `beforeConfirm` refuses the
 * petitioner's confirmation while a signature is still out.
 */
export type SignHooks = { onRequest?: (tx: Executor, p: PetitionRow) => Promise<void>; beforeConfirm?: (tx: Executor, p: PetitionRow) => Promise<void> };

export async function petitionerSign(ctx: ActorContext, body: Pick<PetitionerSignBody, "petitionId" | "signed">, hooks: SignHooks = {}): Promise<SignResult> {
  return withCase(ctx, body.petitionId, async ({ tx, petition: p, entries, actor }) => {
    if (body.signed) {
      const entry = requireCanAct(entries, "DOC_SIGNER_LIST", actor.roleId);
      requireNext(p, entry);
      await hooks.beforeConfirm?.(tx, p);
      return { ...toProgress(await completeActivity(tx, { petition: p, code: "DOC_SIGNER_LIST", actor, ip: ctx.ip, line: { code: "petitionerSigned" } })), notified: 0 };
    }
    const entry = requireCanAct(entries, "REQUEST_PETITIONER_SIGN", actor.roleId);
    requireNext(p, entry);
    await hooks.onRequest?.(tx, p);
    const contacts = p.petitionerId ? await petitionerContacts(tx, p.tenantId, p.petitionerId) : [];
    const caseNo = p.customCaseNumber ?? p.caseNumber;
    for (const c of contacts) {
      await enqueueMail(tx, {
        tenantId: p.tenantId,
        to: c.email,
        subject: `Case ${caseNo}: forms ready for your signature`,
        text: `Hello ${c.name || "there"},\n\nThe forms of case ${caseNo} are ready for your signature. Sign in to the client portal and open the case's Forms & Letters tab: USCIS forms are signed by hand, in ink (download the signature pages, sign them and upload the scan); letters to sign electronically come in their own e-mails.`,
        template: "workflow.petitioner_sign",
      });
    }
    const updated = await completeActivity(tx, {
      petition: p,
      code: entry.code,
      actor,
      ip: ctx.ip,
      patch: { petitionerSignRequested: true },
      quietFor: contacts.map((c) => c.email),
    });
    return { ...toProgress(updated), notified: contacts.length };
  });
}
