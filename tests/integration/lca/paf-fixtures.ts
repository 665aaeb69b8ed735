// A firm with a filed and certified LCA, taken there along the real calls (the PAF tests' starting point).
import { callApi } from "../api";
import { createBeneficiary, createCompany, createTenant, createUser } from "../../factories";
import { callUpload, expectStatus } from "../documents/helpers";

export const TODAY = "2026-11-24";

/** A firm with an LCA taken to `statusId` along the real calls, with the given dates. */
export async function pafFirm(
  dates: { begin: string; end: string; filed: string; decided: string } = { begin: "2027-01-04", end: "2029-12-31", filed: "2026-11-20", decided: "2026-11-24" },
  answers: { h1bDependent: boolean; willfulViolator: boolean; exemptWorkersOnly?: boolean } = { h1bDependent: false, willfulViolator: false },
) {
  const tenant = await createTenant();
  const company = await createCompany(tenant.id, { name: "Blue Finch Analytics" });
  const admin = await createUser(tenant, 3);
  const manager = await createUser(tenant, 11);
  const paralegal = await createUser(tenant, 8);
  const worker = await createBeneficiary(tenant.id, { companyId: company.id, firstName: "Ana", lastName: "Silva" });
  const call = (path: string, body: Record<string, unknown>, token: string = manager.token) => callApi(`lca/${path}`, { today: TODAY, ...body }, { tenant: tenant.slug, token });
  const upload = (kind: string, f: File, token: string = manager.token) => callUpload("lca/paf-upload", { lcaId: lca.id, kind, file: f }, { tenant: tenant.slug, token });
  const req = await call("request", { petitionerId: company.id });
  expectStatus(req, 200);
  const lca = req.body.result.data as { id: string; lcaNumber: string };
  expectStatus(await call("update-status", { id: lca.id, statusId: 2 }), 200);
  expectStatus(
    await call("update", {
      id: lca.id,
      jobTitle: "Data Scientist",
      socCode: "15-2051",
      beginDate: dates.begin,
      endDate: dates.end,
      wageFromCents: 13_000_000,
      wageUnit: "Year",
      pwCents: 12_000_000,
      pwUnit: "Year",
      pwLevel: "III",
      pwSource: "OEWS",
      ...answers,
      worksites: [{ address1: "77 Lake Shore Dr", city: "Chicago", state: "IL", postalCode: "60611", workers: 1 }],
    }),
    200,
  );
  expectStatus(await call("update-status", { id: lca.id, statusId: 4, dolCaseNumber: `I-200-${dates.filed.slice(2, 4)}100-000001`, date: dates.filed }), 200);
  expectStatus(await call("update-status", { id: lca.id, statusId: 5, date: dates.decided }), 200);
  return { tenant, company, admin, manager, paralegal, worker, call, upload, lca };
}

