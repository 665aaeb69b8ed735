import { describe, expect, it } from "vitest";
import { initialValues } from "./spec";

describe("initialValues of the questionnaire form", () => {
  const onFile = [{ relation: "spouse", firstName: "Meera", lastName: "Rao", dateOfBirth: "" }];

  it("starts a list section never saved from the prefill (the dependants on file)", () => {
    const v = initialValues("beneficiary", {}, { dependants: onFile });
    expect(v.dependants).toEqual([expect.objectContaining({ relation: "spouse", firstName: "Meera", lastName: "Rao" })]);
  });

  it("keeps what was saved, an empty list included, over the prefill", () => {
    expect(initialValues("beneficiary", { dependants: [] }, { dependants: onFile }).dependants).toEqual([]);
    const saved = [{ relation: "child", firstName: "Asha", lastName: "Kumar", dateOfBirth: "06/01/2015" }];
    expect(initialValues("beneficiary", { dependants: saved }, { dependants: onFile }).dependants).toEqual([expect.objectContaining(saved[0])]);
  });
});

describe("FORM_SPEC", () => {
  it("shows every section of each kind, in the contract's order, with a label for every field in English and Spanish", async () => {
    const { FORM_SPEC } = await import("./spec");
    const { QUESTIONNAIRE_KINDS, SECTIONS } = await import("../contract");
    for (const locale of ["en", "es"]) {
      const m = (await import(`@/messages/${locale}/questionnaire.json`)).default as { sections: Record<string, string>; fields: Record<string, Record<string, string>>; title: Record<string, string> };
      for (const kind of QUESTIONNAIRE_KINDS) {
        expect(FORM_SPEC[kind].map((s) => s.key)).toEqual([...SECTIONS[kind]]);
        expect(m.title[kind], `${locale} title.${kind}`).toBeTruthy();
        for (const s of FORM_SPEC[kind]) {
          expect(m.sections[s.key], `${locale} sections.${s.key}`).toBeTruthy();
          for (const f of s.fields) expect(m.fields[s.key]?.[f.key], `${locale} fields.${s.key}.${f.key}`).toBeTruthy();
        }
      }
    }
  });
});
