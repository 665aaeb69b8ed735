// Error codes of the API envelope (ARCHITECTURE.md, spec section 8) and the one error type services throw.

export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  VALIDATION_ERROR: 422,
  UNAUTHENTICATED: 401,
  TOKEN_EXPIRED: 401,
  LOGIN_USER_INACTIVE: 401,
  ROLE_CHANGED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  /** A questionnaire link that was already submitted, or has expired (or was replaced by a newer one). */
  QUESTIONNAIRE_SUBMITTED: 410,
  QUESTIONNAIRE_EXPIRED: 410,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export const GENERIC_ERROR_MESSAGE = "Something went wrong. Please try again later";

export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.status = ERROR_STATUS[code];
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
  rateLimited: () => new AppError("RATE_LIMITED", "Too many attempts. Please wait a few minutes and try again"),
};
