// The platform's monthly fetch of the Department of State's Visa Bulletin (queue "gc.bulletin-fetch",
// daily at 5:10 New York time): the month in force and the next one (the State Department publishes a month's
// bulletin around the middle of the month before) are asked for until each has been stored once. A page is
// read by `parseBulletinPage` (the paste's parser) and its cells stored in the platform's table (tenant_id
// null, no user: "fetched"), which every firm uses for a month and cell it has not entered itself. Each
// attempt is logged in visa_bulletin_fetches (what the screen says about the last one). A stored month
// queues the priority-date check of every firm ("gc.bulletin-check").
import "server-only";
import { env } from "@/lib/server/env";
import type { Executor } from "@/lib/server/db/client";
import { enqueue } from "@/lib/server/jobs/runner";
import { log } from "@/lib/server/log";
import { bulletinHtmlText, bulletinPageUrl, hasEmploymentCharts, nextMonth, parseBulletinPage } from "./bulletin-page";
import type { BulletinFetchStatus } from "./contract";
import { addBulletinFetch, lastBulletinFetches, lockBulletin, monthFetched, saveBulletinCells } from "./repository";

const TIMEOUT_MS = 20_000;
/** A bulletin page is some 200 KB; anything far larger is not one. */
const MAX_BYTES = 5_000_000;

export type FetchOutcome = { month: string; outcome: "ok" | "not_published" | "failed" | "skipped"; cells?: number; error?: string };

class FetchFailure extends Error {}

async function getPage(url: string): Promise<string | null> {
  let res: Response;
  try {
    res = await fetch(url, { headers: { accept: "text/html" }, redirect: "follow", signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (e) {
    throw new FetchFailure(`The bulletin site did not answer (${e instanceof Error ? e.message : String(e)})`);
  }
  // A month not published yet: the site answers 404 (or sends the visitor to the bulletin index).
  if (res.status === 404) return null;
  if (!res.ok) throw new FetchFailure(`The bulletin site answered ${res.status}`);
  const text = await res.text();
  if (text.length > MAX_BYTES) throw new FetchFailure("The bulletin page is too large");
  return text;
}

/** Fetch, read and store one month (YYYY-MM) for every firm; logs the attempt. */
export async function fetchBulletinMonth(db: Executor, baseUrl: string, month: string, today: string): Promise<FetchOutcome> {
  const url = bulletinPageUrl(baseUrl, month);
  try {
    const html = await getPage(url);
    if (html === null) {
      await addBulletinFetch(db, { month, url, outcome: "not_published" });
      return { month, outcome: "not_published" };
    }
    const page = parseBulletinPage(bulletinHtmlText(html));
    if (page.month === null) throw new FetchFailure("The page names no bulletin month");
    if (page.month !== month) throw new FetchFailure(`The page is the bulletin of ${page.month}, not of ${month}`);
    if (!hasEmploymentCharts(page.tables)) throw new FetchFailure("The page holds no employment-based charts");
    const cells = page.cells.map((c) => ({ chart: c.chart, category: c.category, chargeability: c.chargeability, value: c.value }));
    await db.transaction(async (tx) => {
      await lockBulletin(tx, null);
      await saveBulletinCells(tx, null, month, cells, null);
      await addBulletinFetch(tx, { month, url, outcome: "ok", cells: cells.length, error: page.errors.length ? `Lines not read: ${page.errors.map((e) => e.line).join(", ")}` : null });
      await enqueue(tx, "gc.bulletin-check", { today });
    });
    log.info({ month, cells: cells.length, unread: page.errors.length }, "[gc] visa bulletin fetched");
    return { month, outcome: "ok", cells: cells.length };
  } catch (e) {
    if (!(e instanceof FetchFailure)) throw e;
    await addBulletinFetch(db, { month, url, outcome: "failed", error: e.message });
    log.warn({ month, url, err: e.message }, "[gc] visa bulletin fetch failed");
    return { month, outcome: "failed", error: e.message };
  }
}

/**
 * The daily run: the month in force on `today` and the next, each until stored once (a month stored is
 * left as fetched: the bulletin is not revised after it is published). Throws after logging when a month
 * failed, so the queue tries again later; a month not published yet is no failure.
 */
export async function fetchBulletins(db: Executor, today: string): Promise<FetchOutcome[]> {
  const baseUrl = env.visaBulletinBaseUrl;
  if (!baseUrl) return [];
  const month = today.slice(0, 7);
  const out: FetchOutcome[] = [];
  for (const m of [month, nextMonth(month)]) {
    out.push((await monthFetched(db, m)) ? { month: m, outcome: "skipped" } : await fetchBulletinMonth(db, baseUrl, m, today));
  }
  const failed = out.filter((o) => o.outcome === "failed");
  if (failed.length) throw new Error(`Visa Bulletin fetch failed: ${failed.map((f) => `${f.month}: ${f.error}`).join("; ")}`);
  return out;
}

/** What the bulletin screen says about the automatic fetch. */
export async function bulletinFetchStatus(db: Executor): Promise<BulletinFetchStatus> {
  const { last, lastOk } = await lastBulletinFetches(db);
  return {
    enabled: env.visaBulletinBaseUrl !== null,
    lastAttemptAt: last ? last.attemptedAt.toISOString() : null,
    lastOutcome: last ? (last.outcome as BulletinFetchStatus["lastOutcome"]) : null,
    lastMonth: last?.month ?? null,
    lastSuccessAt: lastOk ? lastOk.attemptedAt.toISOString() : null,
    lastSuccessMonth: lastOk?.month ?? null,
  };
}
