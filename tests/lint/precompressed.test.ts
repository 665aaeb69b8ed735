// The static assets' Brotli copies: written once per build (scripts/standalone.mjs), answered by the
// standalone server before Next.js to clients that accept br (scripts/precompressed.mjs).
import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync, existsSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { acceptsBrotli, precompressStatic, staticBrotli } from "@/scripts/precompressed.mjs";

const dir = mkdtempSync(path.join(tmpdir(), "precompressed-"));
const chunk = `export const words = ${JSON.stringify("lorem ipsum dolor sit amet ".repeat(200))};\n`;
const css = `.a{color:red}\n`.repeat(200);

beforeAll(() => {
  mkdirSync(path.join(dir, "chunks"), { recursive: true });
  writeFileSync(path.join(dir, "chunks/big.js"), chunk);
  writeFileSync(path.join(dir, "chunks/tiny.js"), "export {};\n");
  writeFileSync(path.join(dir, "app.css"), css);
  writeFileSync(path.join(dir, "notes.txt"), "x".repeat(4096));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("precompressStatic", () => {
  it("writes a .br copy of each script and stylesheet of at least 1 KiB, and only once", () => {
    expect(precompressStatic(dir)).toBe(2);
    expect(brotliDecompressSync(readFileSync(path.join(dir, "chunks/big.js.br"))).toString()).toBe(chunk);
    expect(brotliDecompressSync(readFileSync(path.join(dir, "app.css.br"))).toString()).toBe(css);
    expect(existsSync(path.join(dir, "chunks/tiny.js.br"))).toBe(false);
    expect(existsSync(path.join(dir, "notes.txt.br"))).toBe(false);
    expect(precompressStatic(dir)).toBe(0);
  });

  it("compresses again a file newer than its copy", () => {
    const later = new Date(Date.now() + 60_000);
    utimesSync(path.join(dir, "app.css"), later, later);
    expect(precompressStatic(dir)).toBe(1);
  });
});

describe("acceptsBrotli", () => {
  it.each([
    ["gzip, deflate, br, zstd", true],
    ["BR", true],
    ["br;q=0.5, gzip", true],
    ["br;q=0, gzip", false],
    ["gzip, deflate", false],
    ["brotli", false],
    [undefined, false],
  ])("%s → %s", (header, expected) => expect(acceptsBrotli(header)).toBe(expected));
});

describe("staticBrotli", () => {
  let base = "";
  let server: http.Server;
  beforeAll(async () => {
    const handle = staticBrotli(dir);
    server = http.createServer((req, res) => {
      if (!handle(req, res)) res.writeHead(299, { "x-next": "yes" }).end("to Next.js");
    });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  const get = (url: string, headers: Record<string, string> = {}, method = "GET") =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      const req = http.request(base + url, { method, headers }, (res) => {
        const parts: Buffer[] = [];
        res.on("data", (c: Buffer) => parts.push(c));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(parts) }));
      });
      req.on("error", reject);
      req.end();
    });

  it("answers a client that accepts br with the Brotli copy and Next.js's headers for the file", async () => {
    const res = await get("/_next/static/chunks/big.js?dpl=1", { "accept-encoding": "gzip, br" });
    expect(res.status).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["content-type"]).toBe("application/javascript; charset=UTF-8");
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(res.headers.vary).toBe("Accept-Encoding");
    expect(brotliDecompressSync(res.body).toString()).toBe(chunk);
    const sheet = await get("/_next/static/app.css", { "accept-encoding": "br" });
    expect(sheet.headers["content-type"]).toBe("text/css; charset=UTF-8");
    expect(brotliDecompressSync(sheet.body).toString()).toBe(css);
  });

  it("sends the headers and no body to HEAD", async () => {
    const res = await get("/_next/static/chunks/big.js", { "accept-encoding": "br" }, "HEAD");
    expect(res.status).toBe(200);
    expect(Number(res.headers["content-length"])).toBe(readFileSync(path.join(dir, "chunks/big.js.br")).length);
    expect(res.body.length).toBe(0);
  });

  it.each([
    ["a client without br", "/_next/static/chunks/big.js", "gzip", "GET"],
    ["br refused with q=0", "/_next/static/chunks/big.js", "br;q=0", "GET"],
    ["a file with no copy", "/_next/static/chunks/tiny.js", "br", "GET"],
    ["a path outside the static files", "/_next/static/../../etc/passwd", "br", "GET"],
    ["another page", "/app/login", "br", "GET"],
    ["a POST", "/_next/static/chunks/big.js", "br", "POST"],
  ])("leaves %s to Next.js", async (_, url, encoding, method) => {
    const res = await get(url, { "accept-encoding": encoding }, method);
    expect(res.status).toBe(299);
    expect(res.body.toString()).toBe("to Next.js");
  });
});
