// One e-mail address at a time: the calls that create a person or an account for an address (sign-up,
// registration, invitations, staff creation) take this lock first in their transaction, so two requests
// for one address never both find "no such user" and race on users_email_uq (a 500), and the later one
// sees what the first created (a 409, or "already registered"). Users are global, so the lock is too.
import "server-only";
import { sql } from "drizzle-orm";
import type { Executor } from "@/lib/server/db/client";

/** The advisory-lock space of e-mail addresses (the workflow's is 7301). */
const ADDRESS_LOCK_SPACE = 7302;

/** Hold the address (case-insensitive) until the transaction ends; a concurrent holder waits. */
export async function lockAddress(tx: Executor, email: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${ADDRESS_LOCK_SPACE}, hashtext(${email.trim().toLowerCase()}))`);
}
