// Issue 8: dates, numbers, phones, addresses and initials are formatted by one helper each
// (lib/shared/format, bound to the reader's locale by useFormat()). The ESLint rule fails on ad-hoc
// toLocale*String / Intl in screens, and a scan of the screens finds none of the hand-made phone
// joins or initials that showed "+1 6465550123" and "DE" next to "DA", nor English role names.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

const root = import.meta.dirname.replace(/\/tests\/lint$/, "");
let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

async function rules(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}/${filePath}` });
  return result.messages.filter((m) => m.severity === 2).map((m) => m.ruleId ?? "parse");
}

describe("screens format through useFormat()", () => {
  const screen = "lib/modules/cases/ui/x.tsx";
  it("toLocaleDateString, toLocaleString and Intl fail in a module's ui and in components/", async () => {
    expect(await rules(screen, "export const x = (d: string) => new Date(d).toLocaleDateString();\n")).toContain("no-restricted-syntax");
    expect(await rules(screen, "export const x = (n: number) => n.toLocaleString(\"en-US\");\n")).toContain("no-restricted-syntax");
    expect(await rules("components/ui/x.tsx", "export const x = new Intl.NumberFormat(\"en-US\");\n")).toContain("no-restricted-syntax");
  });
  it("useFormat() passes; the formatters themselves may use Intl", async () => {
    const ok = 'import { useFormat } from "@/lib/shared/format/use-format";\nexport function X({ d }: { d: string }) {\n  const f = useFormat();\n  return f.date(d);\n}\n';
    expect(await rules(screen, ok)).toEqual([]);
    expect(await rules("lib/shared/format/x.ts", "export const x = new Intl.NumberFormat(\"en-US\");\n")).toEqual([]);
  });
});

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = path.join(dir, name);
    if (statSync(p).isDirectory()) return files(p);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [p] : [];
  });
}

describe("no hand-made phone or initials formatting on a screen", () => {
  const modules = path.join(root, "lib/modules");
  const screens = [
    ...readdirSync(modules).flatMap((m) => {
      const ui = path.join(modules, m, "ui");
      try {
        return statSync(ui).isDirectory() ? files(ui) : [];
      } catch {
        return [];
      }
    }),
    ...files(path.join(root, "components")),
  ];
  const BAD: [RegExp, string][] = [
    [/\[\s*\w+\.phoneCountryCode\s*,\s*\w+\.phone\s*\]/, "a phone joined by hand (use f.phone)"],
    [/\.slice\(0,\s*2\)\.toUpperCase\(\)/, "initials by hand (use initials)"],
    [/import \{[^}]*\broleName\b[^}]*\} from "@\/lib\/shared\/constants\/roles"/, "English role names (use useRoleName)"],
    [/\{\s*\w+\.roleName\s*\}|\[\s*\w+\.roleName\b/, "a server's English role name rendered (use useRoleName(roleId))"],
  ];
  it.each(BAD)("%s", (pattern) => {
    const hits = screens.filter((p) => pattern.test(readFileSync(p, "utf8"))).map((p) => path.relative(root, p));
    expect(hits).toEqual([]);
  });
});
