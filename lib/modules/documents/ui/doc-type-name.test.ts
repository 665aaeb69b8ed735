import { describe, expect, it } from "vitest";
import { createTranslator, type AbstractIntlMessages } from "next-intl";
import enDocuments from "@/messages/en/documents.json";
import esDocuments from "@/messages/es/documents.json";
import enLca from "@/messages/en/lca.json";
import esLca from "@/messages/es/lca.json";
import { DOC_TYPES, docTypeLabel } from "../doc-types";
import { docTypeNameOf } from "./doc-type-name";

const t = (locale: "en" | "es") => createTranslator({ locale, messages: { documents: locale === "es" ? esDocuments : enDocuments } as AbstractIntlMessages, namespace: "documents" });

describe("a document type's name on the Documents tab", () => {
  it("reads a type of the catalogue in Spanish by its key, not as stored in English", () => {
    const es = t("es");
    expect(docTypeNameOf(es, "lcaCertified", docTypeLabel("lcaCertified"))).toBe("LCA certificada (ETA-9035)");
    // The same words as the LCA screens' (the texts the Spanish journey found in English).
    expect(docTypeNameOf(es, "lcaCertified", docTypeLabel("lcaCertified"))).toBe(esLca.paf.item.CERTIFIED_LCA);
    expect(docTypeNameOf(es, "publicAccessFile", docTypeLabel("publicAccessFile"))).toBe(esLca.tabs.paf);
    expect(docTypeNameOf(es, "jobDescription", docTypeLabel("jobDescription"))).toBe("Descripción del puesto");
    expect(docTypeNameOf(es, "passport", "Passport (all pages with stamps)")).toBe("Pasaporte (todas las páginas con sellos)");
  });

  it("keeps a name the firm typed itself as typed, in either language", () => {
    expect(docTypeNameOf(t("es"), "Engagement letter for Acme", "Engagement letter for Acme")).toBe("Engagement letter for Acme");
    expect(docTypeNameOf(t("es"), "constructor", "constructor")).toBe("constructor");
    expect(docTypeNameOf(t("es"), null, "scan.pdf")).toBe("scan.pdf");
    expect(docTypeNameOf(t("en"), "lcaCertified", docTypeLabel("lcaCertified"))).toBe(enLca.paf.item.CERTIFIED_LCA);
  });

  it("has every type of the catalogue in both languages: the English as doc-types.ts has it, the Spanish translated", () => {
    for (const d of DOC_TYPES) {
      expect(docTypeNameOf(t("en"), d.key, "?"), d.key).toBe(d.label);
      const es = docTypeNameOf(t("es"), d.key, "?");
      expect(es, d.key).not.toBe("?");
      expect(es, d.key).not.toBe(d.label);
    }
    expect(Object.keys(esDocuments.docTypes).sort()).toEqual(DOC_TYPES.map((d) => d.key).sort());
  });
});
