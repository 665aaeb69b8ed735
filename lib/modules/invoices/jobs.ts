// The handler of the "invoices.daily" queue (lib/server/jobs/runner.ts QUEUES), loaded by
// lib/modules/platform/jobs.ts: every firm's sent and unpaid invoices are looked at again — past their due
// date they become expired, a sending e-mail the outbox gave up on makes them delivery_error (status.ts).
// Idempotent: an invoice whose status did not change is not written. `today` (YYYY-MM-DD) in the job's
// data replaces the clock (tests, scripts).
import "server-only";
import { getDb } from "@/lib/server/db/client";
import { defineJob } from "@/lib/server/jobs/runner";
import { log } from "@/lib/server/log";
import { invoicesToReview, tenantsWithOpenInvoices } from "./repository";
import { reviewInvoice } from "./service";

export async function reviewInvoices(today: string): Promise<{ changed: number }> {
  const db = await getDb();
  let changed = 0;
  for (const tenantId of await tenantsWithOpenInvoices(db)) {
    for (const inv of await invoicesToReview(db, tenantId, today)) {
      if (await reviewInvoice(db, tenantId, inv.id, today)) changed++;
    }
  }
  return { changed };
}

defineJob<{ today?: string }>("invoices.daily", async (data) => {
  const today = typeof data.today === "string" && /^\d{4}-\d{2}-\d{2}$/.test(data.today) ? data.today : new Date().toISOString().slice(0, 10);
  const r = await reviewInvoices(today);
  if (r.changed) log.info({ ...r, today }, "[invoices] daily review");
});
