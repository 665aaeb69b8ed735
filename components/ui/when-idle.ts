// Runs `task` when the browser is idle (a zero-priority fetch of code a page may soon need), or after 2 s where
// there is no requestIdleCallback; answers the cancel function (an effect's cleanup).
export function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const id = window.requestIdleCallback(task, { timeout: 5_000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, 2_000);
  return () => window.clearTimeout(id);
}
