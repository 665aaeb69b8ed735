import { describe, expect, it } from "vitest";
import { DOC_TYPES, defaultChecklist, docTypeLabel, isDocTypeKey } from "./doc-types";

describe("document-type catalogue", () => {
  it("maps the keys of the spec to labels, at least 60 of them, with unique keys", () => {
    expect(DOC_TYPES.length).toBeGreaterThanOrEqual(60);
    expect(new Set(DOC_TYPES.map((d) => d.key)).size).toBe(DOC_TYPES.length);
    for (const key of ["passport", "usVisa", "i94", "resume", "offerLetter", "payStubs", "w2", "degreeCertificate", "transcripts", "experienceLetters", "marriageCertificate", "birthCertificate", "ead", "greenCard", "i797", "lcaCertified"]) {
      expect(docTypeLabel(key), key).not.toBe("");
    }
    expect(docTypeLabel("w2")).toBe("Form W-2");
  });

  it("gives an empty label for an unknown, empty or inherited key", () => {
    expect(docTypeLabel("noSuchDocument")).toBe("");
    expect(docTypeLabel("")).toBe("");
    expect(docTypeLabel(null)).toBe("");
    expect(docTypeLabel("toString")).toBe("");
    expect(isDocTypeKey("constructor")).toBe(false);
  });

  it("has default checklists for H-1B and Green Card made of catalogue keys", () => {
    expect(defaultChecklist(1)).toEqual(expect.arrayContaining(["passport", "i94", "offerLetter"]));
    expect(defaultChecklist(3)).toContain("birthCertificate");
    expect(defaultChecklist(3, 15)).toContain("permCertification");
    expect(defaultChecklist(99)).toEqual([]);
    for (const key of [...defaultChecklist(1), ...defaultChecklist(3, 15)]) expect(isDocTypeKey(key), key).toBe(true);
  });
});
