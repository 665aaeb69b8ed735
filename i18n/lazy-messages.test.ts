import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { NAMESPACE_LOADERS } from "./namespace-loaders";
import { loadNamespaces } from "./lazy-messages";

const root = import.meta.dirname.replace(/\/i18n$/, "");
const files = (locale: string) =>
  readdirSync(path.join(root, "messages", locale))
    .filter((f) => f.endsWith(".json"))
    .map((f) => f.replace(/\.json$/, ""))
    .sort();

describe("messages on demand", () => {
  it("has a loader for every message file, in both languages", () => {
    expect(Object.keys(NAMESPACE_LOADERS).sort()).toEqual(files("en"));
    expect(files("es")).toEqual(files("en"));
  });

  it("loads the top-level files of the namespaces asked for, in the language asked for", async () => {
    const en = await loadNamespaces("en", ["lca.fields", "documents", "lca"]);
    expect(Object.keys(en).sort()).toEqual(["documents", "lca"]);
    const es = await loadNamespaces("es", ["documents"]);
    expect(es.documents).not.toEqual(en.documents);
    expect(typeof (en.lca as Record<string, unknown>).fields).toBe("object");
  });

  it("refuses a namespace with no message file", async () => {
    await expect(loadNamespaces("en", ["nope"])).rejects.toThrow(/No message file "nope"/);
  });
});
