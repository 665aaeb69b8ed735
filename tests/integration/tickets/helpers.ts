// A firm for the ticket tests: an admin, a front office user, a client company with its petitioner (50) and a
// beneficiary with a login (51) on a case, a second client with its own petitioner, a subscriber (12, no
// ticket action) and another firm's admin.
import { and, eq } from "drizzle-orm";
import { ticketEvents } from "@/db/schema/tickets";
import { notifications } from "@/db/schema/work";
import { getDb } from "@/lib/server/db/client";
import { ROLE } from "@/lib/shared/constants/roles";
import { createCompany, createFirm, createUser } from "../../factories";
import { callApi } from "../api";
import { caseWorld, expectStatus } from "../documents/helpers";

export async function ticketWorld() {
  const w = await caseWorld();
  const front = await createUser(w.tenant, ROLE.FRONT_OFFICE);
  const attorney = await createUser(w.tenant, ROLE.ATTORNEY);
  const subscriber = await createUser(w.tenant, ROLE.SUBSCRIBER);
  const otherCompany = await createCompany(w.tenant.id, { name: "Other Client" });
  const otherPetitioner = await createUser(w.tenant, ROLE.PETITIONER, { companyId: otherCompany.id });
  const stranger = await createFirm();
  const callOther = (p: string, body: unknown) => callApi(p, body, { tenant: stranger.tenant.slug, token: stranger.admin.token });
  return { ...w, front, attorney, subscriber, otherCompany, otherPetitioner, stranger, callOther };
}
export type TicketWorld = Awaited<ReturnType<typeof ticketWorld>>;

export type Ticket = { id: string; number: number; displayNumber: string; status: string; priority: string; assignee: { id: string; name: string } | null; actions: Record<string, boolean>; events: { kind: string; from: string | null; to: string | null }[] };

/** A ticket raised by `token` (the petitioner by default) about the world's case. */
export async function raise(w: TicketWorld, extra: Record<string, unknown> = {}, token = w.petitioner.token): Promise<Ticket> {
  const res = await w.call("support-tickets/create", { subject: "Where is my receipt notice?", description: "We filed two weeks ago.", type: "case_update", petitionId: w.petition.id, ...extra }, token);
  expectStatus(res, 200);
  return res.body.result.data;
}

export async function eventsOf(tenantId: string, ticketId: string) {
  const db = await getDb();
  return db.select().from(ticketEvents).where(and(eq(ticketEvents.tenantId, tenantId), eq(ticketEvents.ticketId, ticketId)));
}

export async function noticesOf(tenantId: string, userId: string) {
  const db = await getDb();
  return db.select().from(notifications).where(and(eq(notifications.tenantId, tenantId), eq(notifications.userId, userId)));
}
