import { describe, expect, it } from "vitest";
import { createTranslator, type AbstractIntlMessages } from "next-intl";
import { activityLabelOf } from "@/lib/modules/cases/ui/hooks";
import enCases from "@/messages/en/cases.json";
import esCases from "@/messages/es/cases.json";
import { nextStepLabel, pendingStepLabel } from "./step-names";

const label = (locale: "en" | "es") => activityLabelOf(createTranslator({ locale, messages: { cases: locale === "es" ? esCases : enCases } as AbstractIntlMessages, namespace: "cases" }));

describe("the workflow steps the dashboard's case widgets name", () => {
  it("names a latest case's next step by its code in the reader's language, not the stored English name", () => {
    const row = { nextWorkflowActivity: "UPDATE_USCIS_RESPONSE", nextStepName: "USCIS response" };
    expect(nextStepLabel(row, label("es"))).toBe("Respuesta de USCIS");
    expect(nextStepLabel(row, label("es"))).toBe(esCases.tracking.response);
    expect(nextStepLabel({ nextWorkflowActivity: "ATTORNEY_LIST", nextStepName: "Attorney review" }, label("es"))).toBe("Revisión del abogado");
    expect(nextStepLabel(row, label("en"))).toBe("USCIS response");
  });

  it("keeps a step the catalog does not know by the firm's name, and no step once the workflow is complete", () => {
    expect(nextStepLabel({ nextWorkflowActivity: "FIRM_OWN_STEP", nextStepName: "Revisión interna" }, label("es"))).toBe("Revisión interna");
    expect(nextStepLabel({ nextWorkflowActivity: null, nextStepName: null }, label("es"))).toBeNull();
  });

  it("labels the bars of the open cases per next step in the reader's language, ★ on the reader's own", () => {
    const es = label("es");
    expect(pendingStepLabel({ code: "SUPERVISOR_LIST", name: "Supervisor review", mine: true }, es, "Completado")).toBe("★ Revisión del supervisor");
    expect(pendingStepLabel({ code: "COURIER_TRACKING", name: "Courier tracking", mine: false }, es, "Completado")).toBe("Seguimiento del envío");
    expect(pendingStepLabel({ code: "FIRM_OWN_STEP", name: "Our check", mine: false }, es, "Completado")).toBe("Our check");
    expect(pendingStepLabel({ code: null, name: null, mine: false }, es, "Completado")).toBe("Completado");
  });
});
