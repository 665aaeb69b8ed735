// Invoice arithmetic in integer cents (pure; unit-tested). Amounts never pass through floating point except
// a rate in basis points, and each rounding is half away from zero on whole cents:
//   line amount  = quantity × unit price
//   subtotal     = Σ line amounts
//   discount     ≤ subtotal, shared by the lines in proportion (the taxable lines' share lowers the tax base)
//   tax          = round(taxable base × rate / 10 000)
//   total        = subtotal − discount + tax
// USCIS filing fees are passed through at cost and are not taxable by default.

export type LineInput = { quantity: number; unitCents: number; taxable: boolean };
export type Totals = { lineAmounts: number[]; subtotalCents: number; discountCents: number; taxableBaseCents: number; taxCents: number; totalCents: number };

/** a × b / c rounded half away from zero, exact for the integer sizes an invoice has (BigInt). */
export function mulDivRound(a: number, b: number, c: number): number {
  if (c === 0) throw new Error("Division by zero");
  const n = BigInt(a) * BigInt(b);
  const d = BigInt(c);
  const sign = (n < 0n) !== (d < 0n) ? -1n : 1n;
  const an = n < 0n ? -n : n;
  const ad = d < 0n ? -d : d;
  const q = (an * 2n + ad) / (ad * 2n);
  return Number(sign * q);
}

export function invoiceTotals(lines: readonly LineInput[], discountCents: number, taxRateBp: number): Totals {
  const lineAmounts = lines.map((l) => l.quantity * l.unitCents);
  const subtotalCents = lineAmounts.reduce((a, b) => a + b, 0);
  const discount = Math.min(Math.max(0, discountCents), Math.max(0, subtotalCents));
  const taxable = lineAmounts.reduce((sum, amount, i) => sum + (lines[i].taxable ? amount : 0), 0);
  const taxableShareOfDiscount = subtotalCents > 0 ? mulDivRound(discount, taxable, subtotalCents) : 0;
  const taxableBaseCents = taxable - taxableShareOfDiscount;
  const taxCents = mulDivRound(taxableBaseCents, taxRateBp, 10_000);
  return { lineAmounts, subtotalCents, discountCents: discount, taxableBaseCents, taxCents, totalCents: subtotalCents - discount + taxCents };
}

/** Cents as the spec's money format: USD, two decimals, en-US ("$1,234.50"; a negative "-$3.00"). */
export function usd(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  const dollars = Math.floor(abs / 100).toLocaleString("en-US");
  return `${sign}$${dollars}.${String(abs % 100).padStart(2, "0")}`;
}
