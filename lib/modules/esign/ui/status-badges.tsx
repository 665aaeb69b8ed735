"use client";
// The envelope's and each signer's status as badges, in the reader's language (the tab, the prepare screen
// and the status page show the same words and tones).
import { useTranslations } from "next-intl";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import type { EnvelopeStatus, SignerStatus } from "../contract";

const ENVELOPE_TONE: Record<EnvelopeStatus, BadgeTone> = { draft: "neutral", sent: "info", completed: "success", declined: "danger", voided: "warning", expired: "warning" };
const SIGNER_TONE: Record<SignerStatus, BadgeTone> = { pending: "neutral", sent: "info", viewed: "info", signed: "success", declined: "danger" };

export function EnvelopeStatusBadge({ status }: { status: EnvelopeStatus }) {
  const t = useTranslations("esign.staff.status");
  return <Badge tone={ENVELOPE_TONE[status]}>{t(status)}</Badge>;
}

export function SignerStatusBadge({ status }: { status: SignerStatus }) {
  const t = useTranslations("esign.staff.signerStatus");
  return <Badge tone={SIGNER_TONE[status]}>{t(status)}</Badge>;
}
