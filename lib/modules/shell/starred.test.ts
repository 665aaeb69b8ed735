import { describe, expect, it } from "vitest";
import { canStar, toggleStar, type StarredPage } from "./starred";

const page = (n: number): StarredPage => ({ path: `/app/p${n}`, title: `P${n}` });

describe("toggleStar", () => {
  it("adds and removes a page", () => {
    const one = toggleStar([], page(1));
    expect(one).toEqual([page(1)]);
    expect(toggleStar(one, page(1))).toEqual([]);
  });
  it("keeps only the first 10", () => {
    const ten = Array.from({ length: 10 }, (_, i) => page(i));
    expect(canStar(ten)).toBe(false);
    expect(toggleStar(ten, page(99))).toEqual(ten);
  });
});
