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
  it("tolerates missing groups", () => {
    expect(flattenHits({ clients: [{ id: "c1", name: "Acme" }] })).toHaveLength(1);
    expect(flattenHits(undefined)).toEqual([]);
  });
});
