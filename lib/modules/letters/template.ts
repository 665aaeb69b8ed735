// The letter templates' language: Handlebars, held to merge fields and {{#if}} / {{#unless}} on them.
// `checkTemplate` reads a template without running it and names every problem with its line (a syntax
// error, a field that is not in MERGE_FIELDS, a helper, a partial, anything else Handlebars offers);
// only a template it passes is ever compiled, in a Handlebars environment of its own with no helpers but
// if/unless, so no code from a template runs. `renderTemplate` fills one: a field with no value in the
// data is shown as a visible mark ("[missing: …]"), never silently blank, and listed in `missing`; it
// counts as false in {{#if}}. Pure (no database); unit-tested in template.test.ts.
import Handlebars from "handlebars";
import { isMergeField, type MergeField } from "./constants";

export type TemplateProblem = { line: number; message: string };

/** The merge fields a template uses (first use first), and what is wrong with it. */
export function checkTemplate(source: string): { fields: MergeField[]; problems: TemplateProblem[] } {
  let ast: hbs.AST.Program;
  try {
    ast = Handlebars.parse(source);
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    const line = Number(/line (\d+)/.exec(message)?.[1] ?? 1);
    return { fields: [], problems: [{ line, message: `The template cannot be read near line ${line}: check the {{ }} there` }] };
  }
  const fields: MergeField[] = [];
  const problems: TemplateProblem[] = [];
  const lineOf = (n: hbs.AST.Node) => n.loc?.start.line ?? 1;
  const field = (n: hbs.AST.Node, expr: hbs.AST.Expression | undefined) => {
    const path = expr?.type === "PathExpression" ? (expr as hbs.AST.PathExpression) : null;
    if (!path || path.data || path.depth > 0 || path.original === "this") {
      problems.push({ line: lineOf(n), message: "Only merge fields may be used inside {{ }}" });
      return;
    }
    if (!isMergeField(path.original)) {
      problems.push({ line: lineOf(n), message: `Unknown merge field {{${path.original}}}` });
      return;
    }
    if (!fields.includes(path.original)) fields.push(path.original);
  };
  const walk = (program: hbs.AST.Program | undefined) => {
    for (const n of program?.body ?? []) {
      if (n.type === "ContentStatement" || n.type === "CommentStatement") continue;
      if (n.type === "MustacheStatement") {
        const m = n as hbs.AST.MustacheStatement;
        if (m.params.length || m.hash?.pairs.length) problems.push({ line: lineOf(n), message: "Only merge fields may be used inside {{ }}" });
        else field(n, m.path as hbs.AST.Expression);
        continue;
      }
      if (n.type === "BlockStatement") {
        const b = n as hbs.AST.BlockStatement;
        const helper = b.path.original;
        if ((helper !== "if" && helper !== "unless") || b.params.length !== 1 || b.hash?.pairs.length) {
          problems.push({ line: lineOf(n), message: "Only {{#if field}} and {{#unless field}} blocks may be used" });
          continue;
        }
        field(n, b.params[0]);
        walk(b.program);
        walk(b.inverse);
        continue;
      }
      problems.push({ line: lineOf(n), message: "Only merge fields, {{#if field}} and {{#unless field}} may be used" });
    }
  };
  walk(ast);
  return { fields, problems };
}

/** A field without a value: shown as its mark, false in {{#if}}. */
class Missing {
  constructor(private readonly mark: string) {}
  toString(): string {
    return this.mark;
  }
}

const hb = Handlebars.create();
const truthy = (v: unknown) => !(v instanceof Missing) && v !== null && v !== undefined && v !== "" && v !== false;
hb.registerHelper("if", function (this: unknown, v: unknown, options: Handlebars.HelperOptions) {
  return truthy(v) ? options.fn(this) : options.inverse(this);
});
hb.registerHelper("unless", function (this: unknown, v: unknown, options: Handlebars.HelperOptions) {
  return truthy(v) ? options.inverse(this) : options.fn(this);
});
for (const name of ["each", "with", "lookup", "log", "blockHelperMissing", "helperMissing"]) hb.unregisterHelper(name);

const COMPILE: CompileOptions = {
  noEscape: true, // plain text for a PDF or a Word file, not HTML
  strict: false,
  knownHelpersOnly: true,
  knownHelpers: { if: true, unless: true, each: false, with: false, lookup: false, log: false, helperMissing: false, blockHelperMissing: false },
  preventIndent: true,
};

export class TemplateError extends Error {
  constructor(readonly problems: TemplateProblem[]) {
    super(problems[0]?.message ?? "Invalid template");
  }
}

/**
 * Fill `source` with `values` (every field's text, already formatted in the letter's language; null or
 * "" when the case has none). Throws TemplateError when checkTemplate finds a problem.
 */
export function renderTemplate(source: string, values: Partial<Record<MergeField, string | null>>, markOf: (field: MergeField) => string): { text: string; missing: MergeField[] } {
  const { fields, problems } = checkTemplate(source);
  if (problems.length) throw new TemplateError(problems);
  const data: Record<string, unknown> = {};
  const missing: MergeField[] = [];
  for (const f of fields) {
    const raw = values[f];
    const value = raw === null || raw === undefined || raw.trim() === "" ? new Missing(markOf(f)) : raw;
    if (value instanceof Missing) missing.push(f);
    const keys = f.split(".");
    let at = data;
    for (const k of keys.slice(0, -1)) at = (at[k] ??= {}) as Record<string, unknown>;
    at[keys.at(-1)!] = value;
  }
  const text = hb.compile(source, COMPILE)(data, { allowProtoPropertiesByDefault: false, allowProtoMethodsByDefault: false });
  return { text: text.replace(/\r\n?/g, "\n"), missing };
}
