import { describe, expect, it } from "vitest";
import { secretsProblem } from "./key-check";

const generated = (session: boolean, field: boolean, allowed = false) => ({ session, field, allowed });

describe("secretsProblem", () => {
  it("accepts generated secrets on the embedded database", () => {
    expect(secretsProblem(false, generated(true, true), "/d")).toBeNull();
  });
  it("names each generated secret a database server would need set", () => {
    expect(secretsProblem(true, generated(true, true), "/d")).toMatch(/set SESSION_SECRET .* and FIELD_ENCRYPTION_KEY/);
    expect(secretsProblem(true, generated(false, true), "/d")).toMatch(/set FIELD_ENCRYPTION_KEY/);
    expect(secretsProblem(true, generated(false, true), "/d")).not.toMatch(/SESSION_SECRET \(/);
    expect(secretsProblem(true, generated(true, false), "/d")).toMatch(/set SESSION_SECRET \(32\+/);
  });
  it("accepts configured secrets, or generated ones when allowed, on a database server", () => {
    expect(secretsProblem(true, generated(false, false), "/d")).toBeNull();
    expect(secretsProblem(true, generated(true, true, true), "/d")).toBeNull();
  });
});
