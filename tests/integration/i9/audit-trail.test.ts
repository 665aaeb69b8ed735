// The I-9 audit trail keeps who signed (the name typed in the signature box) apart from the account that acted
// and its IP address (issue 33 §5): on /api/i9/activity-list and in the inspection package's trail CSV.
import { describe, expect, it } from "vitest";
import { strFromU8, unzipSync } from "fflate";
import { callApi } from "../api";
import { expectStatus } from "../documents/helpers";
import { postFile, SECTION2, signedWorld, TODAY } from "./fixtures";

type Line = { action: string; actorKind: string; actorName: string | null; accountName: string | null; accountEmail: string | null; signedAs: string | null; ip: string | null };

describe("the I-9 audit trail: signer and account", () => {
  it("records the typed signature and the signed-in account with its IP, each in its own field", async () => {
    const w = await signedWorld();
    // The HR manager "Maria Stone" signs Section 2, typed by the firm's admin account from 198.51.100.7.
    const res = await callApi("i9/complete-section2", { today: TODAY, id: w.record.id, section2: SECTION2 }, { tenant: w.tenant.slug, token: w.admin.token, headers: { "x-forwarded-for": "198.51.100.7" } });
    expectStatus(res, 200);
    const trail = (await w.call("i9/activity-list", { id: w.record.id })).body.result.data as Line[];
    const s2 = trail.find((e) => e.action === "section2.signed")!;
    expect(s2).toMatchObject({ actorKind: "user", accountName: w.admin.user.name, accountEmail: w.admin.email, signedAs: "Maria Stone", actorName: w.admin.user.name, ip: "198.51.100.7" });
    // Section 1 by the employee's link: no account, the typed name.
    const s1 = trail.find((e) => e.action === "section1.signed")!;
    expect(s1).toMatchObject({ actorKind: "employee", accountName: null, accountEmail: null, signedAs: "ana ruiz", actorName: "ana ruiz" });
    // A change without a signature: the account alone.
    expect(trail.find((e) => e.action === "i9.created")).toMatchObject({ accountName: w.admin.user.name, signedAs: null });

    const zip = await postFile(w.tenant.slug, "i9/inspection-package", { employer: w.acme.id }, w.admin.token);
    expect(zip.status).toBe(200);
    const files = unzipSync(new Uint8Array(await zip.arrayBuffer()));
    const csv = strFromU8(files[Object.keys(files).find((p) => p.startsWith("audit-trails/Ruiz-Ana"))!]).trim().split("\r\n");
    expect(csv[0]).toBe("When (UTC),Account,Account e-mail,Acted as,Signed as (typed),What,IP address,Detail");
    const line = csv.find((l) => l.includes(",section2.signed,"))!;
    expect(line).toContain(`,${w.admin.user.name},${w.admin.email},user,Maria Stone,section2.signed,198.51.100.7,`);
  });
});
