"use client";
// Tracking tab: how the filed packet travelled (carrier and tracking number), the USCIS receipt number,
// and the USCIS response with its documents (upload-uscis-docs when the response step is next).
import { useState } from "react";
import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { CardSection } from "@/components/ui/card";
import { useFormat } from "@/lib/shared/format/use-format";
import type { Viewer } from "@/lib/shared/viewer";
import { DetailList } from "@/components/ui/detail-list";
import { useTranslatedError } from "@/components/ui/use-error-text";
import { masterDataLabel, useMasterData } from "@/lib/modules/masterdata/ui";
import type { CaseDetails } from "../../contract";
import { TrackingDialog } from "../tracking-dialog";
import { useCaseSlots } from "../slots";
import { useWorkflowActions } from "../use-workflow-actions";

export function TrackingTab({ viewer, c }: { viewer: Viewer; c: CaseDetails }) {
  const t = useTranslations("cases");
  const f = useFormat();
  const actions = useWorkflowActions();
  const { uscisResponse: UscisResponseSection, uscisStatus: UscisStatus, money: Money } = useCaseSlots();
  const [open, setOpen] = useState(false);
  const carriers = useMasterData("carriers", {}, { enabled: c.carrierId !== null });
  const carrier = c.carrierId === null ? null : (carriers.data?.find((r) => r.id === c.carrierId) ?? null);
  const canTrack = c.courierTrackingBlocker === null;
  // The server's reason in English (workflow/rules.ts TRACKING_BLOCKERS), read in the reader's language; none
  // once the receipt number is in.
  const blocker = useTranslatedError(c.receiptNumber ? null : c.courierTrackingBlocker);

  return (
    <div className="grid gap-4">
      {Money ? <Money viewer={viewer} c={c} /> : null}
      <CardSection
        title={t("tracking.courier")}
        actions={
          canTrack ? (
            <Button size="sm" onClick={() => setOpen(true)}>
              {c.trackingActionLabel === "Update Receipt Number" ? t("actions.updateReceipt") : t("actions.updateTracking")}
            </Button>
          ) : null
        }
      >
        <DetailList
          className="lg:grid-cols-4"
          items={[
            { label: t("tracking.carrier"), value: carrier ? masterDataLabel(carrier) : c.carrierId ? String(c.carrierId) : null },
            { label: t("tracking.trackingNumber"), value: c.trackingNumber },
            { label: t("tracking.receiptNumber"), value: c.receiptNumber },
            { label: t("tracking.receiptDate"), value: f.date(c.receiptDate) },
          ]}
        />
        {blocker ? <p className="mt-3 text-xs text-fg-muted">{blocker}</p> : null}
      </CardSection>
      {UscisStatus ? <UscisStatus viewer={viewer} c={c} /> : null}
      <CardSection title={t("tracking.response")}>
        <DetailList
          className="lg:grid-cols-4"
          items={[
            { label: t("tracking.responseLabel"), value: c.uscisResponse ? <Badge tone={c.uscisResponse === "approved" ? "success" : c.uscisResponse === "denied" ? "danger" : "warning"}>{t(`tracking.responses.${c.uscisResponse}`)}</Badge> : null },
            { label: t("tracking.responseDate"), value: f.date(c.responseDate) },
            { label: t("tracking.rfeNoticeDate"), value: f.date(c.rfeNoticeDate) },
            { label: t("tracking.servedByMail"), value: c.rfeNoticeDate ? (c.rfeServedByMail ? t("yes") : t("no")) : null },
          ]}
        />
        <UscisResponseSection viewer={viewer} c={c} />
      </CardSection>
      {canTrack ? <TrackingDialog c={c} open={open} onOpenChange={setOpen} actions={actions} /> : null}
    </div>
  );
}
