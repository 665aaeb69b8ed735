// Money typed into a form: shown in dollars, sent in integer cents (spec section 9 keeps cents).

/** Dollars as typed ("1,250.00", "$460") to integer cents; "" to null; anything else goes to the contract as is (and fails there). */
export function dollarsToCents(x: unknown): unknown {
  if (typeof x !== "string") return x;
  const s = x.replace(/[\s,$]/g, "");
  if (s === "") return null;
  return /^\d{1,12}(\.\d{1,2})?$/.test(s) ? Math.round(Number(s) * 100) : s;
}

/** Integer cents to the dollars a form shows ("1250.5", "460"); null to "". */
export function centsToDollars(cents: number | null | undefined): string {
  if (cents === null || cents === undefined) return "";
  return (cents / 100).toFixed(2).replace(/\.00$/, "");
}
