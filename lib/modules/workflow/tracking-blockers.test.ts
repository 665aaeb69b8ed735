// The reasons the server gives for not taking tracking details yet (TRACKING_BLOCKERS, shown on the Tracking tab
// and in the case header's next step) are catalog texts: each reads in Spanish for a Spanish reader.
import { describe, expect, it } from "vitest";
import { loadErrorText } from "@/lib/shared/validation/error-text";
import esErrors from "@/messages/es/errors.json";
import { TRACKING_BLOCKERS } from "./rules";

describe("the tracking blockers in the reader's language", () => {
  it("reads every blocker in Spanish, and in English as the server says it", async () => {
    const [es, en] = await Promise.all([loadErrorText("es"), loadErrorText("en")]);
    expect(es.translate(TRACKING_BLOCKERS.notSubmitted)).toBe("Los datos de seguimiento se pueden introducir una vez enviado el caso a USCIS");
    for (const blocker of Object.values(TRACKING_BLOCKERS)) {
      expect(Object.values(esErrors.messages), blocker).toContain(es.translate(blocker));
      expect(en.translate(blocker)).toBe(blocker);
    }
  });
});
