import { describe, expect, it } from "vitest";
import { invoiceTotals, mulDivRound, usd } from "./money";
import { invoiceStatus, isPending, type StatusFacts } from "./status";

describe("mulDivRound", () => {
  it("rounds half away from zero on whole cents", () => {
    expect(mulDivRound(1, 1, 2)).toBe(1); // 0.5 → 1
    expect(mulDivRound(1, 1, 3)).toBe(0); // 0.33 → 0
    expect(mulDivRound(2, 1, 3)).toBe(1); // 0.67 → 1
    expect(mulDivRound(-1, 1, 2)).toBe(-1); // -0.5 → -1
    expect(mulDivRound(12345, 825, 10_000)).toBe(1018); // 1018.4625
    expect(mulDivRound(10_000, 825, 10_000)).toBe(825);
  });
  it("stays exact past 2^53 in the intermediate product", () => {
    expect(mulDivRound(9_000_000_000_000, 9_999, 10_000)).toBe(8_999_100_000_000);
  });
});

describe("invoiceTotals", () => {
  const legal = { quantity: 1, unitCents: 250_000, taxable: true };
  const fee = { quantity: 1, unitCents: 78_000, taxable: false };

  it("no discount, no tax: the sum of the lines", () => {
    expect(invoiceTotals([legal, fee], 0, 0)).toMatchObject({ lineAmounts: [250_000, 78_000], subtotalCents: 328_000, taxCents: 0, totalCents: 328_000 });
  });

  it("tax only on taxable lines; filing fees pass through untaxed", () => {
    const t = invoiceTotals([legal, fee], 0, 825);
    expect(t.taxableBaseCents).toBe(250_000);
    expect(t.taxCents).toBe(20_625);
    expect(t.totalCents).toBe(348_625);
  });

  it("a discount lowers the tax base by the taxable lines' share", () => {
    // 10,000 off 328,000: the legal fee's share is 10,000 × 250,000 / 328,000 = 7,621.95 → 7,622.
    const t = invoiceTotals([legal, fee], 10_000, 825);
    expect(t.taxableBaseCents).toBe(250_000 - 7_622);
    expect(t.taxCents).toBe(mulDivRound(242_378, 825, 10_000));
    expect(t.totalCents).toBe(328_000 - 10_000 + t.taxCents);
  });

  it("a discount larger than the subtotal is capped; a negative one is none", () => {
    expect(invoiceTotals([fee], 100_000, 0)).toMatchObject({ discountCents: 78_000, totalCents: 0 });
    expect(invoiceTotals([fee], -5, 0)).toMatchObject({ discountCents: 0, totalCents: 78_000 });
  });

  it("quantities multiply; an empty invoice is zero", () => {
    expect(invoiceTotals([{ quantity: 3, unitCents: 1_999, taxable: false }], 0, 0).totalCents).toBe(5_997);
    expect(invoiceTotals([], 0, 825)).toMatchObject({ subtotalCents: 0, taxCents: 0, totalCents: 0 });
  });

  it("a third of a cent of tax rounds to the nearest cent", () => {
    // 1 cent × 5,000 bp = 0.5 cent → 1; 1 cent × 4,999 bp → 0.
    expect(invoiceTotals([{ quantity: 1, unitCents: 1, taxable: true }], 0, 5_000).taxCents).toBe(1);
    expect(invoiceTotals([{ quantity: 1, unitCents: 1, taxable: true }], 0, 4_999).taxCents).toBe(0);
  });
});

describe("usd", () => {
  it("formats cents as USD en-US with two decimals", () => {
    expect(usd(0)).toBe("$0.00");
    expect(usd(5)).toBe("$0.05");
    expect(usd(123_450)).toBe("$1,234.50");
    expect(usd(10_000_000_00)).toBe("$10,000,000.00");
    expect(usd(-300)).toBe("-$3.00");
  });
});

describe("invoiceStatus", () => {
  const base: StatusFacts = { voided: false, sent: false, viewed: false, deliveryFailed: false, totalCents: 10_000, paidCents: 0, allDeposited: false, dueDate: "2026-03-01", today: "2026-02-28" };
  const s = (p: Partial<StatusFacts>) => invoiceStatus({ ...base, ...p });

  it("walks not_sent → sent → viewed → partially_paid → paid → deposited", () => {
    expect(s({})).toBe("not_sent");
    expect(s({ sent: true })).toBe("sent");
    expect(s({ sent: true, viewed: true })).toBe("viewed");
    expect(s({ sent: true, viewed: true, paidCents: 4_000 })).toBe("partially_paid");
    expect(s({ sent: true, paidCents: 10_000 })).toBe("paid");
    expect(s({ sent: true, paidCents: 10_000, allDeposited: true })).toBe("deposited");
  });

  it("expires the day after its due date when nothing was paid (not on the due date)", () => {
    expect(s({ sent: true, today: "2026-03-01" })).toBe("sent");
    expect(s({ sent: true, today: "2026-03-02" })).toBe("expired");
    expect(s({ sent: true, viewed: true, today: "2026-03-02" })).toBe("expired");
    expect(s({ sent: true, paidCents: 1, today: "2026-03-02" })).toBe("partially_paid");
    // Due on Feb 29 of a leap year: expired from Mar 1.
    expect(s({ sent: true, dueDate: "2028-02-29", today: "2028-02-29" })).toBe("sent");
    expect(s({ sent: true, dueDate: "2028-02-29", today: "2028-03-01" })).toBe("expired");
  });

  it("a failed delivery shows until something is paid; void wins over everything", () => {
    expect(s({ sent: true, deliveryFailed: true })).toBe("delivery_error");
    expect(s({ sent: true, deliveryFailed: true, paidCents: 10_000 })).toBe("paid");
    expect(s({ voided: true, sent: true, paidCents: 10_000 })).toBe("void");
  });

  it("overpaid counts as paid; pending covers what is still owed", () => {
    expect(s({ sent: true, paidCents: 12_000 })).toBe("paid");
    expect(["sent", "viewed", "partially_paid", "delivery_error", "expired"].every((x) => isPending(x as never))).toBe(true);
    expect(["not_sent", "paid", "deposited", "void"].some((x) => isPending(x as never))).toBe(false);
  });
});
