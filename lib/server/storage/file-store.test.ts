import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { assertValidKey, localDiskStore, type FileStore } from "./file-store";

let dir = "";
let store: FileStore;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "icm-fs-test-"));
  store = localDiskStore(dir);
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe("localDiskStore", () => {
  it("stores, reads back with the content type, replaces and deletes a file", async () => {
    await store.put("tenants/abc/logo", Buffer.from("one"), { contentType: "image/png" });
    const first = await store.get("tenants/abc/logo");
    expect(first?.body.toString()).toBe("one");
    expect(first).toMatchObject({ contentType: "image/png", size: 3 });
    expect(first?.updatedAt).toBeInstanceOf(Date);

    await store.put("tenants/abc/logo", Buffer.from("second"), { contentType: "image/jpeg" });
    expect(await store.get("tenants/abc/logo")).toMatchObject({ contentType: "image/jpeg", size: 6 });
    // no temporary files are left behind
    expect((await readdir(path.join(dir, "tenants", "abc"))).sort()).toEqual(["logo", "logo.meta.json"]);

    await store.delete("tenants/abc/logo");
    expect(await store.get("tenants/abc/logo")).toBeNull();
    await store.delete("tenants/abc/logo");
  });

  it("streams a file to its key through a temporary file, and moves it with its content type", async () => {
    async function* chunks() {
      for (let i = 0; i < 5; i++) yield Buffer.from(`part ${i};`);
    }
    expect(await store.putStream("tenants/abc/incoming/u1", chunks(), { contentType: "application/pdf" })).toEqual({ size: 35 });
    expect((await readdir(path.join(dir, "tenants", "abc", "incoming"))).sort()).toEqual(["u1", "u1.meta.json"]);
    await store.move("tenants/abc/incoming/u1", "tenants/abc/docs/scan.pdf");
    const moved = await store.get("tenants/abc/docs/scan.pdf");
    expect(moved?.body.toString()).toBe("part 0;part 1;part 2;part 3;part 4;");
    expect(moved).toMatchObject({ contentType: "application/pdf", size: 35 });
    expect(await store.get("tenants/abc/incoming/u1")).toBeNull();
    expect(await readdir(path.join(dir, "tenants", "abc", "incoming"))).toEqual([]);
  });

  it("leaves nothing at the key, not even the temporary file, when the stream fails midway", async () => {
    async function* failing() {
      yield Buffer.alloc(64 * 1024, 1);
      throw new Error("too large");
    }
    await expect(store.putStream("tenants/abc/incoming/u2", failing(), { contentType: "application/pdf" })).rejects.toThrow("too large");
    expect(await store.get("tenants/abc/incoming/u2")).toBeNull();
    expect((await readdir(path.join(dir, "tenants", "abc", "incoming"))).filter((f) => f.startsWith("u2"))).toEqual([]);
  });

  it("answers null for a key that was never stored", async () => {
    expect(await store.get("users/nobody/profile-picture")).toBeNull();
  });
});

describe("assertValidKey", () => {
  it("accepts slash-separated safe segments", () => {
    expect(() => assertValidKey("users/0b5c-11/profile-picture")).not.toThrow();
  });

  it.each(["", "../etc/passwd", "a/../b", "a//b", "/abs", "a/.hidden", "a/b c", "a/x.meta.json", "a\\b"])("refuses %j", (key) => {
    expect(() => assertValidKey(key)).toThrow(/Invalid storage key/);
  });
});
