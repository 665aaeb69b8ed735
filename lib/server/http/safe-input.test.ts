import { describe, expect, it } from "vitest";
import { unsafeTextPaths } from "./safe-input";

describe("unsafeTextPaths", () => {
  it("names each unsafe string and key by its dotted path, in document order, at most 50", () => {
    const value = { a: "ok", b: ["x", "\u0000", { c: "\ud800" }], ["k\u0000"]: "fine", d: { e: "\udc00" } };
    expect(unsafeTextPaths(value)).toEqual(["b.1", "b.2.c", "k?", "d.e"]);
    expect(unsafeTextPaths("\u0000")).toEqual(["body"]);
    expect(unsafeTextPaths({ emoji: "🛂", n: 1, z: null })).toEqual([]);
    expect(unsafeTextPaths(Array.from({ length: 80 }, () => "\u0000"))).toHaveLength(50);
  });

  it("walks a value nested 100,000 levels without running the call stack out", () => {
    let deep: unknown = "\u0000";
    for (let i = 0; i < 100_000; i++) deep = i % 2 ? [deep] : { a: deep };
    const [path] = unsafeTextPaths(deep);
    expect(path.split(".")).toHaveLength(100_000);
  });
});
