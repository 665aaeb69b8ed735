// Hydration-safe formatting (issue 8): the server cannot know the browser's time zone, so screens render
// instants and "today" in UTC on the server and during hydration (the first client render must equal the
// HTML), then in the browser's zone. A server render must therefore not depend on the runtime's zone.
import { createElement, type ComponentType, type ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { NextIntlClientProvider } from "next-intl";
import { afterEach, describe, expect, it } from "vitest";
import { DateFormatProvider } from "./date-format-context";
import type { DateFormat } from "./date-order";
import { formatterFor, useFormat, useToday } from "./use-format";

const savedTz = process.env.TZ;
afterEach(() => {
  if (savedTz === undefined) delete process.env.TZ;
  else process.env.TZ = savedTz;
});

function Probe({ at }: { at: string }) {
  const f = useFormat();
  return createElement("span", null, `${f.dateTime(at)}|${f.date("2025-04-07")}|${useToday()}`);
}

/** The provider with its children optional, so they can be given as createElement's third argument. */
const Provider = NextIntlClientProvider as unknown as ComponentType<{ locale: string; messages: object; children?: ReactNode }>;
const DateOrder = DateFormatProvider as unknown as ComponentType<{ value: DateFormat; children?: ReactNode }>;
const render = (locale: string, at: string, dateFormat?: DateFormat) => {
  const probe = createElement(Probe, { at });
  return renderToString(createElement(Provider, { locale, messages: {} }, dateFormat ? createElement(DateOrder, { value: dateFormat }, probe) : probe));
};

describe("useFormat() / useToday() in a server render", () => {
  it("shows instants in UTC whatever the server's own zone (the HTML the browser hydrates)", () => {
    process.env.TZ = "Asia/Tokyo"; // 23:30 UTC is already the 8th there
    expect(render("en", "2025-04-07T23:30:00Z")).toContain("Apr 07, 2025 11:30 PM|04/07/2025|");
    expect(render("es", "2025-04-07T23:30:00Z")).toContain("07 abr 2025, 23:30|04/07/2025|");
  });

  it("orders short dates as the reader chose (DateFormatProvider), MM/DD/YYYY without a choice, in either language", () => {
    expect(render("es", "2025-04-07T23:30:00Z", "DMY")).toContain("|07/04/2025|");
    expect(render("en", "2025-04-07T23:30:00Z", "DMY")).toContain("|07/04/2025|");
    expect(render("es", "2025-04-07T23:30:00Z", "MDY")).toContain("|04/07/2025|");
  });

  it("counts from today's UTC day", () => {
    process.env.TZ = "Pacific/Kiritimati";
    expect(render("en", "2025-04-07T23:30:00Z")).toContain(`|${new Date().toISOString().slice(0, 10)}</span>`);
  });
});

describe("formatterFor(locale, timeZone)", () => {
  it("shows instants in the zone it is given (the browser's, after hydration)", () => {
    expect(formatterFor("en", "America/New_York").dateTime("2025-04-07T23:30:00Z")).toBe("Apr 07, 2025 07:30 PM");
    expect(formatterFor("es", "Asia/Tokyo").dateTime("2025-04-07T23:30:00Z")).toBe("08 abr 2025, 08:30");
  });
  it("never moves a calendar date", () => {
    expect(formatterFor("en", "Pacific/Kiritimati").date("2025-04-07")).toBe("04/07/2025");
    expect(formatterFor("en", "Pacific/Pago_Pago").longDate("2025-04-07")).toBe("Apr 07, 2025");
  });
});
