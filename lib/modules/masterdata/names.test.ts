import { describe, expect, it } from "vitest";
import { countryNameFromIso, localizedName } from "./names";

const global = (name: string, names: Record<string, string> = {}, extra: Record<string, unknown> = {}) => ({ name, names, extra, tenantId: null });

describe("localizedName (issue 8: statuses, case types and countries stayed English on Spanish pages)", () => {
  it("English readers get the one name", () => {
    expect(localizedName("petition_status", global("Case Started", { es: "Caso iniciado" }), "en")).toBe("Case Started");
  });
  it("Spanish readers get the stored translation", () => {
    expect(localizedName("petition_status", global("Case Started", { es: "Caso iniciado" }), "es")).toBe("Caso iniciado");
    expect(localizedName("petition_types", global("H-1B", { es: "H-1B" }), "es")).toBe("H-1B");
  });
  it("countries are named from their ISO code; a stored translation wins", () => {
    expect(localizedName("countries", global("United States", {}, { iso2: "US" }), "es")).toBe("Estados Unidos");
    expect(localizedName("countries", global("Korea South", {}, { iso2: "KR" }), "es")).toBe("Corea del Sur");
    expect(localizedName("countries", global("Somewhere", { es: "Algún lugar" }, { iso2: "US" }), "es")).toBe("Algún lugar");
    expect(localizedName("countries", global("Atlantis", {}, { iso2: "zz" }), "es")).toBe("Atlantis");
    expect(localizedName("countries", global("Nowhere", {}, {}), "es")).toBe("Nowhere");
  });
  it("a firm's own rows (and blank translations) fall back to their one name", () => {
    expect(localizedName("petition_status", { name: "Waiting on client", names: { es: "x" }, extra: {}, tenantId: "t1" }, "es")).toBe("Waiting on client");
    expect(localizedName("carriers", global("FedEx"), "es")).toBe("FedEx");
    expect(localizedName("petition_status", global("In Process", { es: "  " }), "es")).toBe("In Process");
    expect(localizedName("petition_status", { name: "In Process", names: null, tenantId: null }, "es")).toBe("In Process");
  });
  it("countryNameFromIso refuses what is not an alpha-2 code", () => {
    expect(countryNameFromIso("IN", "es")).toBe("India");
    expect(countryNameFromIso("MX", "en")).toBe("Mexico");
    expect(countryNameFromIso("USA", "es")).toBeNull();
    expect(countryNameFromIso(42, "es")).toBeNull();
  });
});
