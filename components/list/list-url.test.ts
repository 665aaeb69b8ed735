import { describe, expect, it } from "vitest";
import { z } from "zod";
import { canonicalListQuery, compactMatcher, listHref, listViewQuery, parseListView, planListUpdate, serverCheckedMatcher, type ListView, type ListViewOptions } from "./list-url";

type Matcher = { statusIds?: number[]; title?: string };
type View = ListView<"createdAt" | "name", Matcher>;

const OPTIONS: ListViewOptions<"createdAt" | "name", Matcher> = {
  sortFields: ["createdAt", "name"],
  defaultSort: { sortBy: "createdAt", sortOrder: "desc" },
  perpageOptions: [10, 25, 50, 100],
  defaultPerpage: 25,
  matcher: z.object({ statusIds: z.array(z.number()).optional(), title: z.string().optional() }),
};

const parse = (q: string) => parseListView(new URLSearchParams(q), OPTIONS);

describe("parseListView", () => {
  it("reads every part of a valid URL", () => {
    const q = `filter=${encodeURIComponent(JSON.stringify({ matcher: { statusIds: [1, 2] } }))}&search=acme&page=3&perpage=50&sort=name:asc`;
    expect(parse(q)).toEqual({ page: 3, perpage: 50, sortBy: "name", sortOrder: "asc", search: "acme", matcher: { statusIds: [1, 2] } });
  });

  it("falls back to the defaults part by part when a part is invalid", () => {
    const view = parse("filter=%7Bnot-json&page=0&perpage=7&sort=password:asc");
    expect(view).toEqual({ page: 1, perpage: 25, sortBy: "createdAt", sortOrder: "desc", search: "", matcher: {} });
    expect(parse(`filter=${encodeURIComponent(JSON.stringify({ matcher: { statusIds: "x" } }))}`).matcher).toEqual({});
    expect(parse("sort=name:sideways").sortBy).toBe("createdAt");
  });

  it("trims the search and caps it at 100 characters", () => {
    expect(parse(`search=${"a".repeat(150)}`).search).toHaveLength(100);
    expect(parse("search=%20acme%20").search).toBe("acme");
  });
});

describe("listViewQuery", () => {
  it("writes only what differs from the defaults and keeps foreign parameters", () => {
    const view: View = { ...parse(""), page: 2, sortBy: "name", sortOrder: "asc", matcher: { statusIds: [], title: "x" } };
    const q = new URLSearchParams(listViewQuery(view, OPTIONS, new URLSearchParams("focus=abc&page=9")).slice(1));
    expect(Object.fromEntries(q)).toEqual({ focus: "abc", filter: JSON.stringify({ matcher: { title: "x" } }), sort: "name:asc", page: "2" });
    expect(listViewQuery(parse(""), OPTIONS, new URLSearchParams())).toBe("");
  });

  it("round-trips through parseListView", () => {
    const view: View = { page: 4, perpage: 10, sortBy: "name", sortOrder: "desc", search: "b c", matcher: { statusIds: [3] } };
    expect(parse(listViewQuery(view, OPTIONS, new URLSearchParams()).slice(1))).toEqual(view);
  });
});

describe("listHref and compactMatcher", () => {
  it("links to a filtered list, dropping empty matcher entries", () => {
    expect(listHref("/app/users", { branchIds: ["b1"], statusIds: [] }, { focus: "u1" })).toBe(
      `/app/users?focus=u1&filter=${encodeURIComponent(JSON.stringify({ matcher: { branchIds: ["b1"] } }))}`,
    );
    expect(listHref("/app/users", { statusIds: undefined, title: "" })).toBe("/app/users");
    expect(compactMatcher({ a: null, b: false, c: 0 })).toEqual({ b: false, c: 0 });
  });
});

describe("serverCheckedMatcher and canonicalListQuery", () => {
  const TRUSTING: ListViewOptions<"createdAt" | "name", Matcher> = { ...OPTIONS, matcher: serverCheckedMatcher<Matcher>() };
  const withFilter = (matcher: unknown) => new URLSearchParams(`filter=${encodeURIComponent(JSON.stringify({ matcher }))}&page=2`);

  it("the browser takes any JSON object as the matcher, and nothing else", () => {
    expect(parseListView(withFilter({ statusIds: "x" }), TRUSTING).matcher).toEqual({ statusIds: "x" });
    expect(parseListView(withFilter([1]), TRUSTING).matcher).toEqual({});
    expect(parseListView(new URLSearchParams("filter=%7Bnot-json"), TRUSTING).matcher).toEqual({});
  });

  it("the server's check: null for what the schema accepts, else the query with the schema's reading", () => {
    expect(canonicalListQuery(withFilter({ title: "x", statusIds: [1] }), TRUSTING, OPTIONS.matcher)).toBeNull();
    expect(canonicalListQuery(withFilter({ statusIds: "x" }), TRUSTING, OPTIONS.matcher)).toBe("?page=2");
  });
});

describe("planListUpdate", () => {
  const filter = (m: Matcher) => `filter=${encodeURIComponent(JSON.stringify({ matcher: m }))}`;
  const at = (shownQuery: string, search = shownQuery ? `?${shownQuery}` : "", pathname = "/app/cases") => ({
    pathname: "/app/cases",
    shownQuery,
    address: { pathname, search },
  });

  it("keeps a filter chosen a moment before a search's debounced write, before the router showed it", () => {
    // The router still shows the list unfiltered; the address bar already has the status chosen.
    const plan = planListUpdate({ search: "acme" }, at("", `?${filter({ statusIds: [2] })}`), OPTIONS);
    expect(plan).not.toBeNull();
    const q = new URL(plan!.url, "http://x").searchParams;
    expect(parse(q.toString())).toMatchObject({ search: "acme", matcher: { statusIds: [2] }, page: 1 });
    expect(plan!.mode).toBe("replace");
  });

  it("merges a matcher patch part by part and goes back to page 1", () => {
    const shown = `${filter({ statusIds: [1] })}&page=3`;
    const plan = planListUpdate({ matcher: { title: "H-1B" } }, at(shown), OPTIONS)!;
    expect(parse(new URL(plan.url, "http://x").searchParams.toString())).toMatchObject({ page: 1, matcher: { statusIds: [1], title: "H-1B" } });
    expect(plan.mode).toBe("push");
    expect(parse(new URL(planListUpdate({ page: 4 }, at(shown), OPTIONS)!.url, "http://x").searchParams.toString()).page).toBe(4);
  });

  it("writes nothing when the view shown is already the one asked for, and keeps other parameters", () => {
    expect(planListUpdate({ search: "" }, at(""), OPTIONS)).toBeNull();
    const plan = planListUpdate({ sortBy: "name", sortOrder: "asc" }, at("focus=7", "?focus=7"), OPTIONS)!;
    expect(plan.url).toBe("/app/cases?focus=7&sort=name%3Aasc");
  });

  it("writes the view again when the address bar has it but the router never took it (replacing that entry)", () => {
    const wanted = filter({ statusIds: [5] });
    const plan = planListUpdate({ matcher: { statusIds: [5] } }, at("", `?${wanted}`), OPTIONS)!;
    expect(plan).toEqual({ url: `/app/cases?${wanted}`, mode: "replace" });
  });

  it("writes nothing once the address bar is on another page (the reader left the list)", () => {
    expect(planListUpdate({ search: "x" }, at(filter({ statusIds: [1] }), "", "/app/company/details/7"), OPTIONS)).toBeNull();
  });
});
