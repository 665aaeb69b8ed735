// /api/petition/upload-rfe-response-docs: the day USCIS received the firm's RFE response is stored with the
// response's documents, the case moves to status 26, and the premium-processing clock restarts from that day
// (domain rule 17) in the case details and in the case list.
import { describe, expect, it } from "vitest";
import { addBusinessDays } from "@/lib/shared/calendar";
import { NO_RFE_OPEN } from "@/lib/modules/cases/steps/rfe-response";
import { createUser } from "../../factories";
import { awaitingUscisResponse, caseWorld, expectField, expectStatus, file, historyOf, PDF, petitionRow, useTempFileStore } from "./helpers";

useTempFileStore();

/** A premium I-129 case received 2026-01-05, whose next step is the USCIS response, with its scanned copy. */
async function premiumCase() {
  return awaitingUscisResponse();
}

const TODAY = "2026-03-20";
const details = async (w: Awaited<ReturnType<typeof caseWorld>>) => (await w.call("petition/details", { id: w.petition.id, today: TODAY })).body.result.data;
const listRow = async (w: Awaited<ReturnType<typeof caseWorld>>) =>
  (await w.call("petition/list", { page: 1, perpage: 10, today: TODAY })).body.result.data.find((r: { id: string }) => r.id === w.petition.id);

describe("POST /api/petition/upload-rfe-response-docs", () => {
  it("stores the day USCIS received the response and restarts the premium clock from it", async () => {
    const w = await premiumCase();
    // Before the RFE: the clock runs from the receipt date (15 business days for I-129).
    expect((await details(w)).deadlines).toMatchObject({ premiumClock: "running", premiumDeadline: addBusinessDays("2026-01-05", 15) });
    expect((await listRow(w)).premiumDeadline).toBe(addBusinessDays("2026-01-05", 15));

    const rfe = await w.upload("petition/upload-uscis-docs", { petitionId: w.petition.id, response: "rfe", responseDate: "01/20/2026", rfeNoticeDate: "01/20/2026", file: file(PDF, "rfe.pdf") });
    expectStatus(rfe, 200);
    expect((await details(w)).deadlines).toMatchObject({ premiumClock: "paused", premiumDeadline: null });
    expect((await listRow(w)).premiumDeadline).toBeNull();

    const res = await w.upload("petition/upload-rfe-response-docs", { petitionId: w.petition.id, receivedDate: "03/02/2026", file: file(PDF, "rfe-response-receipt.pdf") });
    expectStatus(res, 200);
    expect(res.body.result.data).toMatchObject({ statusId: 26, rfeResponseReceivedDate: "2026-03-02" });
    expect(res.body.result.data.documents[0]).toMatchObject({ category: "uscis_response", docType: "rfeResponse", fileName: "rfe-response-receipt.pdf" });
    expect(await petitionRow(w.petition.id)).toMatchObject({ statusId: 26, rfeResponseReceivedDate: "2026-03-02", uscisResponse: "rfe" });
    expect((await historyOf(w.tenant.id, w.petition.id)).map((h) => h.message)).toContain("USCIS received the RFE response on 03/02/2026; 1 document(s)");

    const restarted = addBusinessDays("2026-03-02", 15);
    const d = await details(w);
    expect(d.rfeResponseReceivedDate).toBe("2026-03-02");
    expect(d.deadlines).toMatchObject({ premiumClock: "running", premiumDeadline: restarted, rfeOverdue: null });
    expect((await listRow(w)).premiumDeadline).toBe(restarted);

    // A second RFE pauses the clock again until its own response is received.
    await w.upload("petition/upload-uscis-docs", { petitionId: w.petition.id, response: "rfe", responseDate: "03/10/2026", rfeNoticeDate: "03/10/2026", file: file(PDF, "rfe2.pdf") });
    expect(await petitionRow(w.petition.id)).toMatchObject({ rfeResponseReceivedDate: null });
    expect((await details(w)).deadlines).toMatchObject({ premiumClock: "paused" });
  });

  it("answers 409 without an RFE, 422 for a bad or early date and without a file, 403 for a role that does not record responses, 404 for another firm", async () => {
    const w = await premiumCase();
    const body = { petitionId: w.petition.id, receivedDate: "03/02/2026", file: file(PDF, "r.pdf") };
    const noRfe = await w.upload("petition/upload-rfe-response-docs", body);
    expectStatus(noRfe, 409, "CONFLICT");
    expect(noRfe.body.message).toBe(NO_RFE_OPEN);

    await w.upload("petition/upload-uscis-docs", { petitionId: w.petition.id, response: "rfe", responseDate: "01/20/2026", rfeNoticeDate: "01/20/2026", file: file(PDF, "rfe.pdf") });
    expectField(await w.upload("petition/upload-rfe-response-docs", { ...body, receivedDate: "2026-13-45" }), "receivedDate");
    expectField(await w.upload("petition/upload-rfe-response-docs", { ...body, receivedDate: "01/10/2026" }), "receivedDate", "Response Received Date not valid");
    expectStatus(await w.call("petition/upload-rfe-response-docs", { petitionId: w.petition.id, receivedDate: "03/02/2026" }), 422, "VALIDATION_ERROR");
    const paralegal = await createUser(w.tenant, 8);
    expectStatus(await w.upload("petition/upload-rfe-response-docs", body, paralegal.token), 403);
    const other = await caseWorld();
    expectStatus(await other.upload("petition/upload-rfe-response-docs", body), 404);
    expect((await petitionRow(w.petition.id)).rfeResponseReceivedDate).toBeNull();
  });
});
