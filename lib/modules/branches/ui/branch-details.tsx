"use client";
// /app/branchdetails/[itemId]: one branch — contact, address, status, and how many users and clients it has.
import { useState } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Button } from "@/components/ui/button";
import { Card, CardSection } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { PageHeader } from "@/components/ui/page-header";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toast";
import { apiPost, errorMessage } from "@/lib/shared/api-client";
import { useFormat } from "@/lib/shared/format/use-format";
import type { Viewer } from "@/lib/shared/viewer";
import { NotAllowed } from "@/components/ui/screen-states";
import { QUERY_ROOTS } from "@/lib/shared/query-roots";
import { AddressView } from "@/components/ui/address-view";
import type { BranchDto } from "../contract";
import { BranchLoadError } from "./branch-form";
import { branchesKeys } from "./keys";
import { LinkButton } from "@/components/ui/link-button";
import { BranchStatusBadge, useBranchNotAllowed } from "./shared";
import { can } from "@/lib/shared/permissions";

export function BranchDetailsScreen({ viewer, id }: { viewer: Viewer; id: string }) {
  const notAllowed = useBranchNotAllowed();
  if (!can(viewer, "branch.update")) return <NotAllowed {...notAllowed} />;
  return <BranchDetails viewer={viewer} id={id} />;
}

function BranchDetails({ viewer, id }: { viewer: Viewer; id: string }) {
  const t = useTranslations("branches");
  const f = useFormat();
  const qc = useQueryClient();
  const router = useRouter();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const isAdmin = can(viewer, "branch.manage");
  const q = useQuery({
    queryKey: branchesKeys.detail(id),
    queryFn: ({ signal }) => apiPost<BranchDto>("branch/details", { id }, { signal }),
  });
  const remove = useMutation({
    mutationFn: () => apiPost<{ id: string }>("branch/delete", { id }),
    onSuccess: () => {
      toast.success(t("toast.deleted", { name: q.data?.name ?? "" }));
      setConfirmDelete(false);
      qc.removeQueries({ queryKey: branchesKeys.detail(id) });
      qc.invalidateQueries({ queryKey: branchesKeys.all });
      qc.invalidateQueries({ queryKey: QUERY_ROOTS.users });
      router.push("/app/branch-list");
    },
    onError: (e) => {
      toast.error(errorMessage(e));
      setConfirmDelete(false);
    },
  });

  if (q.isPending) return <Spinner label={t("loading")} className="p-6" />;
  if (q.isError) return <BranchLoadError error={q.error} onRetry={() => q.refetch()} />;
  const b = q.data;
  const contact: [string, string | null][] = [
    [t("fields.code"), b.code],
    [t("fields.email"), b.email],
    [t("fields.phone"), f.phone(b.phoneCountryCode, b.phone)],
    [t("details.createdAt"), f.dateTime(b.createdAt)],
    [t("details.updatedAt"), f.dateTime(b.updatedAt)],
  ];

  return (
    <>
      <PageHeader
        title={b.name}
        description={t("details.description")}
        actions={
          <>
            <LinkButton href="/app/branch-list">{t("backToList")}</LinkButton>
            <LinkButton variant="primary" href={`/app/branch-edit/${b.id}`}>
              {t("actions.edit")}
            </LinkButton>
            {isAdmin ? (
              <Button variant="danger" onClick={() => setConfirmDelete(true)}>
                {t("actions.delete")}
              </Button>
            ) : null}
          </>
        }
      />
      <div className="grid gap-6 lg:grid-cols-3">
        <Card className="flex flex-col gap-1">
          <p className="text-sm text-fg-muted">{t("details.users")}</p>
          <p className="text-3xl font-semibold text-fg">{b.userCount}</p>
          <LinkButton size="sm" href={`/app/users?branch=${b.id}`} className="mt-2 self-start">
            {t("details.viewUsers")}
          </LinkButton>
        </Card>
        <Card className="flex flex-col gap-1">
          <p className="text-sm text-fg-muted">{t("details.clients")}</p>
          <p className="text-3xl font-semibold text-fg">{b.clientCount}</p>
        </Card>
        <Card className="flex flex-col gap-1">
          <p className="text-sm text-fg-muted">{t("fields.status")}</p>
          <div className="mt-1">
            <BranchStatusBadge statusId={b.statusId} />
          </div>
        </Card>
        <CardSection title={t("details.contact")} className="lg:col-span-2">
          <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
            {contact.map(([label, value]) => (
              <div key={label}>
                <dt className="text-xs font-medium text-fg-muted">{label}</dt>
                <dd className="break-all text-sm text-fg">{value || "—"}</dd>
              </div>
            ))}
          </dl>
        </CardSection>
        <CardSection title={t("details.address")}>
          <AddressView address={b.address} emptyLabel={t("details.noAddress")} />
        </CardSection>
      </div>
      <ConfirmDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title={t("confirm.deleteTitle")}
        message={t("confirm.deleteMessage", { name: b.name })}
        confirmLabel={t("actions.delete")}
        loading={remove.isPending}
        onConfirm={() => remove.mutate()}
      />
    </>
  );
}
