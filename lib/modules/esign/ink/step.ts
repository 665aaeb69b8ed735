// The petitioner-signature steps with something to sign (spec: REQUEST_PETITIONER_SIGN, DOC_SIGNER_LIST):
// /api/petition/request-for-petitioner-sign may name filled USCIS forms to send for ink signature
// (`inkForms`: their packets are made, the requests recorded) and e-signature envelopes of the case that
// belong to the step (`envelopeIds`); DOC_SIGNER_LIST then completes by itself when the last of them is
// in (a scan uploaded, an envelope completed), and the petitioner's own confirmation ({ signed: true }) is
// refused while one is still out. Without either list the step works as before (a confirmation).
import "server-only";
import { petitionerSign, type SignResult } from "@/lib/modules/cases/steps/petitioner-sign";
import type { ActorContext } from "@/lib/server/context";
import { fail } from "@/lib/server/errors";
import type { RequestSignaturesBody } from "./contract";
import { markStepEnvelopes, pendingStepSignatures } from "./repository";
import { stillOut } from "./step-done";
import { commitPrepared, discardPrepared, prepareInkRequest, type PreparedInk } from "./service";

export async function requestPetitionerSignatures(ctx: ActorContext, body: RequestSignaturesBody): Promise<SignResult & { inkRequests: number; envelopes: number }> {
  if (body.signed) {
    const out = await petitionerSign(ctx, body, {
      beforeConfirm: async (tx, p) => {
        const out = stillOut(await pendingStepSignatures(tx, p.tenantId, p.id));
        if (out) throw fail.conflict(out);
      },
    });
    return { ...out, inkRequests: 0, envelopes: 0 };
  }
  const prepared: PreparedInk[] = [];
  let envelopes = 0;
  try {
    for (const [i, f] of (body.inkForms ?? []).entries()) prepared.push(await prepareInkRequest(ctx, { petitionId: body.petitionId, ...f }, `inkForms.${i}`));
    const out = await petitionerSign(ctx, body, {
      onRequest: async (tx, p) => {
        await commitPrepared(ctx, tx, prepared, true);
        const ids = body.envelopeIds ?? [];
        const marked = await markStepEnvelopes(tx, p.tenantId, p.id, ids);
        const missing = ids.findIndex((id) => !marked.includes(id));
        if (missing >= 0) throw fail.validation({ [`envelopeIds.${missing}`]: "Not an open e-signature envelope of this case" });
        envelopes = marked.length;
      },
    });
    return { ...out, inkRequests: prepared.length, envelopes };
  } catch (e) {
    await discardPrepared(prepared);
    throw e;
  }
}
