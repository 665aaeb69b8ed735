// Issue 8: history lines are stored as codes with parameters and shown in the reader's language
// (NEXT_LOCALE=es, the pages' cookie); lines stored before codes existed are shown as written.
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
