"use client";
// /app/google-drive, /app/dropbox-config, /app/ms (drives.use): one drive of the firm. Not set up on this
// server → how to set it up (setup-panel); set up, not connected → "Connect" for drives.manage (a POST for
// the consent URL, then a full-page navigation to the provider, which brings the browser back to
// /app/google-drive-check), else who may connect; connected → the account, who and when, Disconnect
// (confirmed, drives.manage) and the browser to import files into a case (drive-browser, on demand).
import { useMutation, useQueryClient } from "@tanstack/react-query";
import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { CardSection } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { DetailList } from "@/components/ui/detail-list";
import { FormAlert } from "@/components/ui/form-alert";
import { TextLink } from "@/components/ui/link-button";
import { PageHeader } from "@/components/ui/page-header";
import { NotAllowed, QueryState } from "@/components/ui/screen-states";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toast";
import { apiPost, errorMessage } from "@/lib/shared/api-client";
import { useFormat } from "@/lib/shared/format/use-format";
import { can } from "@/lib/shared/permissions";
import type { Viewer } from "@/lib/shared/viewer";
import { DRIVE_PAGES, DRIVE_PROVIDERS, type DriveProviderId } from "../constants";
import type { DriveStatus } from "../contract";
import { drivesKeys } from "./keys";
import { SetupPanel } from "./setup-panel";
import { useDriveStatuses } from "./use-status";

function Loading() {
  const t = useTranslations("drives");
  return <Spinner label={t("loading")} className="py-6" />;
}

const DriveBrowser = dynamic(() => import("./drive-browser").then((m) => m.DriveBrowser), { ssr: false, loading: Loading });

export function DriveScreen({ viewer, provider }: { viewer: Viewer; provider: DriveProviderId }) {
  const t = useTranslations("drives");
  const name = t(`names.${provider}`);
  if (!can(viewer, "drives.use")) {
    return <NotAllowed title={name} message={t("notAllowed.title")} description={t("notAllowed.description")} backLabel={t("notAllowed.back")} />;
  }
  return <Drive viewer={viewer} provider={provider} name={name} />;
}

function Drive({ viewer, provider, name }: { viewer: Viewer; provider: DriveProviderId; name: string }) {
  const t = useTranslations("drives");
  const q = useDriveStatuses();
  return (
    <>
      <PageHeader
        title={name}
        description={t("description", { name })}
        actions={
          <nav aria-label={t("otherDrives")} className="flex flex-wrap items-center gap-3">
            {DRIVE_PROVIDERS.filter((p) => p !== provider).map((p) => (
              <TextLink key={p} href={DRIVE_PAGES[p]}>
                {t(`names.${p}`)}
              </TextLink>
            ))}
          </nav>
        }
      />
      <QueryState query={q} labels={{ loading: t("loading"), retry: t("retry") }}>
        {(all) => {
          const s = all.find((x) => x.provider === provider)!;
          if (!s.configured) return <SetupPanel status={s} name={name} />;
          if (!s.connected) return <ConnectCard status={s} name={name} manage={can(viewer, "drives.manage")} />;
          return (
            <div className="grid gap-6">
              <ConnectedCard status={s} name={name} manage={can(viewer, "drives.manage")} />
              <DriveBrowser provider={provider} name={name} />
            </div>
          );
        }}
      </QueryState>
    </>
  );
}

function ConnectCard({ status, name, manage }: { status: DriveStatus; name: string; manage: boolean }) {
  const t = useTranslations("drives.connect");
  const start = useMutation({
    mutationFn: () => apiPost<{ authorizeUrl: string }>("drives/connect", { provider: status.provider }),
    onSuccess: ({ authorizeUrl }) => window.location.assign(authorizeUrl),
    onError: (e) => toast.error(errorMessage(e)),
  });
  return (
    <CardSection title={t("title", { name })}>
      <p className="mb-2 text-sm">{t("description", { name })}</p>
      {status.lastError ? (
        <div className="mb-3">
          <FormAlert message={t("lastError", { error: status.lastError })} />
        </div>
      ) : null}
      {manage ? (
        <Button onClick={() => start.mutate()} loading={start.isPending}>
          {t("button", { name })}
        </Button>
      ) : (
        <p className="text-sm text-fg-muted">{t("askAdmin", { name })}</p>
      )}
    </CardSection>
  );
}

function ConnectedCard({ status, name, manage }: { status: DriveStatus; name: string; manage: boolean }) {
  const t = useTranslations("drives.connected");
  const f = useFormat();
  const qc = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const disconnect = useMutation({
    mutationFn: () => apiPost<DriveStatus>("drives/disconnect", { provider: status.provider }),
    onSuccess: () => {
      setConfirming(false);
      toast.success(t("disconnected", { name }));
      return qc.invalidateQueries({ queryKey: drivesKeys.all });
    },
    onError: (e) => toast.error(errorMessage(e)),
  });
  return (
    <CardSection
      title={t("title", { name })}
      actions={
        manage ? (
          <Button variant="danger" size="sm" onClick={() => setConfirming(true)}>
            {t("disconnect")}
          </Button>
        ) : null
      }
    >
      <DetailList
        items={[
          { label: t("account"), value: status.account },
          { label: t("by"), value: status.connectedBy },
          { label: t("since"), value: status.connectedAt ? f.dateTime(status.connectedAt) : null },
        ]}
      />
      {status.lastError ? (
        <div className="mt-3">
          <FormAlert message={t("lastError", { error: status.lastError })} />
        </div>
      ) : null}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t("confirmTitle", { name })}
        message={t("confirmMessage", { name })}
        confirmLabel={t("disconnect")}
        loading={disconnect.isPending}
        onConfirm={() => disconnect.mutate()}
      />
    </CardSection>
  );
}
