"use client";
// How the account screens word failed calls: the server's message, except for the answers the
// screens translate themselves (too many attempts, network or server failure).
import { useTranslations } from "next-intl";
import { ApiError, errorMessage } from "@/lib/shared/api-client";

/** A one-time link that is unknown, used, expired or of another firm (HTTP 400 from the link calls). */
export function isInvalidLinkError(e: unknown): boolean {
  return e instanceof ApiError && e.status === 400 && e.code === "BAD_REQUEST";
}

export function useErrorText(): (e: unknown) => string {
  const t = useTranslations("account.errors");
  return (e) => {
    if (e instanceof ApiError) {
      if (e.code === "RATE_LIMITED") return t("rateLimited");
      if (e.code === "NETWORK" || e.code === "INTERNAL") return t("generic");
    }
    return errorMessage(e);
  };
}
