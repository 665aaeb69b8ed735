// The S3 code path against an in-process fake S3 endpoint (node:http on port 0, path-style): no network.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { s3Store } from "./s3-store";
import type { FileStore } from "./file-store";

type Obj = { body: Buffer; contentType: string; modified: Date };

/** PUT/GET/DELETE object on /<bucket>/<key>; records the requests it saw. */
function fakeS3() {
  const objects = new Map<string, Obj>();
  const seen: { method: string; path: string; headers: IncomingMessage["headers"] }[] = [];
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://fake");
    const path = decodeURIComponent(url.pathname);
    seen.push({ method: req.method ?? "", path, headers: req.headers });
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
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
  return { server, objects, seen };
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

  it("answers null for a missing object and refuses keys that could escape the folder", async () => {
    expect(await store.get("tenants/t1/petitions/p1/missing.pdf")).toBeNull();
    await expect(store.put("tenants/../other/x.pdf", pdf, { contentType: "application/pdf" })).rejects.toThrow(/Invalid storage key/);
    await expect(store.signedUrl("/abs/key")).rejects.toThrow(/Invalid storage key/);
  });
});
