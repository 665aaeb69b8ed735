// At most N calls at a time per key (a QuickBooks company: Intuit allows 10 concurrent requests per realm
// and app, more answer 429): the rest wait in line, first come first served. In-process: with several app
// servers each keeps its own line, so a firm's work runs in one place (its sync job) and the screens' few
// calls stay far under the limit.

type Line = { active: number; waiting: (() => void)[] };

export class KeyedLimiter {
  private readonly lines = new Map<string, Line>();
  constructor(private readonly max: number) {}

  async run<T>(key: string, fn: () => Promise<T>): Promise<T> {
    let line = this.lines.get(key);
    if (!line) this.lines.set(key, (line = { active: 0, waiting: [] }));
    if (line.active >= this.max) await new Promise<void>((resolve) => line!.waiting.push(resolve));
    else line.active++;
    try {
      return await fn();
    } finally {
      const next = line.waiting.shift();
      // The slot passes to the next in line as it is; with nobody waiting it frees.
      if (next) next();
      else if (--line.active === 0) this.lines.delete(key);
    }
  }

  /** Calls running and waiting for `key` (tests, the status page). */
  load(key: string): { active: number; waiting: number } {
    const line = this.lines.get(key);
    return { active: line?.active ?? 0, waiting: line?.waiting.length ?? 0 };
  }
}
