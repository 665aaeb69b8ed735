// DOC_SIGNER_LIST ("the petitioner signs the forms") completing by itself when the last signature of the
// petitioner-signature step is in: an ink request's scan uploaded (service.ts) or an envelope of the step
// completed (../complete.ts). See step.ts.
import "server-only";
import { completeActivity, lockCase } from "@/lib/modules/cases/steps/complete";
import type { Actor } from "@/lib/modules/workflow/engine";
import type { Executor } from "@/lib/server/db/client";
import { ROLE } from "@/lib/shared/constants/roles";
import { pendingStepSignatures } from "./repository";

const STEP = "DOC_SIGNER_LIST";

/** The signatory, who has no session when an envelope's last signature completes it. */
export const SIGNATORY: Omit<Actor, "tenantId"> = { userId: null, roleId: ROLE.PETITIONER };

export function stillOut(pending: { ink: string[]; envelopes: string[] }): string | null {
  const parts = [...pending.ink.map((n) => `${n} (ink signature)`), ...pending.envelopes.map((n) => `${n} (e-signature)`)];
  return parts.length ? `Still waiting for: ${parts.join(", ")}` : null;
}

/** DOC_SIGNER_LIST completes when it is next and nothing of the step is out. The caller's transaction; locks the case. */
export async function completeSignatureStepIfDone(tx: Executor, ctx: { ip?: string | null; tenant: { id: string } }, petitionId: string, actor: Omit<Actor, "tenantId"> | null = null): Promise<boolean> {
  const tenantId = ctx.tenant.id;
  const p = await lockCase(tx, tenantId, petitionId);
  if (p.nextWorkflowActivity !== STEP || p.completedActivities.includes(STEP)) return false;
  if (stillOut(await pendingStepSignatures(tx, tenantId, petitionId))) return false;
  await completeActivity(tx, { petition: p, code: STEP, actor: { ...(actor ?? SIGNATORY), tenantId }, ip: ctx.ip ?? null, line: { code: "petitionerSigned" } });
  return true;
}

