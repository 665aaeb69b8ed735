"use client";
// /app/company/details/[itemId] and /app/petitioner-details/[itemId]: one client company — profile,
// address, FEIN, contacts, authorized signatories and a link to its beneficiaries. Pending clients
// can be approved or rejected here too. Below, the page's `messages` slot (the client's conversations outside any case).
import { useState, type ReactNode } from "react";
import { useTranslations } from "next-intl";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { CardSection } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { PageHeader } from "@/components/ui/page-header";
import { toast } from "@/components/ui/toast";
import { apiPost, errorMessage } from "@/lib/shared/api-client";
import { ROLE } from "@/lib/shared/constants/roles";
import { formatCurrency } from "@/lib/shared/format";
import { useFormat } from "@/lib/shared/format/use-format";
import type { Viewer } from "@/lib/shared/viewer";
import { COMPANY_STATUS, type ClientDetails, type UpdateStatusBody, type UpdateStatusResult } from "../contract";
import { AddressText } from "./address-text";
import { DetailList } from "@/components/ui/detail-list";
import { companiesKeys } from "./keys";
import { clientStatusTone, useClientStatusLabels } from "./labels";
import { LinkButton, TextLink } from "@/components/ui/link-button";
import { listHref } from "@/components/list/list-url";
import { DetailsQueryState, NotAllowed } from "@/components/ui/screen-states";
import { can } from "@/lib/shared/permissions";

export const CLIENTS_PATH = "/app/employers";
const SIGNATORIES_PATH = "/app/auth-signatories";
const BENEFICIARIES_PATH = "/app/beneficiaries";

export function useClientDetails(id: string) {
  return useQuery({
    queryKey: companiesKeys.detail(id),
    queryFn: ({ signal }) => apiPost<ClientDetails>("company/details", { id }, { signal }),
  });
}

/** Staff managers edit any client in reach; a petitioner edits their own company. */
export function canEditClient(viewer: Viewer, clientId: string): boolean {
  return can(viewer, "client.update", { companyId: clientId });
}

/** `messages`: the client's conversations outside any case (the communication module's panel, composed by the page). */
export function ClientDetailsScreen({ viewer, id, messages }: { viewer: Viewer; id: string; messages?: ReactNode }) {
  const t = useTranslations("clients");
  if (!can(viewer, "client.read")) {
    return <NotAllowed title={t("details.title")} message={t("notAllowed.title")} description={t("notAllowed.description")} backLabel={t("notAllowed.back")} />;
  }
  return <ClientDetailsLoader viewer={viewer} id={id} messages={messages} />;
}

function ClientDetailsLoader({ viewer, id, messages }: { viewer: Viewer; id: string; messages?: ReactNode }) {
  return (
    <DetailsQueryState namespace="clients" query={useClientDetails(id)} backHref={CLIENTS_PATH}>
      {(data) => (
        <>
          <ClientDetailsView viewer={viewer} client={data} />
          {messages ? <div className="mt-6">{messages}</div> : null}
        </>
      )}
    </DetailsQueryState>
  );
}

type Decision = "approve" | "reject" | "activate" | "deactivate";

const DECISION_STATUS: Record<Decision, UpdateStatusBody["statusId"]> = {
  approve: COMPANY_STATUS.ACTIVE,
  reject: COMPANY_STATUS.REJECTED,
  activate: COMPANY_STATUS.ACTIVE,
  deactivate: COMPANY_STATUS.INACTIVE,
};

const DECISION_TOAST: Record<Decision, string> = {
  approve: "toast.approved",
  reject: "toast.rejected",
  activate: "toast.activated",
  deactivate: "toast.deactivated",
};

function ClientDetailsView({ viewer, client }: { viewer: Viewer; client: ClientDetails }) {
  const t = useTranslations("clients");
  const f = useFormat();
  const qc = useQueryClient();
  const { statusLabel } = useClientStatusLabels();
  const [decision, setDecision] = useState<Decision | null>(null);
  const staff = viewer.roleId !== ROLE.PETITIONER;

  const setStatus = useMutation({
    mutationFn: (body: UpdateStatusBody) => apiPost<UpdateStatusResult>("company/update-status", body),
    onSuccess: () => {
      if (decision) toast.success(t(DECISION_TOAST[decision], { name: client.name }));
      qc.invalidateQueries({ queryKey: companiesKeys.all });
      setDecision(null);
    },
    onError: (e) => {
      toast.error(errorMessage(e));
      setDecision(null);
    },
  });

  const decides = can(viewer, "client.status");
  const pending = decides && client.statusId === COMPANY_STATUS.PENDING_APPROVAL;
  const phone = f.phone(client.phoneCountryCode, client.phone) || null;

  return (
    <>
      <PageHeader
        title={client.name}
        description={
          <span className="flex flex-wrap items-center gap-2">
            <Badge tone={clientStatusTone(client.statusId)}>{statusLabel(client.statusId)}</Badge>
            {client.registrationCompleted ? null : <Badge tone="warning">{t("details.profileIncomplete")}</Badge>}
          </span>
        }
        actions={
          <>
            {staff ? (
              <LinkButton href={CLIENTS_PATH} variant="ghost">
                {t("details.back")}
              </LinkButton>
            ) : null}
            {pending ? (
              <>
                <Button variant="danger" onClick={() => setDecision("reject")}>
                  {t("actions.reject")}
                </Button>
                <Button onClick={() => setDecision("approve")}>{t("actions.approve")}</Button>
              </>
            ) : null}
            {decides && client.statusId === COMPANY_STATUS.ACTIVE ? (
              <Button variant="secondary" onClick={() => setDecision("deactivate")}>
                {t("actions.deactivate")}
              </Button>
            ) : null}
            {decides && (client.statusId === COMPANY_STATUS.INACTIVE || client.statusId === COMPANY_STATUS.REJECTED) ? (
              <Button variant="secondary" onClick={() => setDecision("activate")}>
                {t("actions.activate")}
              </Button>
            ) : null}
            {can(viewer, "company-document.read", { companyId: client.id }) ? (
              <LinkButton href={`/app/documents?companyId=${client.id}`} variant="secondary">
                {t("details.documents")}
              </LinkButton>
            ) : null}
            {canEditClient(viewer, client.id) ? (
              <LinkButton href={`/app/petitioner-edit/${client.id}`} variant="primary">
                {t("actions.edit")}
              </LinkButton>
            ) : null}
          </>
        }
      />
      <div className="grid gap-6 lg:grid-cols-2">
        <CardSection title={t("details.profile")}>
          <DetailList
            items={[
              { label: t("fields.name"), value: client.name },
              { label: t("fields.email"), value: client.email ? <a className="text-link hover:underline" href={`mailto:${client.email}`}>{client.email}</a> : null },
              { label: t("fields.fein"), value: client.feiNumber },
              { label: t("fields.phone"), value: phone },
              { label: t("fields.website"), value: client.website },
              { label: t("fields.naicsCode"), value: client.naicsCode },
              { label: t("fields.yearEstablished"), value: client.yearEstablished },
              { label: t("fields.employeeCount"), value: f.number(client.employeeCount) },
              { label: t("fields.grossIncome"), value: client.grossIncomeCents !== null ? formatCurrency(client.grossIncomeCents) : null },
              { label: t("fields.branch"), value: client.branchName },
              { label: t("details.profileUpdatedOn"), value: client.profileUpdatedOn ? f.dateTime(client.profileUpdatedOn) : null },
              { label: t("details.createdAt"), value: f.dateTime(client.createdAt) },
            ]}
          />
        </CardSection>
        <div className="grid content-start gap-6">
          <CardSection title={t("details.address")}>
            <AddressText address={client.address} />
          </CardSection>
          <CardSection
            title={t("details.beneficiaries")}
            actions={
              <TextLink href={listHref(BENEFICIARIES_PATH, { petitionerIds: [client.id] })}>{t("details.viewBeneficiaries")}</TextLink>
            }
          >
            <p className="text-sm text-fg">{t("details.beneficiaryCount", { count: client.beneficiaryCount })}</p>
          </CardSection>
        </div>
        <CardSection title={t("details.contacts")}>
          {client.contacts.length === 0 ? (
            <p className="text-sm text-fg-muted">{t("details.noContacts")}</p>
          ) : (
            <ul className="divide-y divide-border">
              {client.contacts.map((c) => (
                <li key={c.id} className="flex flex-wrap items-start justify-between gap-2 py-2">
                  <div className="min-w-0">
                    <p className="text-sm font-medium text-fg">
                      {c.name}
                      {c.title ? <span className="font-normal text-fg-muted"> · {c.title}</span> : null}
                    </p>
                    <p className="break-all text-xs text-fg-muted">
                      {[c.email, f.phone(c.phoneCountryCode, c.phone)].filter(Boolean).join(" · ")}
                    </p>
                  </div>
                  {c.isPrimary ? <Badge tone="info">{t("contacts.primary")}</Badge> : null}
                </li>
              ))}
            </ul>
          )}
        </CardSection>
        <CardSection
          title={t("details.signatories")}
          actions={<TextLink href={listHref(SIGNATORIES_PATH, { companyIds: [client.id] })}>{t("details.manageSignatories")}</TextLink>}
        >
          {client.signatories.length === 0 ? (
            <p className="text-sm text-fg-muted">{t("details.noSignatories")}</p>
          ) : (
            <ul className="divide-y divide-border">
              {client.signatories.map((s) => (
                <li key={s.id} className="flex flex-wrap items-start justify-between gap-2 py-2">
                  <div className="min-w-0">
                    <p className="text-sm font-medium text-fg">
                      {s.firstName} {s.lastName}
                      <span className="font-normal text-fg-muted"> · {s.title}</span>
                    </p>
                    <p className="break-all text-xs text-fg-muted">{[s.email, f.phone(null, s.phone)].filter(Boolean).join(" · ")}</p>
                  </div>
                  {s.statusId === 1 ? null : <Badge tone="neutral">{t("details.signatoryInactive")}</Badge>}
                </li>
              ))}
            </ul>
          )}
        </CardSection>
      </div>
      <ConfirmDialog
        open={decision !== null}
        onOpenChange={(open) => !open && setDecision(null)}
        title={decision ? t(`confirm.${decision}Title`) : ""}
        message={decision ? t(`confirm.${decision}Message`, { name: client.name }) : ""}
        confirmLabel={decision ? t(`actions.${decision}`) : undefined}
        destructive={decision === "reject" || decision === "deactivate"}
        loading={setStatus.isPending}
        onConfirm={() => decision && setStatus.mutate({ id: client.id, statusId: DECISION_STATUS[decision] })}
      />
    </>
  );
}
