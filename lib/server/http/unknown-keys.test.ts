import { describe, expect, it } from "vitest";
import { z } from "zod";
import { AppError } from "@/lib/server/errors";
import { parseKnownBody, unknownKeys } from "./unknown-keys";

const list = z.object({
  page: z.number().optional(),
  filter: z.object({ matcher: z.string().optional(), status: z.array(z.number()).optional() }).optional(),
});

describe("unknownKeys", () => {
  it("names top-level and nested unknown keys by dotted path", () => {
    expect(unknownKeys(list, { matcher: "x" })).toEqual(["matcher"]);
    expect(unknownKeys(list, { filter: { matcher: "x", foo: 1 } })).toEqual(["filter.foo"]);
    expect(unknownKeys(list, { page: 1, filter: { matcher: "x" } })).toEqual([]);
  });

  it("lets timezone and today ride on every payload, only at the top level", () => {
    expect(unknownKeys(list, { timezone: "Asia/Kolkata", today: "2026-01-02" })).toEqual([]);
    expect(unknownKeys(list, { filter: { timezone: "UTC" } })).toEqual(["filter.timezone"]);
  });

  it("walks arrays, tuples, records, optional/nullable/default wrappers, pipes and lazy schemas", () => {
    const item = z.object({ id: z.string() });
    const s = z.object({
      items: z.array(item),
      pair: z.tuple([item, item]),
      byId: z.record(z.string(), item),
      maybe: item.nullable().optional(),
      withDefault: item.default({ id: "a" }),
      piped: item.transform((v) => v.id),
      cleared: z.preprocess((x) => (x === "" ? null : x), item.nullable().optional()),
      later: z.lazy(() => item),
    });
    const value = {
      items: [{ id: "1" }, { id: "2", bar: 1 }],
      pair: [{ id: "1", x: 1 }, { id: "2" }],
      byId: { k: { id: "1", y: 1 } },
      maybe: { id: "1", z: 1 },
      withDefault: { id: "1", w: 1 },
      piped: { id: "1", p: 1 },
      cleared: { id: "1", c: 1 },
      later: { id: "1", l: 1 },
    };
    expect(unknownKeys(s, value).sort()).toEqual(
      ["items.1.bar", "pair.0.x", "byId.k.y", "maybe.z", "withDefault.w", "piped.p", "cleared.c", "later.l"].sort(),
    );
    expect(unknownKeys(s, { ...value, maybe: null })).not.toContain("maybe.z");
  });

  it("follows the union option zod picks, and a discriminated union's member", () => {
    const u = z.object({ v: z.union([z.object({ a: z.string() }), z.object({ b: z.number() })]) });
    expect(unknownKeys(u, { v: { b: 1, c: 2 } })).toEqual(["v.c"]);
    const d = z.discriminatedUnion("kind", [z.object({ kind: z.literal("x"), x: z.string() }), z.object({ kind: z.literal("y"), y: z.string() })]);
    expect(unknownKeys(d, { kind: "y", y: "1", x: "2" })).toEqual(["x"]);
  });

  it("counts a key known to either side of an intersection", () => {
    const i = z.intersection(z.object({ a: z.string() }), z.object({ b: z.string() }));
    expect(unknownKeys(i, { a: "1", b: "2", c: "3" })).toEqual(["c"]);
  });

  it("accepts any key in loose, passthrough and catchall objects", () => {
    expect(unknownKeys(z.looseObject({ a: z.string() }), { a: "1", extra: 1 })).toEqual([]);
    expect(unknownKeys(z.object({ a: z.string() }).passthrough(), { a: "1", extra: 1 })).toEqual([]);
    expect(unknownKeys(z.object({ a: z.string() }).catchall(z.object({ n: z.number() })), { a: "1", extra: { n: 1, m: 2 } })).toEqual(["extra.m"]);
  });
});

describe("parseKnownBody", () => {
  it("answers 422 VALIDATION_ERROR naming each unknown key, with the schema's own errors beside them", () => {
    let err: unknown;
    try {
      parseKnownBody(z.object({ email: z.string().min(1, "*Email is required") }), { email: "", matcher: "x", foo: 1 });
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(AppError);
    const e = err as AppError;
    expect(e.code).toBe("VALIDATION_ERROR");
    expect(e.message).toBe("Unknown fields: matcher, foo");
    expect(e.fields).toEqual({ matcher: "Unknown field", foo: "Unknown field", email: "*Email is required" });
  });

  it("returns the parsed value when every key is known", () => {
    expect(parseKnownBody(list, { page: 2, timezone: "UTC" })).toEqual({ page: 2 });
  });
});
