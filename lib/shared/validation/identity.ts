// Identity and location formats: zip codes by country (spec section 5, domain rule 20), passports
// (domain rule 19), USCIS receipt numbers (15), I-94 (16), SOC codes (11) and FEIN.

export const COUNTRY_US = 231;
export const COUNTRY_INDIA = 101;

/** The zip-code fields of a country row (spec section 3 "Country"). */
export type ZipCountry = {
  id: number;
  minZipcodeLength?: number | null;
  zipcodeLength?: number | null;
  allowNumAndCharInZipcode?: boolean | null;
};

const US_ZIP = /^(\d{5})(?:[-\s]?(\d{4}))?$/;
const INDIA_PIN = /^[1-9]\d{5}$/;

/**
 * Trim and upper-case a zip code. For the US, a ZIP+4 typed as "123456789" or "12345 6789" becomes
 * "12345-6789"; other countries get their inner whitespace collapsed to one space.
 */
export function normalizeZip(zip: string, countryId?: number | null): string {
  const z = zip.trim().toUpperCase().replace(/\s+/g, " ");
  if (countryId === COUNTRY_US) {
    const m = US_ZIP.exec(z);
    if (m) return m[2] ? `${m[1]}-${m[2]}` : m[1];
  }
  return z;
}

/** The accepted [min, max] length of a country's zip code (spec section 5). */
export function zipLengthRange(country?: ZipCountry | null): [number, number] {
  const min = country?.minZipcodeLength ?? null;
  const max = country?.zipcodeLength ?? null;
  if (min != null && max != null) return [Math.min(min, max), Math.max(min, max)];
  if (min != null) return [min, min];
  if (max != null) return [max, max];
  const fallback = country?.id === COUNTRY_US ? 5 : 6;
  return [fallback, fallback];
}

/**
 * Zip code of a country. The US (231) takes 5 digits or ZIP+4 and India (101) a 6-digit PIN not
 * starting with 0 (domain rule 20, authoritative over the master-data lengths). Other countries:
 * length from the country row (spec section 5), digits only unless allowNumAndCharInZipcode; when
 * letters are allowed, one space or dash may separate two groups (e.g. "SW1A 1AA") and is not counted.
 */
export function isValidZipcode(zip: string, country?: ZipCountry | null): boolean {
  const z = zip.trim().toUpperCase();
  if (country?.id === COUNTRY_US) return US_ZIP.test(z);
  if (country?.id === COUNTRY_INDIA) return INDIA_PIN.test(z);
  const [min, max] = zipLengthRange(country);
  const shape = country?.allowNumAndCharInZipcode ? /^[A-Z0-9]+(?:[ -][A-Z0-9]+)?$/ : /^\d+$/;
  if (!shape.test(z)) return false;
  const len = z.replace(/[ -]/g, "").length;
  return len >= min && len <= max;
}

/**
 * Passport number by issuing country, upper-cased first. US: domain rule 19's
 * `^([A-Z]\d{8}|\d{9})$`; the spec's looser wording ("a mix of digits and letters") is superseded
 * because the domain rule is authoritative and the 9-digit book numbers have no letter.
 * India: a letter and 7 digits. Others: 6-20 letters/digits with at least one digit.
 */
export function isValidPassport(no: string, countryId?: number | null): boolean {
  const p = no.trim().toUpperCase();
  if (countryId === COUNTRY_US) return /^([A-Z]\d{8}|\d{9})$/.test(p);
  if (countryId === COUNTRY_INDIA) return /^[A-Z]\d{7}$/.test(p);
  return /^(?=.*\d)[A-Z0-9]{6,20}$/.test(p);
}

const RECEIPT = /^(EAC|WAC|LIN|SRC|NBC|MSC|IOE|YSC)\d{10}$/;

/** USCIS receipt number without spaces and dashes, upper-case (domain rule 15). */
export function normalizeReceiptNumber(value: string): string {
  return value.replace(/[\s-]/g, "").toUpperCase();
}

export function isValidReceiptNumber(value: string): boolean {
  return RECEIPT.test(normalizeReceiptNumber(value));
}

/** I-94 admission number, 11 characters (domain rule 16); trimmed and upper-cased first. */
export function normalizeI94(value: string): string {
  return value.trim().toUpperCase();
}

export function isValidI94(value: string): boolean {
  return /^\d{9}[A-Z0-9]\d$/.test(normalizeI94(value));
}

/** SOC occupation code `15-1252` or `15-1252.00` (domain rule 11). */
export function isValidSocCode(value: string): boolean {
  return /^\d{2}-\d{4}(\.\d{2})?$/.test(value.trim());
}

const FEIN = /^(\d{2})-?(\d{7})$/;

/** Federal employer identification number: 9 digits, optionally `12-3456789`. */
export function isValidFein(value: string): boolean {
  return FEIN.test(value.trim());
}

/** "123456789" or "12-3456789" -> "12-3456789"; null when not a FEIN. */
export function normalizeFein(value: string): string | null {
  const m = FEIN.exec(value.trim());
  return m ? `${m[1]}-${m[2]}` : null;
}
