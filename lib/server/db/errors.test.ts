import { describe, expect, it } from "vitest";
import { connectionFault, isUniqueViolation } from "./errors";

describe("isUniqueViolation", () => {
  it("finds code 23505 on the error or up to three causes down", () => {
    expect(isUniqueViolation({ code: "23505" })).toBe(true);
    expect(isUniqueViolation(new Error("wrapped", { cause: { cause: { code: "23505" } } }))).toBe(true);
  });
  it("is false for other errors and non-objects", () => {
    expect(isUniqueViolation({ code: "23503" })).toBe(false);
    expect(isUniqueViolation("23505")).toBe(false);
    expect(isUniqueViolation(null)).toBe(false);
  });
});

describe("connectionFault", () => {
  it("names a lost, refused or timed-out connection, also under Drizzle's wrapper", () => {
    expect(connectionFault({ code: "CONNECTION_CLOSED" })).toBe("CONNECTION_CLOSED");
    expect(connectionFault(new Error("Failed query", { cause: { code: "57P01" } }))).toBe("57P01");
    expect(connectionFault({ code: "08006" })).toBe("08006");
    expect(connectionFault({ code: "ECONNREFUSED" })).toBe("ECONNREFUSED");
  });
  it("is null for a statement's own error", () => {
    expect(connectionFault({ code: "23505" })).toBeNull();
    expect(connectionFault(new Error("boom"))).toBeNull();
  });
});
