"use client";
// What every token-link page (a questionnaire, an LCA or cap fill link, the I-9 links, a document to sign, an
// invoice, a message to reply to, a meeting) shows while it reads its link once (TOKEN_LINK_QUERY): a spinner, the
// page's own card for a link that cannot be used (unknown, used, expired: linkGoneReason), or the load error with
// Retry (a network error or a 500 is worth another try); then the page itself.
import type { ReactNode } from "react";
import type { UseQueryResult } from "@tanstack/react-query";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { errorMessage } from "@/lib/shared/api-client";
import { linkGoneReason, type LinkGoneReason } from "@/lib/shared/token-link";
import { ResultCard } from "./result-card";

export function TokenLinkState<T>({
  query,
  labels,
  gone,
  children,
}: {
  query: UseQueryResult<T>;
  /** The page's own words, in its namespace. */
  labels: { loading: string; loadError: string; retry: string };
  /** The page's card for a link that cannot be used; `error` carries the server's sentence. */
  gone: (reason: LinkGoneReason, error: unknown) => ReactNode;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <Spinner label={labels.loading} />;
  if (query.isError) {
    const reason = linkGoneReason(query.error);
    if (reason) return <>{gone(reason, query.error)}</>;
    return (
      <ResultCard tone="danger" title={labels.loadError} autoFocus={false} actions={<Button onClick={() => query.refetch()}>{labels.retry}</Button>}>
        <p>{errorMessage(query.error)}</p>
      </ResultCard>
    );
  }
  return <>{children(query.data)}</>;
}
