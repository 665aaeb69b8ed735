// Next.js calls register() once when a server process starts, before it serves a request: the job
// runner starts here (pg-boss schema, queues, schedules) and, unless JOB_WORKERS=off, works the queues.
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { startServerProcess } = await import("@/lib/modules/platform/start");
  await startServerProcess();
}
