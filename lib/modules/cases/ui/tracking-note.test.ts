import { describe, expect, it } from "vitest";
import { TRACKING_BLOCKERS } from "@/lib/modules/workflow/rules";
import { loadErrorText } from "@/lib/shared/validation/error-text";
import esErrors from "@/messages/es/errors.json";
import { trackingBlockerNote } from "./tracking-note";

describe("the Tracking tab's note when tracking cannot be entered yet", () => {
  it("reads every blocker of the server in Spanish for a Spanish reader", async () => {
    const es = await loadErrorText("es");
    const note = trackingBlockerNote({ courierTrackingBlocker: TRACKING_BLOCKERS.notSubmitted, receiptNumber: null }, es);
    expect(note).toBe(esErrors.messages.trackingDetailsCanEnteredOnce);
    expect(note).toBe("Los datos de seguimiento se pueden introducir una vez enviado el caso a USCIS");
    for (const blocker of Object.values(TRACKING_BLOCKERS)) {
      const shown = trackingBlockerNote({ courierTrackingBlocker: blocker, receiptNumber: null }, es);
      expect(shown, blocker).not.toBe(blocker);
      expect(Object.values(esErrors.messages), blocker).toContain(shown);
    }
  });

  it("keeps the English for an English reader and until the catalog is loaded", async () => {
    const en = await loadErrorText("en");
    expect(trackingBlockerNote({ courierTrackingBlocker: TRACKING_BLOCKERS.notSubmitted, receiptNumber: null }, en)).toBe(TRACKING_BLOCKERS.notSubmitted);
    expect(trackingBlockerNote({ courierTrackingBlocker: TRACKING_BLOCKERS.noAttorney, receiptNumber: null }, null)).toBe(TRACKING_BLOCKERS.noAttorney);
  });

  it("shows no note when tracking may be entered or the receipt number is in", async () => {
    const es = await loadErrorText("es");
    expect(trackingBlockerNote({ courierTrackingBlocker: null, receiptNumber: null }, es)).toBeNull();
    expect(trackingBlockerNote({ courierTrackingBlocker: TRACKING_BLOCKERS.notSubmitted, receiptNumber: "IOE0123456789" }, es)).toBeNull();
  });
});
