"use client";
// /app/pwd-case-details/[id]: one PWD (/api/pwd/details) — the position (editable until filed), the
// filing with the DOL's case number, the determination with the wage and the validity the API answers
// (rule 12's allowed range shown once the determination date is known); the actions the API offers.
import { useState } from "react";
import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { CardSection } from "@/components/ui/card";
import { DetailList } from "@/components/ui/detail-list";
import { FormDialog } from "@/components/form/form-dialog";
import { LinkButton, TextLink } from "@/components/ui/link-button";
import { PageHeader } from "@/components/ui/page-header";
import { DetailsQueryState, NotAllowed } from "@/components/ui/screen-states";
import { SelectField } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";
import { toast } from "@/components/ui/toast";
import { apiPost } from "@/lib/shared/api-client";
import { useFormat } from "@/lib/shared/format/use-format";
import { can } from "@/lib/shared/permissions";
import { toUsDateInput } from "@/lib/shared/validation/form-dates";
import type { Viewer } from "@/lib/shared/viewer";
import { WAGE_LEVELS, WAGE_UNITS } from "@/lib/shared/wages";
import { updatePwdBody, type PwdDetails } from "../contract";
import { PwdValidityBadge } from "./pwd-list-screen";
import { determinationForm, DolFilingFields, fileForm, PositionFields, PWD_LIST_PATH, pwdKeys } from "./pwd-fields";

export function PwdDetailsScreen({ viewer, id }: { viewer: Viewer; id: string }) {
  const t = useTranslations("pwd");
  const q = useQuery({ queryKey: pwdKeys.detail(id), queryFn: ({ signal }) => apiPost<PwdDetails>("pwd/details", { id }, { signal }) });
  if (!can(viewer, "pwd.read")) return <NotAllowed title={t("details.title")} message={t("notAllowed.title")} description={t("notAllowed.description")} backLabel={t("notAllowed.back")} />;
  return (
    <DetailsQueryState namespace="pwd" query={q} backHref={PWD_LIST_PATH}>
      {(p) => <PwdView p={p} />}
    </DetailsQueryState>
  );
}

type Dialog = "edit" | "file" | "determine" | null;

/** A dialog's save: the answer replaces the cached PWD, the list refreshes, field errors go on the fields. */
function usePwdSave<B>(path: string, done: string, onClose: () => void) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: B) => apiPost<PwdDetails>(path, body),
    onSuccess: (r) => {
      qc.setQueryData(pwdKeys.detail(r.id), r);
      void qc.invalidateQueries({ queryKey: [...pwdKeys.all, "list"] });
      toast.success(done);
      onClose();
    },
  });
}

function PwdView({ p }: { p: PwdDetails }) {
  const t = useTranslations("pwd");
  const f = useFormat();
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  return (
    <>
      <PageHeader
        title={`${p.pwdNumber} · ${p.jobTitle}`}
        description={
          <span className="flex flex-wrap items-center gap-2">
            <Badge tone={p.statusId === 16 ? "success" : p.statusId === 15 ? "info" : "neutral"}>{p.statusName}</Badge>
            <span>{[p.employerName, p.beneficiaryName].filter(Boolean).join(" · ")}</span>
            <PwdValidityBadge r={p} />
          </span>
        }
        actions={
          <LinkButton href={PWD_LIST_PATH} variant="ghost">
            {t("details.back")}
          </LinkButton>
        }
      />
      <div className="grid gap-4 lg:grid-cols-2">
        <CardSection
          title={t("sections.position")}
          className="lg:col-span-2"
          actions={
            p.actions.edit ? (
              <Button size="sm" variant="secondary" onClick={() => setDialog("edit")}>
                {t("actions.edit")}
              </Button>
            ) : null
          }
        >
          <DetailList
            className="lg:grid-cols-3"
            items={[
              { label: t("fields.jobTitle"), value: p.jobTitle },
              { label: t("fields.socCode"), value: p.socCode },
              { label: t("fields.positionType"), value: t(`positionType.${p.positionType}`) },
              { label: t("fields.worksiteCity"), value: [p.worksiteCity, p.worksiteCounty, p.worksiteState].filter(Boolean).join(", ") },
              { label: t("fields.educationLevel"), value: t(`education.${p.educationLevel}`) },
              { label: t("fields.experienceMonths"), value: String(p.experienceMonths) },
              { label: t("fields.specialRequirements"), value: p.specialRequirements },
              { label: t("fields.notes"), value: p.notes },
            ]}
          />
        </CardSection>
        <CardSection
          title={t("sections.filing")}
          actions={
            p.actions.file ? (
              <Button size="sm" onClick={() => setDialog("file")}>
                {t("actions.file")}
              </Button>
            ) : null
          }
        >
          {p.filedDate ? (
            <DetailList
              items={[
                { label: t("fields.filedDate"), value: f.date(p.filedDate) },
                { label: t("fields.dolCaseNumber"), value: p.dolCaseNumber },
              ]}
            />
          ) : (
            <p className="text-sm text-fg-muted">{t("sections.notFiled")}</p>
          )}
        </CardSection>
        <CardSection
          title={t("sections.determination")}
          actions={
            p.actions.determine ? (
              <Button size="sm" onClick={() => setDialog("determine")}>
                {t("actions.determine")}
              </Button>
            ) : null
          }
        >
          {p.determinationDate ? (
            <>
              <DetailList
                items={[
                  { label: t("fields.determinationDate"), value: f.date(p.determinationDate) },
                  { label: t("fields.wage"), value: p.wageCents === null ? null : `${f.currency(p.wageCents)} / ${t(`fields.units.${p.wageUnit ?? "Year"}`)}` },
                  { label: t("fields.wageLevel"), value: p.wageLevel ? t("wageLevel", { level: p.wageLevel }) : t("fields.noLevel") },
                  { label: t("fields.validityEnd"), value: p.validityEnd ? f.date(p.validityEnd) : null },
                ]}
              />
              {p.validityRange ? <p className="mt-3 text-xs text-fg-muted">{t("sections.validityRange", { earliest: f.date(p.validityRange.earliest), latest: f.date(p.validityRange.latest) })}</p> : null}
            </>
          ) : (
            <p className="text-sm text-fg-muted">{t("sections.notDetermined")}</p>
          )}
        </CardSection>
        <CardSection title={t("sections.permCases")} className="lg:col-span-2">
          {p.permCases.length === 0 ? (
            <p className="text-sm text-fg-muted">{t("sections.noPermCases")}</p>
          ) : (
            <ul className="grid gap-2 text-sm">
              {p.permCases.map((c) => (
                <li key={c.petitionId} className="flex flex-wrap items-center gap-2">
                  <TextLink href={`${c.detailsPath}?tab=perm`}>{c.caseNumber}</TextLink>
                  <Badge tone="neutral">{c.statusName}</Badge>
                </li>
              ))}
            </ul>
          )}
        </CardSection>
      </div>
      {dialog === "edit" ? <EditDialog p={p} onClose={close} /> : null}
      {dialog === "file" ? <FileDialog p={p} onClose={close} /> : null}
      {dialog === "determine" ? <DeterminationDialog p={p} onClose={close} /> : null}
    </>
  );
}

function EditDialog({ p, onClose }: { p: PwdDetails; onClose: () => void }) {
  const t = useTranslations("pwd");
  const form = useForm({
    resolver: zodResolver(updatePwdBody),
    defaultValues: {
      id: p.id,
      jobTitle: p.jobTitle,
      socCode: p.socCode,
      positionType: p.positionType,
      worksiteCity: p.worksiteCity,
      worksiteCounty: p.worksiteCounty ?? "",
      worksiteState: p.worksiteState as never,
      educationLevel: p.educationLevel,
      experienceMonths: p.experienceMonths,
      specialRequirements: p.specialRequirements ?? "",
      notes: p.notes ?? "",
    },
  });
  const save = usePwdSave("pwd/update", t("toast.updated"), onClose);
  return (
    <FormDialog title={t("dialogs.editTitle")} size="lg" form={form} save={save} onClose={onClose}>
        <PositionFields />
    </FormDialog>
  );
}

function FileDialog({ p, onClose }: { p: PwdDetails; onClose: () => void }) {
  const t = useTranslations("pwd");
  const form = useForm({ resolver: zodResolver(fileForm), defaultValues: { id: p.id, filedDate: "", dolCaseNumber: "" } });
  const save = usePwdSave("pwd/file", t("toast.filed"), onClose);
  return (
    <FormDialog title={t("dialogs.fileTitle")} form={form} save={save} onClose={onClose}>
        <DolFilingFields namespace="pwd" />
    </FormDialog>
  );
}

function DeterminationDialog({ p, onClose }: { p: PwdDetails; onClose: () => void }) {
  const t = useTranslations("pwd");
  const form = useForm({
    resolver: zodResolver(determinationForm),
    defaultValues: { id: p.id, determinationDate: toUsDateInput(p.determinationDate), wageCents: "", wageUnit: "Year", wageLevel: "", validityEnd: "" } as Record<string, unknown>,
  });
  const save = usePwdSave("pwd/record-determination", t("toast.determined"), onClose);
  return (
    <FormDialog title={t("dialogs.determineTitle")} form={form} save={save} onClose={onClose}>
        <TextField name="determinationDate" label={t("fields.determinationDate")} required placeholder="MM/DD/YYYY" hint={t("dateHint")} autoComplete="off" />
        <div className="grid grid-cols-[2fr_1fr] gap-2">
          <TextField name="wageCents" label={t("fields.wage")} required inputMode="decimal" autoComplete="off" />
          <SelectField name="wageUnit" label={t("fields.wageUnit")} required options={WAGE_UNITS.map((u) => ({ value: u, label: t(`fields.units.${u}`) }))} />
        </div>
        <SelectField name="wageLevel" label={t("fields.wageLevel")} placeholder={t("fields.noLevel")} options={WAGE_LEVELS.map((l) => ({ value: l, label: t("wageLevel", { level: l }) }))} />
        <TextField name="validityEnd" label={t("fields.validityEnd")} required placeholder="MM/DD/YYYY" hint={t("fields.validityEndHint")} autoComplete="off" />
    </FormDialog>
  );
}
