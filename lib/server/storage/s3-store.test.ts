// The S3 code path against an in-process fake S3 endpoint (node:http on port 0, path-style): no network.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { s3Store } from "./s3-store";
import type { FileStore } from "./file-store";

type Obj = { body: Buffer; contentType: string; modified: Date };

/** PUT/GET/DELETE object, CopyObject and the multipart upload calls on /<bucket>/<key>; records the requests it saw. */
function fakeS3() {
  const objects = new Map<string, Obj>();
  const multipart = new Map<string, { path: string; contentType: string; parts: Map<number, Buffer> }>();
  const seen: { method: string; path: string; query: string; headers: IncomingMessage["headers"] }[] = [];
  const xml = (res: import("node:http").ServerResponse, body: string) => res.writeHead(200, { "content-type": "application/xml" }).end(`<?xml version="1.0" encoding="UTF-8"?>${body}`);
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://fake");
    const path = decodeURIComponent(url.pathname);
    const q = url.searchParams;
    seen.push({ method: req.method ?? "", path, query: url.search, headers: req.headers });
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    if (req.method === "POST" && q.has("uploads")) {
      const id = `up-${multipart.size + 1}`;
      multipart.set(id, { path, contentType: String(req.headers["content-type"] ?? "binary/octet-stream"), parts: new Map() });
      return xml(res, `<InitiateMultipartUploadResult><Bucket>b</Bucket><Key>k</Key><UploadId>${id}</UploadId></InitiateMultipartUploadResult>`);
    }
    if (req.method === "PUT" && q.has("uploadId")) {
      multipart.get(q.get("uploadId")!)?.parts.set(Number(q.get("partNumber")), Buffer.concat(chunks));
      res.writeHead(200, { etag: `"part-${q.get("partNumber")}"` }).end();
      return;
    }
    if (req.method === "POST" && q.has("uploadId")) {
      const up = multipart.get(q.get("uploadId")!)!;
      const body = Buffer.concat([...up.parts.entries()].sort(([a], [b]) => a - b).map(([, part]) => part));
      objects.set(up.path, { body, contentType: up.contentType, modified: new Date() });
      multipart.delete(q.get("uploadId")!);
      return xml(res, `<CompleteMultipartUploadResult><Location>http://fake${path}</Location><Bucket>b</Bucket><Key>k</Key><ETag>"whole"</ETag></CompleteMultipartUploadResult>`);
    }
    if (req.method === "DELETE" && q.has("uploadId")) {
      multipart.delete(q.get("uploadId")!);
      res.writeHead(204).end();
      return;
    }
    if (req.method === "PUT" && req.headers["x-amz-copy-source"]) {
      const source = objects.get(`/${decodeURIComponent(String(req.headers["x-amz-copy-source"])).replace(/^\//, "")}`);
      if (!source) return void res.writeHead(404, { "content-type": "application/xml" }).end("<Error><Code>NoSuchKey</Code></Error>");
      objects.set(path, { ...source, modified: new Date() });
      return xml(res, `<CopyObjectResult><ETag>"copy"</ETag><LastModified>${new Date().toISOString()}</LastModified></CopyObjectResult>`);
    }
    if (req.method === "PUT") {
      objects.set(path, { body: Buffer.concat(chunks), contentType: String(req.headers["content-type"] ?? "binary/octet-stream"), modified: new Date() });
      res.writeHead(200, { etag: '"etag"' }).end();
      return;
    }
    if (req.method === "GET") {
      const o = objects.get(path);
      if (!o) {
        res.writeHead(404, { "content-type": "application/xml" });
        res.end('<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message></Error>');
        return;
      }
      const headers: Record<string, string> = {
        "content-type": o.contentType,
        "content-length": String(o.body.length),
        "last-modified": o.modified.toUTCString(),
        etag: '"etag"',
      };
      const disposition = url.searchParams.get("response-content-disposition");
      if (disposition) headers["content-disposition"] = disposition;
      res.writeHead(200, headers).end(o.body);
      return;
    }
    if (req.method === "DELETE") {
      objects.delete(path);
      res.writeHead(204).end();
      return;
    }
    res.writeHead(405).end();
  });
  return { server, objects, multipart, seen };
}

let fake: ReturnType<typeof fakeS3>;
let server: Server;
let store: FileStore;
let endpoint = "";

beforeAll(async () => {
  fake = fakeS3();
  server = fake.server;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  store = s3Store({ bucket: "case-files", region: "us-east-1", endpoint, accessKeyId: "test-key", secretAccessKey: "test-secret", forcePathStyle: true });
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe("s3Store against a fake S3 endpoint", () => {
  const key = "tenants/t1/petitions/p1/0b5c-passport.pdf";
  const pdf = Buffer.from("%PDF-1.7\nfake pdf body\n%%EOF");

  it("puts, gets back with the content type, presigns a download, and deletes an object", async () => {
    await store.put(key, pdf, { contentType: "application/pdf" });
    expect(fake.objects.get(`/case-files/${key}`)?.body.equals(pdf)).toBe(true);
    const put = fake.seen.find((r) => r.method === "PUT");
    expect(put?.headers.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=test-key\//);

    const got = await store.get(key);
    expect(got?.body.equals(pdf)).toBe(true);
    expect(got).toMatchObject({ contentType: "application/pdf", size: pdf.length });
    expect(got?.updatedAt).toBeInstanceOf(Date);

    const url = await store.signedUrl(key, { fileName: "Passport copy.pdf", expiresIn: 300 });
    const u = new URL(url);
    expect(`${u.protocol}//${u.host}`).toBe(endpoint);
    expect(u.pathname).toBe(`/case-files/${key}`);
    expect(u.searchParams.get("X-Amz-Expires")).toBe("300");
    expect(u.searchParams.get("X-Amz-Signature")).toMatch(/^[0-9a-f]{64}$/);
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer()).equals(pdf)).toBe(true);
    expect(res.headers.get("content-disposition")).toContain('filename="Passport copy.pdf"');

    await store.delete(key);
    expect(fake.objects.has(`/case-files/${key}`)).toBe(false);
    expect(await store.get(key)).toBeNull();
  });

  it("streams a small file as one PutObject and a large one as a multipart upload, and moves an object", async () => {
    async function* pieces(total: number) {
      for (let sent = 0; sent < total; sent += 64 * 1024) yield Buffer.alloc(Math.min(64 * 1024, total - sent), sent % 251);
    }
    const small = "tenants/t1/incoming/small";
    expect(await store.putStream(small, pieces(100 * 1024), { contentType: "application/pdf" })).toEqual({ size: 100 * 1024 });
    expect(fake.objects.get(`/case-files/${small}`)).toMatchObject({ contentType: "application/pdf" });

    const big = "tenants/t1/incoming/big";
    const size = 12 * 1024 * 1024 + 5;
    const from = fake.seen.length;
    expect(await store.putStream(big, pieces(size), { contentType: "application/pdf" })).toEqual({ size });
    const expected: Buffer[] = [];
    for await (const piece of pieces(size)) expected.push(piece);
    const whole = Buffer.concat(expected);
    expect(fake.objects.get(`/case-files/${big}`)?.body.equals(whole)).toBe(true);
    const parts = fake.seen.slice(from).filter((r) => r.method === "PUT" && r.query.includes("partNumber"));
    expect(parts).toHaveLength(3); // 5 MB parts: one buffered at a time

    await store.move(big, "tenants/t1/petitions/p1/big.pdf");
    expect(fake.objects.get("/case-files/tenants/t1/petitions/p1/big.pdf")?.body.equals(whole)).toBe(true);
    expect(fake.objects.has(`/case-files/${big}`)).toBe(false);
  });

  it("aborts the multipart upload when the stream fails, leaving no object", async () => {
    async function* failing() {
      for (let i = 0; i < 7 * 16; i++) yield Buffer.alloc(64 * 1024, 7); // 7 MB: the first part is sent
      throw new Error("over the limit");
    }
    const key = "tenants/t1/incoming/failed";
    await expect(store.putStream(key, failing(), { contentType: "application/pdf" })).rejects.toThrow("over the limit");
    expect(fake.objects.has(`/case-files/${key}`)).toBe(false);
    expect(fake.seen.some((r) => r.method === "DELETE" && r.query.includes("uploadId"))).toBe(true);
    expect(fake.multipart.size).toBe(0);
  });

  it("answers null for a missing object and refuses keys that could escape the folder", async () => {
    expect(await store.get("tenants/t1/petitions/p1/missing.pdf")).toBeNull();
    await expect(store.put("tenants/../other/x.pdf", pdf, { contentType: "application/pdf" })).rejects.toThrow(/Invalid storage key/);
    await expect(store.signedUrl("/abs/key")).rejects.toThrow(/Invalid storage key/);
  });
});
