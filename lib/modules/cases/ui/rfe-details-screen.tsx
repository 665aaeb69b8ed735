"use client";
// /app/rfe-details/[id]: one RFE case (/api/rfe-petition/details) — the notice with its due date (rule 18,
// as the API answers it), the issues USCIS raised, the response team, the steps with the next step's
// action (send for approval, approve or send back, the petitioner's signature, the filing), the
// documents (the documents module's part, passed in as `documents`), filing and outcome; History tab.
import { useState, type ComponentType } from "react";
import { useTranslations } from "next-intl";
import { useForm, type FieldValues, type UseFormReturn } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQuery, useQueryClient, type UseMutationResult } from "@tanstack/react-query";
import { z } from "zod";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { CardSection } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { DetailList } from "@/components/ui/detail-list";
import { Form, applyApiErrors } from "@/components/ui/form";
import { FormActions } from "@/components/form/form-actions";
import { LinkButton, TextLink } from "@/components/ui/link-button";
import { Modal } from "@/components/ui/modal";
import { PageHeader } from "@/components/ui/page-header";
import { Pagination } from "@/components/ui/pagination";
import { DetailsQueryState, NotAllowed } from "@/components/ui/screen-states";
import { SelectField } from "@/components/ui/select-field";
import { Tabs } from "@/components/ui/tabs";
import { TextArea } from "@/components/ui/text-area";
import { TextField } from "@/components/ui/text-field";
import { toast } from "@/components/ui/toast";
import { useUrlTab } from "@/components/ui/use-url-tab";
import { masterDataLabel, useMasterData } from "@/lib/modules/masterdata/ui";
import type { AssignableUser } from "@/lib/modules/workflow/contract";
import { apiList, apiPost, errorMessage } from "@/lib/shared/api-client";
import { ROLE } from "@/lib/shared/constants/roles";
import { formatUsDate } from "@/lib/shared/format/dates";
import { useFormat } from "@/lib/shared/format/use-format";
import { can } from "@/lib/shared/permissions";
import type { Viewer } from "@/lib/shared/viewer";
import type { CaseHistoryRow } from "../contract";
import { manageRfeNoticeBody, rfeApprovalBody, rfeTrackingBody, RFE_KINDS, type RfeDetails } from "../rfe/contract";
import { casesKeys } from "./keys";
import { caseStatusTone, useActivityLabel, useRoleLabel } from "./labels";
import { RFE_CASES_PATH } from "./links";
import { RfeDue } from "./rfe-list-screen";
import { HistoryList } from "./tabs/history-tab";

/** The documents' part of the screen (lib/modules/documents/ui, composed by the page). */
export type RfeDocumentsSlot = ComponentType<{ viewer: Viewer; rfe: RfeDetails; onChanged: () => void }>;
/** The USCIS fees of the response (lib/modules/fees), composed by the RFE screen. */
export type RfeFeesSlot = ComponentType<{ viewer: Viewer; rfeCaseId: string }>;

const TABS = ["response", "history"] as const;
const HISTORY_PAGE_SIZE = 25;

export function RfeDetailsScreen({ viewer, id, documents, fees }: { viewer: Viewer; id: string; documents: RfeDocumentsSlot; fees?: RfeFeesSlot }) {
  const t = useTranslations("rfe");
  if (!can(viewer, "case.read")) return <NotAllowed title={t("details.title")} message={t("notAllowed.title")} description={t("notAllowed.description")} backLabel={t("notAllowed.back")} />;
  return <RfeLoader viewer={viewer} id={id} documents={documents} fees={fees} />;
}

function useRfe(id: string) {
  return useQuery({ queryKey: casesKeys.rfe(id), queryFn: ({ signal }) => apiPost<RfeDetails>("rfe-petition/details", { id }, { signal }) });
}

function RfeLoader({ viewer, id, documents, fees }: { viewer: Viewer; id: string; documents: RfeDocumentsSlot; fees?: RfeFeesSlot }) {
  return (
    <DetailsQueryState namespace="rfe" query={useRfe(id)} backHref={RFE_CASES_PATH}>
      {(r) => <RfeView viewer={viewer} r={r} Documents={documents} Fees={fees} />}
    </DetailsQueryState>
  );
}

/** A dialog's submit through an RFE call: closes on success; field errors go on the fields, the rest to a toast. */
function submitTo<T extends FieldValues, B extends FieldValues>(form: UseFormReturn<T, unknown, B>, save: UseMutationResult<RfeDetails, Error, B>, onClose: () => void) {
  return (v: B) =>
    save.mutate(v, {
      onSuccess: onClose,
      onError: (e) => {
        const msg = applyApiErrors(form, e);
        if (msg) toast.error(msg);
      },
    });
}

/** A call of the screen that answers the RFE case: the cache takes the answer, the lists refresh. */
function useRfeAction<B>(path: string, done: (r: RfeDetails) => string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: B) => apiPost<RfeDetails>(path, body),
    onSuccess: (r) => {
      qc.setQueryData(casesKeys.rfe(r.id), r);
      void qc.invalidateQueries({ queryKey: [...casesKeys.all, "rfe"] });
      void qc.invalidateQueries({ queryKey: casesKeys.detail(r.petitionId) });
      toast.success(done(r));
    },
  });
}

function RfeView({ viewer, r, Documents, Fees }: { viewer: Viewer; r: RfeDetails; Documents: RfeDocumentsSlot; Fees?: RfeFeesSlot }) {
  const t = useTranslations("rfe");
  const [tab, setTab] = useUrlTab(TABS, "response");
  const qc = useQueryClient();
  const refresh = () => void qc.invalidateQueries({ queryKey: [...casesKeys.all, "rfe"] });
  return (
    <>
      <PageHeader
        title={t("details.heading", { kind: t(`kind.${r.kind}`), number: r.number })}
        description={
          <span className="flex flex-wrap items-center gap-2">
            <Badge tone={caseStatusTone(r.statusId)}>{r.statusName}</Badge>
            <span>{t(`kindLong.${r.kind}`)}</span>
            <RfeDue r={r} />
          </span>
        }
        actions={
          <>
            <LinkButton href={r.petition.detailsPath} variant="secondary">
              {t("details.openCase", { number: r.petition.caseNumber })}
            </LinkButton>
            <LinkButton href={RFE_CASES_PATH} variant="ghost">
              {t("details.back")}
            </LinkButton>
          </>
        }
      />
      <Tabs items={TABS.map((v) => ({ value: v, label: t(`details.tabs.${v}`) }))} value={tab} onValueChange={(v) => setTab(v as (typeof TABS)[number])} label={t("details.tabs.label")}>
        {tab === "response" ? (
          <div className="grid gap-4 lg:grid-cols-2">
            <NoticeSection r={r} />
            <StepsSection viewer={viewer} r={r} />
            <IssuesSection r={r} />
            <TeamSection r={r} />
            <div className="lg:col-span-2">
              <Documents viewer={viewer} rfe={r} onChanged={refresh} />
            </div>
            <FilingSection r={r} />
            {Fees ? (
              <div className="lg:col-span-2">
                <Fees viewer={viewer} rfeCaseId={r.id} />
              </div>
            ) : null}
          </div>
        ) : (
          <RfeHistory id={r.id} />
        )}
      </Tabs>
    </>
  );
}

const stepOf = (r: RfeDetails, code: string) => r.workflow.find((s) => s.code === code);

function NoticeSection({ r }: { r: RfeDetails }) {
  const t = useTranslations("rfe");
  const f = useFormat();
  const [editing, setEditing] = useState(false);
  const canEdit = stepOf(r, "RFE_NOTICE_RECORDED")?.canAct === true;
  return (
    <CardSection
      title={t("notice.title")}
      actions={
        canEdit ? (
          <Button size="sm" variant="secondary" onClick={() => setEditing(true)}>
            {t("notice.edit")}
          </Button>
        ) : null
      }
    >
      <DetailList
        items={[
          { label: t("notice.kind"), value: t(`kindLong.${r.kind}`) },
          { label: t("notice.noticeDate"), value: f.date(r.noticeDate) },
          { label: t("notice.servedByMail"), value: r.servedByMail ? t("notice.yes") : t("notice.no") },
          { label: t("notice.dueDate"), value: <RfeDue r={r} /> },
        ]}
      />
      <p className="mt-3 text-xs text-fg-muted">{t("notice.dueRule")}</p>
      {editing ? <NoticeDialog r={r} onClose={() => setEditing(false)} /> : null}
    </CardSection>
  );
}

const noticeForm = manageRfeNoticeBody.pick({ id: true, kind: true, noticeDate: true, servedByMail: true });

function NoticeDialog({ r, onClose }: { r: RfeDetails; onClose: () => void }) {
  const t = useTranslations("rfe");
  const f = useFormat();
  const form = useForm<z.input<typeof noticeForm>, unknown, z.output<typeof noticeForm>>({
    resolver: zodResolver(noticeForm),
    defaultValues: { id: r.id, kind: r.kind, noticeDate: formatUsDate(r.noticeDate), servedByMail: r.servedByMail },
  });
  const save = useRfeAction<z.output<typeof noticeForm>>("rfe-petition/manage-rfe-notice", (d) => t("notice.saved", { date: f.date(d.dueDate) }));
  return (
    <Modal open onOpenChange={(o) => !o && onClose()} title={t("notice.editTitle")}>
      <Form
        form={form}
        onSubmit={submitTo(form, save, onClose)}
        className="grid gap-4"
      >
        <SelectField name="kind" label={t("notice.kind")} required options={RFE_KINDS.map((k) => ({ value: k, label: t(`kindLong.${k}`) }))} />
        <TextField name="noticeDate" label={t("notice.noticeDate")} required placeholder="MM/DD/YYYY" hint={t("dateHint")} autoComplete="off" />
        <Checkbox name="servedByMail" label={t("notice.servedByMail")} hint={t("notice.servedByMailHint")} />
        <FormActions onCancel={onClose} cancelLabel={t("actions.cancel")} submitLabel={t("actions.save")} loading={save.isPending} />
      </Form>
    </Modal>
  );
}

/** An issue as saved: a new one has no id yet (the server gives it one). */
type IssueInput = { id?: string; text: string; resolved: boolean };

function IssuesSection({ r }: { r: RfeDetails }) {
  const t = useTranslations("rfe");
  const [text, setText] = useState("");
  const canEdit = stepOf(r, "RFE_NOTICE_RECORDED")?.canAct === true;
  const save = useRfeAction<{ id: string; issues: IssueInput[] }>("rfe-petition/manage-rfe-notice", () => t("issues.saved"));
  // A ticked box shows at once (the saved list replaces it when the server answers; a failure reverts it).
  const [ticked, setTicked] = useState<Record<string, boolean>>({});
  const put = (issues: IssueInput[], after?: () => void) =>
    save.mutate({ id: r.id, issues }, { onSuccess: after, onError: (e) => toast.error(errorMessage(e)), onSettled: () => setTicked({}) });
  const done = r.issues.filter((i) => i.resolved).length;
  return (
    <CardSection title={t("issues.title")} actions={r.issues.length ? <span className="text-xs text-fg-muted">{t("issues.progress", { done, total: r.issues.length })}</span> : null}>
      {r.issues.length === 0 ? <p className="text-sm text-fg-muted">{t("issues.empty")}</p> : null}
      <ul className="grid gap-2">
        {r.issues.map((i) => (
          <li key={i.id} className="flex items-start justify-between gap-2">
            <label className="flex items-start gap-2 text-sm">
              <input
                type="checkbox"
                className="mt-1"
                checked={ticked[i.id] ?? i.resolved}
                disabled={!canEdit || save.isPending}
                aria-label={t("issues.resolved", { text: i.text })}
                onChange={(e) => {
                  setTicked({ [i.id]: e.target.checked });
                  put(r.issues.map((x) => (x.id === i.id ? { ...x, resolved: e.target.checked } : x)));
                }}
              />
              <span className={i.resolved ? "text-fg-muted line-through" : "text-fg"}>{i.text}</span>
            </label>
            {canEdit ? (
              <Button size="sm" variant="ghost" aria-label={t("issues.removeNamed", { text: i.text })} disabled={save.isPending} onClick={() => put(r.issues.filter((x) => x.id !== i.id))}>
                {t("issues.remove")}
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      {canEdit ? (
        <form
          className="mt-3 flex flex-wrap items-end gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            if (text.trim()) put([...r.issues, { text: text.trim(), resolved: false }], () => setText(""));
          }}
        >
          <label className="flex min-w-0 flex-1 flex-col gap-1 text-sm">
            <span>{t("issues.new")}</span>
            <input className="rounded-md border border-border bg-surface px-3 py-2" value={text} maxLength={1000} onChange={(e) => setText(e.target.value)} />
          </label>
          <Button type="submit" size="sm" disabled={!text.trim()} loading={save.isPending}>
            {t("issues.add")}
          </Button>
        </form>
      ) : null}
    </CardSection>
  );
}

function TeamSection({ r }: { r: RfeDetails }) {
  const t = useTranslations("rfe");
  const role = useRoleLabel();
  const [assigning, setAssigning] = useState<6 | 8 | null>(null);
  const canAssign = stepOf(r, "RFE_ASSIGN_ATTORNEY")?.canAct === true;
  const row = (roleId: 6 | 8, name: string | null) => (
    <div className="flex items-center justify-between gap-2">
      <span>{name ?? t("team.none")}</span>
      {canAssign ? (
        <Button size="sm" variant="secondary" onClick={() => setAssigning(roleId)}>
          {name ? t("team.change", { role: role(roleId) }) : t("team.assign", { role: role(roleId) })}
        </Button>
      ) : null}
    </div>
  );
  return (
    <CardSection title={t("team.title")}>
      <DetailList
        items={[
          { label: t("team.attorney"), value: row(ROLE.ATTORNEY as 6, r.attorneyName) },
          { label: t("team.paralegal"), value: row(ROLE.PARALEGAL as 8, r.paralegalName) },
        ]}
      />
      {assigning ? <AssignDialog r={r} roleId={assigning} onClose={() => setAssigning(null)} /> : null}
    </CardSection>
  );
}

const assignForm = z.object({ id: z.string(), roleId: z.union([z.literal(6), z.literal(8)]), userId: z.string().min(1) });

function AssignDialog({ r, roleId, onClose }: { r: RfeDetails; roleId: 6 | 8; onClose: () => void }) {
  const t = useTranslations("rfe");
  const role = useRoleLabel();
  const users = useQuery({
    queryKey: casesKeys.assignableUsers(r.petitionId, roleId),
    queryFn: ({ signal }) => apiPost<AssignableUser[]>("petition/assignable-users", { petitionId: r.petitionId, roleId }, { signal }),
    staleTime: 60_000,
  });
  const form = useForm<z.input<typeof assignForm>, unknown, z.output<typeof assignForm>>({ resolver: zodResolver(assignForm), defaultValues: { id: r.id, roleId, userId: "" } });
  const save = useRfeAction<z.output<typeof assignForm>>("rfe-petition/assign-a-role", () => t("team.saved", { role: role(roleId) }));
  const options = (users.data ?? []).map((u) => ({ value: u.userId, label: u.branchName ? `${u.name} (${u.branchName})` : u.name }));
  return (
    <Modal open onOpenChange={(o) => !o && onClose()} title={t("team.assign", { role: role(roleId) })}>
      <Form
        form={form}
        onSubmit={submitTo(form, save, onClose)}
        className="grid gap-4"
      >
        <SelectField
          name="userId"
          label={t("team.user", { role: role(roleId) })}
          required
          options={options}
          placeholder={users.isLoading ? t("team.loading") : options.length ? t("team.choose") : t("team.noUsers")}
          disabled={users.isLoading || options.length === 0}
          hint={users.error ? errorMessage(users.error) : undefined}
        />
        <FormActions onCancel={onClose} cancelLabel={t("actions.cancel")} submitLabel={t("actions.save")} loading={save.isPending} />
      </Form>
    </Modal>
  );
}

function StepsSection({ viewer, r }: { viewer: Viewer; r: RfeDetails }) {
  const t = useTranslations("rfe");
  const activity = useActivityLabel();
  return (
    <CardSection title={t("steps.title")}>
      <ol aria-label={t("steps.label")} className="grid gap-2">
        {r.workflow.map((s) => (
          <li key={s.code} className="flex flex-wrap items-center justify-between gap-2 text-sm" aria-current={s.next ? "step" : undefined}>
            <span className={s.done ? "text-fg-muted" : s.next ? "font-medium text-fg" : "text-fg"}>{activity(s.code, s.name)}</span>
            <span className="flex gap-1">
              {s.optional && !s.done ? <Badge tone="neutral">{t("steps.optional")}</Badge> : null}
              {s.done ? <Badge tone="success">{t("steps.done")}</Badge> : s.next ? <Badge tone="info">{t("steps.next")}</Badge> : null}
            </span>
          </li>
        ))}
      </ol>
      <div className="mt-4 flex flex-wrap gap-2">{r.closed ? <p className="text-sm text-fg-muted">{t("steps.closedNote")}</p> : <NextStepActions viewer={viewer} r={r} />}</div>
    </CardSection>
  );
}

function NextStepActions({ viewer, r }: { viewer: Viewer; r: RfeDetails }) {
  const t = useTranslations("rfe");
  const next = r.workflow.find((s) => s.next);
  const [dialog, setDialog] = useState<"approve" | "sendBack" | "filing" | null>(null);
  const onError = (e: unknown) => toast.error(errorMessage(e));
  const askApproval = useRfeAction<{ rfeCaseId: string }>("petition/req-rfe-response-docs-approval", () => t("steps.sentForApproval"));
  const approve = useRfeAction<{ id: string; approve: true }>("rfe-petition/manage-approval-process", () => t("steps.approved"));
  const sign = useRfeAction<{ id: string; signed?: true; skip?: true }>("rfe-petition/request-for-petitioner-sign", (d) =>
    d.completedActivities.includes("RFE_PETITIONER_SIGNED") ? t("steps.signed") : d.petitionerSignRequested && d.nextWorkflowActivity === "RFE_PETITIONER_SIGNED" ? t("steps.askedSignature") : t("steps.skipped"),
  );
  if (!next) return null;
  const skipStep = stepOf(r, "RFE_REQUEST_PETITIONER_SIGN");
  const skip = skipStep?.canAct ? (
    <Button variant="ghost" loading={sign.isPending} onClick={() => sign.mutate({ id: r.id, skip: true }, { onError })}>
      {t("steps.skipSignature")}
    </Button>
  ) : null;
  switch (next.code) {
    case "RFE_RESPONSE_DOCS_PREPARED":
      return next.canAct ? (
        <Button loading={askApproval.isPending} onClick={() => askApproval.mutate({ rfeCaseId: r.id }, { onError })}>
          {t("steps.sendForApproval")}
        </Button>
      ) : null;
    case "RFE_RESPONSE_DOCS_APPROVED":
      return next.canAct ? (
        <>
          <Button onClick={() => setDialog("approve")}>{t("steps.approve")}</Button>
          <Button variant="secondary" onClick={() => setDialog("sendBack")}>
            {t("steps.sendBack")}
          </Button>
          <ConfirmDialog
            open={dialog === "approve"}
            onOpenChange={(o) => setDialog(o ? "approve" : null)}
            title={t("steps.approveTitle")}
            message={t("steps.approveMessage", { number: r.number })}
            confirmLabel={t("steps.approve")}
            destructive={false}
            loading={approve.isPending}
            onConfirm={() => approve.mutate({ id: r.id, approve: true }, { onSuccess: () => setDialog(null), onError })}
          />
          {dialog === "sendBack" ? <SendBackDialog r={r} onClose={() => setDialog(null)} /> : null}
        </>
      ) : null;
    case "RFE_REQUEST_PETITIONER_SIGN":
      return next.canAct ? (
        <>
          <Button loading={sign.isPending} onClick={() => sign.mutate({ id: r.id }, { onError })}>
            {t("steps.askSignature")}
          </Button>
          {skip}
        </>
      ) : null;
    case "RFE_PETITIONER_SIGNED":
      return (
        <>
          {next.canAct ? (
            <Button loading={sign.isPending} onClick={() => sign.mutate({ id: r.id, signed: true }, { onError })}>
              {t("steps.recordSignature")}
            </Button>
          ) : null}
          {viewer.roleId === ROLE.PETITIONER ? null : skip}
        </>
      );
    case "RFE_RESPONSE_FILED":
      return next.canAct ? (
        <>
          <Button onClick={() => setDialog("filing")}>{t("steps.recordFiling")}</Button>
          {dialog === "filing" ? <FilingDialog r={r} onClose={() => setDialog(null)} /> : null}
        </>
      ) : null;
    case "RFE_RESPONSE_RECEIVED":
      return next.canAct ? <LinkButton href={`${r.petition.detailsPath}?tab=tracking`}>{t("steps.recordReceipt")}</LinkButton> : null;
    case "RFE_DECISION":
      return next.canAct ? <LinkButton href={`${r.petition.detailsPath}?tab=tracking`}>{t("steps.recordDecision")}</LinkButton> : null;
    default:
      return null;
  }
}

function SendBackDialog({ r, onClose }: { r: RfeDetails; onClose: () => void }) {
  const t = useTranslations("rfe");
  const form = useForm<z.input<typeof rfeApprovalBody>, unknown, z.output<typeof rfeApprovalBody>>({ resolver: zodResolver(rfeApprovalBody), defaultValues: { id: r.id, approve: false, reason: "" } });
  const save = useRfeAction<z.output<typeof rfeApprovalBody>>("rfe-petition/manage-approval-process", () => t("steps.sentBack"));
  return (
    <Modal open onOpenChange={(o) => !o && onClose()} title={t("steps.sendBackTitle")}>
      <Form
        form={form}
        onSubmit={submitTo(form, save, onClose)}
        className="grid gap-4"
      >
        <TextArea name="reason" label={t("steps.reason")} required rows={3} />
        <FormActions onCancel={onClose} cancelLabel={t("actions.cancel")} submitLabel={t("steps.sendBack")} loading={save.isPending} />
      </Form>
    </Modal>
  );
}

function FilingDialog({ r, onClose }: { r: RfeDetails; onClose: () => void }) {
  const t = useTranslations("rfe");
  const carriers = useMasterData("carriers");
  const form = useForm<z.input<typeof rfeTrackingBody>, unknown, z.output<typeof rfeTrackingBody>>({ resolver: zodResolver(rfeTrackingBody), defaultValues: { id: r.id, filedDate: "", trackingNumber: "" } });
  const save = useRfeAction<z.output<typeof rfeTrackingBody>>("rfe-petition/manage-tracking-details", () => t("steps.filed"));
  return (
    <Modal open onOpenChange={(o) => !o && onClose()} title={t("steps.filingTitle")}>
      <Form
        form={form}
        onSubmit={submitTo(form, save, onClose)}
        className="grid gap-4"
      >
        <TextField name="filedDate" label={t("steps.filedDate")} required placeholder="MM/DD/YYYY" hint={t("dateHint")} autoComplete="off" />
        <SelectField name="carrierId" label={t("steps.carrier")} numeric placeholder={t("steps.noCarrier")} options={(carriers.data ?? []).map((c) => ({ value: String(c.id), label: masterDataLabel(c) }))} />
        <TextField name="trackingNumber" label={t("steps.trackingNumber")} autoComplete="off" />
        <FormActions onCancel={onClose} cancelLabel={t("actions.cancel")} submitLabel={t("actions.save")} loading={save.isPending} />
      </Form>
    </Modal>
  );
}

function FilingSection({ r }: { r: RfeDetails }) {
  const t = useTranslations("rfe");
  const f = useFormat();
  return (
    <CardSection title={t("filing.title")} className="lg:col-span-2">
      <DetailList
        className="lg:grid-cols-4"
        items={[
          { label: t("filing.filedDate"), value: f.date(r.filedDate) },
          { label: t("filing.tracking"), value: r.trackingNumber },
          { label: t("filing.receivedDate"), value: f.date(r.receivedDate) },
          { label: t("filing.outcome"), value: r.outcome ? `${t(`filing.outcomes.${r.outcome}`)} · ${f.date(r.outcomeDate)}` : null },
        ]}
      />
      <p className="mt-3 text-sm">
        <TextLink href={r.petition.detailsPath}>{t("details.openCase", { number: r.petition.caseNumber })}</TextLink>
      </p>
    </CardSection>
  );
}

function RfeHistory({ id }: { id: string }) {
  const [page, setPage] = useState(1);
  const q = useQuery({
    queryKey: casesKeys.rfeHistory(id, page),
    queryFn: ({ signal }) => apiList<CaseHistoryRow>("rfe-petition/activity-list", { id, page, perpage: HISTORY_PAGE_SIZE }, { signal }),
  });
  const total = q.data?.pagination?.total ?? 0;
  return <HistoryList q={q} footer={total > HISTORY_PAGE_SIZE ? <Pagination page={page} perpage={HISTORY_PAGE_SIZE} total={total} onPageChange={setPage} /> : null} />;
}
