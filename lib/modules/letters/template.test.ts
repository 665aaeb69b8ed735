// The template language's edges: what checkTemplate refuses (with its line) and what renderTemplate does
// with a missing field (a mark, listed, false in #if), and that nothing but merge fields and if/unless runs.
import { describe, expect, it } from "vitest";
import { checkTemplate, renderTemplate, TemplateError } from "./template";

const mark = (f: string) => `[missing: ${f}]`;

describe("checkTemplate", () => {
  it("lists the merge fields a template uses, once each, in order", () => {
    const { fields, problems } = checkTemplate("Dear {{beneficiary.firstName}},\n{{#if lca.number}}LCA {{lca.number}}{{else}}No LCA{{/if}} {{beneficiary.firstName}}{{! a note }}");
    expect(problems).toEqual([]);
    expect(fields).toEqual(["beneficiary.firstName", "lca.number"]);
  });

  it("names an unknown field with its line", () => {
    expect(checkTemplate("Hello\n\n{{beneficiary.ssn}}").problems).toEqual([{ line: 3, message: "Unknown merge field {{beneficiary.ssn}}" }]);
  });

  it("refuses helpers, partials, each, lookups, data variables and parent paths", () => {
    for (const source of ["{{lookup beneficiary 'x'}}", "{{> header}}", "{{#each petitioner}}x{{/each}}", "{{#with beneficiary}}{{firstName}}{{/with}}", "{{@root.firm.name}}", "{{../firm.name}}", "{{this}}", "{{#if}}x{{/if}}", "{{#if firm.name firm.phone}}x{{/if}}", "{{firm.name x=1}}", "{{log firm.name}}"]) {
      expect(checkTemplate(source).problems, source).toHaveLength(1);
    }
  });

  it("a syntax error gives its line", () => {
    expect(checkTemplate("one\ntwo {{#if firm.name}}\nthree").problems).toEqual([{ line: 3, message: expect.stringContaining("near line 3") }]);
    expect(checkTemplate("a {{firm.name").problems[0].line).toBe(1);
  });
});

describe("renderTemplate", () => {
  it("fills the fields and keeps the lines as written", () => {
    const { text, missing } = renderTemplate("{{firm.name}}\n\nRe: {{beneficiary.fullName}} <{{beneficiary.email}}>", { "firm.name": "Ruiz & Stone LLP", "beneficiary.fullName": "Ana O'Neil", "beneficiary.email": "ana@example.com" }, mark);
    expect(text).toBe("Ruiz & Stone LLP\n\nRe: Ana O'Neil <ana@example.com>");
    expect(missing).toEqual([]);
  });

  it("shows a missing field as its mark, lists it, and takes it as false in #if / true in #unless", () => {
    const source = "Passport {{beneficiary.passportNumber}}.{{#if lca.number}} LCA {{lca.number}}.{{else}} No LCA yet.{{/if}}{{#unless case.receiptNumber}} Not filed.{{/unless}}";
    const { text, missing } = renderTemplate(source, { "beneficiary.passportNumber": "  ", "lca.number": null }, mark);
    expect(text).toBe("Passport [missing: beneficiary.passportNumber]. No LCA yet. Not filed.");
    expect(missing).toEqual(["beneficiary.passportNumber", "lca.number", "case.receiptNumber"]);
  });

  it("never evaluates a value as a template, nor reaches prototypes", () => {
    const { text } = renderTemplate("{{beneficiary.fullName}} {{firm.name}}", { "beneficiary.fullName": "{{firm.name}} {{constructor}}", "firm.name": "<b>Firm</b>" }, mark);
    expect(text).toBe("{{firm.name}} {{constructor}} <b>Firm</b>");
  });

  it("refuses to run a template that fails the check", () => {
    expect(() => renderTemplate("{{lookup this 'constructor'}}", {}, mark)).toThrow(TemplateError);
  });
});

describe("the starter set", () => {
  it("every starter template passes the check", async () => {
    const { STARTER_LETTERS } = await import("./starter");
    for (const s of STARTER_LETTERS) expect(checkTemplate(s.body).problems, s.name).toEqual([]);
  });
});
