import { describe, expect, it } from "vitest";
import { groupErrorMessage } from "./group-error";

describe("groupErrorMessage", () => {
  it("reads the array's own message", () => {
    expect(groupErrorMessage({ lines: { message: "*Line is required", type: "too_small" } }, "lines")).toBe("*Line is required");
  });
  it("reads the root of an array (a refine over it)", () => {
    expect(groupErrorMessage({ signers: { root: { message: "Each signer's e-mail must be different" } } }, "signers")).toBe("Each signer's e-mail must be different");
  });
  it("reads the first item that carries a plain message (a per-item rule, as the server's petitionIds.1)", () => {
    const errors = { petitionIds: [undefined, { message: "Case not found" }, { message: "This case is not one of the client's" }] };
    expect(groupErrorMessage(errors, "petitionIds")).toBe("Case not found");
    expect(groupErrorMessage({ petitionIds: { "2": { message: "Case not found" } } }, "petitionIds")).toBe("Case not found");
  });
  it("leaves the items' own field errors to their fields", () => {
    expect(groupErrorMessage({ lines: [{ description: { message: "*Description is required" } }] }, "lines")).toBeUndefined();
  });
  it("reads nested paths and answers undefined when there is nothing", () => {
    expect(groupErrorMessage({ a: { b: { message: "x" } } }, "a.b")).toBe("x");
    expect(groupErrorMessage({}, "lines")).toBeUndefined();
    expect(groupErrorMessage(undefined, "lines")).toBeUndefined();
    expect(groupErrorMessage({ lines: { message: "" } }, "lines")).toBeUndefined();
  });
});
