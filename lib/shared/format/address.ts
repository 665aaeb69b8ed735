// An address as display lines (spec "Address": line 1, line 2 and suite, city, state, zip, country).
// Names (city, state, country) are looked up by the caller in master data, in the reader's language.

export type AddressParts = {
  line1?: string | null;
  line2?: string | null;
  aptType?: string | null;
  aptNumber?: string | null;
  city?: string | null;
  state?: string | null;
  zipcode?: string | null;
  country?: string | null;
};

const clean = (s: string | null | undefined) => (typeof s === "string" ? s.trim() : "");

/**
 * ["1600 K Street NW", "STE 500", "Washington, District of Columbia 20006", "United States"]:
 * the street, the second line with the suite, "city, state zip", the country. Empty parts are left
 * out; no line is empty.
 */
export function formatAddressLines(a: AddressParts | null | undefined): string[] {
  if (!a) return [];
  const apt = [clean(a.aptType), clean(a.aptNumber)].filter(Boolean).join(" ");
  const second = [clean(a.line2), apt].filter(Boolean).join(", ");
  const stateZip = [clean(a.state), clean(a.zipcode)].filter(Boolean).join(" ");
  const cityLine = [clean(a.city), stateZip].filter(Boolean).join(", ");
  return [clean(a.line1), second, cityLine, clean(a.country)].filter(Boolean);
}

/** The same on one line, parts separated by ", " (tables, PDFs). */
export const formatAddressLine = (a: AddressParts | null | undefined): string => formatAddressLines(a).join(", ");
