import { describe, expect, it } from "vitest";
import { wordsToCheck } from "./tokenize";

const words = (text: string) => wordsToCheck(text).map((t) => t.word);

describe("wordsToCheck", () => {
  it("gives each word with its offset and length in the text as sent", () => {
    const text = "We recieve  the notice.";
    expect(wordsToCheck(text)).toEqual([
      { word: "We", offset: 0, length: 2 },
      { word: "recieve", offset: 3, length: 7 },
      { word: "the", offset: 12, length: 3 },
      { word: "notice", offset: 16, length: 6 },
    ]);
  });

  it("counts accented letters as letters (UTF-16 positions), precomposed or combined", () => {
    const text = "La dirección es correcta; la direccion no.";
    const tokens = wordsToCheck(text);
    const dir = tokens.find((t) => t.word === "dirección")!;
    expect(text.slice(dir.offset, dir.offset + dir.length)).toBe("dirección");
    const plain = tokens.find((t) => t.word === "direccion")!;
    expect(plain.offset).toBe(text.indexOf("direccion"));
    const combined = "Mi dire\u0301ccion"; // "é" as e + combining acute accent
    const t = wordsToCheck(combined)[1];
    expect(combined.slice(t.offset, t.offset + t.length)).toBe("dire\u0301ccion");
    expect(words("Ñandú año pingüino")).toEqual(["Ñandú", "año", "pingüino"]);
  });

  it("skips words with digits, acronyms, inner capitals, one letter, e-mails, URLs and immigration terms", () => {
    expect(words("File the I-140 and H-1B for the 2nd time")).toEqual(["File", "the", "and", "for", "the", "time"]);
    expect(words("USCIS sent an RFE about the LCA")).toEqual(["sent", "an", "about", "the"]);
    expect(words("Write to ana.ruiz@example.com or see https://www.uscis.gov/forms, (www.dol.gov).")).toEqual(["Write", "to", "or", "see"]);
    expect(words("The beneficiary and the petitioner's adjudication")).toEqual(["The", "and", "the"]);
    expect(words("El beneficiario y el peticionario")).toEqual(["El", "el"]);
    expect(words("McDonald bought an iPhone a b")).toEqual(["bought", "an"]);
  });

  it("checks hyphenated words part by part and keeps apostrophes inside a word", () => {
    const text = "A well-knwon client's case, don’t worry";
    expect(wordsToCheck(text).map((t) => [t.word, t.offset])).toEqual([
      ["well", 2],
      ["knwon", 7],
      ["client's", 13],
      ["case", 22],
      ["don’t", 28],
      ["worry", 34],
    ]);
  });
});
