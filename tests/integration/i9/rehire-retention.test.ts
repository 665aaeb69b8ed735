// Rule 1 after a Supplement B rehire (issue 33 §5): the form is kept 3 years from the rehire date (or 1 year
// after the next termination, whichever later), never from the original hire; the purge certificate names the
// hire of the employment that ended.
import { describe, expect, it } from "vitest";
import { expectStatus } from "../documents/helpers";
import { completedWorld } from "./fixtures";

const EAD = { code: "ead", issuingAuthority: "USCIS", number: "IOE0987654321", expirationDate: "06/30/2031" };
const SIGNER = { signerName: "Maria Stone", signature: "maria stone", attest: true };

describe("retention after a rehire", () => {
  it("counts from the rehire date when the employee leaves again", async () => {
    // Hired 11/30/2026, the I-9 completed on 11/25/2026; the employee left 03/31/2027.
    const w = await completedWorld();
    expectStatus(await w.call("employees/update", { id: w.employee.id, terminationDate: "03/31/2027" }), 200);
    let d = (await w.call("i9/details", { id: w.record.id })).body.result.data;
    expect(d).toMatchObject({ retainUntil: "2029-11-30", purgeFrom: "2029-12-01", retentionFrom: "2026-11-30" });
    // Rehired 03/01/2028 (within 3 years of completion) on the same form.
    expectStatus(await w.call("i9/add-supplement-b", { today: "2028-03-01", id: w.record.id, kind: "rehire", rehireDate: "03/01/2028", document: EAD, ...SIGNER }), 200);
    // Left again 06/30/2028: kept until 3 years after the rehire (03/01/2031), not the original hire's 11/30/2029.
    expectStatus(await w.call("employees/update", { today: "2028-07-01", id: w.employee.id, terminationDate: "06/30/2028" }), 200);
    d = (await w.call("i9/details", { today: "2028-07-01", id: w.record.id })).body.result.data;
    expect(d).toMatchObject({ hireDate: "2026-11-30", terminationDate: "2028-06-30", retainUntil: "2031-03-01", purgeFrom: "2031-03-02", retentionFrom: "2028-03-01" });
    // Not purgeable on the original hire's date; on the rehire's purge day it is, and the certificate says so.
    expectStatus(await w.call("i9/purge", { today: "2029-12-01", id: w.record.id, confirmName: "Ana Ruiz" }), 409);
    const purged = await w.call("i9/purge", { today: "2031-03-02", id: w.record.id, confirmName: "Ana Ruiz" });
    expectStatus(purged, 200);
    expect(purged.body.result.data).toMatchObject({ hireDate: "2028-03-01", terminationDate: "2028-06-30", retainUntil: "2031-03-01", basis: "hire" });
  });
});
