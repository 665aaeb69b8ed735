import { describe, expect, it } from "vitest";
import { isIsoDate } from "@/lib/shared/validation/rules";
import { PAYERS, SCHEDULE, inForce, rateOn } from "./schedule";

describe("the fee schedule", () => {
  it("is well formed: integer cents, real dates, from ≤ until, a payer", () => {
    for (const e of SCHEDULE) {
      expect(Number.isInteger(e.amountCents) && e.amountCents >= 0, e.code).toBe(true);
      expect(isIsoDate(e.from), `${e.code} from`).toBe(true);
      if (e.until !== null) {
        expect(isIsoDate(e.until), `${e.code} until`).toBe(true);
        expect(e.from <= e.until, `${e.code} ${e.from}..${e.until}`).toBe(true);
      }
      expect(PAYERS).toContain(e.payer);
    }
  });

  it("never has two amounts of one fee and variant on the same day", () => {
    for (const a of SCHEDULE) {
      const overlapping = SCHEDULE.filter((b) => b !== a && b.code === a.code && b.variant === a.variant && inForce(b, a.from));
      expect(overlapping, `${a.code}/${a.variant} on ${a.from}`).toEqual([]);
    }
  });

  it("follows one edition with the next without a gap", () => {
    const keys = new Set(SCHEDULE.map((e) => `${e.code}/${e.variant}`));
    for (const key of keys) {
      const eds = SCHEDULE.filter((e) => `${e.code}/${e.variant}` === key).sort((x, y) => x.from.localeCompare(y.from));
      for (let i = 1; i < eds.length; i++) {
        const prev = eds[i - 1].until!;
        const next = new Date(`${prev}T00:00:00Z`);
        next.setUTCDate(next.getUTCDate() + 1);
        expect(eds[i].from, key).toBe(next.toISOString().slice(0, 10));
      }
    }
  });

  it("the ACWIA, fraud and H-1B proclamation fees are paid by the employer", () => {
    for (const code of ["ACWIA", "FRAUD_PREVENTION", "H1B_PROCLAMATION", "PL_114_113_H1B"] as const) {
      expect(rateOn(code, "standard", "2025-10-01")?.payer).toBe("employer");
    }
    expect(rateOn("I907", "standard", "2025-10-01")?.payer).toBe("either");
  });

  it("picks by date, inclusive at both ends", () => {
    expect(rateOn("I907", "standard", "2024-02-25")?.amountCents).toBe(250000);
    expect(rateOn("I907", "standard", "2024-02-26")?.amountCents).toBe(280500);
    expect(rateOn("I907", "standard", "2026-02-28")?.amountCents).toBe(280500);
    expect(rateOn("I907", "standard", "2026-03-01")?.amountCents).toBe(296500);
    expect(rateOn("H1B_PROCLAMATION", "standard", "2025-09-20")).toBeNull();
    expect(rateOn("H1B_PROCLAMATION", "standard", "2025-09-21")?.amountCents).toBe(10_000_000);
    expect(rateOn("ASYLUM_PROGRAM", "standard", "2024-03-31")).toBeNull();
  });

  it("the I-907 rates of 91 FR 1059 for I-539 and I-765: from 2026-03-01, the day before the 2024 rates", () => {
    expect(rateOn("I907", "forI539", "2026-02-28")?.amountCents).toBe(196500);
    expect(rateOn("I907", "forI539", "2026-03-01")?.amountCents).toBe(207500);
    expect(rateOn("I907", "forI765", "2026-02-28")?.amountCents).toBe(168500);
    expect(rateOn("I907", "forI765", "2026-03-01")?.amountCents).toBe(178000);
    expect(rateOn("I907", "forI539", "2026-03-01")).toMatchObject({ from: "2026-03-01", until: null, source: expect.stringContaining("91 FR 1059") });
    expect(rateOn("I907", "forI765", "2026-02-28")).toMatchObject({ from: "2024-02-26", until: "2026-02-28" });
    // Their own rates only: no fall back to the I-129 / I-140 amount on a day without one.
    expect(rateOn("I907", "forI539", "2024-02-25")).toBeNull();
    expect(rateOn("I907", "forI765", "2024-02-25")).toBeNull();
  });

  it("falls back to the standard amount when a variant has none that day", () => {
    expect(rateOn("I140", "small", "2025-01-01")?.amountCents).toBe(71500);
    expect(rateOn("G28", "standard", "2028-02-29")?.amountCents).toBe(0);
  });
});
