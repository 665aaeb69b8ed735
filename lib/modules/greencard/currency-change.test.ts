import { describe, expect, it } from "vitest";
import { currencyChange } from "./currency-change";

describe("currencyChange", () => {
  it("tells of a date that turned current from not current or unavailable", () => {
    expect(currencyChange("not_current", "current")).toBe("current");
    expect(currencyChange("unavailable", "current")).toBe("current");
  });
  it("tells of a retrogression: current to not current or unavailable", () => {
    expect(currencyChange("current", "not_current")).toBe("retrogressed");
    expect(currencyChange("current", "unavailable")).toBe("retrogressed");
  });
  it("is silent on a first look, an unchanged state and changes from or to unknown", () => {
    expect(currencyChange(null, "current")).toBeNull();
    expect(currencyChange(undefined, "not_current")).toBeNull();
    expect(currencyChange("current", "current")).toBeNull();
    expect(currencyChange("unknown", "current")).toBeNull();
    expect(currencyChange("current", "unknown")).toBeNull();
    expect(currencyChange("not_current", "unavailable")).toBeNull();
  });
});
