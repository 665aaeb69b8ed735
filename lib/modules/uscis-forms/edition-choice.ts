// Which uploaded edition of a form a filing uses (pure): the one whose valid dates hold the filing date
// (valid_from … valid_to inclusive, valid_to null: open); when two do (a grace period), the newer — the later
// valid_from, then the later edition uploaded. None: the built-in blank (editions.ts) or, for a payment form,
// the worksheet.
export type EditionSpan = { formCode: string; validFrom: string; validTo: string | null; uploadedAt: Date | string };

export function editionOnDate<E extends EditionSpan>(editions: readonly E[], formCode: string, filingDate: string): E | null {
  const inForce = editions.filter((e) => e.formCode === formCode && e.validFrom <= filingDate && (e.validTo === null || filingDate <= e.validTo));
  if (!inForce.length) return null;
  const at = (e: E) => new Date(e.uploadedAt).getTime();
  return [...inForce].sort((a, b) => b.validFrom.localeCompare(a.validFrom) || at(b) - at(a))[0];
}
