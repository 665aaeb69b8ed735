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
  it("adds LCAs, I-9 records, invoices, tickets and documents after them, each opening its details page", () => {
    const hits = flattenHits({
      documents: [{ id: "d1", fileName: "passport.pdf", caseNumber: "2026-000002", caseTitle: "Wei Zhang - H-1B", detailsPath: "/app/petition-details/p1?tab=documents" }],
      tickets: [{ id: "t1", displayNumber: "TKT-000077", subject: "Receipt notice", companyName: "Acme", detailsPath: "/app/support-tickets/t1" }],
      invoices: [{ id: "i1", displayNumber: "INV-000042", clientName: "Acme", billToName: "Acme AP", detailsPath: "/app/invoice-details/i1" }],
      i9s: [{ id: "r1", employeeName: "Ana Ruiz", employerName: "Acme", hireDate: "2026-11-02", detailsPath: "/app/i9-details/r1" }],
      lcas: [{ id: "l1", lcaNumber: "LCA-2026-0001", jobTitle: "Engineer", petitionerName: "Acme", detailsPath: "/app/lca-details/l1" }],
      users: [{ id: "u1", name: "Uma" }],
    });
    expect(hits.map((h) => [h.kind, h.name, h.detail, h.href])).toEqual([
      ["users", "Uma", undefined, "/app/users?focus=u1"],
      ["lcas", "LCA-2026-0001 · Engineer", "Acme", "/app/lca-details/l1"],
      ["i9s", "Ana Ruiz", "Acme · 2026-11-02", "/app/i9-details/r1"],
      ["invoices", "INV-000042 · Acme", "Acme AP", "/app/invoice-details/i1"],
      ["tickets", "TKT-000077 · Receipt notice", "Acme", "/app/support-tickets/t1"],
      ["documents", "passport.pdf", "2026-000002 · Wei Zhang - H-1B", "/app/petition-details/p1?tab=documents"],
    ]);
  });
  it("tolerates missing groups", () => {
    expect(flattenHits({ clients: [{ id: "c1", name: "Acme" }] })).toHaveLength(1);
    expect(flattenHits(undefined)).toEqual([]);
  });
});
