// The JSON envelope of every API answer (ARCHITECTURE.md "API envelope").
import "server-only";
import { AppError, GENERIC_ERROR_MESSAGE } from "@/lib/server/errors";
import { fieldRefsOf, messageRefOf, type MessageParams, type MessageRef } from "@/lib/shared/validation/message-keys";

export type Pagination = { page: number; perpage: number; total: number };

export function okEnvelope(data: unknown, message = "Success", pagination?: Pagination) {
  return { status: true as const, message, result: pagination ? { data, pagination } : { data } };
}

type ErrorBody = {
  code: string;
  message: string;
  fields?: Record<string, string>;
  /** The message as a key of messages/<locale>/errors.json and its parameters (lib/shared/validation/message-keys.ts). */
  messageKey?: string;
  params?: MessageParams;
  /** Each field's message as a key and parameters, for the fields whose text the catalog knows. */
  fieldKeys?: Record<string, MessageRef>;
};

/** The English message and fields, and beside them the same as keys with parameters (rendered in the reader's language). */
export function errorEnvelope(err: AppError) {
  const error: ErrorBody = { code: err.code, message: err.message };
  const ref = messageRefOf(err.message);
  if (ref) {
    error.messageKey = ref.key;
    if (ref.params) error.params = ref.params;
  }
  if (err.fields) {
    error.fields = err.fields;
    const refs = fieldRefsOf(err.fields);
    if (Object.keys(refs).length > 0) error.fieldKeys = refs;
  }
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
