// Who reads the firm's platform billing (billing.read: the plan, the invoices, the payment methods, the plans
// offered): the roles that subscribe and pay (1, 3, 4; a petitioner its own company's). The subscriber (12) and
// a beneficiary (51) are refused every read with 403: their subscriber would be the firm.
import { describe, expect, it } from "vitest";
import { ROLE } from "@/lib/shared/constants/roles";
import { createUser } from "../../factories";
import { addCard, billingFirm, call } from "./helpers";

const READS = ["plans/get-selected-plan", "plans/list-for-end-users", "invoices/list", "billing/get-payment-methods", "masterdata/list"];

describe("billing.read", () => {
  it("the subscriber (12) and a beneficiary (51) get 403 on every read of the firm's billing", async () => {
    const f = await billingFirm();
    await addCard(f.slug, f.admin);
    await call("plans/subscribe", { planId: "PAF", interval: "month" }, f.admin, f.slug);
    const beneficiary = await createUser(f.tenant, ROLE.BENEFICIARY);
    for (const [who, user] of [["subscriber", f.subscriber], ["beneficiary", beneficiary]] as const) {
      for (const path of READS) {
        const res = await call(path, {}, user, f.slug);
        expect(res.status, `${who} ${path}`).toBe(403);
        expect(res.body.result.error?.code).toBe("FORBIDDEN");
      }
    }
  });

  it("the roles that subscribe still read them: platform admin, admin, branch manager, petitioner", async () => {
    const f = await billingFirm();
    await addCard(f.slug, f.admin);
    await call("plans/subscribe", { planId: "PAF", interval: "month" }, f.admin, f.slug);
    const branchManager = await createUser(f.tenant, ROLE.BRANCH_MANAGER);
    for (const [who, user] of [["platform admin", f.platform], ["admin", f.admin], ["branch manager", branchManager], ["petitioner", f.petitioner]] as const) {
      for (const path of READS) expect((await call(path, {}, user, f.slug)).status, `${who} ${path}`).toBe(200);
    }
    // The firm's managers see the firm's plan and card.
    const plan = await call("plans/get-selected-plan", {}, branchManager, f.slug);
    expect(plan.body.result.data).toMatchObject({ products: ["PAF"], hasPaymentMethod: true });
    expect((await call("billing/get-payment-methods", {}, branchManager, f.slug)).body.result.data).toHaveLength(1);
  });
});
