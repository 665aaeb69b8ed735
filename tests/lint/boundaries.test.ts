// Each layer rule of docs/conventions.md ("Boundaries") fails on a file that breaks it and passes on
// one that respects it: ESLint runs with the repo's own eslint.config.mjs on virtual files placed in
// the tree (imports resolve against the real files), and the module-cycle checker runs on fixture graphs.
import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";
import { moduleCycles, moduleGraph, mutualPairs } from "@/scripts/check-module-cycles.mjs";

const root = import.meta.dirname.replace(/\/tests\/lint$/, "");
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

/** The rule ids (and messages) ESLint reports for `code` as if it were the file `filePath`. */
async function lint(filePath: string, code: string): Promise<{ rules: string[]; messages: string[] }> {
  const [result] = await eslint.lintText(code, { filePath: `${root}/${filePath}` });
  const errors = result.messages.filter((m) => m.severity === 2);
  return { rules: errors.map((m) => m.ruleId ?? "parse"), messages: errors.map((m) => m.message) };
}

const SERVER = 'import "server-only";\n';

describe("boundaries/imports", () => {
  it("app/ never imports db/, a repository or drizzle-orm", async () => {
    const page = "app/app/(authenticated)/x/page.tsx";
    expect((await lint(page, 'import { petitions } from "@/db/schema/cases";\nexport const x = petitions;\n')).rules).toContain("boundaries/imports");
    expect((await lint(page, 'import { eq } from "drizzle-orm";\nexport const x = eq;\n')).rules).toContain("boundaries/imports");
    expect((await lint(page, 'import { insertCase } from "@/lib/modules/cases/repository/writes";\nexport const x = insertCase;\n')).rules).toContain("boundaries/imports");
    expect((await lint(page, 'import { listCases } from "@/lib/modules/cases/list-cases";\nexport const x = listCases;\n')).rules).toEqual([]);
  });

  it("a module never imports another module's repository (by alias or relative path)", async () => {
    const file = "lib/modules/documents/x.ts";
    const bad = await lint(file, `${SERVER}import { lockVisibleCase } from "@/lib/modules/cases/repository/visibility";\nexport const x = lockVisibleCase;\n`);
    expect(bad.messages.join("\n")).toMatch(/never imports module "cases"'s repository/);
    const relative = await lint(file, `${SERVER}import { insertCase } from "../cases/repository/writes";\nexport const x = insertCase;\n`);
    expect(relative.rules).toContain("boundaries/imports");
    expect((await lint(file, `${SERVER}import { visibleCaseOr404 } from "@/lib/modules/cases/case-details";\nexport const x = visibleCaseOr404;\n`)).rules).toEqual([]);
    // Its own repository is fine.
    expect((await lint("lib/modules/cases/x.ts", `${SERVER}import { insertCase } from "./repository/writes";\nexport const x = insertCase;\n`)).rules).toEqual([]);
  });

  it("a module never imports another module's ui internals, only its ui/index.ts or ui/hooks.ts", async () => {
    const file = "lib/modules/cases/ui/x.tsx";
    const bad = await lint(file, '"use client";\nimport { caseKeys } from "@/lib/modules/workflow/ui/keys";\nexport const x = caseKeys;\n');
    expect(bad.messages.join("\n")).toMatch(/ui internals/);
    expect((await lint(file, '"use client";\nimport * as workflowUi from "@/lib/modules/workflow/ui";\nexport const x = workflowUi;\n')).rules).toEqual([]);
    expect((await lint(file, '"use client";\nimport { caseKeys } from "./keys";\nexport const x = caseKeys;\n')).rules).toEqual([]);
    expect((await lint(file, '"use client";\nimport { useBranchOptions } from "@/lib/modules/branches/ui/hooks";\nexport const x = useBranchOptions;\n')).rules).toEqual([]);
  });

  it("drizzle-orm only in a module's repository", async () => {
    const code = `${SERVER}import { eq } from "drizzle-orm";\nexport const x = eq;\n`;
    expect((await lint("lib/modules/cases/x.ts", code)).messages.join("\n")).toMatch(/Drizzle code lives in the module's repository/);
    expect((await lint("lib/modules/cases/repository/x.ts", code)).rules).toEqual([]);
    expect((await lint("lib/modules/companies/signatories/repository.ts", code)).rules).toEqual([]);
  });

  it("lib/server/ and lib/shared/ never import lib/modules/; lib/shared/ never imports lib/server/", async () => {
    const mod = 'import { caseVisibility } from "@/lib/modules/cases/policy";\nexport const x = caseVisibility;\n';
    expect((await lint("lib/server/x.ts", SERVER + mod)).rules).toContain("boundaries/imports");
    expect((await lint("lib/shared/x.ts", mod)).rules).toContain("boundaries/imports");
    expect((await lint("lib/shared/x.ts", 'import { env } from "@/lib/server/env";\nexport const x = env;\n')).rules).toContain("boundaries/imports");
    expect((await lint("lib/shared/x.ts", 'import { ROLE } from "@/lib/shared/constants/roles";\nexport const x = ROLE;\n')).rules).toEqual([]);
  });

  it("components/ never imports lib/modules/", async () => {
    const bad = await lint("components/x.tsx", '"use client";\nimport { caseKeys } from "@/lib/modules/cases/ui/keys";\nexport const x = caseKeys;\n');
    expect(bad.messages.join("\n")).toMatch(/components\/ never imports lib\/modules/);
    expect((await lint("components/x.tsx", '"use client";\nimport { apiPost } from "@/lib/shared/api-client";\nexport const x = apiPost;\n')).rules).toEqual([]);
  });
});

describe("boundaries/server-only and boundaries/client-no-server", () => {
  it("every lib/server/ file starts with import \"server-only\"", async () => {
    expect((await lint("lib/server/x.ts", "export const x = 1;\n")).rules).toContain("boundaries/server-only");
    expect((await lint("lib/server/x.ts", `${SERVER}export const x = 1;\n`)).rules).toEqual([]);
  });

  it("a module file that imports server code is marked; a type-only import is not server code", async () => {
    const value = 'import { getDb } from "@/lib/server/db/client";\nexport const x = getDb;\n';
    expect((await lint("lib/modules/cases/x.ts", value)).rules).toContain("boundaries/server-only");
    expect((await lint("lib/modules/cases/x.ts", SERVER + value)).rules).toEqual([]);
    // Importing a marked module file makes the importer server code too.
    expect((await lint("lib/modules/documents/x.ts", 'import { visibleCaseOr404 } from "@/lib/modules/cases/case-details";\nexport const x = visibleCaseOr404;\n')).rules).toContain("boundaries/server-only");
    expect((await lint("lib/modules/cases/x.ts", 'import type { Db } from "@/lib/server/db/client";\nexport type X = Db;\n')).rules).toEqual([]);
  });

  it("a \"use client\" file never imports server-only code", async () => {
    const file = "lib/modules/cases/ui/x.tsx";
    const bad = await lint(file, '"use client";\nimport { visibleCaseOr404 } from "@/lib/modules/cases/case-details";\nexport const x = visibleCaseOr404;\n');
    expect(bad.rules).toContain("boundaries/client-no-server");
    expect((await lint(file, '"use client";\nimport { env } from "@/lib/server/env";\nexport const x = env;\n')).rules).toContain("boundaries/client-no-server");
    expect((await lint(file, '"use client";\nimport type { CaseDetails } from "@/lib/modules/cases/contract";\nexport type X = CaseDetails;\n')).rules).toEqual([]);
  });
});

describe("process.env only in lib/server/env.ts", () => {
  it("fails anywhere else in the app code, passes in env.ts and in tests", async () => {
    const code = "export const x = process.env.FOO;\n";
    expect((await lint("lib/modules/cases/x.ts", code)).rules).toContain("no-restricted-properties");
    expect((await lint("proxy.ts", code)).rules).toContain("no-restricted-properties");
    expect((await lint("app/api/x/route.ts", code)).rules).toContain("no-restricted-properties");
    expect((await lint("lib/server/env.ts", code)).rules).toEqual([]);
    expect((await lint("lib/modules/cases/x.test.ts", code)).rules).toEqual([]);
  });
});

describe("module cycles (scripts/check-module-cycles.mjs)", () => {
  const graph = (edges: [string, string][]) =>
    moduleGraph(new Map(edges.map(([from, to], i) => [`lib/modules/${from}/f${i}.ts`, [`lib/modules/${to}/g.ts`]])));

  it("finds two modules that import each other", () => {
    const g = graph([["cases", "workflow"], ["workflow", "cases"], ["cases", "masterdata"]]);
    expect(mutualPairs(g)).toEqual([["cases", "workflow"]]);
    expect(moduleCycles(g)).toEqual([["cases", "workflow"]]);
  });

  it("finds a ring through three modules", () => {
    const g = graph([["a", "b"], ["b", "c"], ["c", "a"]]);
    expect(mutualPairs(g)).toEqual([]);
    expect(moduleCycles(g)).toEqual([["a", "b", "c"]]);
  });

  it("passes a graph without cycles, and ignores imports inside a module and outside lib/modules", () => {
    const g = moduleGraph(
      new Map([
        ["lib/modules/documents/a.ts", ["lib/modules/cases/b.ts", "lib/modules/documents/c.ts", "lib/server/db/client.ts"]],
        ["lib/modules/cases/b.ts", ["lib/modules/workflow/rules.ts", "lib/modules/cases/d.ts"]],
        ["lib/server/x.ts", ["lib/modules/documents/a.ts"]],
      ]),
    );
    expect(moduleCycles(g)).toEqual([]);
  });
});
