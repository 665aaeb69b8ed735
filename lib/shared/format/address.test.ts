import { describe, expect, it } from "vitest";
import { formatAddressLine, formatAddressLines } from "./address";

describe("formatAddressLines (issue 8: client addresses were shown without their state)", () => {
  it("street, suite, 'city, state zip', country", () => {
    expect(
      formatAddressLines({ line1: "1600 K Street NW", aptType: "STE", aptNumber: "500", city: "Washington", state: "District of Columbia", zipcode: "20006", country: "United States" }),
    ).toEqual(["1600 K Street NW", "STE 500", "Washington, District of Columbia 20006", "United States"]);
  });
  it("the state shows without a city; the second line joins the suite", () => {
    expect(formatAddressLines({ line1: "500 Howard Street", line2: "Building B", aptType: "FLR", aptNumber: "3", state: "California", zipcode: "94105", country: "United States" })).toEqual([
      "500 Howard Street",
      "Building B, FLR 3",
      "California 94105",
      "United States",
    ]);
  });
  it("empty parts leave no empty line and no stray separator", () => {
    expect(formatAddressLines({ line1: " 1 Main St ", zipcode: "", city: "Toronto", state: null, country: "" })).toEqual(["1 Main St", "Toronto"]);
    expect(formatAddressLines({ country: "India" })).toEqual(["India"]);
    expect(formatAddressLines(null)).toEqual([]);
    expect(formatAddressLine({ line1: "1 Main St", city: "Austin", state: "Texas", zipcode: "78701" })).toBe("1 Main St, Austin, Texas 78701");
  });
});
