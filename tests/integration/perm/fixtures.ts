// A firm with a client, its determined PWDs and PERM cases (sub type 12 or 15), and the complete 2026
// recruitment record the PERM tests file on; the calls act as the firm admin on the caller's day TODAY.
import { callApi } from "../api";
import { createBranch, createCompany, createFirm } from "../../factories";
import { callUpload, createCase, expectStatus, file, PDF } from "../documents/helpers";

export const TODAY = "2026-06-15";

export async function world() {
  const { tenant, admin } = await createFirm();
  const branch = await createBranch(tenant.id, "HQ");
  const company = await createCompany(tenant.id, { name: "Acme Robotics", branchId: branch.id });
  const call = (path: string, body: Record<string, unknown>, token = admin.token) => callApi(path, { today: TODAY, ...body }, { tenant: tenant.slug, token });
  const upload = (stepId: string, token = admin.token) => callUpload("perm/step-proof-upload", { stepId, file: file(PDF, "tear-sheet.pdf") }, { tenant: tenant.slug, token });
  /** A PWD of `companyId` created by `token`'s user, determined on Mar 2 2026, valid to `validityEnd`. */
  const pwd = async (validityEnd = "12/31/2026", companyId = company.id, token = admin.token) => {
    const p = (await call("pwd/create", { petitionerId: companyId, jobTitle: "Robotics Engineer", socCode: "17-2199.08", positionType: "professional", worksiteCity: "Austin", worksiteState: "TX", educationLevel: "master", experienceMonths: 24 }, token)).body.result.data;
    expectStatus(await call("pwd/file", { id: p.id, filedDate: "01/05/2026" }), 200);
    expectStatus(await call("pwd/record-determination", { id: p.id, determinationDate: "03/02/2026", wageCents: 14_250_000, wageUnit: "Year", validityEnd }), 200);
    return p as { id: string; pwdNumber: string };
  };
  const permCase = (subTypeId = 12, petitionerId = company.id) => createCase(tenant.id, { typeId: 3, subTypeId, petitionerId, branchId: branch.id, title: "Ana Lima - PERM" }, []);
  /** A PERM form or letter (the ETA-9089 draft by default). */
  const uploadForm = (id: string, docType = "eta9089Draft", token = admin.token) => callUpload("perm/upload-forms-and-letters", { id, docType, file: file(PDF, `${docType}.pdf`) }, { tenant: tenant.slug, token });
  /** The preparation to the approved draft: questionnaire finalized (18), the draft uploaded (19), reviewed (20). */
  const prepareDraft = async (id: string) => {
    expectStatus(await call("perm/update-status", { id, statusId: 18 }), 200);
    expectStatus(await uploadForm(id), 200);
    expectStatus(await call("perm/confirm-review-completed", { id, confirm: true }), 200);
  };
  /**
   * The recruitment record `steps` (RECORD by default) on PERM record `id`, with the proof of every step that
   * needs one (20 CFR 656.17(e): all but the job order, whose dates are its documentation); the details after.
   */
  const saveRecord = async (id: string, steps: readonly Record<string, unknown>[] = RECORD, token = admin.token) => {
    let saved: { steps: { id: string; kind: string }[] } = { steps: [] };
    for (const step of steps) {
      const res = await call("perm/save-step", { id, ...step }, token);
      expectStatus(res, 200);
      saved = res.body.result.data;
    }
    for (const s of saved.steps) if (s.kind !== "job_order") expectStatus(await upload(s.id, token), 200);
  };
  return { tenant, admin, branch, company, call, upload, uploadForm, prepareDraft, pwd, permCase, saveRecord };
}

// A complete 2026 record for a professional occupation: job order Feb 2 – Mar 3 (30 days), ads on Sundays
// Feb 8 and Feb 15, notice Feb 9 – Feb 23 (10 business days: Presidents Day, Feb 16, is not one), three
// additional steps. Window: Mar 3 + 30 = Apr 2 to Feb 2 + 180 = Aug 1.
export const RECORD = [
  { kind: "job_order", startDate: "02/02/2026", endDate: "03/03/2026", source: "Texas Workforce Commission" },
  { kind: "sunday_ad", startDate: "02/08/2026", source: "Austin American-Statesman" },
  { kind: "sunday_ad", startDate: "02/15/2026", source: "Austin American-Statesman" },
  { kind: "notice_of_filing", startDate: "02/09/2026", endDate: "02/23/2026", source: "Break room, 1 Main St" },
  { kind: "additional", startDate: "02/10/2026", source: "acme.example/careers", additionalKind: "employer_website" },
  { kind: "additional", startDate: "02/11/2026", source: "UT Austin career fair", additionalKind: "job_fair" },
  { kind: "additional", startDate: "02/12/2026", source: "Indeed", additionalKind: "job_search_website" },
];
