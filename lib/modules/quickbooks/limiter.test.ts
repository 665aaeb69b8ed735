import { describe, expect, it } from "vitest";
import { KeyedLimiter } from "./limiter";

const tick = () => new Promise((r) => setTimeout(r, 5));

describe("KeyedLimiter", () => {
  it("runs at most max at a time per key, in order, and frees the key", async () => {
    const limiter = new KeyedLimiter(3);
    let running = 0;
    let peak = 0;
    const order: number[] = [];
    const job = (i: number) =>
      limiter.run("realm-1", async () => {
        running++;
        peak = Math.max(peak, running);
        await tick();
        order.push(i);
        running--;
        return i;
      });
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => job(i)));
    expect(results).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(peak).toBe(3);
    expect(limiter.load("realm-1")).toEqual({ active: 0, waiting: 0 });
  });

  it("keeps keys apart and frees a slot when a call throws", async () => {
    const limiter = new KeyedLimiter(1);
    let concurrent = 0;
    let peak = 0;
    const body = async () => {
      concurrent++;
      peak = Math.max(peak, concurrent);
      await tick();
      concurrent--;
    };
    await Promise.all([limiter.run("a", body), limiter.run("b", body)]);
    expect(peak).toBe(2);
    await expect(limiter.run("a", async () => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    await expect(limiter.run("a", async () => "ok")).resolves.toBe("ok");
  });
});
