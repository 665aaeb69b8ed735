// Shared by the communication tests: a case with a paralegal and an attorney assigned, a staff user off the case,
// the case's petitioner and beneficiary logins; a new thread; a user's notifications and e-mails.
import { and, asc, eq } from "drizzle-orm";
import { petitionAssignments } from "@/db/schema/cases";
import { emailOutbox } from "@/db/schema/platform";
import { readOutboxMail } from "@/lib/server/mail/sealed-mail";
import { notifications } from "@/db/schema/work";
import { getDb } from "@/lib/server/db/client";
import { ROLE } from "@/lib/shared/constants/roles";
import { createUser } from "../../factories";
import { caseWorld, expectStatus } from "../documents/helpers";

export async function world() {
  const w = await caseWorld();
  const paralegal = await createUser(w.tenant, ROLE.PARALEGAL, { userOverrides: { name: "Paula Paralegal", preferences: { locale: "es" } } });
  const attorney = await createUser(w.tenant, ROLE.ATTORNEY, { userOverrides: { name: "Arthur Attorney" } });
  const outsider = await createUser(w.tenant, ROLE.DOC_EXECUTIVE, { userOverrides: { name: "Not On Case" } });
  const db = await getDb();
  await db.insert(petitionAssignments).values([
    { tenantId: w.tenant.id, petitionId: w.petition.id, roleId: ROLE.PARALEGAL, userId: paralegal.user.id },
    { tenantId: w.tenant.id, petitionId: w.petition.id, roleId: ROLE.ATTORNEY, userId: attorney.user.id },
  ]);
  return { ...w, paralegal, attorney, outsider };
}
export type World = Awaited<ReturnType<typeof world>>;

export async function newThread(w: World, extra: Record<string, unknown> = {}, token = w.paralegal.token) {
  const res = await w.call("communication/save", { petitionId: w.petition.id, subject: "Passport copy", body: "Please upload the passport copy.", ...extra }, token);
  expectStatus(res, 200);
  return res.body.result.data as { threadId: string; message: { id: string; author: { userId: string }; mentions: { userId: string; name: string }[]; read: boolean; seenBy: unknown[] } };
}

export async function notificationsOf(tenantId: string, userId: string) {
  const db = await getDb();
  return db.select().from(notifications).where(and(eq(notifications.tenantId, tenantId), eq(notifications.userId, userId)));
}

export async function mailsTo(tenantId: string, to: string) {
  const db = await getDb();
  // Oldest first, the newest last (PostgreSQL answers rows in no set order without ORDER BY).
  return (await db.select().from(emailOutbox).where(and(eq(emailOutbox.tenantId, tenantId), eq(emailOutbox.toAddress, to))).orderBy(asc(emailOutbox.createdAt))).map(readOutboxMail);
}
