// The meetings' sweep (queue "meetings.sweep", every 10 minutes): signaling messages older than an hour are
// deleted (a browser reads only those sent after it joined; an ended meeting's go when it ends).
import "server-only";
import { getDb } from "@/lib/server/db/client";
import { defineJob } from "@/lib/server/jobs/runner";
import { log } from "@/lib/server/log";
import { purgeSignalsBefore } from "./repository";

export const SIGNAL_TTL_MS = 60 * 60_000;

export async function sweepSignals(now = new Date()): Promise<number> {
  const removed = await purgeSignalsBefore(await getDb(), new Date(now.getTime() - SIGNAL_TTL_MS));
  if (removed) log.info({ removed }, "[meetings] old signaling messages removed");
  return removed;
}

defineJob("meetings.sweep", async () => {
  await sweepSignals();
});
