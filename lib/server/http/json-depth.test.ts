import { describe, expect, it } from "vitest";
import { jsonNestsDeeperThan, MAX_JSON_DEPTH } from "./json-depth";

/** `levels` arrays around a value. */
const arrays = (levels: number, inner = "1") => `${"[".repeat(levels)}${inner}${"]".repeat(levels)}`;
/** `levels` objects (`{"a":…}`) around a value. */
const objects = (levels: number, inner = "1") => `${'{"a":'.repeat(levels)}${inner}${"}".repeat(levels)}`;

describe("jsonNestsDeeperThan", () => {
  it("takes exactly the limit and refuses one level past it, arrays, objects and both mixed", () => {
    expect(jsonNestsDeeperThan(arrays(MAX_JSON_DEPTH))).toBe(false);
    expect(jsonNestsDeeperThan(arrays(MAX_JSON_DEPTH + 1))).toBe(true);
    expect(jsonNestsDeeperThan(objects(MAX_JSON_DEPTH))).toBe(false);
    expect(jsonNestsDeeperThan(objects(MAX_JSON_DEPTH + 1))).toBe(true);
    expect(jsonNestsDeeperThan(objects(3, arrays(2)), 5)).toBe(false);
    expect(jsonNestsDeeperThan(objects(3, arrays(3)), 5)).toBe(true);
  });

  it("counts depth, not brackets: siblings at the same level stay within the limit", () => {
    const wide = `{"a":[${Array.from({ length: 1000 }, () => '{"b":[1]}').join(",")}]}`;
    expect(jsonNestsDeeperThan(wide, 4)).toBe(false);
    expect(jsonNestsDeeperThan(wide, 3)).toBe(true);
    expect(jsonNestsDeeperThan("{}", 0)).toBe(true);
    expect(jsonNestsDeeperThan('"text"', 0)).toBe(false);
    expect(jsonNestsDeeperThan("", 0)).toBe(false);
  });

  it("ignores brackets inside strings, keys and values alike", () => {
    const inString = `{"[[[[{{{{": "${"[{".repeat(500)}"}`;
    expect(jsonNestsDeeperThan(inString, 1)).toBe(false);
    expect(jsonNestsDeeperThan(JSON.stringify({ a: "]]]]", b: [[["x"]]] }), 4)).toBe(false);
    expect(jsonNestsDeeperThan(JSON.stringify({ a: "]]]]", b: [[["x"]]] }), 3)).toBe(true);
  });

  it("an escaped quote does not end a string, an escaped backslash before a quote does", () => {
    // "a\"[[[[" is one string: its brackets do not count.
    expect(jsonNestsDeeperThan(String.raw`{"k": "a\"[[[["}`, 1)).toBe(false);
    // "a\\" ends at the second quote: the brackets after it count.
    expect(jsonNestsDeeperThan(String.raw`{"k": "a\\", "l": [[[1]]]}`, 3)).toBe(true);
    expect(jsonNestsDeeperThan(String.raw`{"k": "a\\", "l": [[[1]]]}`, 4)).toBe(false);
    expect(jsonNestsDeeperThan(String.raw`{"k": "\u0041\\\"[[["}`, 1)).toBe(false);
  });

  it("reads 100,000 levels without a stack of its own and stops at the first level past the limit", () => {
    expect(jsonNestsDeeperThan(arrays(100_000))).toBe(true);
    expect(jsonNestsDeeperThan(objects(100_000, '"\\u0041"'))).toBe(true);
    // An unterminated string or stray closers are left to JSON.parse.
    expect(jsonNestsDeeperThan('{"a": "[[[[')).toBe(false);
    expect(jsonNestsDeeperThan("]]]]{}")).toBe(false);
    // Stray closers do not buy levels for what follows.
    expect(jsonNestsDeeperThan(`]]]]${arrays(3)}`, 2)).toBe(true);
  });
});
