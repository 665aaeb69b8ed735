// Database errors that services turn into answers (e.g. a unique index hit becomes a 409).
import "server-only";
import { AppError, fail } from "@/lib/server/errors";

/** The driver errors behind `err`: itself and its `cause` chain (Drizzle wraps them in DrizzleQueryError). */
function* causes(err: unknown): Generator<Record<string, unknown>> {
  for (let e: unknown = err, i = 0; e && typeof e === "object" && i < 4; e = (e as { cause?: unknown }).cause, i++) {
    yield e as Record<string, unknown>;
  }
}

/**
 * SQLSTATEs and postgres.js codes of a database that is away or dropped the connection: admin_shutdown (57P01,
 * pg_terminate_backend), crash_shutdown, cannot_connect_now (starting up), the connection exceptions (08…), a
 * socket closed, refused, reset or timed out.
 */
const CONNECTION_CODES = new Set(["57P01", "57P02", "57P03", "CONNECTION_CLOSED", "CONNECTION_ENDED", "CONNECTION_DESTROYED", "CONNECT_TIMEOUT", "ECONNREFUSED", "ECONNRESET", "EPIPE", "ETIMEDOUT", "EHOSTUNREACH", "ENOTFOUND", "EAI_AGAIN"]);

/** The connection to the database failed (not the statement): code of the error or of a cause, or null. */
export function connectionFault(err: unknown): string | null {
  for (const e of causes(err)) {
    const code = typeof e.code === "string" ? e.code : null;
    if (code && (CONNECTION_CODES.has(code) || code.startsWith("08"))) return code;
  }
  return null;
}

/** A lost or refused database connection as the 503 UNAVAILABLE the API answers (with Retry-After); else null. */
export function unavailableFault(err: unknown): AppError | null {
  return connectionFault(err) ? fail.unavailable() : null;
}

/** A unique-index violation from either driver (postgres.js or PGlite), possibly wrapped by Drizzle. */
export function isUniqueViolation(err: unknown): boolean {
  for (const e of causes(err)) if (e.code === "23505") return true;
  return false;
}

/** The name of the violated constraint (postgres.js: `constraint_name`, PGlite: `constraint`), if given. */
function constraintOf(err: unknown): string | null {
  for (const e of causes(err)) {
    if (e.code !== "23505") continue;
    const name = e.constraint_name ?? e.constraint;
    return typeof name === "string" ? name : null;
  }
  return null;
}

/** The generic answer of a unique-index hit no service turned into its own sentence. */
export const DUPLICATE_MESSAGE = "This record already exists";

/**
 * Sentences for the unique indexes a user can hit (db/schema: the index names), used when a service did not
 * catch the hit itself (a concurrent create after the service's own check). Other indexes get DUPLICATE_MESSAGE.
 */
const DUPLICATE_MESSAGES: Record<string, string> = {
  users_email_uq: "A user with this e-mail address already exists",
  memberships_uq: "This person already has this account in the firm",
  tenants_slug_uq: "This sub-domain is already taken",
  companies_tenant_fein_uq: "A client with this FEIN already exists in the firm",
  branches_tenant_name_uq: "A branch with this name already exists",
  letter_templates_name_uq: "A template with this name already exists",
  master_data_uq: "This entry already exists in this list",
  petitions_tenant_case_number_uq: "Another case of the firm has this case number",
  lcas_tenant_dol_case_number_uq: "Another LCA of your firm has this DOL case number",
  pwd_cases_tenant_dol_uq: "Another PWD of the firm has this DOL case number",
  perm_cases_tenant_dol_uq: "Another PERM case of the firm has this DOL case number",
  perm_cases_petition_uq: "This case already has a PERM record",
  gc_cases_petition_uq: "This case already has a green card record",
  rfe_cases_open_uq: "This case already has an open RFE",
  billing_coupons_code_uq: "A coupon with this code already exists",
  i9_employees_external_uq: "Another employee of this employer has this Employee ID",
};

/** A unique-index hit as the 409 CONFLICT the API answers (its index's sentence, else DUPLICATE_MESSAGE); else null. */
export function duplicateConflict(err: unknown): AppError | null {
  if (!isUniqueViolation(err)) return null;
  const name = constraintOf(err);
  return fail.conflict((name && DUPLICATE_MESSAGES[name]) || DUPLICATE_MESSAGE);
}

/** Runs a write; a unique-index violation (e.g. a FEIN or a branch name taken meanwhile) becomes the 409 `message`. */
export async function conflictOnDuplicate<T>(run: () => Promise<T>, message: string): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (isUniqueViolation(err)) throw fail.conflict(message);
    throw err;
  }
}
