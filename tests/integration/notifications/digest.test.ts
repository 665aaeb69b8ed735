// The daily digest job: one e-mail per user and firm, in the user's language, each notification once.
import { describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { memberships } from "@/db/schema/identity";
import { emailOutbox } from "@/db/schema/platform";
import { readOutboxMail } from "@/lib/server/mail/sealed-mail";
import { notifications } from "@/db/schema/work";
import { getDb } from "@/lib/server/db/client";
import { enqueue, runQueuedJobs } from "@/lib/server/jobs/runner";
import { notify } from "@/lib/modules/notifications/notify";
import "@/lib/modules/notifications/jobs";
import { createFirm, createUser } from "../../factories";
import { quietMailLog } from "../auth/helpers";

quietMailLog();

async function tell(tenantId: string, actorUserId: string, recipients: string[], caseNumber: string) {
  const db = await getDb();
  await db.transaction((tx) => notify(tx, { tenantId, actorUserId, recipients, kind: "case.assigned", params: { caseNumber, slot: "ASSIGN_ATTORNEY" }, link: "/app/dashboard" }));
}

async function mailsTo(email: string) {
  const db = await getDb();
  return (await db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email))).map(readOutboxMail);
}

describe("job notifications.digest", () => {
  it("e-mails each digest user once per firm, in their language, then never again for the same notifications", async () => {
    const a = await createFirm();
    const b = await createFirm();
    const d = await createUser(a.tenant, 6, { userOverrides: { preferences: { notifyEmail: "digest", locale: "es" } } });
    const db = await getDb();
    await db.insert(memberships).values({ tenantId: b.tenant.id, userId: d.user.id, roleId: 6, statusId: 1 });
    const off = await createUser(a.tenant, 6, { userOverrides: { preferences: { notifyEmail: "off" } } });
    const instant = await createUser(a.tenant, 6);

    await tell(a.tenant.id, a.admin.user.id, [d.user.id, off.user.id, instant.user.id], "D-1");
    await tell(a.tenant.id, a.admin.user.id, [d.user.id], "D-2");
    await tell(b.tenant.id, b.admin.user.id, [d.user.id], "D-3");
    expect(await mailsTo(d.email)).toHaveLength(0);
    expect((await mailsTo(instant.email)).map((m) => m.template)).toEqual(["workflow.assigned"]);

    await enqueue(db, "notifications.digest");
    expect(await runQueuedJobs("notifications.digest")).toBe(1);
    const mails = await mailsTo(d.email);
    expect(mails).toHaveLength(2);
    expect(mails.every((m) => m.template === "notification.digest")).toBe(true);
    const fromA = mails.find((m) => m.subject.startsWith(a.tenant.name))!;
    expect(fromA.subject).toBe(`${a.tenant.name}: 2 notificaciones nuevas`);
    expect(fromA.textBody).toContain("Le asignaron el caso D-1");
    expect(fromA.textBody).toContain("Le asignaron el caso D-2");
    expect(fromA.textBody).not.toContain("D-3");
    expect(mails.find((m) => m.subject.startsWith(b.tenant.name))!.textBody).toContain("Le asignaron el caso D-3");
    const rows = await db.select().from(notifications).where(eq(notifications.userId, d.user.id));
    expect(rows.every((r) => r.emailedAt !== null)).toBe(true);
    // off: no e-mail, ever; instant: only the one at once
    expect(await mailsTo(off.email)).toHaveLength(0);
    expect(await mailsTo(instant.email)).toHaveLength(1);

    // a rerun sends nothing twice; a new notification goes in the next digest alone
    await enqueue(db, "notifications.digest");
    await runQueuedJobs("notifications.digest");
    expect(await mailsTo(d.email)).toHaveLength(2);
    await tell(a.tenant.id, a.admin.user.id, [d.user.id], "D-4");
    await enqueue(db, "notifications.digest");
    await runQueuedJobs("notifications.digest");
    const next = (await mailsTo(d.email)).filter((m) => m.textBody.includes("D-4"));
    expect(next).toHaveLength(1);
    expect(next[0].subject).toBe(`${a.tenant.name}: 1 notificación nueva`);
    expect(next[0].textBody).not.toContain("D-1");
    const offRows = await db.select().from(notifications).where(and(eq(notifications.userId, off.user.id)));
    expect(offRows[0].emailedAt).toBeNull();
  });
});
