"use client";
// Public access file tab (domain rules 7–9): the checklist of the PAF's items with their files (upload,
// remove), what is missing, the dates (available by, retain until and why, purgeable from), the legal
// hold and successor-entity switches, the workers employed under the LCA (they set the retention), the
// PDF bundle, and the purge (the LCA number typed to confirm) with its certificate afterwards.
import { useState } from "react";
import { useTranslations } from "next-intl";
import { useFieldArray, useForm } from "react-hook-form";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { CardSection } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { DetailList } from "@/components/ui/detail-list";
import { Form, FormAlert, applyApiErrors } from "@/components/ui/form";
import { Modal } from "@/components/ui/modal";
import { QueryState } from "@/components/ui/screen-states";
import { SelectField } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";
import { toast } from "@/components/ui/toast";
import { FileUploadButton } from "@/components/form/file-upload-button";
import { FormActions } from "@/components/form/form-actions";
import { apiPost, errorMessage } from "@/lib/shared/api-client";
import { downloadFile } from "@/lib/shared/api-download";
import { formatBytes } from "@/lib/shared/format/numbers";
import { useFormat } from "@/lib/shared/format/use-format";
import { can } from "@/lib/shared/permissions";
import type { Viewer } from "@/lib/shared/viewer";
import { useBeneficiaryOptions } from "@/lib/modules/cases/ui";
import { LCA_STATUS, type LcaDto } from "../contract";
import { TextLink } from "@/components/ui/link-button";
import { PAF_UPLOAD_KINDS, type PafDto, type PafFileDto, type PafItemStatus, type WorkersSaveBody } from "../paf-contract";
import { lcaKeys } from "./keys";

// The items 20 CFR 655.760(a) adds for an H-1B-dependent employer or a willful violator say when they apply.
const HINTED = ["H1B_WORKER_LIST", "EXEMPT_WORKERS", "RECRUITMENT_SUMMARY"] as const;
const isHinted = (kind: string): kind is (typeof HINTED)[number] => (HINTED as readonly string[]).includes(kind);
const ITEM_TONE: Record<PafItemStatus, BadgeTone> = { uploaded: "success", generated: "info", missing: "danger", "not-applicable": "neutral", optional: "neutral" };

export function LcaPafTab({ viewer, l }: { viewer: Viewer; l: LcaDto }) {
  const t = useTranslations("lca");
  const q = useQuery({
    queryKey: lcaKeys.paf(l.id),
    queryFn: ({ signal }) => apiPost<PafDto>("lca/paf-details", { lcaId: l.id }, { signal }),
  });
  return (
    <QueryState query={q} labels={{ loading: t("details.loading"), retry: t("actions.retry") }}>
      {(paf) => <PafView viewer={viewer} l={l} paf={paf} />}
    </QueryState>
  );
}

function usePafRefresh(lcaId: string) {
  const qc = useQueryClient();
  return () =>
    Promise.all([
      qc.invalidateQueries({ queryKey: lcaKeys.paf(lcaId) }),
      qc.invalidateQueries({ queryKey: lcaKeys.detail(lcaId) }),
      qc.invalidateQueries({ queryKey: lcaKeys.activity(lcaId) }),
    ]);
}

function PafView({ viewer, l, paf }: { viewer: Viewer; l: LcaDto; paf: PafDto }) {
  const t = useTranslations("lca");
  const f = useFormat();
  const refresh = usePafRefresh(l.id);
  const canEdit = can(viewer, "lca.update") && !paf.purged;
  const [bundling, setBundling] = useState(false);
  const [removing, setRemoving] = useState<PafFileDto | null>(null);
  const [purging, setPurging] = useState(false);
  const [editingWorkers, setEditingWorkers] = useState(false);

  const hold = useMutation({
    mutationFn: (body: { legalHold?: boolean; successorEntity?: boolean }) => apiPost<PafDto>("lca/paf-hold", { lcaId: l.id, ...body }),
    onSuccess: () => void refresh(),
    onError: (e) => toast.error(errorMessage(e)),
  });
  const remove = useMutation({
    mutationFn: (file: PafFileDto) => apiPost("lca/paf-item-remove", { id: file.id }),
    onSuccess: () => {
      toast.success(t("paf.removed"));
      setRemoving(null);
      void refresh();
    },
    onError: (e) => {
      toast.error(errorMessage(e));
      setRemoving(null);
    },
  });
  const bundle = async () => {
    setBundling(true);
    try {
      await downloadFile("lca/paf-bundle", { lcaId: l.id }, `${l.lcaNumber}-public-access-file.pdf`);
    } catch (e) {
      toast.error(errorMessage(e));
    } finally {
      setBundling(false);
    }
  };
  const d = (iso: string | null) => (iso ? f.date(iso) : null);

  if (paf.purged) {
    const p = paf.purged;
    return (
      <CardSection title={t("paf.purgedTitle")}>
        <p className="mb-3 text-sm text-fg">{t("paf.purgedText", { date: f.dateTime(p.purgedAt), name: p.purgedByName ?? t("paf.theSystem") })}</p>
        <DetailList
          items={[
            { label: t("paf.retainUntil"), value: d(p.retainUntil) },
            { label: t("paf.basis"), value: t(`paf.basisName.${p.basis}`) },
            { label: t("paf.purgedFiles"), value: p.items.map((i) => `${i.fileName} (${formatBytes(i.size, 0)})`).join(", ") || "—" },
          ]}
        />
      </CardSection>
    );
  }

  return (
    <div className="grid gap-6">
      <CardSection
        title={t("paf.summary")}
        actions={
          <Button variant="secondary" loading={bundling} onClick={() => void bundle()}>
            {t("paf.bundle")}
          </Button>
        }
      >
        <div className="grid gap-4">
          <p className="flex flex-wrap items-center gap-2 text-sm">
            <Badge tone={paf.complete ? "success" : "warning"}>{paf.complete ? t("paf.complete") : t("paf.incomplete", { count: paf.missing.length })}</Badge>
            {paf.legalHold ? <Badge tone="warning">{t("paf.legalHold")}</Badge> : null}
            {paf.dueForPurge ? <Badge tone="danger">{t("paf.due")}</Badge> : null}
            {paf.build && l.statusId >= LCA_STATUS.FILED ? (
              <TextLink href="/app/paf-generation" className="text-xs">
                {t(`pafGeneration.state.${paf.build}`)}
                {paf.builtAt ? ` · ${f.dateTime(paf.builtAt)}` : ""}
              </TextLink>
            ) : null}
          </p>
          <DetailList
            items={[
              { label: t("paf.availableBy"), value: d(paf.availableBy) },
              { label: t("paf.retainUntil"), value: paf.retainUntil ? d(paf.retainUntil) : t("paf.retainOpen") },
              { label: t("paf.basis"), value: paf.retainBasis ? t(`paf.basisName.${paf.retainBasis}`) : null },
              { label: t("paf.purgeableFrom"), value: d(paf.purgeableFrom) },
            ]}
          />
          {canEdit ? (
            <div className="flex flex-wrap gap-2">
              <Button variant="secondary" size="sm" loading={hold.isPending && hold.variables?.legalHold !== undefined} onClick={() => hold.mutate({ legalHold: !paf.legalHold })}>
                {paf.legalHold ? t("paf.releaseHold") : t("paf.placeHold")}
              </Button>
              <Button
                variant="secondary"
                size="sm"
                loading={hold.isPending && hold.variables?.successorEntity !== undefined}
                onClick={() => hold.mutate({ successorEntity: !paf.successorEntity })}
              >
                {paf.successorEntity ? t("paf.notSuccessor") : t("paf.successor")}
              </Button>
              {paf.canPurge ? (
                <Button variant="danger" size="sm" onClick={() => setPurging(true)}>
                  {t("paf.purge")}
                </Button>
              ) : null}
            </div>
          ) : null}
        </div>
      </CardSection>

      <CardSection title={t("paf.checklist")}>
        <ul className="divide-y divide-border" aria-label={t("paf.checklist")}>
          {paf.checklist.map((item) => (
            <li key={item.kind} className="grid gap-2 py-3 sm:grid-cols-[1fr_auto]">
              <div className="min-w-0">
                <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-fg">
                  {t(`paf.item.${item.kind}`)}
                  <Badge tone={ITEM_TONE[item.status]}>{t(`paf.status.${item.status}`)}</Badge>
                </p>
                {isHinted(item.kind) ? <p className="mt-0.5 text-xs text-fg-muted">{t(`paf.itemHint.${item.kind}`)}</p> : null}
                {item.files.length ? (
                  <ul className="mt-1 grid gap-1">
                    {item.files.map((file) => (
                      <li key={file.id} className="flex flex-wrap items-center gap-2 text-xs text-fg-muted">
                        <span className="break-all text-fg">{file.fileName}</span>
                        <span>
                          {formatBytes(file.size, 0)} · {f.dateTime(file.uploadedAt)}
                          {file.uploadedByName ? ` · ${file.uploadedByName}` : ""}
                        </span>
                        {canEdit ? (
                          <Button variant="ghost" size="sm" aria-label={t("paf.removeNamed", { name: file.fileName })} onClick={() => setRemoving(file)}>
                            {t("paf.remove")}
                          </Button>
                        ) : null}
                      </li>
                    ))}
                  </ul>
                ) : null}
              </div>
              {canEdit && (PAF_UPLOAD_KINDS as readonly string[]).includes(item.kind) ? (
                <FileUploadButton
                  path="lca/paf-upload"
                  fields={{ lcaId: l.id, kind: item.kind }}
                  maxFiles={1}
                  label={t("paf.uploadNamed", { item: t(`paf.item.${item.kind}`) })}
                  onUploaded={async () => {
                    toast.success(t("paf.uploaded"));
                    await refresh();
                  }}
                />
              ) : null}
            </li>
          ))}
        </ul>
      </CardSection>

      <CardSection
        title={t("paf.workers")}
        actions={
          canEdit ? (
            <Button variant="secondary" size="sm" onClick={() => setEditingWorkers(true)}>
              {t("paf.editWorkers")}
            </Button>
          ) : null
        }
      >
        {paf.workers.length === 0 ? (
          <p className="text-sm text-fg-muted">{t("paf.noWorkers")}</p>
        ) : (
          <ul className="grid gap-1 text-sm">
            {paf.workers.map((w) => (
              <li key={w.beneficiaryId}>
                <span className="font-medium text-fg">{w.name}</span>{" "}
                <span className="text-fg-muted">
                  {t("paf.employed", { from: d(w.employedFrom) ?? "—", until: d(w.employedUntil) ?? t("paf.present") })}
                </span>
              </li>
            ))}
          </ul>
        )}
      </CardSection>

      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(o) => !o && setRemoving(null)}
        title={t("paf.removeTitle")}
        message={t("paf.removeMessage", { name: removing?.fileName ?? "" })}
        confirmLabel={t("paf.remove")}
        loading={remove.isPending}
        onConfirm={() => removing && remove.mutate(removing)}
      />
      {purging ? <PurgeDialog l={l} paf={paf} onClose={() => setPurging(false)} /> : null}
      {editingWorkers ? <WorkersDialog l={l} paf={paf} onClose={() => setEditingWorkers(false)} /> : null}
    </div>
  );
}

/** The purge, after the LCA number is typed: the files are deleted and a certificate is kept. */
function PurgeDialog({ l, paf, onClose }: { l: LcaDto; paf: PafDto; onClose: () => void }) {
  const t = useTranslations("lca");
  const refresh = usePafRefresh(l.id);
  const form = useForm<{ confirmLcaNumber: string }>({ defaultValues: { confirmLcaNumber: "" } });
  const [error, setError] = useState<string | null>(null);
  const purge = useMutation({
    mutationFn: (v: { confirmLcaNumber: string }) => apiPost("lca/paf-purge", { lcaId: l.id, confirmLcaNumber: v.confirmLcaNumber.trim() }),
    onSuccess: () => {
      toast.success(t("paf.purgedToast", { number: l.lcaNumber }));
      void refresh();
      onClose();
    },
    onError: (e) => setError(applyApiErrors(form, e)),
  });
  const files = paf.checklist.reduce((n, i) => n + i.files.length, 0);
  return (
    <Modal open onOpenChange={(o) => !o && onClose()} title={t("paf.purgeTitle", { number: l.lcaNumber })} description={t("paf.purgeDescription", { count: files })}>
      <Form form={form} onSubmit={(v) => purge.mutate(v)} className="grid gap-4">
        <FormAlert message={error} />
        <TextField name="confirmLcaNumber" label={t("paf.purgeConfirmLabel", { number: l.lcaNumber })} required autoComplete="off" />
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={onClose} disabled={purge.isPending}>
            {t("actions.cancel")}
          </Button>
          <Button type="submit" variant="danger" loading={purge.isPending}>
            {t("paf.purge")}
          </Button>
        </div>
      </Form>
    </Modal>
  );
}

type WorkerValues = { workers: { beneficiaryId: string; employedFrom: string; employedUntil: string }[] };

/** The H-1B workers employed under the LCA, with their dates (they set the retention date, rule 9). */
function WorkersDialog({ l, paf, onClose }: { l: LcaDto; paf: PafDto; onClose: () => void }) {
  const t = useTranslations("lca");
  const refresh = usePafRefresh(l.id);
  const beneficiaries = useBeneficiaryOptions({ petitionerId: l.petitionerId ?? undefined, enabled: Boolean(l.petitionerId) });
  const iso = (d: string | null) => d ?? "";
  const form = useForm<WorkerValues>({
    defaultValues: { workers: paf.workers.map((w) => ({ beneficiaryId: w.beneficiaryId, employedFrom: iso(w.employedFrom), employedUntil: iso(w.employedUntil) })) },
  });
  const { fields, append, remove } = useFieldArray({ control: form.control, name: "workers" });
  const save = useMutation({
    mutationFn: (body: WorkersSaveBody) => apiPost("lca/workers-save", body),
    onSuccess: () => {
      toast.success(t("paf.workersSaved"));
      void refresh();
      onClose();
    },
    onError: (e) => {
      const msg = applyApiErrors(form, e);
      if (msg) toast.error(msg);
    },
  });
  return (
    <Modal open onOpenChange={(o) => !o && onClose()} title={t("paf.workers")} description={t("paf.workersDescription")} size="lg">
      <Form form={form} onSubmit={(v) => save.mutate({ lcaId: l.id, workers: v.workers.map((w) => ({ ...w, employedFrom: w.employedFrom || null, employedUntil: w.employedUntil || null })) })} className="grid gap-4">
        {fields.map((fl, i) => (
          <fieldset key={fl.id} className="grid gap-3 rounded-lg border border-border p-3 sm:grid-cols-[2fr_1fr_1fr_auto] sm:items-end">
            <legend className="sr-only">{t("paf.workerN", { n: i + 1 })}</legend>
            <SelectField
              name={`workers.${i}.beneficiaryId`}
              label={t("paf.worker")}
              required
              placeholder={beneficiaries.isLoading ? t("fields.clientLoading") : t("fields.choose")}
              options={beneficiaries.options}
            />
            <TextField name={`workers.${i}.employedFrom`} type="date" label={t("paf.employedFrom")} />
            <TextField name={`workers.${i}.employedUntil`} type="date" label={t("paf.employedUntil")} />
            <Button variant="ghost" size="sm" onClick={() => remove(i)}>
              {t("paf.removeWorker", { n: i + 1 })}
            </Button>
          </fieldset>
        ))}
        <div>
          <Button variant="secondary" size="sm" onClick={() => append({ beneficiaryId: "", employedFrom: "", employedUntil: "" })}>
            {t("paf.addWorker")}
          </Button>
        </div>
        <FormActions onCancel={onClose} cancelLabel={t("actions.cancel")} submitLabel={t("paf.saveWorkers")} loading={save.isPending} />
      </Form>
    </Modal>
  );
}
