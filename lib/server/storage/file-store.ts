// A small file store for uploaded images (profile pictures, tenant logos and favicons).
// Local disk today (UPLOADS_DIR); the interface is what an S3-backed store will implement later.
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { env } from "@/lib/server/env";

export type StoredFile = { body: Buffer; contentType: string; size: number; updatedAt: Date };

export interface FileStore {
  put(key: string, body: Buffer, meta: { contentType: string }): Promise<void>;
  get(key: string): Promise<StoredFile | null>;
  delete(key: string): Promise<void>;
}

/** Keys are slash-separated segments of [A-Za-z0-9._-], never "." or "..": no path can escape the root. */
const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,127}$/;

export function assertValidKey(key: string): void {
  const parts = key.split("/");
  if (parts.length === 0 || parts.length > 8 || parts.some((p) => !SEGMENT.test(p) || p.endsWith(".meta.json"))) {
    throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
  }
}

type Meta = { contentType: string; size: number; updatedAt: string };

/** Files under `root`; each file has a `<name>.meta.json` sidecar with its content type. */
export function localDiskStore(root: string): FileStore {
  const fileOf = (key: string) => {
    assertValidKey(key);
    return path.join(root, ...key.split("/"));
  };
  const atomicWrite = async (target: string, data: Buffer | string) => {
    const tmp = `${target}.${randomBytes(6).toString("hex")}.tmp`;
    await writeFile(tmp, data);
    await rename(tmp, target);
  };
  return {
    async put(key, body, meta) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      await atomicWrite(file, body);
      const m: Meta = { contentType: meta.contentType, size: body.length, updatedAt: new Date().toISOString() };
      await atomicWrite(`${file}.meta.json`, JSON.stringify(m));
    },
    async get(key) {
      const file = fileOf(key);
      try {
        const [body, metaText] = await Promise.all([readFile(file), readFile(`${file}.meta.json`, "utf8")]);
        const m = JSON.parse(metaText) as Meta;
        return { body, contentType: m.contentType, size: body.length, updatedAt: new Date(m.updatedAt) };
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw err;
      }
    },
    async delete(key) {
      const file = fileOf(key);
      await rm(file, { force: true });
      await rm(`${file}.meta.json`, { force: true });
    },
  };
}

const g = globalThis as unknown as { __fileStore?: FileStore };

/** The process's file store (local disk under UPLOADS_DIR). */
export function getFileStore(): FileStore {
  g.__fileStore ??= localDiskStore(env.uploadsDir);
  return g.__fileStore;
}

/** Replace the process's store (tests point it at a temporary directory). */
export function setFileStore(store: FileStore): void {
  g.__fileStore = store;
}
