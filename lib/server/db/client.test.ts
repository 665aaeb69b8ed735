import { describe, expect, it } from "vitest";
import { withPrepare } from "./client";

describe("withPrepare", () => {
  const fake = () => {
    const calls: unknown[][] = [];
    return { calls, client: { unsafe: (...args: unknown[]) => calls.push(args) } };
  };

  it("asks postgres.js for a named statement for every query, also where Drizzle says prepare: false", () => {
    const { calls, client } = fake();
    const c = withPrepare(client, true);
    c.unsafe("select $1", [1], { prepare: false });
    c.unsafe("select 1");
    expect(calls).toEqual([
      ["select $1", [1], { prepare: true }],
      ["select 1", undefined, { prepare: true }],
    ]);
  });

  it("asks for unnamed statements only when turned off (DATABASE_PREPARE=false), Drizzle's prepared queries included", () => {
    const { calls, client } = fake();
    withPrepare(client, false).unsafe("select $1", [1], { prepare: true });
    expect(calls).toEqual([["select $1", [1], { prepare: false }]]);
  });
});
