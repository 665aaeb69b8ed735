import { describe, expect, it, vi } from "vitest";
import { IntlMessageFormat } from "intl-messageformat";
import { resolveLocale } from "./message-format";

describe("intl-messageformat's locale resolution", () => {
  it("is replaced on import: en and es resolve without Intl.NumberFormat.supportedLocalesOf, once each", () => {
    const spy = vi.spyOn(Intl.NumberFormat, "supportedLocalesOf");
    expect(IntlMessageFormat.resolveLocale).toBe(resolveLocale);
    const first = resolveLocale("es");
    expect(first?.toString()).toBe("es");
    expect(resolveLocale("es")).toBe(first);
    expect(resolveLocale("en")?.toString()).toBe("en");
    expect(new IntlMessageFormat("Hola {name}", "es").format({ name: "Ana" })).toBe("Hola Ana");
    expect(new IntlMessageFormat("{n, plural, one {# caso} other {# casos}}", "es").format({ n: 2 })).toBe("2 casos");
    expect(spy).not.toHaveBeenCalled();
    spy.mockRestore();
  });

  it("leaves any other locale to the library", () => {
    const spy = vi.spyOn(Intl.NumberFormat, "supportedLocalesOf");
    expect(resolveLocale("fr-CA")?.toString()).toBe("fr-CA");
    expect(resolveLocale(["de", "en"])?.toString()).toBe("de");
    expect(spy).toHaveBeenCalledTimes(2);
    spy.mockRestore();
  });
});
