import { describe, expect, it } from "vitest";
import { inflateSync } from "node:zlib";
import { createFirm } from "../../factories";
import { callApi } from "../api";
import { caseFirm, expectStatus, user } from "./fixtures";

/** The page content streams of a PDF, inflated (pdf-lib compresses them). */
function pageText(pdf: Buffer): string {
  const out: string[] = [];
  const s = pdf.toString("latin1");
  const re = /stream\r?\n/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(s))) {
    const start = m.index + m[0].length;
    const end = s.indexOf("endstream", start);
    try {
      out.push(inflateSync(pdf.subarray(start, end)).toString("latin1"));
    } catch {
      out.push(pdf.subarray(start, end).toString("latin1"));
    }
  }
  return out.join("\n");
}
const hex = (text: string) => Buffer.from(text, "latin1").toString("hex").toUpperCase();

async function download(tenant: string, token: string, id: string) {
  const host = `${tenant}.localhost:3000`;
  const { POST } = await import("@/app/api/petition/download-details-as-pdf/route");
  return POST(new Request(`http://${host}/api/petition/download-details-as-pdf`, { method: "POST", headers: { host, "content-type": "application/json", authorization: `Bearer ${token}` }, body: JSON.stringify({ id }) }));
}

describe("POST /api/petition/download-details-as-pdf and /api/petition/generate-pdf", () => {
  it("downloads a real PDF naming the firm and the case number", async () => {
    const f = await caseFirm();
    const c = await f.create({ title: "Priya Raman H-1B" });
    const res = await download(f.tenant.slug, f.admin.token, c.id);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="case-${c.caseNumber}.pdf"; filename*=UTF-8''case-${c.caseNumber}.pdf`);
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
    const text = pageText(bytes);
    expect(text).toContain(hex(`Case ${c.caseNumber}`));
    expect(text).toContain(hex(f.tenant.name));
    expect(text).toContain(hex("Petitioner: Acme Robotics Inc"));
    expect(text).toContain(hex("Case created"));
  });

  it("generate-pdf answers the same PDF as base64 in the envelope", async () => {
    const f = await caseFirm();
    const c = await f.create();
    const res = await f.call("petition/generate-pdf", { id: c.id });
    expectStatus(res, 200);
    expect(res.body.result.data).toMatchObject({ fileName: `case-${c.caseNumber}.pdf`, mimetype: "application/pdf" });
    const bytes = Buffer.from(res.body.result.data.base64, "base64");
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
    expect(pageText(bytes)).toContain(hex(c.caseNumber));
  });

  it("errors stay JSON: 404 for another firm or an invisible case, 403 for an I-9 user, 422 for a bad id", async () => {
    const f = await caseFirm();
    const c = await f.create();
    const other = await createFirm();
    const foreign = await download(other.tenant.slug, other.admin.token, c.id);
    expect(foreign.status).toBe(404);
    expect((await foreign.json()).result.error.code).toBe("NOT_FOUND");
    expect((await download(f.tenant.slug, (await user(f, 51)).token, c.id)).status).toBe(404);
    expect((await download(f.tenant.slug, (await user(f, 49)).token, c.id)).status).toBe(403);
    expectStatus(await f.call("petition/download-details-as-pdf", { id: "x" }), 422, "VALIDATION_ERROR");
    expectStatus(await callApi("petition/generate-pdf", { id: c.id }, { tenant: other.tenant.slug, token: other.admin.token }), 404, "NOT_FOUND");
    expectStatus(await f.call("petition/generate-pdf", { id: c.id }, (await user(f, 49)).token), 403, "FORBIDDEN");
  });
});
