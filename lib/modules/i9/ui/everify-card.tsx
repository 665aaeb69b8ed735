"use client";
// E-Verify on /app/i9-details/{id}, once Section 2 is complete: the case as the employer recorded it from
// E-Verify (no federal API here) — number, result, dates, note, who recorded it — and "Record E-Verify case"
// or "Update" for the I-9 team (a dialog loaded on demand).
import { useState } from "react";
import { useTranslations } from "next-intl";
import dynamic from "next/dynamic";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { CardSection } from "@/components/ui/card";
import { DetailList } from "@/components/ui/detail-list";
import { useFormat } from "@/lib/shared/format/use-format";
import { can } from "@/lib/shared/permissions";
import type { Viewer } from "@/lib/shared/viewer";
import type { I9DetailsDto } from "../contract";
import { EVERIFY_OPEN_STATUSES } from "../everify-contract";

const EverifyDialog = dynamic(() => import("./everify-dialog").then((m) => m.EverifyDialog));

export function EverifyCard({ r, viewer }: { r: I9DetailsDto; viewer: Viewer }) {
  const t = useTranslations("i9.everify");
  const f = useFormat();
  const [editing, setEditing] = useState(false);
  if (!r.completedOn || r.certificate) return null;
  const e = r.everify;
  const manage = can(viewer, "i9.manage");
  return (
    <CardSection
      title={t("title")}
      actions={
        manage ? (
          <Button size="sm" variant="secondary" onClick={() => setEditing(true)}>
            {e ? t("update") : t("record")}
          </Button>
        ) : null
      }
    >
      {e ? (
        <>
          <p className="mb-3">
            <Badge tone={EVERIFY_OPEN_STATUSES.includes(e.status) ? "warning" : e.status === "final_nonconfirmation" ? "danger" : "success"}>{t(`status.${e.status}`)}</Badge>
          </p>
          <DetailList
            className="lg:grid-cols-3"
            items={[
              { label: t("caseNumber"), value: e.caseNumber },
              { label: t("openedOn"), value: f.date(e.openedOn) },
              { label: t("closedOn"), value: e.closedOn ? f.date(e.closedOn) : null },
              { label: t("notes"), value: e.notes },
              { label: t("recordedBy"), value: t("recordedAt", { name: e.updatedByName ?? "—", date: f.dateTime(e.updatedAt) }) },
            ]}
          />
        </>
      ) : (
        <p className="text-sm text-fg-muted">{t("none")}</p>
      )}
      {editing ? <EverifyDialog r={r} onClose={() => setEditing(false)} /> : null}
    </CardSection>
  );
}
