// The states of a screen besides its content: a role that may not use it (the sidebar hides it, but a
// URL can still reach it), a record that is missing, and a details query that is loading or failed.
"use client";
import type { ReactNode } from "react";
import type { UseQueryResult } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { FormAlert } from "@/components/ui/form-alert";
import { Spinner } from "@/components/ui/spinner";
import { ApiError, errorMessage } from "@/lib/shared/api-client";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";
import { DASHBOARD_PATH } from "@/lib/shared/navigation";
import { TextLink } from "@/components/ui/link-button";

export function NotAllowed({ title, message, description, backLabel }: { title: string; message: string; description: string; backLabel: string }) {
  return (
    <>
      <PageHeader title={title} />
      <div role="alert">
        <EmptyState title={message} description={description} action={<TextLink href={DASHBOARD_PATH}>{backLabel}</TextLink>} />
      </div>
    </>
  );
}

/** A record that is missing or out of the viewer's reach (the API answers 404 for both). */
export function NotFoundState({ title, message, backHref, backLabel }: { title: string; message: string; backHref: string; backLabel: string }) {
  return (
    <div role="alert">
      <EmptyState title={title} description={message} action={<TextLink href={backHref}>{backLabel}</TextLink>} />
    </div>
  );
}

/**
 * A details screen's query: a spinner while loading, the not-found state on 404, the error with a retry
 * otherwise, then `children(data)`. Labels from `<namespace>`: `details.title`, `details.loading`,
 * `details.notFound`, `details.notFoundDescription`, `details.back`, `details.loadError`, `actions.retry`.
 */
export function DetailsQueryState<T>({ namespace, query, backHref, children }: { namespace: string; query: UseQueryResult<T>; backHref: string; children: (data: T) => ReactNode }) {
  const t = useTranslations(namespace);
  if (query.isPending) return <Spinner label={t("details.loading")} className="py-10" />;
  if (query.isError) {
    const notFound = query.error instanceof ApiError && query.error.status === 404;
    return (
      <>
        <PageHeader title={t("details.title")} />
        {notFound ? (
          <NotFoundState title={t("details.notFound")} message={t("details.notFoundDescription")} backHref={backHref} backLabel={t("details.back")} />
        ) : (
          <div role="alert">
            <EmptyState title={t("details.loadError")} description={errorMessage(query.error)} action={<Button onClick={() => query.refetch()}>{t("actions.retry")}</Button>} />
          </div>
        )}
      </>
    );
  }
  return <>{children(query.data)}</>;
}

/**
 * A record a dialog or a settings panel loads: a spinner, then the error with Retry (and Close, in a
 * dialog), then `children(data)`.
 */
export function QueryState<T>({
  query,
  labels,
  onClose,
  children,
}: {
  query: UseQueryResult<T>;
  labels: { loading: string; retry: string; close?: string };
  onClose?: () => void;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <Spinner label={labels.loading} className="py-6" />;
  if (query.isError) {
    return (
      <div className="grid max-w-lg gap-3">
        <FormAlert message={errorMessage(query.error)} />
        <div className="flex justify-end gap-2">
          {onClose ? (
            <Button variant="secondary" onClick={onClose}>
              {labels.close}
            </Button>
          ) : null}
          <Button onClick={() => query.refetch()}>{labels.retry}</Button>
        </div>
      </div>
    );
  }
  return <>{children(query.data)}</>;
}

/** A section's load error on one line, with Retry (a list inside a card or a tab; a whole screen uses DetailsQueryState). */
export function InlineLoadError({ message, retryLabel, onRetry, className }: { message: string; retryLabel: string; onRetry: () => void; className?: string }) {
  return (
    <div role="alert" className={`flex items-center gap-3 text-sm text-danger ${className ?? ""}`}>
      {message}
      <Button variant="ghost" size="sm" onClick={onRetry}>
        {retryLabel}
      </Button>
    </div>
  );
}
