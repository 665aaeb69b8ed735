// Multipart uploads stream to storage (lib/server/http/multipart-stream.ts): a 60 MB file reaches the store
// in small chunks while the process's retained memory stays far below its size; a file past the route's
// limit stops the request at once (413) and leaves no partial file; a file of the wrong type is refused on
// its first bytes (422) before anything is written; a user's 4th upload at once answers 429 with Retry-After.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import v8 from "node:v8";
import vm from "node:vm";
import { createHash, randomUUID } from "node:crypto";
import { z } from "zod";
import { POST as upload } from "@/app/api/s3/upload/route";
import { defineUploadRoute } from "@/lib/server/http/define-upload-route";
import { MAX_UPLOADS_IN_FLIGHT, uploadsInFlight } from "@/lib/server/http/upload-slots";
import { getFileStore, localDiskStore, setFileStore, type FileStore } from "@/lib/server/storage/file-store";
import { saveFileAt } from "@/lib/server/storage/uploaded-file";
import { MSG } from "@/lib/shared/validation/messages";
import { createFirm, createUser } from "../../factories";

const MB = 1024 * 1024;
const BOUNDARY = "----icmstreamtest";
const PDF_HEAD = Buffer.from("%PDF-1.4\n% streamed test file\n");

// ---- a file store that records what reaches it ---------------------------------------------------

type Written = { key: string; chunks: number[] };
const written: Written[] = [];
let dir = "";
let previous: FileStore;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "icm-stream-"));
  const disk = localDiskStore(dir);
  previous = getFileStore();
  setFileStore({
    ...disk,
    putStream(key, body, meta) {
      const rec: Written = { key, chunks: [] };
      written.push(rec);
      return disk.putStream(
        key,
        (async function* () {
          for await (const chunk of body) {
            rec.chunks.push(chunk.byteLength);
            yield chunk;
          }
        })(),
        meta,
      );
    },
  });
});
afterAll(async () => {
  setFileStore(previous);
  await rm(dir, { recursive: true, force: true });
});

/** Every file under the tenant's folder of the store, temporary and staged ones included. */
async function filesOf(tenantId: string): Promise<string[]> {
  const out: string[] = [];
  async function walk(d: string): Promise<void> {
    const entries = await readdir(d, { withFileTypes: true }).catch(() => []);
    for (const e of entries) {
      if (e.isDirectory()) await walk(path.join(d, e.name));
      else out.push(path.relative(dir, path.join(d, e.name)));
    }
  }
  await walk(path.join(dir, "tenants", tenantId));
  return out;
}

// ---- streamed request bodies ------------------------------------------------------------------------

const partHead = (name: string, type: string) =>
  Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`);
const TAIL = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);

/**
 * A multipart body with one file of `size` bytes (starting with `first`, then 64 KB chunks), generated as it
 * is pulled; `gate` (when given) holds the body after the first chunks; `every4MB` runs as each 4 MB is produced.
 */
function fileBody(opts: { name: string; type: string; size: number; first?: Buffer; gate?: Promise<void>; every4MB?: () => void }) {
  const filler = Buffer.alloc(64 * 1024, 0x61);
  const first = opts.first ?? PDF_HEAD;
  let fileSent = 0;
  let pulled = 0;
  let stage: "head" | "file" | "tail" | "done" = "head";
  const stream = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        let out: Buffer;
        if (stage === "head") {
          out = partHead(opts.name, opts.type);
          stage = "file";
        } else if (stage === "file") {
          if (fileSent >= 8192 && opts.gate) await opts.gate;
          const piece = fileSent === 0 ? Buffer.concat([first, filler]) : filler;
          out = piece.subarray(0, Math.min(piece.length, opts.size - fileSent));
          const before = Math.floor(fileSent / (4 * MB));
          fileSent += out.length;
          if (opts.every4MB && Math.floor(fileSent / (4 * MB)) > before) opts.every4MB();
          if (fileSent >= opts.size) stage = "tail";
        } else if (stage === "tail") {
          out = TAIL;
          stage = "done";
        } else {
          return controller.close();
        }
        pulled += out.length;
        controller.enqueue(new Uint8Array(out));
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, pulled: () => pulled };
}

function post(route: (req: Request) => Promise<Response>, apiPath: string, tenantSlug: string, token: string, body: ReadableStream<Uint8Array>) {
  const host = `${tenantSlug}.localhost:3000`;
  const init = {
    method: "POST",
    headers: { host, authorization: `Bearer ${token}`, "content-type": `multipart/form-data; boundary=${BOUNDARY}` },
    body,
    duplex: "half",
  } as RequestInit & { duplex: "half" };
  return route(new Request(`http://${host}/api/${apiPath}`, init));
}

// ---- routes of this test -------------------------------------------------------------------------

/** A route that takes files up to 64 MB and keeps them. */
const bigUpload = defineUploadRoute({
  auth: "user",
  fields: z.object({}),
  maxFileBytes: 64 * MB,
  handler: async (ctx) => {
    const f = ctx.files[0];
    const key = `tenants/${ctx.tenant.id}/kept/${randomUUID()}.pdf`;
    await saveFileAt(f, key);
    return { data: { key, size: f.size, mimetype: f.mimetype } };
  },
});

/** A route whose files are at most 2 MB. */
const smallUpload = defineUploadRoute({ auth: "user", fields: z.object({}), maxFileBytes: 2 * MB, handler: async () => ({ data: null }) });

/** A collectable garbage-free measure of what the process holds: the JS heap and the array buffers. */
const gc = (() => {
  v8.setFlagsFromString("--expose-gc");
  return vm.runInNewContext("gc") as () => void;
})();
function retained(): number {
  gc();
  const m = process.memoryUsage();
  return m.heapUsed + m.arrayBuffers;
}

describe("streamed multipart uploads", () => {
  it("a 60 MB file reaches the store in small chunks and the process holds far less than the file meanwhile", async () => {
    const { tenant, admin } = await createFirm();
    const size = 60 * MB;
    const base = retained();
    let peak = 0;
    let samples = 0;
    const body = fileBody({
      name: "large scan.pdf",
      type: "application/pdf",
      size,
      every4MB: () => {
        samples++;
        peak = Math.max(peak, retained() - base);
      },
    });
    const res = await post(bigUpload, "test/big-upload", tenant.slug, admin.token, body.stream);
    const json = await res.json();
    expect(res.status, JSON.stringify(json)).toBe(200);
    expect(json.result.data).toMatchObject({ size, mimetype: "application/pdf" });

    // Measured while the body was being read (15 samples): far below the 60 MB sent (the whole file held would be
    // at least 60 MB; streamed it is ~5 MB; the margin absorbs what the worker's other files leave to collect).
    expect(samples).toBeGreaterThanOrEqual(14);
    expect(peak).toBeLessThan(20 * MB);

    // The store got a stream, in many chunks none larger than 1 MB, not one buffer.
    const got = written.find((w) => w.key.startsWith(`tenants/${tenant.id}/incoming/`));
    expect(got).toBeDefined();
    expect(got!.chunks.reduce((a, b) => a + b, 0)).toBe(size);
    expect(got!.chunks.length).toBeGreaterThan(60);
    expect(Math.max(...got!.chunks)).toBeLessThanOrEqual(MB);

    // The file is whole at the key the handler chose; nothing is left in staging.
    const stored = await readFile(path.join(dir, ...json.result.data.key.split("/")));
    expect(stored.length).toBe(size);
    expect(stored.subarray(0, PDF_HEAD.length).equals(PDF_HEAD)).toBe(true);
    const expected = createHash("sha256").update(Buffer.concat([PDF_HEAD, Buffer.alloc(size - PDF_HEAD.length, 0x61)])).digest("hex");
    expect(createHash("sha256").update(stored).digest("hex")).toBe(expected);
    expect((await filesOf(tenant.id)).sort()).toEqual([`tenants/${tenant.id}/kept/${path.basename(json.result.data.key)}`, `tenants/${tenant.id}/kept/${path.basename(json.result.data.key)}.meta.json`].sort());
  });

  it("a file past the route's limit answers 413 as soon as it passes it and leaves no file in the store", async () => {
    const { tenant, admin } = await createFirm();
    const small = fileBody({ name: "big.pdf", type: "application/pdf", size: 40 * MB });
    const res = await post(smallUpload, "test/small-upload", tenant.slug, admin.token, small.stream);
    expect(res.status).toBe(413);
    expect((await res.json()).message).toBe("The file is larger than 2 MB");
    expect(small.pulled()).toBeLessThan(3 * MB);

    // The documents' 10 MB: the partial file was being written, and is gone.
    const before = written.length;
    const big = fileBody({ name: "big.pdf", type: "application/pdf", size: 40 * MB });
    const res10 = await post(upload, "s3/upload", tenant.slug, admin.token, big.stream);
    expect(res10.status).toBe(413);
    expect((await res10.json()).result.error.code).toBe("PAYLOAD_TOO_LARGE");
    expect(big.pulled()).toBeLessThan(11 * MB);
    const partial = written.slice(before).find((w) => w.key.startsWith(`tenants/${tenant.id}/incoming/`));
    expect(partial!.chunks.reduce((a, b) => a + b, 0)).toBeGreaterThan(9 * MB);
    expect(await filesOf(tenant.id)).toEqual([]);
  });

  it("a file of the wrong type answers 422 on its first bytes: nothing is written, the body is not read on", async () => {
    const { tenant, admin } = await createFirm();
    const before = written.length;
    const text = fileBody({ name: "scan.pdf", type: "application/pdf", size: 5 * MB, first: Buffer.from("just text pretending to be a PDF\n") });
    const res = await post(upload, "s3/upload", tenant.slug, admin.token, text.stream);
    const json = await res.json();
    expect(res.status).toBe(422);
    expect(json.result.error.fields.file).toBe(MSG.upload);
    expect(text.pulled()).toBeLessThan(MB);
    expect(written.slice(before)).toEqual([]);
    expect(await filesOf(tenant.id)).toEqual([]);
  });

  it("one file too many answers 422 and removes the file already streamed for the request", async () => {
    const { tenant, admin } = await createFirm();
    const before = written.length;
    const form = new FormData();
    form.append("file", new File([new Uint8Array(Buffer.concat([PDF_HEAD, Buffer.alloc(64 * 1024, 0x61)]))], "one.pdf", { type: "application/pdf" }));
    form.append("file", new File([new Uint8Array(PDF_HEAD)], "two.pdf", { type: "application/pdf" }));
    const host = `${tenant.slug}.localhost:3000`;
    const res = await upload(new Request(`http://${host}/api/s3/upload`, { method: "POST", headers: { host, authorization: `Bearer ${admin.token}` }, body: form }));
    const json = await res.json();
    expect(res.status).toBe(422);
    expect(json.result.error.fields.file).toBe(MSG.max(1));
    expect(written.slice(before).map((w) => w.chunks.reduce((a, b) => a + b, 0))).toEqual([PDF_HEAD.length + 64 * 1024]);
    expect(await filesOf(tenant.id)).toEqual([]);
  });

  it(`a user's ${MAX_UPLOADS_IN_FLIGHT + 1}th upload at once answers 429 with Retry-After; another user is not held up`, async () => {
    const { tenant, admin } = await createFirm();
    const other = await createUser(tenant, 3);
    const before = written.length;
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const slow = Array.from({ length: MAX_UPLOADS_IN_FLIGHT }, (_, i) =>
      post(upload, "s3/upload", tenant.slug, admin.token, fileBody({ name: `slow-${i}.pdf`, type: "application/pdf", size: 256 * 1024, gate }).stream),
    );
    // All of them are streaming to the store (past the type check), held by the gate.
    await expect.poll(() => written.slice(before).length, { timeout: 10_000 }).toBe(MAX_UPLOADS_IN_FLIGHT);
    expect(uploadsInFlight(`user:${admin.user.id}`)).toBe(MAX_UPLOADS_IN_FLIGHT);

    const refused = await post(upload, "s3/upload", tenant.slug, admin.token, fileBody({ name: "fourth.pdf", type: "application/pdf", size: 1024 }).stream);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe("5");
    expect((await refused.json()).result.error.code).toBe("RATE_LIMITED");

    const otherUser = await post(upload, "s3/upload", tenant.slug, other.token, fileBody({ name: "other.pdf", type: "application/pdf", size: 1024 }).stream);
    expect(otherUser.status).toBe(200);

    open();
    for (const res of await Promise.all(slow)) expect(res.status).toBe(200);
    expect(uploadsInFlight(`user:${admin.user.id}`)).toBe(0);
    const again = await post(upload, "s3/upload", tenant.slug, admin.token, fileBody({ name: "later.pdf", type: "application/pdf", size: 1024 }).stream);
    expect(again.status).toBe(200);
  });
});
