import { describe, expect, it } from "vitest";
import { capStarredPages } from "./preferences";

const page = (i: number) => ({ path: `/app/p${i}`, title: `P${i}` });

describe("capStarredPages", () => {
  it("keeps the first 10 pages in order", () => {
    const pages = Array.from({ length: 15 }, (_, i) => page(i));
    expect(capStarredPages(pages)).toEqual(pages.slice(0, 10));
  });

  it("keeps the first entry of a path and fills up to 10 with the following ones", () => {
    const pages = [page(0), { path: "/app/p0", title: "again" }, ...Array.from({ length: 10 }, (_, i) => page(i + 1))];
    const out = capStarredPages(pages);
    expect(out).toHaveLength(10);
    expect(out[0]).toEqual(page(0));
    expect(out[9]).toEqual(page(9));
  });

  it("keeps fewer pages as they are", () => {
    expect(capStarredPages([page(1), page(2)])).toEqual([page(1), page(2)]);
    expect(capStarredPages([])).toEqual([]);
  });
});
