// The one error type services throw. It names what went wrong (a code of the API envelope, spec
// section 8) and knows nothing of HTTP: lib/server/http/status.ts maps each code to its status.
import "server-only";
export const ERROR_CODES = [
  "BAD_REQUEST",
  "VALIDATION_ERROR",
  "UNAUTHENTICATED",
  "TOKEN_EXPIRED",
  "LOGIN_USER_INACTIVE",
  "ROLE_CHANGED",
  "FORBIDDEN",
  "NOT_FOUND",
  "METHOD_NOT_ALLOWED",
  "CONFLICT",
  /** A questionnaire link that was already submitted, or has expired (or was replaced by a newer one). */
  "QUESTIONNAIRE_SUBMITTED",
  "QUESTIONNAIRE_EXPIRED",
  "PAYLOAD_TOO_LARGE",
  "UNSUPPORTED_MEDIA_TYPE",
  "RATE_LIMITED",
  "INTERNAL",
  /** The database cannot be reached right now (a failover, a restart): try again in a few seconds. */
  "UNAVAILABLE",
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/** Codes after which the client must sign in again (the session cookie is cleared). */
export const SIGN_OUT_CODES: readonly ErrorCode[] = ["TOKEN_EXPIRED", "LOGIN_USER_INACTIVE", "ROLE_CHANGED"];

export const GENERIC_ERROR_MESSAGE = "Something went wrong. Please try again later";

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

export const fail = {
  badRequest: (message: string) => new AppError("BAD_REQUEST", message),
  validation: (fields: Record<string, string>, message = Object.values(fields)[0] ?? "Invalid input") =>
    new AppError("VALIDATION_ERROR", message, fields),
  unauthenticated: (message = "Please sign in to continue") => new AppError("UNAUTHENTICATED", message),
  tokenExpired: () => new AppError("TOKEN_EXPIRED", "Your session has expired. Please sign in again"),
  inactive: () => new AppError("LOGIN_USER_INACTIVE", "Your account is inactive. Please contact your administrator"),
  roleChanged: () => new AppError("ROLE_CHANGED", "Your role has changed. Please sign in again"),
  forbidden: (message = "You do not have permission to do this") => new AppError("FORBIDDEN", message),
  notFound: (what = "Record") => new AppError("NOT_FOUND", `${what} not found`),
  conflict: (message: string) => new AppError("CONFLICT", message),
  unavailable: () => new AppError("UNAVAILABLE", "The service is briefly unavailable. Please try again in a few seconds"),
  rateLimited: (message = "Too many attempts. Please wait a few minutes and try again") => new AppError("RATE_LIMITED", message),
};

/** Throws VALIDATION_ERROR with every collected field error, when there is any. */
export function throwIfErrors(errors: Record<string, string>): void {
  if (Object.keys(errors).length > 0) throw fail.validation(errors);
}
