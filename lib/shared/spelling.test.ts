import { describe, expect, it } from "vitest";
import { applySuggestion, type SpellingIssue } from "./spelling";

const issue = (text: string, word: string, from = 0): SpellingIssue => ({ word, offset: text.indexOf(word, from), length: word.length, suggestions: [] });

describe("applySuggestion", () => {
  it("replaces the word at its offset and moves the later issues by the change in length", () => {
    const text = "We recieve the adress soon";
    const issues = [issue(text, "recieve"), issue(text, "adress")];
    const first = applySuggestion(text, issues, 0, "received");
    expect(first.text).toBe("We received the adress soon");
    expect(first.issues).toEqual([{ ...issues[1], offset: issues[1].offset + 1 }]);
    const second = applySuggestion(first.text, first.issues, 0, "address");
    expect(second).toEqual({ text: "We received the address soon", issues: [] });
  });

  it("keeps accents and finds the word again when the text moved since the check", () => {
    const text = "Su direccion es";
    const issues = [issue(text, "direccion")];
    expect(applySuggestion(`Hola. ${text}`, issues, 0, "dirección").text).toBe("Hola. Su dirección es");
    // Gone from the text: nothing replaced, the issue dropped.
    expect(applySuggestion("Su casa es", issues, 0, "dirección")).toEqual({ text: "Su casa es", issues: [] });
    // Only whole words: "direccionar" is not the word.
    expect(applySuggestion("direccionar", issues, 0, "dirección").text).toBe("direccionar");
  });
});
