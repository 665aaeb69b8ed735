// The file store of uploads (case documents, profile pictures, tenant logos and favicons) behind one
// interface: local disk under UPLOADS_DIR by default, an S3-compatible bucket when S3_BUCKET is set.
import "server-only";
import { createWriteStream } from "node:fs";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { randomBytes } from "node:crypto";
import { env } from "@/lib/server/env";
import { assertValidKey, DEFAULT_SIGNED_URL_SECONDS } from "./key";
import { localSignedUrl } from "./signed-url";
import { s3Store } from "./s3-store";

export type StoredFile = { body: Buffer; contentType: string; size: number; updatedAt: Date };

type SignedUrlOptions = {
  /** The name the browser saves the file as. */
  fileName?: string;
  /** Seconds the URL stays valid (default 300). */
  expiresIn?: number;
};

export { assertValidKey, DEFAULT_SIGNED_URL_SECONDS };

/** Bytes that arrive over time (a request's file part): written as they come, never gathered in memory. */
export type ByteStream = AsyncIterable<Uint8Array>;

export interface FileStore {
  put(key: string, body: Buffer, meta: { contentType: string }): Promise<void>;
  /**
   * Write `body` at `key` as it arrives. When the stream fails (an upload over its limit, a dropped
   * connection) nothing is left at `key` and the promise rejects with the stream's error.
   */
  putStream(key: string, body: ByteStream, meta: { contentType: string }): Promise<{ size: number }>;
  /** Move a stored file to another key (a rename on disk, a server-side copy in a bucket). */
  move(from: string, to: string): Promise<void>;
  get(key: string): Promise<StoredFile | null>;
  delete(key: string): Promise<void>;
  /** A short-lived URL that downloads the file without a session. */
  signedUrl(key: string, opts?: SignedUrlOptions): Promise<string>;
}

type Meta = { contentType: string; size: number; updatedAt: string };

/** Files under `root`; each file has a `<name>.meta.json` sidecar with its content type. */
export function localDiskStore(root: string): FileStore {
  const fileOf = (key: string) => {
    assertValidKey(key);
    return path.join(root, ...key.split("/"));
  };
  const tmpOf = (target: string) => `${target}.${randomBytes(6).toString("hex")}.tmp`;
  const atomicWrite = async (target: string, data: Buffer | string) => {
    const tmp = tmpOf(target);
    await writeFile(tmp, data);
    await rename(tmp, target);
  };
  const writeMeta = (file: string, contentType: string, size: number) => {
    const m: Meta = { contentType, size, updatedAt: new Date().toISOString() };
    return atomicWrite(`${file}.meta.json`, JSON.stringify(m));
  };
  return {
    async put(key, body, meta) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      await atomicWrite(file, body);
      await writeMeta(file, meta.contentType, body.length);
    },
    async putStream(key, body, meta) {
      // A temporary file beside the target, renamed once the last byte is on disk; removed on any failure.
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      const tmp = tmpOf(file);
      let size = 0;
      try {
        await pipeline(
          body,
          async function* (chunks: ByteStream) {
            for await (const chunk of chunks) {
              size += chunk.byteLength;
              yield chunk;
            }
          },
          createWriteStream(tmp, { flags: "wx" }),
        );
        await rename(tmp, file);
      } catch (err) {
        await rm(tmp, { force: true });
        throw err;
      }
      await writeMeta(file, meta.contentType, size);
      return { size };
    },
    async move(from, to) {
      const source = fileOf(from);
      const target = fileOf(to);
      await mkdir(path.dirname(target), { recursive: true });
      await rename(source, target);
      await rename(`${source}.meta.json`, `${target}.meta.json`);
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
    async signedUrl(key, opts = {}) {
      assertValidKey(key);
      return localSignedUrl(key, opts.fileName ?? key.split("/").pop() ?? "file", opts.expiresIn ?? DEFAULT_SIGNED_URL_SECONDS);
    },
  };
}

const g = globalThis as unknown as { __fileStore?: FileStore };

/** The process's file store: the S3 bucket of S3_* settings, else local disk under UPLOADS_DIR. */
export function getFileStore(): FileStore {
  g.__fileStore ??= env.s3 ? s3Store(env.s3) : localDiskStore(env.uploadsDir);
  return g.__fileStore;
}

/** Replace the process's store (tests point it at a temporary directory). */
export function setFileStore(store: FileStore): void {
  g.__fileStore = store;
}
