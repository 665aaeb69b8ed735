import { describe, expect, it } from "vitest";
import { spellingIssues } from "./service";

describe("spellingIssues (nspell with dictionary-en and dictionary-es)", () => {
  it("reports English misspellings with suggestions, not known words, codes or terms", async () => {
    const text = "The beneficiary will recieve the USCIS notice for the I-140 at ana@example.com.";
    const issues = await spellingIssues(text, "en");
    expect(issues).toHaveLength(1);
    expect(issues[0]).toMatchObject({ word: "recieve", offset: text.indexOf("recieve"), length: 7 });
    expect(issues[0].suggestions).toContain("receive");
    expect(issues[0].suggestions.length).toBeLessThanOrEqual(5);
  });

  it("reports Spanish misspellings, accents included, and accepts accented words", async () => {
    const text = "Envíe la direccion del beneficiario y la dirección de la empresa.";
    const issues = await spellingIssues(text, "es");
    expect(issues.map((i) => [i.word, i.offset])).toEqual([["direccion", text.indexOf("direccion")]]);
    expect(issues[0].suggestions).toContain("dirección");
  }, 20_000);
});
