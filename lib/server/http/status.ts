// The HTTP status of each error code of the envelope (ARCHITECTURE.md, spec section 8).
import "server-only";
import type { AppError, ErrorCode } from "@/lib/server/errors";

export const ERROR_STATUS: Record<ErrorCode, number> = {
  BAD_REQUEST: 400,
  VALIDATION_ERROR: 422,
  UNAUTHENTICATED: 401,
  TOKEN_EXPIRED: 401,
  LOGIN_USER_INACTIVE: 401,
  ROLE_CHANGED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  QUESTIONNAIRE_SUBMITTED: 410,
  QUESTIONNAIRE_EXPIRED: 410,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
};

export function httpStatus(err: AppError): number {
  return ERROR_STATUS[err.code];
}
