import { describe, expect, it } from "vitest";
import { dateFormatOf, inReaderOrder, shortDate, swapDayMonth } from "./date-order";

describe("date order", () => {
  it("orders a short date: month first by default, day first when chosen", () => {
    expect(shortDate(2024, 2, 29, "MDY")).toBe("02/29/2024");
    expect(shortDate(2024, 2, 29, "DMY")).toBe("29/02/2024");
    expect(shortDate(2025, 12, 31, "DMY")).toBe("31/12/2025");
    expect(shortDate(2026, 1, 1, "MDY")).toBe("01/01/2026");
  });

  it("swaps a DD/MM/YYYY reader's typing to the form's MM/DD/YYYY and back; leaves partial text and MDY alone", () => {
    expect(swapDayMonth("29/02/2024", "DMY")).toBe("02/29/2024");
    expect(swapDayMonth("02/29/2024", "DMY")).toBe("29/02/2024");
    expect(swapDayMonth("31/12/2025", "DMY")).toBe("12/31/2025");
    expect(swapDayMonth("5/1/2026", "DMY")).toBe("1/5/2026");
    expect(swapDayMonth("29/02/20", "DMY")).toBe("29/02/20");
    expect(swapDayMonth("2024-02-29", "DMY")).toBe("2024-02-29");
    expect(swapDayMonth("12/31/2025", "MDY")).toBe("12/31/2025");
  });

  it("names the format in the reader's order (English and Spanish placeholders and errors)", () => {
    expect(inReaderOrder("Date must be a valid format (MM/DD/YYYY)", "DMY")).toBe("Date must be a valid format (DD/MM/YYYY)");
    expect(inReaderOrder("La fecha debe tener un formato válido (MM/DD/AAAA)", "DMY")).toBe("La fecha debe tener un formato válido (DD/MM/AAAA)");
    expect(inReaderOrder("MM/DD/AAAA", "MDY")).toBe("MM/DD/AAAA");
  });

  it("reads a stored preference, MDY for anything else", () => {
    expect(dateFormatOf("DMY")).toBe("DMY");
    expect(dateFormatOf("MDY")).toBe("MDY");
    expect(dateFormatOf(undefined)).toBe("MDY");
    expect(dateFormatOf("dd/MM")).toBe("MDY");
  });
});
