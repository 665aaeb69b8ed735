import { describe, expect, it } from "vitest";
import { branchInUseMessage } from "./service";

describe("branchInUseMessage", () => {
  it("is null for an unused branch", () => {
    expect(branchInUseMessage({ users: 0, clients: 0, beneficiaries: 0 })).toBeNull();
  });

  it("names what still belongs to the branch, singular and plural", () => {
    expect(branchInUseMessage({ users: 1, clients: 0, beneficiaries: 0 })).toBe(
      "This branch still has 1 user. Move them to another branch before deleting it",
    );
    expect(branchInUseMessage({ users: 0, clients: 2, beneficiaries: 1 })).toBe(
      "This branch still has 2 clients and 1 beneficiary. Move them to another branch before deleting it",
    );
    expect(branchInUseMessage({ users: 3, clients: 1, beneficiaries: 2 })).toBe(
      "This branch still has 3 users, 1 client and 2 beneficiaries. Move them to another branch before deleting it",
    );
  });
});
