// Issue 33 §2: the fee names a client reads come by the fee's code from messages/<locale>/fees.json
// (`fee.<code>`, the screens' t(`fee.${code}`) and the invoice lines), in both languages; the schedule's
// English `label` stays in the API answer for integrators.
import { describe, expect, it } from "vitest";
import en from "@/messages/en/fees.json";
import es from "@/messages/es/fees.json";
import { SCHEDULE } from "./schedule";

const codes = [...new Set(SCHEDULE.map((e) => e.code))].sort();

describe("fee names by code", () => {
  it("has an English and a Spanish name for every fee of the schedule", () => {
    const names = (m: { fee: Record<string, string> }) => codes.filter((c) => !m.fee[c]);
    expect(names(en)).toEqual([]);
    expect(names(es)).toEqual([]);
  });

  it("the Spanish names are Spanish, not the stored English labels", () => {
    const english = codes.filter((c) => (es.fee as Record<string, string>)[c] === (en.fee as Record<string, string>)[c] || SCHEDULE.some((e) => e.code === c && e.label === (es.fee as Record<string, string>)[c]));
    expect(english).toEqual([]);
  });
});
