// A firm with a client, its worker born in India and the worker's green-card employment case (sub type 15);
// the calls act as the firm admin on the caller's day TODAY.
import { createBeneficiary, createBranch, createCompany, createFirm } from "../../factories";
import { callApi } from "../api";
import { createCase } from "../documents/helpers";

export const TODAY = "2026-11-25";

export async function world() {
  const { tenant, admin } = await createFirm();
  const branch = await createBranch(tenant.id, "HQ");
  const company = await createCompany(tenant.id, { name: "Globex Analytics", branchId: branch.id });
  const worker = await createBeneficiary(tenant.id, { firstName: "Priya", lastName: "Raman", companyId: company.id, countryOfBirthId: 101 });
  const gc = await createCase(tenant.id, { typeId: 3, subTypeId: 15, petitionerId: company.id, branchId: branch.id, title: "Priya Raman - green card" }, [worker.id]);
  const call = (path: string, body: Record<string, unknown>, token = admin.token) => callApi(path, { today: TODAY, ...body }, { tenant: tenant.slug, token });
  return { tenant, admin, branch, company, worker, gc, call };
}
