// Number display helpers of spec section 9: bytes, thousands, currency, counts.
import { numberLocale } from "./locale";

const BYTE_UNITS = ["Bytes", "KB", "MB", "GB"] as const;

/** Steps of 1024: 512 -> "512 Bytes", 1536 -> "1.5 KB", 1048576 -> "1 MB"; GB is the largest unit. */
export function formatBytes(bytes: number, decimals = 2): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return "0 Bytes";
  const i = Math.min(BYTE_UNITS.length - 1, Math.floor(Math.log(bytes) / Math.log(1024)));
  const value = bytes / 1024 ** i;
  return `${Number.parseFloat(value.toFixed(Math.max(0, decimals)))} ${BYTE_UNITS[i]}`;
}

/** Thousands as k with one decimal: 999 -> "999", 1500 -> "1.5k", 1000 -> "1.0k", -2500 -> "-2.5k". */
export function formatThousands(n: number): string {
  if (!Number.isFinite(n)) return "0";
  if (Math.abs(n) < 1000) return String(n);
  return `${(n / 1000).toFixed(1)}k`;
}

const currencyFormats = new Map<string, Intl.NumberFormat>();

/** Integer cents as en-US currency with two decimals: 123456 -> "$1,234.56". */
export function formatCurrency(cents: number, currency = "USD"): string {
  let f = currencyFormats.get(currency);
  if (!f) {
    f = new Intl.NumberFormat("en-US", {
      style: "currency",
      currency,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    currencyFormats.set(currency, f);
  }
  return f.format((Number.isFinite(cents) ? cents : 0) / 100);
}

/** A count with grouping in the reader's locale: 12345 -> "12,345" (es: "12,345", es-US). "" when not a number. */
export function formatNumber(n: number | null | undefined, locale?: string): string {
  if (typeof n !== "number" || !Number.isFinite(n)) return "";
  return new Intl.NumberFormat(numberLocale(locale), { maximumFractionDigits: 2 }).format(n);
}
