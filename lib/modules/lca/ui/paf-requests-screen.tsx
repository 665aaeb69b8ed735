"use client";
// /app/paf-requests: requests to see or receive an LCA's public access file (/api/paf-request/*) — the
// client's own, or recorded by the firm for whoever asked — with their due day (one working day), state
// and the LCA's built PAF. The firm takes a request up, answers it ready (with the PAF built and current;
// otherwise the screen sends it to PAF generation) or declines it with a reason; a ready answer's PAF
// downloads from here, for the client too.
import { useState } from "react";
import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { type Column } from "@/components/ui/data-table";
import { FilterSelect } from "@/components/list/filter-select";
import { ListFilterBar, ListViewTable } from "@/components/list/list-view-table";
import { defineList, useListQuery } from "@/components/list/use-list-query";
import { Form, applyApiErrors } from "@/components/ui/form";
import { FormActions } from "@/components/form/form-actions";
import { Modal } from "@/components/ui/modal";
import { PageHeader } from "@/components/ui/page-header";
import { LinkButton } from "@/components/ui/link-button";
import { RowLink } from "@/components/ui/row-link";
import { RowActions, type RowAction } from "@/components/ui/row-actions";
import { NotAllowed } from "@/components/ui/screen-states";
import { SelectField } from "@/components/ui/select-field";
import { TextArea } from "@/components/ui/text-area";
import { TextField } from "@/components/ui/text-field";
import { toast } from "@/components/ui/toast";
import { apiList, apiPost, errorMessage } from "@/lib/shared/api-client";
import { downloadFile } from "@/lib/shared/api-download";
import { ROLE } from "@/lib/shared/constants/roles";
import { useFormat } from "@/lib/shared/format/use-format";
import { can } from "@/lib/shared/permissions";
import type { Viewer } from "@/lib/shared/viewer";
import type { LcaListRow } from "../contract";
import {
  createPafRequestBody,
  PAF_REQUEST_STATUS,
  PAF_REQUEST_STATUSES,
  pafRequestListBody,
  pafRequestStatusBody,
  type CreatePafRequestBody,
  type CreatePafRequestInput,
  type PafRequestRow,
  type PafRequestStatusBody,
  type PafRequestStatusId,
  type PafRequestStatusInput,
} from "../paf-request-contract";
import { lcaKeys } from "./keys";
import { lcaDetailsPath } from "./links";

const keys = { all: [...lcaKeys.all, "paf-requests"] as const, list: (body: object) => [...lcaKeys.all, "paf-requests", body] as const };

const LIST = defineList<PafRequestRow>()({
  sortFields: ["createdAt", "dueDate"] as const,
  defaultSort: { sortBy: "createdAt", sortOrder: "desc" },
  matcher: pafRequestListBody.shape.filter.unwrap().shape.matcher,
  path: "paf-request/list",
  queryKey: keys.list,
});

const TONE = { 1: "warning", 2: "info", 3: "success", 4: "neutral" } as const;

export function PafRequestsScreen({ viewer }: { viewer: Viewer }) {
  const t = useTranslations("lca");
  if (!can(viewer, "lca.read")) {
    return <NotAllowed title={t("pafRequests.title")} message={t("notAllowed.title")} description={t("notAllowed.description")} backLabel={t("notAllowed.back")} />;
  }
  return <PafRequests viewer={viewer} />;
}

function PafRequests({ viewer }: { viewer: Viewer }) {
  const t = useTranslations("lca");
  const f = useFormat();
  const qc = useQueryClient();
  const { view, update, query, filtered } = useListQuery(LIST);
  const petitioner = viewer.roleId === ROLE.PETITIONER;
  const [creating, setCreating] = useState(false);
  const [declining, setDeclining] = useState<PafRequestRow | null>(null);
  const statusLabel = (id: PafRequestStatusId) => t(`pafRequests.status.${PAF_REQUEST_STATUSES.find((s) => s.id === id)!.key}`);
  const move = useMutation({
    mutationFn: (body: PafRequestStatusBody) => apiPost<PafRequestRow>("paf-request/update-status", body),
    onSuccess: (r) => {
      toast.success(t("pafRequests.moved", { status: statusLabel(r.statusId) }));
      void qc.invalidateQueries({ queryKey: keys.all });
    },
    onError: (e) => toast.error(errorMessage(e)),
  });
  const download = async (r: PafRequestRow) => {
    try {
      await downloadFile("lca/paf-built-file", { lcaId: r.lcaId }, `PAF-${r.lcaNumber}.pdf`);
    } catch (e) {
      toast.error(errorMessage(e));
    }
  };
  const actionsOf = (r: PafRequestRow): RowAction[] => [
    ...(r.nextStatuses.includes(PAF_REQUEST_STATUS.IN_PROGRESS) ? [{ label: t("pafRequests.actions.start"), onSelect: () => move.mutate({ id: r.id, statusId: PAF_REQUEST_STATUS.IN_PROGRESS }) }] : []),
    ...(r.nextStatuses.includes(PAF_REQUEST_STATUS.READY)
      ? r.pafBuild === "current"
        ? [{ label: t("pafRequests.actions.ready"), onSelect: () => move.mutate({ id: r.id, statusId: PAF_REQUEST_STATUS.READY }) }]
        : [{ label: t("pafRequests.actions.build"), href: "/app/paf-generation" }]
      : []),
    ...(r.statusId === PAF_REQUEST_STATUS.READY && r.pafBuiltAt ? [{ label: t("pafRequests.actions.download"), onSelect: () => void download(r) }] : []),
    { label: t("pafRequests.actions.openLca"), href: `${lcaDetailsPath(r.lcaId)}?tab=paf` },
    ...(r.nextStatuses.includes(PAF_REQUEST_STATUS.DECLINED) ? [{ label: t("pafRequests.actions.decline"), onSelect: () => setDeclining(r), destructive: true }] : []),
  ];
  const columns: Column<PafRequestRow>[] = [
    {
      key: "lca",
      header: t("pafRequests.columns.lca"),
      cell: (r) => (
        <span className="flex flex-col">
          <RowLink href={`${lcaDetailsPath(r.lcaId)}?tab=paf`} className="font-medium">
            {r.lcaNumber}
          </RowLink>
          {petitioner ? null : <span className="text-xs text-fg-muted">{r.employerName ?? "—"}</span>}
        </span>
      ),
    },
    {
      key: "requester",
      header: t("pafRequests.columns.requester"),
      cell: (r) => (
        <span className="flex flex-col">
          <span>{r.requesterName ?? "—"}</span>
          {r.note ? <span className="text-xs text-fg-muted">{r.note}</span> : null}
        </span>
      ),
    },
    { key: "createdAt", header: t("pafRequests.columns.createdAt"), sortable: true, cell: (r) => f.date(r.createdAt) },
    {
      key: "dueDate",
      header: t("pafRequests.columns.dueDate"),
      sortable: true,
      cell: (r) => (
        <span className="flex flex-wrap items-center gap-1">
          {f.date(r.dueDate)}
          {r.overdue ? <Badge tone="danger">{t("pafRequests.overdue")}</Badge> : null}
        </span>
      ),
    },
    {
      key: "status",
      header: t("pafRequests.columns.status"),
      cell: (r) => (
        <span className="flex flex-col gap-1">
          <Badge tone={TONE[r.statusId]}>{statusLabel(r.statusId)}</Badge>
          {r.declineReason ? <span className="text-xs text-fg-muted">{r.declineReason}</span> : null}
          {r.answeredAt && r.handledByName ? <span className="text-xs text-fg-muted">{t("pafRequests.answeredBy", { name: r.handledByName, date: f.date(r.answeredAt) })}</span> : null}
        </span>
      ),
    },
    {
      key: "paf",
      header: t("pafRequests.columns.paf"),
      cell: (r) => (r.pafBuild ? <Badge tone={r.pafBuild === "current" ? "success" : "warning"}>{t(`pafGeneration.state.${r.pafBuild}`)}</Badge> : "—"),
    },
    { key: "actions", header: t("pafRequests.columns.actions"), cell: (r) => <RowActions label={t("pafRequests.actionsFor", { number: r.lcaNumber })} actions={actionsOf(r)} /> },
  ];
  const m = view.matcher;
  const canCreate = can(viewer, "paf-request.create");
  return (
    <>
      <PageHeader
        title={t("pafRequests.title")}
        description={t("pafRequests.description")}
        actions={
          <>
            {can(viewer, "lca.update") ? (
              <LinkButton href="/app/paf-generation" variant="ghost">
                {t("pafGeneration.title")}
              </LinkButton>
            ) : null}
            {canCreate ? <Button onClick={() => setCreating(true)}>{t("pafRequests.new")}</Button> : null}
          </>
        }
      />
      <ListFilterBar namespace="lca.pafRequests" filtered={filtered} onClear={() => update({ matcher: { statusIds: undefined, open: undefined } })}>
        <FilterSelect
          label={t("pafRequests.filters.status")}
          allLabel={t("pafRequests.filters.allStatuses")}
          value={m.open ? "open" : m.statusIds?.[0] ? String(m.statusIds[0]) : ""}
          options={[{ value: "open", label: t("pafRequests.filters.open") }, ...PAF_REQUEST_STATUSES.map((s) => ({ value: String(s.id), label: statusLabel(s.id) }))]}
          onChange={(v) => update({ matcher: v === "open" ? { open: true, statusIds: undefined } : { open: undefined, statusIds: v ? [Number(v) as PafRequestStatusId] : undefined } })}
        />
      </ListFilterBar>
      <ListViewTable
        namespace="lca.pafRequests"
        filtered={filtered}
        columns={columns}
        rowKey={(r) => r.id}
        view={view}
        update={update}
        query={query}
        emptyAction={canCreate ? <Button onClick={() => setCreating(true)}>{t("pafRequests.new")}</Button> : undefined}
      />
      {creating ? <CreateDialog petitioner={petitioner} onClose={() => setCreating(false)} onCreated={() => void qc.invalidateQueries({ queryKey: keys.all })} /> : null}
      {declining ? <DeclineDialog r={declining} onClose={() => setDeclining(null)} onDone={() => void qc.invalidateQueries({ queryKey: keys.all })} /> : null}
    </>
  );
}

/** The LCAs a request may name: filed, certified or withdrawn ones within the caller's reach (first 100 by number). */
function useFiledLcaOptions() {
  const body = { page: 1, perpage: 100, sortBy: "lcaNumber", sortOrder: "desc", filter: { matcher: { statusIds: [4, 5, 7, 8] } } };
  const q = useQuery({ queryKey: lcaKeys.list(body), queryFn: ({ signal }) => apiList<LcaListRow>("lca/list", body, { signal }), staleTime: 30_000 });
  return { options: (q.data?.data ?? []).map((l) => ({ value: l.id, label: [l.lcaNumber, l.petitionerName, l.jobTitle].filter(Boolean).join(" · ") })), isLoading: q.isLoading };
}

function CreateDialog({ petitioner, onClose, onCreated }: { petitioner: boolean; onClose: () => void; onCreated: () => void }) {
  const t = useTranslations("lca");
  const lcas = useFiledLcaOptions();
  const form = useForm<CreatePafRequestInput, unknown, CreatePafRequestBody>({ resolver: zodResolver(createPafRequestBody), defaultValues: { lcaId: "", requesterName: "", note: "" } });
  const save = useMutation({
    mutationFn: (body: CreatePafRequestBody) => apiPost<PafRequestRow>("paf-request/create", body),
    onSuccess: (r) => {
      toast.success(t("pafRequests.created", { date: r.dueDate }));
      onCreated();
      onClose();
    },
    onError: (e) => {
      const msg = applyApiErrors(form, e);
      if (msg) toast.error(msg);
    },
  });
  return (
    <Modal open onOpenChange={(o) => !o && onClose()} title={t("pafRequests.newTitle")} description={t("pafRequests.newDescription")}>
      <Form form={form} onSubmit={(v) => save.mutate(v)} className="grid gap-4">
        <SelectField name="lcaId" label={t("pafRequests.fields.lca")} required placeholder={lcas.isLoading ? t("pafRequests.fields.lcaLoading") : t("pafRequests.fields.lcaChoose")} options={lcas.options} disabled={lcas.isLoading} />
        {petitioner ? null : <TextField name="requesterName" label={t("pafRequests.fields.requesterName")} hint={t("pafRequests.fields.requesterHint")} autoComplete="off" />}
        <TextArea name="note" label={t("pafRequests.fields.note")} rows={2} />
        <FormActions onCancel={onClose} cancelLabel={t("actions.cancel")} submitLabel={t("pafRequests.submit")} loading={save.isPending} />
      </Form>
    </Modal>
  );
}

function DeclineDialog({ r, onClose, onDone }: { r: PafRequestRow; onClose: () => void; onDone: () => void }) {
  const t = useTranslations("lca");
  const form = useForm<PafRequestStatusInput, unknown, PafRequestStatusBody>({ resolver: zodResolver(pafRequestStatusBody), defaultValues: { id: r.id, statusId: PAF_REQUEST_STATUS.DECLINED, declineReason: "" } });
  const save = useMutation({
    mutationFn: (body: PafRequestStatusBody) => apiPost<PafRequestRow>("paf-request/update-status", body),
    onSuccess: () => {
      toast.success(t("pafRequests.declined"));
      onDone();
      onClose();
    },
    onError: (e) => {
      const msg = applyApiErrors(form, e);
      if (msg) toast.error(msg);
    },
  });
  return (
    <Modal open onOpenChange={(o) => !o && onClose()} title={t("pafRequests.declineTitle", { number: r.lcaNumber })} description={t("pafRequests.declineDescription")}>
      <Form form={form} onSubmit={(v) => save.mutate(v)} className="grid gap-4">
        <TextArea name="declineReason" label={t("pafRequests.fields.reason")} required rows={3} />
        <FormActions onCancel={onClose} cancelLabel={t("actions.cancel")} submitLabel={t("pafRequests.actions.decline")} loading={save.isPending} />
      </Form>
    </Modal>
  );
}
