import { describe, expect, it } from "vitest";
import { isPlainRead, withPrepare, withReconnect } from "./client";

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

describe("withReconnect", () => {
  const lost = () => Object.assign(new Error("write CONNECTION_CLOSED 127.0.0.1:5432"), { code: "CONNECTION_CLOSED" });
  /** A fake postgres.js client whose statements fail with `failures` first, then answer their text. */
  const fake = (failures: unknown[]) => {
    const sent: string[] = [];
    const answer = (query: string) => {
      sent.push(query);
      const err = failures.shift();
      return err ? Promise.reject(err) : Promise.resolve([query]);
    };
    const client = {
      unsafe: (query: string) => {
        const q = { then: (ok: never, ko: never) => answer(query).then(ok, ko), values: () => ({ then: (ok: never, ko: never) => answer(`${query} (values)`).then(ok, ko) }) };
        return q;
      },
      begin: async (fn: (tx: string) => Promise<unknown>) => {
        sent.push("begin");
        const err = failures.shift();
        if (err) throw err;
        return fn("tx");
      },
    };
    return { sent, client: withReconnect(client) };
  };

  it("sends a plain read again on a fresh connection when the connection was lost under it, rows as arrays kept", async () => {
    const { sent, client } = fake([lost(), { code: "57P01" }]);
    await expect(client.unsafe("select 1").values()).resolves.toEqual(["select 1 (values)"]);
    expect(sent).toEqual(["select 1 (values)", "select 1 (values)", "select 1 (values)"]);
  });

  it("never sends a write, a lock or a statement error again", async () => {
    for (const query of ["insert into t values (1)", "update t set a = 1", "select * from t for update", "select pg_notify('c', 'x')", "with x as (delete from t returning *) select * from x"]) {
      const { sent, client } = fake([lost()]);
      await expect(client.unsafe(query)).rejects.toMatchObject({ code: "CONNECTION_CLOSED" });
      expect(sent).toEqual([query]);
    }
    const { sent, client } = fake([{ code: "42P01" }]);
    await expect(client.unsafe("select * from missing")).rejects.toMatchObject({ code: "42P01" });
    expect(sent).toHaveLength(1);
  });

  it("gives up after three more tries", async () => {
    const { sent, client } = fake([lost(), lost(), lost(), lost(), lost()]);
    await expect(client.unsafe("select 1")).rejects.toMatchObject({ code: "CONNECTION_CLOSED" });
    expect(sent).toHaveLength(4);
  });

  it("starts a transaction again only when its BEGIN was lost (nothing of it ran)", async () => {
    const begun = fake([lost()]);
    let runs = 0;
    await expect(begun.client.begin(async () => ++runs)).resolves.toBe(1);
    expect(begun.sent).toEqual(["begin", "begin"]);

    const inside = fake([]);
    let tries = 0;
    await expect(
      inside.client.begin(async () => {
        tries++;
        throw lost();
      }),
    ).rejects.toMatchObject({ code: "CONNECTION_CLOSED" });
    expect(tries).toBe(1);
  });
});

describe("isPlainRead", () => {
  it("is a select or with that writes, locks and notifies nothing", () => {
    expect(isPlainRead("select \"updated_at\" from t")).toBe(true);
    expect(isPlainRead("  WITH a AS (select 1) select * from a")).toBe(true);
    expect(isPlainRead("select nextval('s')")).toBe(false);
    expect(isPlainRead("select * from t for share")).toBe(false);
    expect(isPlainRead("delete from t")).toBe(false);
  });
});
