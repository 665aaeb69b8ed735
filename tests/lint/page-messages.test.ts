// Each page sends the browser only the message namespaces its components use (issue 8, Lighthouse: every
// page's HTML used to carry all ~240 KB of the locale's messages). scripts/page-messages.mjs reads the
// imports; these tests fail when a page's withMessages(...) list or SHELL_NAMESPACES is out of date.
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { pickMessages, SHELL_NAMESPACES } from "@/i18n/page-messages";
import { covered, declared, frameFiles, lazyParts, namespacesOf, normalise, pageFiles, required, rewrite, rewriteLazy, shellNamespaces, sourceFiles } from "@/scripts/page-messages.mjs";

const root = import.meta.dirname.replace(/\/tests\/lint$/, "");
const rel = (f: string) => path.relative(root, f);

describe("page messages", () => {
  it("every page declares exactly the namespaces its imports use beyond the shell's (fix: node scripts/page-messages.mjs --write)", () => {
    const wrong = pageFiles()
      .map((page) => ({ page: rel(page), declared: declared(readFileSync(page, "utf8")) ?? [], required: required(page) }))
      .filter((p) => p.declared.join() !== p.required.join());
    expect(wrong).toEqual([]);
  });

  it("every lazyWithMessages(...) list names what its part uses beyond the shell's and its file's namespaces (fix: node scripts/page-messages.mjs --write)", () => {
    const wrong = sourceFiles()
      .flatMap((file) => lazyParts(file).map((p) => ({ file: rel(file), target: p.target && rel(p.target), declared: p.declared, required: p.required })))
      .filter((p) => !p.target || p.declared.join() !== p.required.join());
    expect(wrong).toEqual([]);
  });

  it("the case page sends the tabs' namespaces with the tabs, not in its HTML", () => {
    const need = required(path.join(root, "app/app/(authenticated)/petition-details/[id]/page.tsx"));
    expect(need).toContain("cases");
    for (const ns of ["documents", "invoices", "fees", "perm", "greencard", "uscisForms"]) expect(need.some((n) => n === ns || n.startsWith(`${ns}.`))).toBe(false);
  });

  it("the layouts and the not-found screen use only the shell's namespaces", () => {
    const used = normalise(frameFiles().flatMap(namespacesOf));
    expect(used.filter((ns) => !covered(ns, shellNamespaces()))).toEqual([]);
    expect(shellNamespaces()).toEqual([...SHELL_NAMESPACES]);
  });

  it("the case list sends its own namespaces and not the I-9 or account ones", () => {
    const need = required(path.join(root, "app/app/(authenticated)/cases/page.tsx"));
    expect(need).toContain("cases");
    expect(need.some((ns) => ns.startsWith("i9") || ns.startsWith("account"))).toBe(false);
  });

  it("finds namespaces through imports, dynamic imports and namespace props, and keeps the shortest prefixes", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "page-messages-"));
    writeFileSync(path.join(dir, "page.tsx"), 'import { A } from "./a";\nconst B = dynamic(() => import("./b"));\n');
    writeFileSync(path.join(dir, "a.tsx"), 'export function A() { const t = useTranslations("i9.records"); return <List namespace="lca" />; }\n');
    writeFileSync(path.join(dir, "b.tsx"), 'import "./c";\nexport default function B() { const t = useTranslations("i9"); const u = useTranslations("nope"); }\n');
    writeFileSync(path.join(dir, "c.tsx"), "const x = { namespace: \"pwd\" };\n");
    expect(namespacesOf(path.join(dir, "page.tsx"))).toEqual(["i9", "lca", "pwd"]);
  });

  it("a part loaded with lazyWithMessages is not the page's: its namespaces are its own list's, beyond its file's", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "page-messages-"));
    writeFileSync(path.join(dir, "page.tsx"), 'import { Screen } from "./screen";\n');
    writeFileSync(
      path.join(dir, "screen.tsx"),
      'import { A } from "./a";\nconst Tab = lazyWithMessages(() => import("./tab").then((m) => m.Tab), ["old"]);\nexport function Screen() { const t = useTranslations("cases"); }\n',
    );
    writeFileSync(path.join(dir, "a.tsx"), 'export function A() { const t = useTranslations("clients"); }\n');
    writeFileSync(path.join(dir, "tab.tsx"), 'export function Tab() { const t = useTranslations("cases"); const u = useTranslations("lca.fields"); const v = useTranslations("common"); }\n');
    expect(namespacesOf(path.join(dir, "page.tsx"))).toEqual(["cases", "clients"]);
    const parts = lazyParts(path.join(dir, "screen.tsx"), ["common"]);
    expect(parts.map((p) => [p.declared, p.required])).toEqual([[["old"], ["lca.fields"]]]);
    expect(rewriteLazy(readFileSync(path.join(dir, "screen.tsx"), "utf8"), parts)).toContain('.then((m) => m.Tab), ["lca.fields"]);');
  });

  it("rewrites a page's wrapper, and removes it when nothing beyond the shell is needed", () => {
    const page = 'import { X } from "@/x";\n\nexport default async function P() {\n  return <X />;\n}\n';
    const wrapped = rewrite(page, ["cases", "lca"]);
    expect(wrapped).toContain('import { withMessages } from "@/i18n/page-messages";');
    expect(wrapped).toContain("\nasync function P() {");
    expect(declared(wrapped)).toEqual(["cases", "lca"]);
    expect(declared(rewrite(wrapped, ["cases"]))).toEqual(["cases"]);
    expect(rewrite(wrapped, [])).toBe(page);
  });
});

describe("pickMessages", () => {
  const all = { common: { ok: "OK" }, i9: { records: { title: "Records" }, employees: { title: "Employees" } }, cases: { title: "Cases" } };
  it("keeps the named namespaces and branches only", () => {
    expect(pickMessages(all, ["common", "i9.records"])).toEqual({ common: { ok: "OK" }, i9: { records: { title: "Records" } } });
  });
  it("a namespace covers its branches in any order, and the source is not changed", () => {
    const before = JSON.stringify(all);
    expect(pickMessages(all, ["i9.records", "i9"])).toEqual({ i9: all.i9 });
    expect(pickMessages(all, ["i9", "i9.records", "missing.key"])).toEqual({ i9: all.i9 });
    expect(JSON.stringify(all)).toBe(before);
  });
});
