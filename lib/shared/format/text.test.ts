import { describe, expect, it } from "vitest";
import { TRUNCATE, initials, truncate } from "./text";

describe("truncate", () => {
  it("10 characters plus '....' (spec section 9)", () => {
    expect(truncate("Immigration petition", TRUNCATE.short)).toBe("Immigratio....");
    expect(truncate("Hello world again", 10)).toBe("Hello worl....");
    expect(truncate("Short text", 10)).toBe("Short text");
  });
  it("other lengths end with a plain ellipsis", () => {
    const long = "x".repeat(45);
    expect(truncate(long, TRUNCATE.task)).toBe(`${"x".repeat(40)}...`);
    expect(truncate("a".repeat(30), 30)).toBe("a".repeat(30));
    expect(truncate("a".repeat(31), 30)).toBe(`${"a".repeat(30)}...`);
  });
  it("trims the space before the suffix, keeps emoji whole, takes a custom suffix", () => {
    expect(truncate("Hello     world", 10)).toBe("Hello....");
    expect(truncate("😀😀😀😀", 2)).toBe("😀😀...");
    expect(truncate("abcdef", 3, "…")).toBe("abc…");
  });
  it("null and empty become ''", () => {
    expect(truncate(null, 10)).toBe("");
    expect(truncate(undefined, 10)).toBe("");
    expect(truncate("", 10)).toBe("");
  });
});

describe("initials", () => {
  it("first letters of the first two words, or the first two letters of one word", () => {
    expect(initials("maria lopez garcia")).toBe("ML");
    expect(initials("  Ana   Diaz ")).toBe("AD");
    expect(initials("maria")).toBe("MA");
    expect(initials("J")).toBe("J");
    expect(initials("Élodie Ümit")).toBe("ÉÜ");
    expect(initials("")).toBe("");
    expect(initials(null)).toBe("");
  });
});
