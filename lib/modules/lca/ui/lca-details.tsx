"use client";
// /app/lca-details/[id]: one LCA — header (number, status, employer, DOL case number) with Edit and
// Change status as the spec section 4 rule allows (the answer's canUpdate / nextStatuses), and tabs:
// details, worksites, wages, cases, notice of filing, public access file, history.
import { useState } from "react";
import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { useQuery } from "@tanstack/react-query";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { CardSection } from "@/components/ui/card";
import { DetailList } from "@/components/ui/detail-list";
import { EmptyState } from "@/components/ui/empty-state";
import { LinkButton, TextLink } from "@/components/ui/link-button";
import { PageHeader } from "@/components/ui/page-header";
import { DetailsQueryState, NotAllowed } from "@/components/ui/screen-states";
import { Tabs } from "@/components/ui/tabs";
import { useUrlTab } from "@/components/ui/use-url-tab";
import { apiPost } from "@/lib/shared/api-client";
import { formatCurrency } from "@/lib/shared/format";
import { useFormat } from "@/lib/shared/format/use-format";
import { can } from "@/lib/shared/permissions";
import type { Viewer } from "@/lib/shared/viewer";
import { LCA_STATUS, type LcaDto } from "../contract";
import { lcaKeys } from "./keys";
import { lcaStatusTone, useLcaLabels } from "./labels";
import { LCA_LIST_PATH } from "./links";

// The dialogs (their forms and zod schemas) and the heavier tabs load when first shown.
const LcaEditDialog = dynamic(() => import("./lca-edit-dialog").then((m) => m.LcaEditDialog));
const LcaStatusDialog = dynamic(() => import("./lca-status-dialog").then((m) => m.LcaStatusDialog));
const LcaHistoryTab = dynamic(() => import("./lca-history-tab").then((m) => m.LcaHistoryTab));
const LcaNoticesTab = dynamic(() => import("./lca-notices-tab").then((m) => m.LcaNoticesTab));
const LcaSendDialog = dynamic(() => import("./lca-send-dialog").then((m) => m.LcaSendDialog));
const LcaPafTab = dynamic(() => import("./lca-paf-tab").then((m) => m.LcaPafTab));

const LCA_TABS = ["details", "worksites", "wages", "cases", "notices", "paf", "history"] as const;
type LcaTab = (typeof LCA_TABS)[number];

export function useLcaDetails(id: string) {
  return useQuery({
    queryKey: lcaKeys.detail(id),
    queryFn: ({ signal }) => apiPost<LcaDto>("lca/details", { id }, { signal }),
  });
}

export function LcaDetailsScreen({ viewer, id }: { viewer: Viewer; id: string }) {
  const t = useTranslations("lca");
  if (!can(viewer, "lca.read")) {
    return <NotAllowed title={t("details.title")} message={t("notAllowed.title")} description={t("notAllowed.description")} backLabel={t("notAllowed.back")} />;
  }
  return <LcaDetailsLoader viewer={viewer} id={id} />;
}

function LcaDetailsLoader({ viewer, id }: { viewer: Viewer; id: string }) {
  return (
    <DetailsQueryState namespace="lca" query={useLcaDetails(id)} backHref={LCA_LIST_PATH}>
      {(l) => <LcaDetailsView viewer={viewer} l={l} />}
    </DetailsQueryState>
  );
}

function LcaDetailsView({ viewer, l }: { viewer: Viewer; l: LcaDto }) {
  const t = useTranslations("lca");
  const labels = useLcaLabels();
  const [tab, setTab] = useUrlTab(LCA_TABS, "details");
  const [editing, setEditing] = useState(false);
  const [changing, setChanging] = useState(false);
  const [sending, setSending] = useState(false);
  // Before filing, the employer may be asked for the job and worksite details (fill link).
  const canSend = can(viewer, "lca.update") && l.statusId < LCA_STATUS.FILED && l.petitionerId !== null;
  // A closed LCA (filed and after) is not edited: saying so there would be noise.
  const blocked = !l.canUpdate && l.updateBlockedBy && !(l.updateBlockedBy === "STATUS" && l.statusId >= LCA_STATUS.FILED) ? l.updateBlockedBy : null;
  return (
    <>
      <PageHeader
        title={l.lcaNumber}
        description={
          <span className="flex flex-wrap items-center gap-2">
            <Badge tone={lcaStatusTone(l.statusId)}>{labels.statusLabel(l.statusId)}</Badge>
            {l.legalHold ? <Badge tone="warning">{t("paf.legalHold")}</Badge> : null}
            <span>{[l.petitionerName, l.jobTitle, l.dolCaseNumber].filter(Boolean).join(" · ")}</span>
          </span>
        }
        actions={
          <>
            <LinkButton href={LCA_LIST_PATH} variant="ghost">
              {t("details.back")}
            </LinkButton>
            {canSend ? (
              <Button variant="secondary" onClick={() => setSending(true)}>
                {t("send.open")}
              </Button>
            ) : null}
            {l.nextStatuses.length > 0 ? (
              <Button variant="secondary" onClick={() => setChanging(true)}>
                {t("actions.changeStatus")}
              </Button>
            ) : null}
            {l.canUpdate ? <Button onClick={() => setEditing(true)}>{t("actions.edit")}</Button> : null}
          </>
        }
      />
      {blocked ? <p className="mb-4 text-sm text-fg-muted">{t(`details.blocked.${blocked}`)}</p> : null}
      <Tabs label={t("tabs.label")} items={LCA_TABS.map((value) => ({ value, label: t(`tabs.${value}`) }))} value={tab} onValueChange={(v) => setTab(v as LcaTab)}>
        {tab === "details" ? <DetailsTab l={l} /> : null}
        {tab === "worksites" ? <WorksitesTab l={l} /> : null}
        {tab === "wages" ? <WagesTab l={l} /> : null}
        {tab === "cases" ? <CasesTab l={l} /> : null}
        {tab === "notices" ? <LcaNoticesTab viewer={viewer} l={l} /> : null}
        {tab === "paf" ? <LcaPafTab viewer={viewer} l={l} /> : null}
        {tab === "history" ? <LcaHistoryTab l={l} /> : null}
      </Tabs>
      {l.canUpdate && editing ? <LcaEditDialog open onClose={() => setEditing(false)} l={l} /> : null}
      {canSend && sending ? <LcaSendDialog onClose={() => setSending(false)} l={l} /> : null}
      {l.nextStatuses.length > 0 && changing ? <LcaStatusDialog open onClose={() => setChanging(false)} l={l} /> : null}
    </>
  );
}

function DetailsTab({ l }: { l: LcaDto }) {
  const t = useTranslations("lca");
  const f = useFormat();
  const labels = useLcaLabels();
  const d = (iso: string | null) => (iso ? f.date(iso) : null);
  const issueText = (code: string) => (t.has(`issues.${code}`) ? t(`issues.${code}`) : t("issues.other", { code }));
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <CardSection title={t("sections.position")}>
        <DetailList
          items={[
            { label: t("fields.client"), value: l.petitionerName },
            { label: t("details.fein"), value: l.employerFein },
            { label: t("fields.visaClass"), value: l.visaClass },
            { label: t("fields.jobTitle"), value: l.jobTitle },
            { label: t("fields.socCode"), value: [l.socCode, l.socTitle].filter(Boolean).join(" — ") },
            { label: t("fields.fullTime"), value: labels.yesNo(l.fullTime) },
            { label: t("fields.workers"), value: f.number(l.workers) },
            { label: t("details.desiredSocCodes"), value: l.desiredSocCodes.join(", ") },
            { label: t("fields.notes"), value: l.notes ? <span className="whitespace-pre-line">{l.notes}</span> : null },
          ]}
        />
      </CardSection>
      <div className="grid content-start gap-6">
        <CardSection title={t("sections.dates")}>
          <DetailList
            items={[
              { label: t("fields.beginDate"), value: d(l.beginDate) },
              { label: t("fields.endDate"), value: d(l.endDate) },
              { label: t("fields.dolCaseNumber"), value: l.dolCaseNumber },
              { label: t("fields.filedDate"), value: d(l.filedDate) },
              { label: t("fields.decisionDate"), value: d(l.decisionDate) },
              ...(l.withdrawnDate ? [{ label: t("fields.withdrawnDate"), value: d(l.withdrawnDate) }] : []),
              { label: t("dates.earliestFilingDate"), value: d(l.dates.earliestFilingDate) },
              { label: t("dates.latestEndDate"), value: d(l.dates.latestEndDate) },
              { label: t("dates.pafAvailableBy"), value: d(l.dates.pafAvailableBy) },
              { label: t("dates.noticeEarliestStart"), value: d(l.dates.noticeEarliestStart) },
            ]}
          />
        </CardSection>
        <CardSection title={t("issues.title")}>
          {l.issues.length === 0 ? (
            <p className="text-sm text-fg-muted">{t("issues.none")}</p>
          ) : (
            <ul className="list-disc pl-5 text-sm text-fg">
              {l.issues.map((i) => (
                <li key={`${i.field}-${i.code}`}>{issueText(i.code)}</li>
              ))}
            </ul>
          )}
        </CardSection>
      </div>
    </div>
  );
}

function WorksitesTab({ l }: { l: LcaDto }) {
  const t = useTranslations("lca");
  if (l.worksites.length === 0) return <EmptyState title={t("worksites.none")} />;
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {l.worksites.map((w, i) => (
        <li key={w.id} className="rounded-lg border border-border bg-surface p-4 text-sm">
          <p className="font-medium text-fg">
            {t("fields.worksiteN", { n: i + 1 })}
            {w.secondary ? <span className="font-normal text-fg-muted"> · {t("worksites.secondary")}</span> : null}
          </p>
          <p className="text-fg">{[w.address1, w.address2].filter(Boolean).join(", ")}</p>
          <p className="text-fg">
            {w.city}, {w.state} {w.postalCode}
            {w.county ? ` · ${w.county}` : ""}
          </p>
          <p className="text-fg-muted">{t("worksites.workers", { count: w.workers })}</p>
        </li>
      ))}
    </ul>
  );
}

function WagesTab({ l }: { l: LcaDto }) {
  const t = useTranslations("lca");
  const labels = useLcaLabels();
  return (
    <CardSection title={t("tabs.wages")}>
      <DetailList
        items={[
          { label: t("wages.offered"), value: labels.wage(l.wageFromCents, l.wageToCents, l.wageUnit) },
          { label: t("wages.prevailing"), value: labels.wage(l.pwCents, null, l.pwUnit) },
          { label: t("fields.pwLevel"), value: l.pwLevel },
          { label: t("fields.pwSource"), value: l.pwSource ? t(`source.${l.pwSource}`) : null },
          { label: t("fields.h1bDependent"), value: labels.yesNo(l.h1bDependent) },
          { label: t("fields.willfulViolator"), value: labels.yesNo(l.willfulViolator) },
          ...(l.h1bDependent || l.willfulViolator ? [{ label: t("fields.exemptWorkersOnly"), value: labels.yesNo(l.exemptWorkersOnly) }] : []),
        ]}
      />
      {l.oflc ? <OflcLevel o={l.oflc} /> : null}
    </CardSection>
  );
}

/** The offered wage against the OFLC tables (the same look-up as the cap registrations'). */
function OflcLevel({ o }: { o: NonNullable<LcaDto["oflc"]> }) {
  const t = useTranslations("lca.wages");
  return (
    <div className="mt-4 grid gap-1 border-t border-border pt-3 text-sm">
      <h3 className="font-semibold text-fg">{t("oflc")}</h3>
      {o.found ? (
        <>
          <p className="text-fg-muted">{t("oflcArea", { area: o.areaName, code: o.areaCode, from: o.wageYear, to: o.wageYear + 1 })}</p>
          <p className="text-fg-muted">
            {t("oflcLevels", { I: formatCurrency(o.levelsYearlyCents.I), II: formatCurrency(o.levelsYearlyCents.II), III: formatCurrency(o.levelsYearlyCents.III), IV: formatCurrency(o.levelsYearlyCents.IV) })}
          </p>
          <p className={o.level ? "text-fg" : "text-danger"}>{o.level ? t("oflcLevel", { level: o.level }) : t("oflcBelow")}</p>
        </>
      ) : (
        <p className="text-fg-muted">{t(`oflcNone.${o.reason}`)}</p>
      )}
    </div>
  );
}

function CasesTab({ l }: { l: LcaDto }) {
  const t = useTranslations("lca");
  if (l.cases.length === 0) return <EmptyState title={t("cases.none")} />;
  return (
    <ul className="divide-y divide-border rounded-lg border border-border bg-surface">
      {l.cases.map((c) => (
        <li key={c.petitionId} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3 text-sm">
          <span className="min-w-0">
            <TextLink href={`/app/petition-details/${c.petitionId}`} aria-label={t("cases.open", { number: c.caseNumber })} className="font-medium">
              {c.caseNumber}
            </TextLink>
            <span className="text-fg-muted"> · {[c.title, c.beneficiaryName].filter(Boolean).join(" · ")}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
