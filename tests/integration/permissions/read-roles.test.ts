// Reads follow the permission table like writes: the subscriber (role 12) and the I-9 user (role 49)
// work outside case management, so every read of the firm's clients, individuals, beneficiaries,
// signatories, branches, workflow configuration, document checklist and a case's submitted
// questionnaire answers 403 for them (as petition/details does), and global search finds nothing of
// those records. Every other role keeps its reads.
import { describe, expect, it } from "vitest";
import { createUser } from "../../factories";
import { caseFirm } from "../cases/fixtures";
import { ROLE } from "@/lib/shared/constants/roles";
import { getDb } from "@/lib/server/db/client";
import { companies } from "@/db/schema/clients";

describe("reads of roles 12 and 49", () => {
  it("answer 403 on every read of the firm's records; case staff keep them", async () => {
    const f = await caseFirm();
    const c = await f.create();
    const db = await getDb();
    const [person] = await db.insert(companies).values({ tenantId: f.tenant.id, name: "Maria Lopez", accountType: "Individual", accountSubType: "Sponsor", firstName: "Maria", lastName: "Lopez" }).returning();
    const reads: [string, unknown][] = [
      ["petition/details", { id: c.id }],
      ["company/list", {}],
      ["company/details", { id: f.company.id }],
      ["individual/list", {}],
      ["individual/details", { id: person.id }],
      ["beneficiary/list", {}],
      ["beneficiary/details", { id: f.worker.id }],
      ["auth-signatory/list", {}],
      ["branch/list", {}],
      ["workflow/config", {}],
      ["tenant/get-checklist", {}],
      ["questionnaire/filled", { petitionId: c.id }],
    ];
    for (const roleId of [ROLE.SUBSCRIBER, ROLE.I9_USER]) {
      const u = await createUser(f.tenant, roleId);
      for (const [path, body] of reads) {
        const res = await f.call(path, body, u.token);
        expect(res.status, `${roleId} ${path} ${JSON.stringify(res.body)}`).toBe(403);
        expect(res.body.result.error?.code).toBe("FORBIDDEN");
      }
      const search = await f.call("search", { q: "Acme" }, u.token);
      expect(search.status).toBe(200);
      expect(search.body.result.data).toMatchObject({ clients: [], beneficiaries: [], users: [] });
      const people = await f.call("search", { q: "Priya" }, u.token);
      expect(people.body.result.data.beneficiaries).toEqual([]);
    }
    // The roles that work on cases keep every read.
    for (const roleId of [ROLE.ADMIN, ROLE.FRONT_OFFICE, ROLE.ATTORNEY, ROLE.PARALEGAL, ROLE.DOC_EXECUTIVE, ROLE.LCA_MANAGER]) {
      const u = roleId === ROLE.ADMIN ? f.admin : await createUser(f.tenant, roleId, { branchId: f.branch.id });
      for (const [path, body] of reads) {
        if (path === "questionnaire/filled") continue; // 404 until a questionnaire is submitted; the permission passes
        const res = await f.call(path, body, u.token);
        expect(res.status, `${roleId} ${path} ${JSON.stringify(res.body)}`).toBe(200);
      }
      const filled = await f.call("questionnaire/filled", { petitionId: c.id }, u.token);
      expect(filled.status, `${roleId} questionnaire/filled`).not.toBe(403);
      const search = await f.call("search", { q: "Acme" }, u.token);
      expect(search.body.result.data.clients.length, `${roleId} search`).toBeGreaterThan(0);
    }
  });
});
