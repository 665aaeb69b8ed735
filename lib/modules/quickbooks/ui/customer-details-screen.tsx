"use client";
// /app/customer-details/<id> (quickbooks.read): one QuickBooks customer (quickbooks/customer-details) with
// the client of the firm it is linked to (a link to the client's page); for quickbooks.manage, "Link to a
// client" (a dialog listing the unlinked clients the call offers, link-customer) or Unlink after a
// confirmation (unlink-customer).
import { useState } from "react";
import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { CardSection } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { DetailList } from "@/components/ui/detail-list";
import { LinkButton } from "@/components/ui/link-button";
import { PageHeader } from "@/components/ui/page-header";
import { DetailsQueryState, NotAllowed } from "@/components/ui/screen-states";
import { toast } from "@/components/ui/toast";
import { apiPost, errorMessage } from "@/lib/shared/api-client";
import { useFormat } from "@/lib/shared/format/use-format";
import { can } from "@/lib/shared/permissions";
import type { QbCustomerDetails } from "../contract";
import type { Viewer } from "@/lib/shared/viewer";
import { quickbooksKeys } from "./keys";
import { clientPath, QB_CUSTOMERS_PATH } from "./paths";

const LinkClientDialog = dynamic(() => import("./link-client-dialog").then((m) => m.LinkClientDialog));

export function QuickbooksCustomerScreen({ viewer, id }: { viewer: Viewer; id: string }) {
  const t = useTranslations("quickbooks");
  if (!can(viewer, "quickbooks.read")) {
    return <NotAllowed title={t("details.title")} message={t("notAllowed.title")} description={t("notAllowed.description")} backLabel={t("notAllowed.back")} />;
  }
  return <Details id={id} manage={can(viewer, "quickbooks.manage")} />;
}

function Details({ id, manage }: { id: string; manage: boolean }) {
  const q = useQuery({ queryKey: quickbooksKeys.customer(id), queryFn: ({ signal }) => apiPost<QbCustomerDetails>("quickbooks/customer-details", { customerId: id }, { signal }) });
  return (
    <DetailsQueryState namespace="quickbooks" query={q} backHref={QB_CUSTOMERS_PATH}>
      {(c) => <CustomerView c={c} manage={manage} />}
    </DetailsQueryState>
  );
}

function CustomerView({ c, manage }: { c: QbCustomerDetails; manage: boolean }) {
  const t = useTranslations("quickbooks.details");
  const tc = useTranslations("quickbooks.customers");
  const f = useFormat();
  const qc = useQueryClient();
  const [linking, setLinking] = useState(false);
  const [unlinking, setUnlinking] = useState(false);
  const unlink = useMutation({
    mutationFn: (companyId: string) => apiPost("quickbooks/unlink-customer", { companyId }),
    onSuccess: () => {
      qc.invalidateQueries({ queryKey: quickbooksKeys.all });
      toast.success(t("unlinked"));
      setUnlinking(false);
    },
    onError: (e) => toast.error(errorMessage(e)),
  });
  const linked = c.linkedClient;
  return (
    <>
      <PageHeader
        title={
          <span className="flex flex-wrap items-center gap-3">
            {c.displayName}
            <Badge tone={c.active ? "success" : "neutral"}>{tc(c.active ? "active" : "inactive")}</Badge>
          </span>
        }
        description={t("title")}
        actions={<LinkButton href={QB_CUSTOMERS_PATH}>{t("back")}</LinkButton>}
      />
      <div className="grid gap-6 xl:grid-cols-[1fr_22rem]">
        <CardSection title={t("customer")}>
          <DetailList
            items={[
              { label: t("displayName"), value: c.displayName },
              { label: t("companyName"), value: c.companyName },
              { label: t("email"), value: c.email },
              { label: t("phone"), value: c.phone },
              { label: t("billAddress"), value: c.billAddress },
              { label: t("balance"), value: f.currency(c.balanceCents) },
              { label: t("id"), value: c.id },
            ]}
          />
        </CardSection>
        <CardSection
          title={t("linkedClient")}
          actions={
            manage && linked ? (
              <Button variant="danger" size="sm" onClick={() => setUnlinking(true)}>
                {t("unlink")}
              </Button>
            ) : null
          }
        >
          {linked ? (
            <div className="grid gap-3 text-sm">
              <p className="font-medium">{linked.name}</p>
              <LinkButton href={clientPath(linked.id)} size="sm" className="w-fit">
                {t("openClient")}
              </LinkButton>
            </div>
          ) : (
            <div className="grid gap-3 text-sm">
              <p className="text-fg-muted">{t("notLinked")}</p>
              {manage ? (
                c.candidates.length ? (
                  <Button className="w-fit" onClick={() => setLinking(true)}>
                    {t("link")}
                  </Button>
                ) : (
                  <p className="text-fg-muted">{t("noCandidates")}</p>
                )
              ) : null}
            </div>
          )}
        </CardSection>
      </div>
      {linked ? (
        <ConfirmDialog
          open={unlinking}
          onOpenChange={setUnlinking}
          title={t("unlinkTitle")}
          message={t("unlinkMessage", { client: linked.name, customer: c.displayName })}
          confirmLabel={t("unlink")}
          loading={unlink.isPending}
          onConfirm={() => unlink.mutate(linked.id)}
        />
      ) : null}
      {linking ? <LinkClientDialog customer={c} onClose={() => setLinking(false)} /> : null}
    </>
  );
}
