// A typed status finds its entry of the I-129's list of classes of admission by its code alone.
import { describe, expect, it } from "vitest";
import { i129StatusOption } from "./class-of-admission";

describe("i129StatusOption", () => {
  it("matches the code as people type it", () => {
    expect(i129StatusOption("H-1B")).toBe("H1B - SPECIALITY OCCUPATION");
    expect(i129StatusOption("f1")).toBe("F1 - STUDENT - ACADEMIC");
    expect(i129StatusOption(" L-1A ")).toBe("L1A - MANAGER OR EXECUTIVE");
    expect(i129StatusOption("TN1")).toBe("TN1 - NAFTA PRINCIPAL (CANADA)");
  });
  it("is none for a status the list lacks, a name instead of a code, or nothing", () => {
    expect(i129StatusOption("H-1B1")).toBeNull();
    expect(i129StatusOption("Student")).toBeNull();
    expect(i129StatusOption("--")).toBeNull();
    expect(i129StatusOption(null)).toBeNull();
  });
});
