// The e-signature notifications of the daily review and of a voided source read well in both languages
// (messages/<locale>/notifications.json, rendered per reader by notifications' render.ts).
import { describe, expect, it } from "vitest";
import { renderNotification } from "@/lib/modules/notifications/render";

const params = { caseNumber: "C-1", document: "Engagement letter", date: "2026-12-03" };

describe("esign notification texts", () => {
  it("esign.expiring says when and how many signers are missing", () => {
    expect(renderNotification({ kind: "esign.expiring", params: { ...params, days: 2, missing: 1 } }, "en")).toEqual({
      title: "Signatures missing on case C-1: Engagement letter",
      body: "“Engagement letter” expires in 2 days (12/03/2026) and 1 signer has not signed yet. Remind them or send a new envelope after it expires.",
    });
    expect(renderNotification({ kind: "esign.expiring", params: { ...params, days: 0, missing: 2 } }, "en").body).toMatch(/expires today .* 2 signers have not signed/);
    expect(renderNotification({ kind: "esign.expiring", params: { ...params, days: 1, missing: 2 } }, "es").body).toMatch(/^«Engagement letter» vence mañana \(12\/03\/2026\) y 2 firmantes aún no han firmado/);
  });

  it("esign.expired and esign.voided, en and es", () => {
    expect(renderNotification({ kind: "esign.expired", params }, "en").body).toBe(
      "“Engagement letter” was not signed by everyone before 12/03/2026; its signing links no longer work. Send it again in a new envelope if it is still needed.",
    );
    expect(renderNotification({ kind: "esign.expired", params }, "es").title).toBe("Firma vencida en el caso C-1: Engagement letter");
    const voided = { ...params, reason: "The source document was deleted" };
    expect(renderNotification({ kind: "esign.voided", params: voided }, "en").body).toBe(
      "The envelope for “Engagement letter” was voided because the version it was made from was deleted from the case's forms and letters. Its signing links no longer work.",
    );
    expect(renderNotification({ kind: "esign.voided", params: voided }, "es").title).toBe("Firma anulada en el caso C-1: Engagement letter");
  });
});
