"use client";
// /app/cap-registration-details/[id]: one registration — status, client, season; Edit (draft or ready),
// Change status (the answer's nextStatuses) and Ask for details (token link); the person, the position
// with its area, level and entries, what "ready" still needs, the person's other registrations, and
// where the cap case and its LCAs disagree with it.
import { useState } from "react";
import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { useQuery } from "@tanstack/react-query";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { CardSection } from "@/components/ui/card";
import { DetailList } from "@/components/ui/detail-list";
import { LinkButton, TextLink } from "@/components/ui/link-button";
import { PageHeader } from "@/components/ui/page-header";
import { DetailsQueryState, NotAllowed } from "@/components/ui/screen-states";
import { apiPost } from "@/lib/shared/api-client";
import { useFormat } from "@/lib/shared/format/use-format";
import { can } from "@/lib/shared/permissions";
import type { Viewer } from "@/lib/shared/viewer";
import { masterDataLabel, useMasterData } from "@/lib/modules/masterdata/ui";
import { EDITABLE_CAP_STATUSES, type CapDto } from "../contract";
import { capKeys } from "./keys";
import { capStatusTone, useCapLabels } from "./labels";
import { CAP_LIST_PATH, capDetailsPath } from "./links";

const CapEditDialog = dynamic(() => import("./cap-form-dialog").then((m) => m.CapEditDialog));
const CapStatusDialog = dynamic(() => import("./cap-action-dialogs").then((m) => m.CapStatusDialog));
const CapSendDialog = dynamic(() => import("./cap-action-dialogs").then((m) => m.CapSendDialog));

export function CapDetailsScreen({ viewer, id }: { viewer: Viewer; id: string }) {
  const t = useTranslations("cap");
  const q = useQuery({ queryKey: capKeys.detail(id), queryFn: ({ signal }) => apiPost<CapDto>("cap/details", { id }, { signal }), enabled: can(viewer, "cap.read") });
  if (!can(viewer, "cap.read")) {
    return <NotAllowed title={t("details.title")} message={t("notAllowed.title")} description={t("notAllowed.description")} backLabel={t("notAllowed.back")} />;
  }
  return (
    <DetailsQueryState namespace="cap" query={q} backHref={CAP_LIST_PATH}>
      {(r) => <CapDetailsView viewer={viewer} r={r} />}
    </DetailsQueryState>
  );
}

function CapDetailsView({ viewer, r }: { viewer: Viewer; r: CapDto }) {
  const t = useTranslations("cap");
  const f = useFormat();
  const labels = useCapLabels();
  const countries = useMasterData("countries");
  const country = (id: number | null) => (id === null ? null : (countries.data ?? []).find((c) => c.id === id)) ?? null;
  const countryName = (id: number | null) => {
    const c = country(id);
    return c ? masterDataLabel(c) : null;
  };
  const [dialog, setDialog] = useState<"edit" | "status" | "send" | null>(null);
  const canSend = can(viewer, "cap.update") && EDITABLE_CAP_STATUSES.includes(r.statusId) && r.canUpdate;
  const seasonHref = `${CAP_LIST_PATH}?filter=${encodeURIComponent(JSON.stringify({ matcher: { fiscalYear: r.fiscalYear } }))}`;
  return (
    <>
      <PageHeader
        title={r.beneficiaryName}
        description={
          <span className="flex flex-wrap items-center gap-2">
            <Badge tone={capStatusTone(r.statusId)}>{labels.statusLabel(r.statusId)}</Badge>
            {r.mismatches.length ? <Badge tone="danger">{t("flags.mismatch")}</Badge> : null}
            <span>{[t("season.fiscalYear", { year: r.fiscalYear }), r.employerName, labels.capTypeLabel(r.capType)].filter(Boolean).join(" · ")}</span>
          </span>
        }
        actions={
          <>
            <LinkButton href={seasonHref} variant="ghost">
              {t("actions.back")}
            </LinkButton>
            {canSend ? (
              <Button variant="secondary" onClick={() => setDialog("send")}>
                {t("actions.send")}
              </Button>
            ) : null}
            {r.nextStatuses.length ? (
              <Button variant="secondary" onClick={() => setDialog("status")}>
                {t("actions.changeStatus")}
              </Button>
            ) : null}
            {r.canUpdate ? <Button onClick={() => setDialog("edit")}>{t("actions.edit")}</Button> : null}
          </>
        }
      />
      <div className="grid gap-4 lg:grid-cols-2">
        {r.issues.length && r.statusId <= 2 ? (
          <CardSection title={t("details.issues")} className="lg:col-span-2">
            <ul className="list-disc pl-5 text-sm text-fg">
              {r.issues.map((i) => (
                <li key={i}>{t(`issue.${i}`)}</li>
              ))}
            </ul>
          </CardSection>
        ) : null}
        <CardSection title={t("details.person")}>
          <DetailList
            items={[
              { label: t("fields.dateOfBirth"), value: r.dateOfBirth ? f.date(r.dateOfBirth) : null },
              { label: t("fields.gender"), value: r.gender ? t(`fields.genders.${r.gender}`) : null },
              { label: t("fields.countryOfBirth"), value: countryName(r.countryOfBirthId) },
              { label: t("fields.citizenship"), value: countryName(r.citizenshipCountryId) },
              { label: t("fields.passportNumber"), value: r.passportNumber },
              { label: t("fields.passportCountry"), value: countryName(r.passportCountryId) },
              { label: t("fields.passportExpiry"), value: r.passportExpiry ? f.date(r.passportExpiry) : null },
              { label: t("fields.capType"), value: labels.capTypeLabel(r.capType) },
            ]}
          />
        </CardSection>
        <CardSection title={t("details.position")}>
          <DetailList
            items={[
              { label: t("fields.jobTitle"), value: r.jobTitle },
              { label: t("fields.socCode"), value: r.socCode },
              { label: t("fields.worksiteCity"), value: [r.worksiteCity, r.worksiteCounty, r.worksiteState].filter(Boolean).join(", ") || null },
              { label: t("details.area"), value: r.areaName ? `${r.areaName} (${r.areaCode})` : null },
              { label: t("fields.wage"), value: labels.wage(r.wageCents, r.wageUnit) },
              {
                label: t("fields.wageLevel"),
                value: r.wageLevel ? `${r.wageLevel} · ${r.wageLevelSource === "oflc" ? t("details.levelFromTables") : t("details.levelManual")}` : null,
              },
              {
                label: t("details.entries"),
                value: r.entries.own === null ? null : `${t("entries", { own: r.entries.own })}${r.entries.counted !== r.entries.own ? ` · ${t("entriesLowered", { counted: r.entries.counted ?? 0 })}` : ""}`,
              },
            ]}
          />
        </CardSection>
        <CardSection title={t("details.case")}>
          <DetailList
            items={[
              { label: t("details.confirmationNumber"), value: r.confirmationNumber },
              { label: t("details.submitted"), value: r.submittedDate ? f.date(r.submittedDate) : null },
              { label: t("details.result"), value: r.resultDate ? f.date(r.resultDate) : null },
              { label: t("columns.case"), value: r.petitionId && r.caseNumber ? <TextLink href={`/app/petition-details/${r.petitionId}`}>{r.caseNumber}</TextLink> : t("details.noCase") },
            ]}
          />
          <h3 className="mt-4 text-sm font-semibold text-fg">{t("details.mismatches")}</h3>
          {r.mismatches.length ? (
            <ul className="mt-1 list-disc pl-5 text-sm text-danger">
              {r.mismatches.map((m) => (
                <li key={`${m.with}-${m.ref}`}>{labels.mismatch(m)}</li>
              ))}
            </ul>
          ) : (
            <p className="mt-1 text-sm text-fg-muted">{r.petitionId ? t("details.mismatchNone") : t("details.noCase")}</p>
          )}
        </CardSection>
        <CardSection title={t("details.others")}>
          {r.personRegistrations.length ? (
            <ul className="grid gap-1 text-sm">
              {r.personRegistrations.map((o) => (
                <li key={o.id}>
                  <TextLink href={capDetailsPath(o.id)}>{o.employerName ?? "—"}</TextLink> · {o.wageLevel ?? "—"}
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-fg-muted">{t("details.othersNone")}</p>
          )}
          {r.notes ? <p className="mt-3 whitespace-pre-wrap text-sm text-fg">{r.notes}</p> : null}
        </CardSection>
      </div>
      {r.canUpdate && dialog === "edit" ? <CapEditDialog onClose={() => setDialog(null)} r={r} /> : null}
      {r.nextStatuses.length && dialog === "status" ? <CapStatusDialog onClose={() => setDialog(null)} r={r} /> : null}
      {canSend && dialog === "send" ? <CapSendDialog onClose={() => setDialog(null)} r={r} /> : null}
    </>
  );
}
