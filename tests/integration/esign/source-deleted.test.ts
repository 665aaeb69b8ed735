// A forms-and-letters version deleted while envelopes made from it are open: in the same call, its draft and
// sent envelopes are voided ("The source document was deleted", a voided event by who deleted it), their links
// answer 410 "voided", the sender is told (esign.voided); an envelope made from another version, or already
// completed, is left alone.
import { describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { notifications } from "@/db/schema/work";
import { getDb } from "@/lib/server/db/client";
import { ROLE } from "@/lib/shared/constants/roles";
import { SOURCE_DELETED } from "@/lib/modules/esign/contract";
import { createUser } from "../../factories";
import { expectStatus, useTempFileStore } from "../documents/helpers";
import { quietMailLog } from "../users/helpers";
import { esignWorld, expect410, sentEnvelope, tokenFor, two } from "./helpers";

useTempFileStore();
quietMailLog();

describe("deleting an envelope's source version", () => {
  it("voids its open envelopes in the same call and tells their sender; others are untouched", async () => {
    const w = await esignWorld();
    const { id: sent, signers } = await sentEnvelope(w);
    const token = await tokenFor(signers[0].email);
    const draft = (await w.call("esign/create", { petitionId: w.petition.id, documentId: w.letter.documentId, signers: two() })).body.result.data;
    // Another version of the letter, with its own envelope.
    const other = await w.call("form-letter/generate", { petitionId: w.petition.id, id: w.template.id, format: "pdf" });
    expectStatus(other, 200);
    const otherDoc = other.body.result.data.documentId as string;
    expect(otherDoc).not.toBe(w.letter.documentId);
    const kept = (await w.call("esign/create", { petitionId: w.petition.id, documentId: otherDoc, signers: two() })).body.result.data;

    const attorney = await createUser(w.tenant, ROLE.ATTORNEY);
    expectStatus(await w.call("filled-forms-and-letters/delete", { documentId: w.letter.documentId }, attorney.token), 200);

    for (const id of [sent, draft.id]) {
      const d = (await w.call("esign/details", { id })).body.result.data;
      expect(d.status).toBe("voided");
      expect(d.events.at(-1)).toMatchObject({ kind: "voided", actorUserId: attorney.user.id, details: { reason: SOURCE_DELETED, sourceDocumentId: w.letter.documentId } });
      expect(d.actions).toMatchObject({ void: false, remind: false, send: false });
    }
    expect410(await w.signer("details", token), "QUESTIONNAIRE_EXPIRED", /voided/);
    expect((await w.call("esign/details", { id: kept.id })).body.result.data.status).toBe("draft");

    const db = await getDb();
    const told = await db.select().from(notifications).where(and(eq(notifications.tenantId, w.tenant.id), eq(notifications.kind, "esign.voided")));
    expect(told).toHaveLength(2);
    for (const n of told) expect(n).toMatchObject({ userId: w.admin.user.id, params: expect.objectContaining({ reason: SOURCE_DELETED }) });

    // The sender deleting a version voids its envelope too, without telling themselves.
    expectStatus(await w.call("filled-forms-and-letters/delete", { documentId: otherDoc }), 200);
    expect((await w.call("esign/details", { id: kept.id })).body.result.data.status).toBe("voided");
    expect(await db.select().from(notifications).where(and(eq(notifications.tenantId, w.tenant.id), eq(notifications.kind, "esign.voided")))).toHaveLength(2);
  });
});
