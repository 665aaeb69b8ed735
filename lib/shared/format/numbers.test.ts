import { describe, expect, it } from "vitest";
import { formatBytes, formatCurrency, formatNumber, formatThousands } from "./numbers";

describe("formatBytes", () => {
  it("converts in steps of 1024", () => {
    expect(formatBytes(0)).toBe("0 Bytes");
    expect(formatBytes(512)).toBe("512 Bytes");
    expect(formatBytes(1023)).toBe("1023 Bytes");
    expect(formatBytes(1024)).toBe("1 KB");
    expect(formatBytes(1536)).toBe("1.5 KB");
    expect(formatBytes(1048576)).toBe("1 MB");
    expect(formatBytes(5 * 1024 ** 3)).toBe("5 GB");
    expect(formatBytes(2 * 1024 ** 4)).toBe("2048 GB");
    expect(formatBytes(1234567, 1)).toBe("1.2 MB");
  });
  it("invalid and negative sizes are 0 Bytes", () => {
    expect(formatBytes(-5)).toBe("0 Bytes");
    expect(formatBytes(Number.NaN)).toBe("0 Bytes");
  });
});

describe("formatThousands", () => {
  it("shows k with one decimal from 1000", () => {
    expect(formatThousands(999)).toBe("999");
    expect(formatThousands(1000)).toBe("1.0k");
    expect(formatThousands(1500)).toBe("1.5k");
    expect(formatThousands(12345)).toBe("12.3k");
    expect(formatThousands(-2500)).toBe("-2.5k");
    expect(formatThousands(0)).toBe("0");
    expect(formatThousands(Number.POSITIVE_INFINITY)).toBe("0");
  });
});

describe("formatCurrency", () => {
  it("integer cents as en-US with two decimals, USD by default", () => {
    expect(formatCurrency(123456)).toBe("$1,234.56");
    expect(formatCurrency(0)).toBe("$0.00");
    expect(formatCurrency(5)).toBe("$0.05");
    expect(formatCurrency(-1999)).toBe("-$19.99");
    expect(formatCurrency(100000, "EUR")).toBe("€1,000.00");
    expect(formatCurrency(100000, "JPY")).toBe("¥1,000.00");
  });
});

describe("formatNumber", () => {
  it("groups thousands in the reader's locale (US conventions in both languages)", () => {
    expect(formatNumber(420)).toBe("420");
    expect(formatNumber(12345)).toBe("12,345");
    expect(formatNumber(12345, "es")).toBe("12,345");
    expect(formatNumber(1234.567, "en")).toBe("1,234.57");
    expect(formatNumber(null)).toBe("");
    expect(formatNumber(Number.NaN)).toBe("");
  });
});
