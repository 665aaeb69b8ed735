import { describe, expect, it } from "vitest";
import enHistory from "@/messages/en/history.json";
import esHistory from "@/messages/es/history.json";
import { englishHistoryText, historyText } from "./history-lines";

const line = (code: string | null, params: unknown, message = "stored text") => ({ code, params, message });

describe("history lines in the reader's language (issue 8: 'USCIS receipt number completed' stayed English)", () => {
  it("renders a code with its parameters in English and in Spanish", () => {
    expect(historyText(line("receiptNumber", { number: "EAC2190000001" }), "en")).toBe("USCIS receipt number EAC2190000001 entered");
    expect(historyText(line("receiptNumber", { number: "EAC2190000001" }), "es")).toBe("Número de recibo de USCIS EAC2190000001 registrado");
    expect(historyText(line("caseCreated", {}), "es")).toBe("Caso creado");
  });
  it("activity codes: the firm's configured name in English, the catalogue's translation in Spanish", () => {
    const p = { activity: "UPDATE_USCIS_RECEIPT_NUMBER", activityName: "USCIS receipt number" };
    expect(historyText(line("activityCompleted", p), "en")).toBe("USCIS receipt number completed");
    expect(historyText(line("activityCompleted", p), "es")).not.toMatch(/USCIS receipt number|completed/);
    expect(historyText(line("activityCompleted", p), "es")).toMatch(/: completado$/);
    // An unknown code keeps the configured name in every language.
    expect(historyText(line("activityCompleted", { activity: "FIRM_STEP", activityName: "Call the client" }), "es")).toBe("Call the client: completado");
  });
  it("slots, fields and select parameters are translated", () => {
    expect(historyText(line("roleAssigned", { slot: "ASSIGN_PARALEGAL", slotName: "Paralegal", name: "Ana Ruiz" }), "es")).toBe("Asistente legal asignado: Ana Ruiz");
    expect(historyText(line("caseUpdated", { fields: ["title", "deadlineDate"] }), "en")).toBe("Case details updated: title, deadline date");
    expect(historyText(line("caseUpdated", { fields: ["title", "deadlineDate"] }), "es")).toBe("Datos del caso actualizados: título, fecha límite");
    expect(historyText(line("questionnaireSent", { kind: "petitioner", email: "a@b.co" }), "es")).toBe("Cuestionario del peticionario enviado a a@b.co");
    expect(historyText(line("participantReplaced", { party: "beneficiary", previous: "A", replacement: "B" }), "en")).toBe("Beneficiary A replaced by B");
  });
  it("old rows (no code), unknown codes and broken parameters show the stored text", () => {
    expect(historyText(line(null, null, "USCIS receipt number completed"), "es")).toBe("USCIS receipt number completed");
    expect(historyText(line("noSuchCode", {}, "as written"), "es")).toBe("as written");
    expect(historyText(line("receiptNumber", null, "as written"), "es")).toBe("as written");
    expect(historyText(line("receiptNumber", ["x"], "as written"), "en")).toBe("as written");
  });
  it("USCIS outcomes and dates in the reader's language (short dates MM/DD/YYYY in both languages, issue 34 §4)", () => {
    expect(historyText(line("uscisDecision", { outcome: "approved", date: "2026-03-02" }), "en")).toBe("USCIS: Approved on 03/02/2026");
    expect(historyText(line("uscisDecision", { outcome: "approved", date: "2026-03-02" }), "es")).toBe("USCIS: Aprobado el 03/02/2026");
    expect(historyText(line("uscisResponseRecorded", { outcome: "rfe", date: "2026-03-02", count: 2 }), "es")).toBe("Respuesta de USCIS registrada: Solicitud de evidencia (03/02/2026); 2 documento(s)");
    expect(historyText(line("rfeResponseReceived", { date: "2026-03-02", count: 1 }), "en")).toBe("USCIS received the RFE response on 03/02/2026; 1 document(s)");
  });
  it("englishHistoryText gives the stored English text", () => {
    expect(englishHistoryText({ code: "fileExpired", params: { hours: 24, file: "a.pdf" } })).toBe("File removed, not attached within 24 hours: a.pdf");
  });
  it("every code, slot and field has its Spanish text", () => {
    for (const part of ["lines", "slot", "field"] as const) expect(Object.keys(esHistory[part]).sort()).toEqual(Object.keys(enHistory[part]).sort());
  });
});
