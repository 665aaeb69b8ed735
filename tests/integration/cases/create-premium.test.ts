// Premium processing ticked at creation asks its clock (issue 34 §2): the form the case type files by default,
// so the premium clock runs from the receipt date without editing the case.
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { getDb } from "@/lib/server/db/client";
import { petitions } from "@/db/schema/cases";
import { MSG } from "@/lib/shared/validation/messages";
import { createFirm } from "../../factories";
import { callApi } from "../api";
import { caseFirm, expectField, user } from "./fixtures";

describe("POST /api/petition/create with premium processing", () => {
  it("takes the case type's premium form when none is chosen; the clock then runs from the receipt date", async () => {
    const f = await caseFirm();
    const h1b = await f.create({ subTypeId: 3, premiumProcessing: true, today: "2026-11-02" });
    expect(h1b).toMatchObject({ premiumProcessing: true, premiumForm: "I129", premiumDeadline: null });
    const niw = await f.create({ typeId: 3, subTypeId: 19, premiumProcessing: true });
    expect(niw.premiumForm).toBe("I140_E13_NIW");
    // A chosen form wins; without premium processing no form is kept.
    expect((await f.create({ subTypeId: 3, premiumProcessing: true, premiumForm: "I140" })).premiumForm).toBe("I140");
    expect((await f.create({ subTypeId: 3, premiumProcessing: false, premiumForm: "I129" })).premiumForm).toBeNull();

    // The receipt (Fri Nov 20 2026) starts the 15-business-day clock; Thanksgiving is not one.
    await (await getDb()).update(petitions).set({ receiptDate: "2026-11-20" }).where(eq(petitions.id, h1b.id));
    const details = (await f.call("petition/details", { id: h1b.id, today: "2026-11-23" })).body.result.data;
    expect(details).toMatchObject({ premiumForm: "I129", premiumDeadline: "2026-12-14", deadlines: expect.objectContaining({ premiumClock: "running" }) });
  });

  it("asks the form when the type has no premium clock to assume (422), refuses a role that cannot create (403)", async () => {
    const f = await caseFirm();
    const perm = await f.call("petition/create", { petitionerId: f.company.id, beneficiaryIds: [f.worker.id], typeId: 3, subTypeId: 12, premiumProcessing: true });
    expectField(perm, "premiumForm", MSG.required("Premium Form"));
    const bad = await f.call("petition/create", { petitionerId: f.company.id, beneficiaryIds: [f.worker.id], premiumProcessing: true, premiumForm: "I999" });
    expect(bad.status).toBe(422);
    const i9 = await user(f, 11);
    expect((await f.call("petition/create", { petitionerId: f.company.id, beneficiaryIds: [f.worker.id], premiumProcessing: true }, i9.token)).status).toBe(403);
  });

  it("another firm's client is refused: its records are not this firm's (422 on the client, nothing created)", async () => {
    const f = await caseFirm();
    const other = await createFirm();
    const res = await callApi("petition/create", { petitionerId: f.company.id, beneficiaryIds: [f.worker.id], premiumProcessing: true }, { tenant: other.tenant.slug, token: other.admin.token });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.result.error?.fields ?? {})).toContain("petitionerId");
  });
});
