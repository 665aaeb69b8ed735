import { describe, expect, it } from "vitest";
import { flattenHits } from "./search";

describe("flattenHits", () => {
  it("orders clients, beneficiaries, users and links each to its page", () => {
    const hits = flattenHits({
      users: [{ id: "u1", name: "Uma", email: "u@x.test" }],
      clients: [{ id: "c1", name: "Acme" }],
      beneficiaries: [{ id: "b1", name: "Ben" }],
    });
    expect(hits.map((h) => h.href)).toEqual(["/app/company/details/c1", "/app/beneficiaries?focus=b1", "/app/users?focus=u1"]);
  });
  it("puts cases first, named by number and title, opening their own details page", () => {
    const hits = flattenHits({
      clients: [{ id: "c1", name: "Acme" }],
      cases: [
        { id: "p1", caseNumber: "2026-000002", title: "Wei Zhang - H-1B", statusName: "Open", petitionerName: "Acme", beneficiaryName: "Wei Zhang", detailsPath: "/app/petition-details/p1" },
        { id: "p2", caseNumber: "2026-000003", customCaseNumber: "GC-7", title: null, detailsPath: "/app/gc-employment-details/p2" },
      ],
    });
    expect(hits.map((h) => [h.kind, h.name, h.href])).toEqual([
      ["cases", "2026-000002 · Wei Zhang - H-1B", "/app/petition-details/p1"],
      ["cases", "GC-7", "/app/gc-employment-details/p2"],
      ["clients", "Acme", "/app/company/details/c1"],
    ]);
    expect(hits[0].detail).toBe("Open · Acme · Wei Zhang");
  });
  it("tolerates missing groups", () => {
    expect(flattenHits({ clients: [{ id: "c1", name: "Acme" }] })).toHaveLength(1);
    expect(flattenHits(undefined)).toEqual([]);
  });
});
