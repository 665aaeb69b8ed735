// Issue 8: history lines are stored as codes with parameters and shown in the reader's language
// (NEXT_LOCALE=es, the pages' cookie); lines stored before codes existed are shown as written.
import { inflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { and, asc, eq } from "drizzle-orm";
import { petitionHistory } from "@/db/schema/cases";
import { getDb } from "@/lib/server/db/client";
import { callApi } from "../api";
import { caseFirm, completeCode } from "./fixtures";

const ES = "NEXT_LOCALE=es";

describe("case history in the reader's language", () => {
  it("stores code, parameters and the English text; answers each reader in their language", async () => {
    const f = await caseFirm();
    const c = await f.create({ title: "First" });
    expect((await f.call("petition/update", { id: c.id, title: "Second" })).status).toBe(200);
    await completeCode(f, c.id, "UPDATE_USCIS_RECEIPT_NUMBER");

    const db = await getDb();
    const rows = await db
      .select()
      .from(petitionHistory)
      .where(and(eq(petitionHistory.tenantId, f.tenant.id), eq(petitionHistory.petitionId, c.id)))
      .orderBy(asc(petitionHistory.id));
    expect(rows.map((r) => [r.messageCode, r.messageParams, r.message])).toEqual([
      ["caseCreated", {}, "Case created"],
      ["caseUpdated", { fields: ["title"] }, "Case details updated: title"],
      ["activityCompleted", { activity: "UPDATE_USCIS_RECEIPT_NUMBER", activityName: expect.any(String) }, expect.stringMatching(/ completed$/)],
    ]);

    const list = (cookie?: string) => callApi("petition/activity-list", { id: c.id }, { tenant: f.tenant.slug, token: f.admin.token, cookie });
    const en = (await list()).body.result.data.map((h: { message: string }) => h.message);
    const es = (await list(ES)).body.result.data.map((h: { message: string }) => h.message);
    expect(en.slice(1)).toEqual(["Case details updated: title", "Case created"]);
    expect(es.slice(1)).toEqual(["Datos del caso actualizados: título", "Caso creado"]);
    expect(es[0]).toMatch(/: completado$/);
    expect(es[0]).not.toContain("completed");
  });

  it("a line stored as text only (before codes) is shown as written in every language", async () => {
    const f = await caseFirm();
    const c = await f.create();
    const db = await getDb();
    await db.insert(petitionHistory).values({ tenantId: f.tenant.id, petitionId: c.id, activityCode: null, message: "USCIS receipt number completed" });
    const es = await callApi("petition/activity-list", { id: c.id }, { tenant: f.tenant.slug, token: f.admin.token, cookie: ES });
    expect(es.body.result.data.map((h: { message: string }) => h.message)).toEqual(["USCIS receipt number completed", "Caso creado"]);
  });
});

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

describe("the case PDF in the reader's language", () => {
  it("labels, names, dates and history lines in Spanish with the cookie; English without", async () => {
    const f = await caseFirm();
    const c = await f.create({ typeId: 1, subTypeId: 3, deadlineDate: "01/02/2020" });
    const download = async (cookie?: string) => {
      const host = `${f.tenant.slug}.localhost:3000`;
      const { POST } = await import("@/app/api/petition/download-details-as-pdf/route");
      const headers: Record<string, string> = { host, "content-type": "application/json", authorization: `Bearer ${f.admin.token}` };
      if (cookie) headers.cookie = cookie;
      const res = await POST(new Request(`http://${host}/api/petition/download-details-as-pdf`, { method: "POST", headers, body: JSON.stringify({ id: c.id }) }));
      expect(res.status).toBe(200);
      return pageText(Buffer.from(await res.arrayBuffer()));
    };
    const es = await download(ES);
    for (const text of [`Caso ${c.caseNumber}`, "Peticionario: Acme Robotics Inc", "Estado: Caso iniciado", "Historial reciente", "Caso creado", "Extensión H-1B", "01/02/2020 (Vencido hace"]) {
      expect(es, text).toContain(hex(text));
    }
    expect(es).not.toContain(hex("Recent history"));
    const en = await download();
    for (const text of [`Case ${c.caseNumber}`, "Petitioner: Acme Robotics Inc", "Status: Case Started", "Recent history", "Case created", "01/02/2020 (Overdue by"]) expect(en, text).toContain(hex(text));
  });
});
