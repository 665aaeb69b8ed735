import { describe, expect, it } from "vitest";
import { editionOnDate } from "./edition-choice";

const e = (formCode: string, validFrom: string, validTo: string | null, uploadedAt = "2026-01-01T00:00:00Z", id = `${formCode}-${validFrom}`) => ({ id, formCode, validFrom, validTo, uploadedAt });

describe("editionOnDate", () => {
  const old = e("G-1450", "2024-04-01", "2026-03-31");
  const next = e("G-1450", "2026-03-01", null);
  const other = e("G-1650", "2020-01-01", null);
  const all = [old, next, other];

  it("takes the edition whose dates hold the day, both ends included", () => {
    expect(editionOnDate(all, "G-1450", "2024-04-01")?.id).toBe(old.id);
    expect(editionOnDate(all, "G-1450", "2026-02-28")?.id).toBe(old.id);
    expect(editionOnDate([old], "G-1450", "2026-03-31")?.id).toBe(old.id);
  });

  it("is none the day before valid_from and the day after valid_to", () => {
    expect(editionOnDate(all, "G-1450", "2024-03-31")).toBeNull();
    expect(editionOnDate([old], "G-1450", "2026-04-01")).toBeNull();
  });

  it("prefers the newer edition where two overlap (a grace period), and an open end runs on", () => {
    expect(editionOnDate(all, "G-1450", "2026-03-01")?.id).toBe(next.id);
    expect(editionOnDate(all, "G-1450", "2026-03-31")?.id).toBe(next.id);
    expect(editionOnDate(all, "G-1450", "2099-12-31")?.id).toBe(next.id);
  });

  it("on the same valid_from, the one uploaded last; never another form's", () => {
    const again = e("G-1450", "2026-03-01", null, "2026-02-01T00:00:00Z", "again");
    expect(editionOnDate([next, again], "G-1450", "2026-05-01")?.id).toBe("again");
    expect(editionOnDate(all, "G-1650", "2019-12-31")).toBeNull();
    expect(editionOnDate(all, "I-129", "2026-05-01")).toBeNull();
  });
});
