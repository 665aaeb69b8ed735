// A firm with a case, its staff and a client for the meetings' tests; a meeting created by a host with its link's token.
import { and, eq } from "drizzle-orm";
import { emailOutbox } from "@/db/schema/platform";
import { readOutboxMail } from "@/lib/server/mail/sealed-mail";
import { getDb } from "@/lib/server/db/client";
import { ROLE } from "@/lib/shared/constants/roles";
import { createFirm, createUser } from "../../factories";
import { callApi } from "../api";
import { caseWorld } from "../documents/helpers";

export async function meetingWorld() {
  const w = await caseWorld();
  const paralegal = await createUser(w.tenant, ROLE.PARALEGAL);
  const attorney = await createUser(w.tenant, ROLE.ATTORNEY);
  const other = await createFirm();
  const otherParalegal = await createUser(other.tenant, ROLE.PARALEGAL);
  const guest = (p: string, body: unknown, token: string) => callApi(p, body, { tenant: w.tenant.slug, token });
  return { ...w, paralegal, attorney, other, otherParalegal, guest };
}

/** A meeting `host` creates now (more fields in `extra`); its link's token from the answer. */
export async function newMeeting(call: (p: string, body: unknown, token?: string) => Promise<{ status: number; body: any }>, token: string, extra: Record<string, unknown> = {}) {
  const res = await call("meetings/create", { title: "Interview preparation", ...extra }, token);
  if (res.status !== 200) throw new Error(JSON.stringify(res.body));
  const m = res.body.result.data as { id: string; link: string; state: string; caseNumber: string | null; invitationSent: boolean };
  const token_ = new URL(m.link).searchParams.get("token")!;
  return { meeting: m, linkToken: token_ };
}

export async function mailsTo(tenantId: string, to: string) {
  const db = await getDb();
  const rows = await db.select().from(emailOutbox).where(and(eq(emailOutbox.tenantId, tenantId), eq(emailOutbox.toAddress, to), eq(emailOutbox.template, "meeting.invitation")));
  return rows.map(readOutboxMail);
}
