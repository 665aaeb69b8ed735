// The note under the Tracking tab's courier details when tracking cannot be entered yet: the case details'
// courierTrackingBlocker is the server's English text (workflow/rules.ts TRACKING_BLOCKERS, each a key of
// messages/<locale>/errors.json `messages`), shown in the reader's language. Pure.
import type { ErrorText } from "@/lib/shared/validation/error-text";
import type { CaseDetails } from "../contract";

/** Why tracking details cannot be entered yet, through the reader's catalog (English until it is loaded); null when they can, or the receipt number is in. */
export function trackingBlockerNote(c: Pick<CaseDetails, "courierTrackingBlocker" | "receiptNumber">, text: ErrorText | null): string | null {
  if (!c.courierTrackingBlocker || c.receiptNumber) return null;
  return text ? text.translate(c.courierTrackingBlocker) : c.courierTrackingBlocker;
}
