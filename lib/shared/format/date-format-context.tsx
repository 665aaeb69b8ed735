"use client";
// The reader's date order for every screen below: set from the signed-in user's preference by the
// authenticated layout (server-rendered, so the first render already shows it), MM/DD/YYYY elsewhere.
import { createContext, useContext, type ReactNode } from "react";
import { DEFAULT_DATE_FORMAT, dateFormatOf, type DateFormat } from "./date-order";

const DateFormatContext = createContext<DateFormat>(DEFAULT_DATE_FORMAT);

export function DateFormatProvider({ value, children }: { value: DateFormat | null | undefined; children: ReactNode }) {
  return <DateFormatContext.Provider value={dateFormatOf(value)}>{children}</DateFormatContext.Provider>;
}

/** MDY or DMY: the reader's order of short dates. */
export const useDateFormat = (): DateFormat => useContext(DateFormatContext);
