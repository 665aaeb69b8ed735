"use client";
// Retention on /app/i9-details/{id} (rule 1): until when the Form I-9 is kept and why it cannot be purged
// yet; the legal holds that stand on it (its own, or its employer's) with "Release"; "Place legal hold" and
// "Purge" for the firm's I-9 admins; once purged, the certificate that stays.
import { useState } from "react";
import { useTranslations } from "next-intl";
import dynamic from "next/dynamic";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Button } from "@/components/ui/button";
import { CardSection } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { DetailList } from "@/components/ui/detail-list";
import { toast } from "@/components/ui/toast";
import { apiList, apiPost, errorMessage } from "@/lib/shared/api-client";
import { useFormat } from "@/lib/shared/format/use-format";
import { can } from "@/lib/shared/permissions";
import type { Viewer } from "@/lib/shared/viewer";
import type { I9DetailsDto } from "../contract";
import type { I9LegalHoldDto } from "../retention-contract";
import { i9Keys } from "./keys";

const PurgeDialog = dynamic(() => import("./retention-dialogs").then((m) => m.PurgeDialog));
const PlaceHoldDialog = dynamic(() => import("./retention-dialogs").then((m) => m.PlaceHoldDialog));

export function RetentionCard({ r, viewer }: { r: I9DetailsDto; viewer: Viewer }) {
  const t = useTranslations("i9.retention");
  const f = useFormat();
  const admin = can(viewer, "i9.admin");
  const [dialog, setDialog] = useState<"purge" | "hold" | null>(null);
  const body = { recordId: r.id, active: true };
  const holds = useQuery({
    queryKey: i9Keys.holds({ filter: { matcher: body } }),
    queryFn: ({ signal }) => apiList<I9LegalHoldDto>("i9/holds-list", { perpage: 100, filter: { matcher: body } }, { signal }),
    enabled: !r.certificate,
  });
  const c = r.certificate;
  const why = c
    ? null
    : !r.terminationDate
      ? t("keptWhileEmployed")
      : r.legalHold
        ? t("heldNote")
        : r.purgeBlock
          ? t("keptUntil", { date: f.date(r.retainUntil!) })
          : t("mayPurge", { date: f.date(r.purgeFrom!) });
  // After a Supplement B rehire, the 3 years count from the rehire (issue 33 §5).
  const fromRehire = !c && r.retentionFrom && r.retentionFrom !== r.hireDate ? t("countedFromRehire", { date: f.date(r.retentionFrom) }) : null;
  return (
    <CardSection
      title={t("title")}
      actions={
        admin && !c ? (
          <div className="flex flex-wrap gap-2">
            <Button size="sm" variant="secondary" onClick={() => setDialog("hold")}>
              {t("placeHold")}
            </Button>
            {r.purgeBlock === null ? (
              <Button size="sm" variant="danger" onClick={() => setDialog("purge")}>
                {t("purge")}
              </Button>
            ) : null}
          </div>
        ) : null
      }
    >
      {c ? (
        <>
          <p className="mb-4 text-sm text-fg">{t("certificateIntro")}</p>
          <DetailList
            className="lg:grid-cols-3"
            items={[
              { label: t("columns.employee"), value: c.employeeName },
              { label: t("columns.employer"), value: c.employerName },
              { label: t("columns.hireDate"), value: f.date(c.hireDate) },
              { label: t("columns.terminationDate"), value: f.date(c.terminationDate) },
              { label: t("columns.retainUntil"), value: f.date(c.retainUntil) },
              { label: t("columns.basis"), value: t(`basis.${c.basis}`) },
              { label: t("columns.purgedBy"), value: c.purgedByName ?? t("automatic") },
              { label: t("columns.purgedAt"), value: f.dateTime(c.purgedAt) },
            ]}
          />
        </>
      ) : (
        <>
          <p className="text-sm text-fg">{why}</p>
          {fromRehire ? <p className="text-sm text-fg-muted">{fromRehire}</p> : null}
          <HoldList holds={holds.data?.data ?? []} loading={holds.isLoading} error={holds.error} canRelease={admin} />
        </>
      )}
      {dialog === "purge" ? <PurgeDialog r={r} onClose={() => setDialog(null)} /> : null}
      {dialog === "hold" ? <PlaceHoldDialog recordId={r.id} name={r.employeeName} onClose={() => setDialog(null)} /> : null}
    </CardSection>
  );
}

/** Standing legal holds, each with its reason, who placed it and when, and "Release" (confirmed). */
export function HoldList({ holds, loading, error, canRelease }: { holds: I9LegalHoldDto[]; loading: boolean; error: unknown; canRelease: boolean }) {
  const t = useTranslations("i9.retention");
  const f = useFormat();
  const qc = useQueryClient();
  const [releasing, setReleasing] = useState<I9LegalHoldDto | null>(null);
  const release = useMutation({
    mutationFn: (h: I9LegalHoldDto) => apiPost<I9LegalHoldDto>("i9/hold-release", { id: h.id }),
    onSuccess: () => {
      toast.success(t("holdReleased"));
      void qc.invalidateQueries({ queryKey: i9Keys.records() });
      setReleasing(null);
    },
    onError: (e) => toast.error(errorMessage(e)),
  });
  if (loading) return <p className="mt-3 text-sm text-fg-muted">{t("loadingHolds")}</p>;
  if (error) return <p className="mt-3 text-sm text-danger">{errorMessage(error)}</p>;
  if (holds.length === 0) return null;
  return (
    <>
      <ul className="mt-4 grid gap-2" aria-label={t("holdsTitle")}>
        {holds.map((h) => (
          <li key={h.id} className="flex flex-wrap items-center justify-between gap-2 rounded-md bg-warning-soft px-3 py-2 text-sm">
            <span className="flex flex-col">
              <span className="font-medium text-warning-strong">{h.recordId ? t("holdOnRecord", { name: h.employeeName ?? "" }) : t("holdOnEmployer", { name: h.employerName })}</span>
              <span className="text-fg">{h.reason}</span>
              <span className="text-xs text-fg-muted">{t("placedBy", { name: h.placedByName ?? "—", date: f.dateTime(h.placedAt) })}</span>
            </span>
            {canRelease ? (
              <Button size="sm" variant="secondary" onClick={() => setReleasing(h)}>
                {t("release")}
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={releasing !== null}
        onOpenChange={(o) => !o && setReleasing(null)}
        title={t("releaseTitle")}
        message={t("releaseMessage", { reason: releasing?.reason ?? "" })}
        confirmLabel={t("release")}
        destructive={false}
        loading={release.isPending}
        onConfirm={() => releasing && release.mutate(releasing)}
      />
    </>
  );
}
