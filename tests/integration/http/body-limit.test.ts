// A body past the limit is not read to its end: an unauthenticated 400 MB chunked JSON body (no
// Content-Length) answers 413 after about 1 MB has been pulled from the stream, and a multipart upload
// stops at its own limit (10 MB per file plus 1 MB of form) the same way.
import { describe, expect, it } from "vitest";
import { POST as login } from "@/app/api/auth/login/route";
import { POST as upload } from "@/app/api/s3/upload/route";
import { MAX_BODY_BYTES } from "@/lib/server/http/define-route";
import { createFirm } from "../../factories";

const MB = 1024 * 1024;

/** A lazily generated body of `total` bytes that counts what was pulled from it. */
function countingBody(total: number, first = "") {
  const chunk = new Uint8Array(64 * 1024).fill(0x61);
  const head = new TextEncoder().encode(first);
  let sent = 0;
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (sent >= total) return controller.close();
        const part = sent === 0 && head.length ? head : chunk;
        sent += part.byteLength;
        controller.enqueue(part);
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, pulled: () => sent };
}

function chunkedRequest(url: string, host: string, body: ReadableStream<Uint8Array>, headers: Record<string, string>) {
  return new Request(url, { method: "POST", headers: { host, ...headers }, body, duplex: "half" } as RequestInit & { duplex: "half" });
}

describe("body limits on a chunked stream", () => {
  it("an anonymous 400 MB JSON body answers 413 after about 1 MB was read", async () => {
    const { tenant } = await createFirm();
    const host = `${tenant.slug}.localhost:3000`;
    const body = countingBody(400 * MB, '{"email":"a@b.co","password":"');
    const started = Date.now();
    const res = await login(chunkedRequest(`http://${host}/api/auth/login`, host, body.stream, { "content-type": "application/json" }));
    expect(res.status).toBe(413);
    expect((await res.json()).result.error.code).toBe("PAYLOAD_TOO_LARGE");
    expect(body.pulled()).toBeLessThan(MAX_BODY_BYTES + 256 * 1024);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it("a JSON body just under the limit is still read", async () => {
    const { tenant } = await createFirm();
    const host = `${tenant.slug}.localhost:3000`;
    const text = JSON.stringify({ email: "a@b.co", password: "x".repeat(1000) });
    const res = await login(chunkedRequest(`http://${host}/api/auth/login`, host, new Blob([text]).stream(), { "content-type": "application/json" }));
    expect(res.status).toBe(422); // read and validated (password too long), not refused for its size
  });

  it("a 400 MB multipart upload answers 413 after about 11 MB was read", async () => {
    const { tenant, admin } = await createFirm();
    const host = `${tenant.slug}.localhost:3000`;
    const boundary = "----icmtestboundary";
    const body = countingBody(400 * MB, `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n`);
    const res = await upload(
      chunkedRequest(`http://${host}/api/s3/upload`, host, body.stream, { "content-type": `multipart/form-data; boundary=${boundary}`, authorization: `Bearer ${admin.token}` }),
    );
    expect(res.status).toBe(413);
    expect(body.pulled()).toBeLessThan(12 * MB);
  });
});
