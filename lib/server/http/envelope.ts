// The JSON envelope of every API answer (ARCHITECTURE.md "API envelope").
import "server-only";
import { AppError, GENERIC_ERROR_MESSAGE } from "@/lib/server/errors";

export type Pagination = { page: number; perpage: number; total: number };

export function okEnvelope(data: unknown, message = "Success", pagination?: Pagination) {
  return { status: true as const, message, result: pagination ? { data, pagination } : { data } };
}

export function errorEnvelope(err: AppError) {
  const error: { code: string; message: string; fields?: Record<string, string> } = {
    code: err.code,
    message: err.message,
  };
  if (err.fields) error.fields = err.fields;
  return { status: false as const, message: err.message, result: { error } };
}

/**
 * A 500: the generic message only (details go to the log), and the request's id, the one of the log line
 * and of the X-Request-Id header, for the caller to quote to support.
 */
export function internalErrorEnvelope(requestId?: string) {
  const envelope = errorEnvelope(new AppError("INTERNAL", GENERIC_ERROR_MESSAGE));
  return requestId ? { ...envelope, result: { error: { ...envelope.result.error, requestId } } } : envelope;
}
