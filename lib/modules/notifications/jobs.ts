// The handler of the "notifications.digest" queue (lib/server/jobs/runner.ts QUEUES, daily at 07:00
// New York), loaded by lib/modules/platform/jobs.ts.
import "server-only";
import { getDb } from "@/lib/server/db/client";
import { defineJob } from "@/lib/server/jobs/runner";
import { log } from "@/lib/server/log";
import { sendDigests } from "./digest";

defineJob("notifications.digest", async () => {
  const sent = await sendDigests(await getDb());
  log.info({ sent }, "[notifications] digests written");
});
