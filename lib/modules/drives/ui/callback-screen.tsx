"use client";
// /app/google-drive-check: where Google, Dropbox and Microsoft send the browser back (the one redirect URI
// of the three). On the firm's host it posts the state and the code (or the provider's refusal) once to
// drives/callback and says how it went, with the way back to the drive's page.
import { useMutation } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useEffect, useRef } from "react";
import { FormAlert } from "@/components/ui/form-alert";
import { TextLink } from "@/components/ui/link-button";
import { Spinner } from "@/components/ui/spinner";
import { ApiError, apiPost } from "@/lib/shared/api-client";
import { DRIVE_PAGES, DRIVE_PROVIDERS } from "../constants";
import type { CallbackResult } from "../contract";

export function DriveCallbackScreen({ state, code, error }: { state: string; code: string; error: string }) {
  const t = useTranslations("drives.callback");
  const tn = useTranslations("drives.names");
  const finish = useMutation({ mutationFn: () => apiPost<CallbackResult>("drives/callback", { state, code: code || undefined, error: error || undefined }) });
  const sent = useRef(false);
  useEffect(() => {
    // The state is good once: one call, even when React runs effects twice.
    if (sent.current || !state) return;
    sent.current = true;
    finish.mutate();
  }, [state, finish]);

  const allLinks = (
    <ul className="flex flex-wrap gap-4 text-sm">
      {DRIVE_PROVIDERS.map((p) => (
        <li key={p}>
          <TextLink href={DRIVE_PAGES[p]}>{t("backTo", { name: tn(p) })}</TextLink>
        </li>
      ))}
    </ul>
  );

  let body: React.ReactNode;
  if (!state || (finish.isError && finish.error instanceof ApiError && finish.error.status === 404)) {
    body = (
      <>
        <FormAlert message={t("invalid")} />
        {allLinks}
      </>
    );
  } else if (finish.isError && finish.error instanceof ApiError && finish.error.status === 401) {
    body = (
      <>
        <FormAlert message={t("signIn")} />
        <TextLink href="/app/login">{t("login")}</TextLink>
      </>
    );
  } else if (finish.isError) {
    body = (
      <>
        <FormAlert message={t("failed")} />
        {allLinks}
      </>
    );
  } else if (finish.data) {
    const r = finish.data;
    const name = tn(r.provider);
    body = (
      <>
        {r.outcome === "connected" ? (
          <p role="status" className="rounded-md border border-border bg-surface-muted px-3 py-2 text-sm">
            {r.account ? t("connectedAs", { name, account: r.account }) : t("connected", { name })}
          </p>
        ) : (
          <FormAlert message={t(r.outcome, { name })} />
        )}
        <TextLink href={DRIVE_PAGES[r.provider]}>{t("backTo", { name })}</TextLink>
      </>
    );
  } else {
    body = <Spinner label={t("working")} className="py-6" />;
  }
  return (
    <div className="grid w-full max-w-lg gap-4 rounded-lg border border-border bg-surface p-6">
      <h1 className="text-xl font-semibold">{t("title")}</h1>
      {body}
    </div>
  );
}
