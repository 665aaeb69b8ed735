// The case list's first page is read by the server page and used by the browser only when both build
// the same list body from the URL (caseListRequest / useCaseList): these are the bodies the API accepts.
import { describe, expect, it } from "vitest";
import { canonicalListQuery } from "@/components/list/list-url";
import { caseListBody, caseListMatcher } from "../list-contract";
import { CASE_LIST, caseListRequest } from "./case-list-definition";

const parse = (q: string) => caseListRequest(new URLSearchParams(q));

describe("caseListRequest(url query)", () => {
  it("the default view: page 1 of 25, newest first, no filter", () => {
    const body = parse("");
    expect(body).toMatchObject({ page: 1, perpage: 25, sortBy: "createdAt", sortOrder: "desc" });
    expect(body.search).toBeUndefined();
    expect(body.petitionerId).toBeUndefined();
    expect(caseListBody.safeParse(body).success).toBe(true);
  });

  it("reads the filter, search, sort, page and the drill-down's petitioner (lower-cased)", () => {
    const id = "0E6B1B7A-3C4D-4E5F-8A9B-0C1D2E3F4A5B";
    const filter = JSON.stringify({ matcher: { statusIds: [2], rfeCases: true } });
    const body = parse(`filter=${encodeURIComponent(filter)}&search=acme&sort=deadlineDate:asc&page=2&perpage=50&petitionerId=${id}`);
    expect(body).toMatchObject({ page: 2, perpage: 50, sortBy: "deadlineDate", sortOrder: "asc", search: "acme", petitionerId: id.toLowerCase() });
    expect(body.filter.matcher).toMatchObject({ statusIds: [2], rfeCases: true });
    expect(caseListBody.safeParse(body).success).toBe(true);
  });

  it("falls back to the defaults on a broken URL, as the screen does", () => {
    const body = parse("filter=%7Bnot-json&sort=nope:up&page=-3&perpage=7&petitionerId=x");
    expect(body).toMatchObject({ page: 1, perpage: 25, sortBy: "createdAt", sortOrder: "desc" });
    expect(body.petitionerId).toBeUndefined();
    expect(JSON.stringify(body)).toBe(JSON.stringify(parse("")));
  });
});

// The browser reads the filter without zod; the server pages (/app/cases, /app/petitions) first redirect a
// URL whose filter the contract refuses or changes to its checked form (checkCaseListUrl in page-data.ts).
describe("canonicalListQuery(url query, CASE_LIST, caseListMatcher): the server pages' check", () => {
  const check = (matcher: unknown, rest = "") => canonicalListQuery(new URLSearchParams(`filter=${encodeURIComponent(JSON.stringify({ matcher }))}${rest}`), CASE_LIST, caseListMatcher);
  const matcherOf = (query: string) => JSON.parse(new URLSearchParams(query.slice(1)).get("filter") ?? "{}").matcher;

  it("leaves a valid URL alone, whatever order its keys are in", () => {
    expect(check({ statusIds: [2], rfeCases: true })).toBeNull();
    expect(check({ rfeCases: true, statusIds: [2] })).toBeNull();
    expect(canonicalListQuery(new URLSearchParams("search=acme&sort=deadlineDate:asc"), CASE_LIST, caseListMatcher)).toBeNull();
  });

  it("redirects a filter the contract refuses to the defaults, keeping the other parts", () => {
    const query = check({ statusIds: "x", rfeCases: true }, "&search=acme&page=2");
    expect(query).not.toBeNull();
    const params = new URLSearchParams(query!.slice(1));
    expect(params.get("filter")).toBeNull();
    expect(params.get("search")).toBe("acme");
    expect(params.get("page")).toBe("2");
  });

  it("redirects a filter the contract normalises to the normalised form", () => {
    const query = check({ statusIds: ["2"] });
    expect(query).not.toBeNull();
    expect(matcherOf(query!)).toEqual({ statusIds: [2] });
    expect(check(matcherOf(query!))).toBeNull();
  });

  it("the browser's reading of a checked URL is the body the API accepts", () => {
    const body = caseListRequest(new URLSearchParams(`filter=${encodeURIComponent(JSON.stringify({ matcher: { statusIds: [2], premiumProcessing: true } }))}`));
    expect(caseListBody.safeParse(body).success).toBe(true);
  });
});
