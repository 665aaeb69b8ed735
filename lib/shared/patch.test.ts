import { describe, expect, it } from "vitest";
import { patchOf } from "./patch";

describe("patchOf", () => {
  it("keeps null (clear) and values, drops undefined and unlisted keys", () => {
    const body = { name: "A", phone: null, email: undefined, other: 1 };
    expect(patchOf(body, ["name", "phone", "email"] as const)).toEqual({ name: "A", phone: null });
  });
});
