// The job runner (pg-boss on this test's database: PGlite in memory, or PostgreSQL in CI): jobs written in
// a transaction, retries with backoff, the failed list and retry of the platform admin, the nightly purge
// (tokens, uploads, outbox e-mails past retention).
import { afterEach, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { getDb } from "@/lib/server/db/client";
import { rowsOf } from "@/lib/server/db/rows";
import { defineJob, enqueue, jobRunner, runQueuedJobs, type JobMeta } from "@/lib/server/jobs/runner";
import "@/lib/modules/reminders/jobs";
import { purgeExpired } from "@/lib/modules/platform/purge";
import { issueToken } from "@/lib/server/auth/one-time-token";
import { fileUploads } from "@/db/schema/files";
import { emailOutbox } from "@/db/schema/platform";
import { enqueueMail } from "@/lib/server/mail/outbox";
import { callApi } from "../api";
import { createFirm, createUser } from "../../factories";

type JobRow = { id: string; name: string; state: string; retry_count: number; start_after: string; data: Record<string, unknown> };

async function jobsWith(marker: string): Promise<JobRow[]> {
  const db = await getDb();
  return rowsOf<JobRow>(await db.execute(sql`select id, name, state::text as state, retry_count, start_after, data from pgboss.job where data->>'marker' = ${marker}`));
}

const marker = () => `m-${crypto.randomUUID()}`;

// The tests borrow the "deadlines.sync-case" queue with a handler of their own for their jobs (marked), restored
// after each test. Test files share this worker (and on PostgreSQL the queue with the other worker): another
// file's job that a run here fetches goes to the queue's real handler, and the real one is put back after.
type Handler = (data: Record<string, unknown>, meta: JobMeta) => Promise<void>;
const registered = (globalThis as unknown as { __jobHandlers: Map<string, Handler> }).__jobHandlers;
const realHandler = registered.get("deadlines.sync-case")!;
let restore: (() => void) | null = null;
afterEach(() => {
  restore?.();
  restore = null;
});
function borrowQueue(handler: (data: Record<string, unknown>) => Promise<void>) {
  const seen: Record<string, unknown>[] = [];
  defineJob("deadlines.sync-case", async (data, meta) => {
    if (typeof data.marker !== "string") return realHandler(data, meta);
    seen.push(data);
    await handler(data);
  });
  restore = () => defineJob("deadlines.sync-case", realHandler);
  return seen;
}

describe("enqueue", () => {
  it("writes the job in the caller's transaction: none when it rolls back, one when it commits", async () => {
    const db = await getDb();
    const a = marker();
    await expect(
      db.transaction(async (tx) => {
        await enqueue(tx, "deadlines.sync-case", { marker: a });
        throw new Error("rollback");
      }),
    ).rejects.toThrow("rollback");
    expect(await jobsWith(a)).toHaveLength(0);

    await db.transaction(async (tx) => {
      await enqueue(tx, "deadlines.sync-case", { marker: a });
    });
    const [job] = await jobsWith(a);
    expect(job).toMatchObject({ name: "deadlines.sync-case", state: "created" });
  });

  it("keeps at most one queued delivery run on a stately queue (mail.deliver)", async () => {
    const db = await getDb();
    const boss = await jobRunner();
    // Whatever other tests queued is removed first, so this test sees its own two sends. Test files run in
    // parallel on one database: another one's send may land between the removal and ours — then again.
    let first: string | null = null;
    for (let attempt = 0; attempt < 20 && first === null; attempt++) {
      await boss.deleteQueuedJobs("mail.deliver");
      first = await enqueue(db, "mail.deliver", {});
    }
    const second = await enqueue(db, "mail.deliver", {});
    expect(first).toEqual(expect.any(String));
    expect(second).toBeNull();
  });
});

describe("runQueuedJobs and retries", () => {
  it("runs a queued job with its handler and completes it", async () => {
    const db = await getDb();
    const m = marker();
    const seen = borrowQueue(async () => {});
    await enqueue(db, "deadlines.sync-case", { marker: m });
    expect(await runQueuedJobs("deadlines.sync-case")).toBeGreaterThanOrEqual(1);
    expect(seen.some((d) => d.marker === m)).toBe(true);
    expect((await jobsWith(m))[0].state).toBe("completed");
  });

  it("a borrowed queue gets its real handler back (later files in this worker run real jobs with it)", async () => {
    borrowQueue(async () => {});
    expect(registered.get("deadlines.sync-case")).not.toBe(realHandler);
    restore!();
    restore = null;
    expect(registered.get("deadlines.sync-case")).toBe(realHandler);
  });

  it("a failing run is retried later with backoff, and lands in the failed list when retries run out", async () => {
    const db = await getDb();
    const m = marker();
    borrowQueue(async (data) => {
      if (data.marker === m) throw new Error(`boom ${m}`);
    });
    await enqueue(db, "deadlines.sync-case", { marker: m });
    await expect(runQueuedJobs("deadlines.sync-case")).rejects.toThrow(`boom ${m}`);
    const [retrying] = await jobsWith(m);
    expect(retrying.state).toBe("retry");
    expect(new Date(retrying.start_after).getTime()).toBeGreaterThan(Date.now());

    // Out of retries: the next failing run fails it for good.
    await db.execute(sql`update pgboss.job set retry_count = retry_limit, start_after = now() where id = ${retrying.id}::uuid`);
    await expect(runQueuedJobs("deadlines.sync-case")).rejects.toThrow(`boom ${m}`);
    expect((await jobsWith(m))[0].state).toBe("failed");
  });

  it("returns once a job of the queue that another run has taken is finished (on PostgreSQL the tests' two workers share the queue)", async () => {
    const db = await getDb();
    const boss = await jobRunner();
    const m = marker();
    borrowQueue(async () => {});
    await enqueue(db, "deadlines.sync-case", { marker: m });
    // Another run takes it (fetched one at a time; any other file's job met on the way is run as the runner would).
    for (;;) {
      const [job] = await boss.fetch("deadlines.sync-case");
      expect(job).toBeDefined();
      if (job.data && (job.data as Record<string, unknown>).marker === m) break;
      await realHandler((job.data ?? {}) as Record<string, unknown>, { id: job.id, name: "deadlines.sync-case", retryCount: 0 });
      await boss.complete("deadlines.sync-case", job.id);
    }
    const [taken] = await jobsWith(m);
    expect(taken.state).toBe("active");
    let finishedAt = 0;
    const finishing = new Promise<void>((resolve) =>
      setTimeout(() => {
        finishedAt = Date.now();
        void boss.complete("deadlines.sync-case", taken.id).then(() => resolve());
      }, 300),
    );
    await runQueuedJobs("deadlines.sync-case");
    expect(finishedAt).toBeGreaterThan(0);
    expect((await jobsWith(m))[0].state).toBe("completed");
    await finishing;
  });
});

async function failedJob(): Promise<{ id: string; m: string }> {
  const db = await getDb();
  const boss = await jobRunner();
  const m = marker();
  const id = (await boss.send("deadlines.sync-case", { marker: m }, { retryLimit: 0 }))!;
  await db.execute(sql`update pgboss.job set state = 'failed', output = ${JSON.stringify({ message: `broken ${m}` })}::jsonb, completed_on = now() where id = ${id}::uuid`);
  return { id, m };
}

describe("POST /api/jobs/queues, /api/jobs/failed-list and /api/jobs/retry (platform admin)", () => {
  it("lists the queues with their counts and the failed jobs; retry puts one back in its queue", async () => {
    const { tenant } = await createFirm();
    const platform = await createUser(tenant, 1);
    const { id, m } = await failedJob();
    const queues = await callApi("jobs/queues", {}, { tenant: tenant.slug, token: platform.token });
    expect(queues.status).toBe(200);
    const counts = queues.body.result.data as { name: string; failed: number }[];
    expect(counts.map((q) => q.name)).toEqual(expect.arrayContaining(["mail.deliver", "deadlines.scan", "notifications.digest", "purge.expired"]));
    expect(counts.find((q) => q.name === "deadlines.sync-case")!.failed).toBeGreaterThanOrEqual(1);

    const res = await callApi("jobs/failed-list", { perpage: 100 }, { tenant: tenant.slug, token: platform.token });
    expect(res.status).toBe(200);
    const failed = res.body.result.data as { id: string; name: string; error: string }[];
    expect(failed.find((f) => f.id === id)).toMatchObject({ name: "deadlines.sync-case", error: `broken ${m}` });
    expect(res.body.result.pagination!.total).toBeGreaterThanOrEqual(1);
    const oldestFirst = await callApi("jobs/failed-list", { perpage: 1, sortOrder: "asc" }, { tenant: tenant.slug, token: platform.token });
    expect(oldestFirst.body.result.data).toHaveLength(1);

    const retried = await callApi("jobs/retry", { name: "deadlines.sync-case", id }, { tenant: tenant.slug, token: platform.token });
    expect(retried.status).toBe(200);
    expect(["retry", "created"]).toContain((await jobsWith(m))[0].state);
    // Retrying it again: it is no longer a failed job.
    expect((await callApi("jobs/retry", { name: "deadlines.sync-case", id }, { tenant: tenant.slug, token: platform.token })).status).toBe(404);
  });

  it("answers 422 for a malformed request, 404 for an unknown queue or job, 403 for a firm admin", async () => {
    const { tenant, admin } = await createFirm();
    const platform = await createUser(tenant, 1);
    const bad = await callApi("jobs/retry", { name: "", id: "nope" }, { tenant: tenant.slug, token: platform.token });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.result.error!.fields!)).toEqual(expect.arrayContaining(["name", "id"]));
    expect((await callApi("jobs/retry", { name: "no.such.queue", id: crypto.randomUUID() }, { tenant: tenant.slug, token: platform.token })).status).toBe(404);
    expect((await callApi("jobs/retry", { name: "mail.deliver", id: crypto.randomUUID() }, { tenant: tenant.slug, token: platform.token })).status).toBe(404);
    const { id } = await failedJob();
    expect((await callApi("jobs/failed-list", { perpage: 500 }, { tenant: tenant.slug, token: platform.token })).status).toBe(422);
    expect((await callApi("jobs/queues", {}, { tenant: tenant.slug, token: admin.token })).status).toBe(403);
    expect((await callApi("jobs/failed-list", {}, { tenant: tenant.slug, token: admin.token })).status).toBe(403);
    expect((await callApi("jobs/retry", { name: "deadlines.sync-case", id }, { tenant: tenant.slug, token: admin.token })).status).toBe(403);
  });
});

describe("POST /api/jobs/run-now (platform admin)", () => {
  it("queues one run of a scheduled queue now, and says so when one already waits", async () => {
    const { tenant, admin } = await createFirm();
    const platform = await createUser(tenant, 1);
    const boss = await jobRunner();
    await boss.deleteQueuedJobs("purge.expired");
    const first = await callApi("jobs/run-now", { name: "purge.expired" }, { tenant: tenant.slug, token: platform.token });
    expect(first.status).toBe(200);
    expect(first.body.result.data).toEqual({ queued: true });
    const again = await callApi("jobs/run-now", { name: "purge.expired" }, { tenant: tenant.slug, token: platform.token });
    expect(again.body.result.data).toEqual({ queued: false });
    expect(await runQueuedJobs("purge.expired")).toBe(1);

    const queues = await callApi("jobs/queues", {}, { tenant: tenant.slug, token: platform.token });
    const byName = Object.fromEntries((queues.body.result.data as { name: string; scheduled: boolean }[]).map((q) => [q.name, q.scheduled]));
    expect(byName).toMatchObject({ "purge.expired": true, "deadlines.scan": true, "deadlines.sync-case": false });

    // A queue that needs data (one case) is not run from here; unknown queues neither.
    expect((await callApi("jobs/run-now", { name: "deadlines.sync-case" }, { tenant: tenant.slug, token: platform.token })).status).toBe(404);
    expect((await callApi("jobs/run-now", { name: "nope" }, { tenant: tenant.slug, token: platform.token })).status).toBe(404);
    expect((await callApi("jobs/run-now", { name: "" }, { tenant: tenant.slug, token: platform.token })).status).toBe(422);
    expect((await callApi("jobs/run-now", { name: "purge.expired" }, { tenant: tenant.slug, token: admin.token })).status).toBe(403);
  });
});

describe("the nightly purge", () => {
  it("removes tokens expired for over 30 days and uploads never attached within 48 hours (the firm's own purge takes them at 24), and keeps the rest", async () => {
    const db = await getDb();
    const { tenant, admin } = await createFirm();
    await issueToken(db, { purpose: "password_reset", userId: admin.user.id, tenantId: tenant.id, ttlMinutes: -31 * 24 * 60 });
    await issueToken(db, { purpose: "password_reset", userId: admin.user.id, tenantId: tenant.id, ttlMinutes: -29 * 24 * 60 });
    const upload = (hoursAgo: number) => ({
      tenantId: tenant.id,
      fileKey: `tenants/${tenant.id}/purge-${crypto.randomUUID()}.pdf`,
      fileName: "x.pdf",
      mimetype: "application/pdf",
      sizeBytes: 1,
      uploadedByUserId: admin.user.id,
      createdAt: new Date(Date.now() - hoursAgo * 3600_000),
    });
    await db.insert(fileUploads).values([upload(49), upload(47)]);

    const report = await purgeExpired();
    expect(report.tokens).toBeGreaterThanOrEqual(1);
    expect(report.uploads).toBeGreaterThanOrEqual(1);
    const tokensLeft = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from one_time_tokens where user_id = ${admin.user.id}`))[0].n;
    expect(tokensLeft).toBe(1);
    const uploadsLeft = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from file_uploads where tenant_id = ${tenant.id}`))[0].n;
    expect(uploadsLeft).toBe(1);
  });

  it("removes outbox e-mails 30 days after their delivery and undelivered ones 90 days after they were queued, and keeps newer ones", async () => {
    const db = await getDb();
    const to = `purge-${crypto.randomUUID()}@example.com`;
    const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);
    const mail = async (status: string, createdDaysAgo: number, sentDaysAgo: number | null) => {
      const id = await enqueueMail(db, { tenantId: null, to, subject: `${status} ${createdDaysAgo}/${sentDaysAgo}`, text: "x", template: "test" });
      await db.update(emailOutbox).set({ status, createdAt: daysAgo(createdDaysAgo), sentAt: sentDaysAgo === null ? null : daysAgo(sentDaysAgo) }).where(eq(emailOutbox.id, id));
      return id;
    };
    const gone = [await mail("sent", 32, 31), await mail("logged", 40, 31), await mail("failed", 91, null), await mail("pending", 91, null)];
    const kept = [await mail("sent", 35, 29), await mail("failed", 89, null), await mail("pending", 40, null), await mail("sent", 0, 0)];

    const report = await purgeExpired();
    expect(report.mails).toBeGreaterThanOrEqual(gone.length);
    const left = await db.select({ id: emailOutbox.id }).from(emailOutbox).where(eq(emailOutbox.toAddress, to));
    expect(left.map((r) => r.id).sort()).toEqual([...kept].sort());
  });
});
