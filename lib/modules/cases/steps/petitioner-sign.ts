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

export type SignResult = CaseProgress & { notified: number };

export async function petitionerSign(ctx: ActorContext, body: PetitionerSignBody): Promise<SignResult> {
  return withCase(ctx, body.petitionId, async ({ tx, petition: p, entries, actor }) => {
    if (body.signed) {
      const entry = requireCanAct(entries, "DOC_SIGNER_LIST", actor.roleId);
      requireNext(p, entry);
      return { ...toProgress(await completeActivity(tx, { petition: p, code: "DOC_SIGNER_LIST", actor, ip: ctx.ip, line: { code: "petitionerSigned" } })), notified: 0 };
    }
    const entry = requireCanAct(entries, "REQUEST_PETITIONER_SIGN", actor.roleId);
    requireNext(p, entry);
    const contacts = p.petitionerId ? await petitionerContacts(tx, p.tenantId, p.petitionerId) : [];
    const caseNo = p.customCaseNumber ?? p.caseNumber;
    for (const c of contacts) {
      await enqueueMail(tx, {
        tenantId: p.tenantId,
        to: c.email,
        subject: `Case ${caseNo}: forms ready for your signature`,
        text: `Hello ${c.name || "there"},\n\nThe forms of case ${caseNo} are ready for your signature. Sign in to the client portal to review and sign them.`,
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
