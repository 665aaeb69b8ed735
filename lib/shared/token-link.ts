// Why a token link (questionnaire, LCA or cap registration fill link) cannot be used, from the API's
// error: the codes every token call answers (410 QUESTIONNAIRE_SUBMITTED / QUESTIONNAIRE_EXPIRED, 404).
import { ApiError } from "./api-client";

export type LinkGoneReason = "expired" | "submitted" | "unknown";

/** The reason of a token API error, or null when it is another error (network, 500: retry). */
export function linkGoneReason(e: unknown): LinkGoneReason | null {
  const code = e instanceof ApiError ? e.code : undefined;
  if (code === "QUESTIONNAIRE_SUBMITTED") return "submitted";
  if (code === "QUESTIONNAIRE_EXPIRED") return "expired";
  if (code === "NOT_FOUND") return "unknown";
  return null;
}

/** How a token page reads its link's details: once (a link is not refetched, and a refused one is not retried). */
export const TOKEN_LINK_QUERY = { retry: false, staleTime: Infinity, refetchOnWindowFocus: false } as const;
