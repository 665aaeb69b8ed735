import { describe, expect, it } from "vitest";
import { and, asc, eq } from "drizzle-orm";
import { reminders } from "@/db/schema/work";
import { getDb } from "@/lib/server/db/client";
import { syncDeadlineReminders } from "@/lib/modules/reminders/deadline-scan";
import { runQueuedJobs } from "@/lib/server/jobs/runner";
import "@/lib/modules/company-documents/jobs";
import { docsWorld, useTempFileStore } from "./helpers";

useTempFileStore();

async function expiryReminders(tenantId: string) {
  const db = await getDb();
  return db
    .select({ dueDate: reminders.dueDate, offset: reminders.offsetDays, status: reminders.status, subject: reminders.deadlineSubject, title: reminders.title })
    .from(reminders)
    .where(and(eq(reminders.tenantId, tenantId), eq(reminders.deadlineKind, "company-document.expiry")))
    .orderBy(asc(reminders.dueDate));
}

describe("expiry reminders of standing documents", () => {
  it("remind 30 and 7 days before and the day after; follow a new date and end with the document at once", async () => {
    const w = await docsWorld();
    const db = await getDb();
    const sync = (today: string) => syncDeadlineReminders(db, { tenantId: w.tenant.id }, today);
    const doc = await w.create("Workers comp certificate", { companyId: w.company.id, expiryDate: "2026-06-30" });
    await w.create("No date");
    await sync("2026-05-01");
    const made = await expiryReminders(w.tenant.id);
    expect(made.map((r) => [r.offset, r.dueDate, r.status])).toEqual([
      [30, "2026-05-31", "open"],
      [7, "2026-06-23", "open"],
      [-1, "2026-07-01", "open"],
    ]);
    expect(made[0]).toMatchObject({ subject: `company-document:${doc.id}`, title: `${w.company.name} — Workers comp certificate expires` });
    // A renewed date: the reminders follow it at once (the save queues the firm's sync).
    await w.call("company/documents-save", { id: doc.id, expiryDate: "2027-06-30", today: "2026-05-02" });
    expect(await runQueuedJobs("deadlines.sync-firm")).toBeGreaterThan(0);
    expect((await expiryReminders(w.tenant.id)).filter((r) => r.status === "open").map((r) => r.dueDate)).toEqual(["2027-05-31", "2027-06-23", "2027-07-01"]);
    // Deleted: the open reminders are dismissed at once.
    await w.call("company/documents-delete", { id: doc.id, today: "2026-05-03" });
    await runQueuedJobs("deadlines.sync-firm");
    expect((await expiryReminders(w.tenant.id)).filter((r) => r.status === "open")).toEqual([]);
  });
});
