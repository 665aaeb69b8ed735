// A firm for the cap registration tests: two clients with FEINs, their beneficiaries with complete
// details, an admin (3), an LCA manager (11), a paralegal (8: creates registrations, changes none), the client's user (50), and the
// OFLC tables of one wage year (imported once per worker by a platform admin: they are the installation's).
import { callApi } from "../api";
import { callUpload, file } from "../documents/helpers";
import { createBeneficiary, createCompany, createTenant, createUser } from "../../factories";
import { INDIA } from "../companies/fixtures";
import { expectStatus } from "../reminders/fixtures";

export { INDIA };

/**
 * The season whose tables the tests import: FY2045 registers in March 2044, wage year 2043 (July 2043 –
 * June 2044). Other test files import only other wage years far from it (the database is shared).
 */
export const FY = 2045;
export const WAGE_YEAR = 2043;

export const GEOGRAPHY = [
  "Area,AreaName,StateAb,State,CountyTownName",
  '41940,"San Jose-Sunnyvale-Santa Clara, CA",CA,California,Santa Clara County',
  '41860,"San Francisco-Oakland-Hayward, CA",CA,California,San Francisco County',
  "12420,\"Austin-Round Rock, TX\",TX,Texas,Travis County",
].join("\n");
/** 15-1252 in San Jose: Level I–IV $50, $60, $70, $80 an hour (yearly 104,000 / 124,800 / 145,600 / 166,400). */
export const ALC = [
  "Area,SocCode,GeoLvl,Level1,Level2,Level3,Level4,Average,Label",
  "41940,15-1252,1,50.00,60.00,70.00,80.00,65.00,Software Developers",
  "41860,15-1252,1,48.00,58.00,68.00,78.00,63.00,Software Developers",
  "12420,15-1252,1,35.00,45.00,55.00,65.00,50.00,Software Developers",
  "12420,15-2051,1,40.00,50.00,60.00,70.00,55.00,Data Scientists",
].join("\n");

let imported = false;
export async function importTables() {
  if (imported) return;
  const host = await createTenant();
  const platform = await createUser(host, 1);
  const res = await callUpload(
    "wage-data/import",
    { wageYear: String(WAGE_YEAR), file: [file(Buffer.from(GEOGRAPHY), "Geography.csv"), file(Buffer.from(ALC), "ALC_Export.csv")] },
    { tenant: host.slug, token: platform.token },
  );
  expectStatus(res, 200);
  imported = true;
}

export const PERSON = { dateOfBirth: "1995-04-12", gender: "Female", countryOfBirthId: INDIA, citizenshipCountryId: INDIA, passportCountryId: INDIA, passportExpiry: "2034-01-01" } as const;

export const POSITION = { jobTitle: "Software Engineer", socCode: "15-1252", worksiteCity: "San Jose", worksiteCounty: "Santa Clara", worksiteState: "CA", wageCents: 15_000_000, wageUnit: "Year" } as const;

let seq = 0;
export async function capFirm() {
  await importTables();
  const tenant = await createTenant();
  const acme = await createCompany(tenant.id, { name: "Acme Robotics Inc", feiNumber: `12-${String(3_000_000 + ++seq).padStart(7, "0")}` });
  const globex = await createCompany(tenant.id, { name: "Globex Corp", feiNumber: `98-${String(7_000_000 + seq).padStart(7, "0")}` });
  const passport = (letter: string) => `${letter}${String(seq).padStart(7, "0")}`;
  const person = (companyId: string, first: string, passportNumber: string) =>
    createBeneficiary(tenant.id, { companyId, firstName: first, lastName: "Rao", email: `${first.toLowerCase()}-${seq}@example.com`, passportNumber, ...PERSON });
  const priya = await person(acme.id, "Priya", passport("K"));
  const arjun = await person(acme.id, "Arjun", passport("L"));
  const meera = await person(globex.id, "Meera", passport("M"));
  const admin = await createUser(tenant, 3);
  const manager = await createUser(tenant, 11);
  const paralegal = await createUser(tenant, 8);
  const client = await createUser(tenant, 50, { companyId: acme.id });
  const call = (path: string, body: Record<string, unknown>, token: string = manager.token, slug = tenant.slug) => callApi(`cap/${path}`, body, { tenant: slug, token });
  const create = async (body: Record<string, unknown>, token: string = manager.token) => {
    const res = await call("create", { fiscalYear: FY, ...body }, token);
    expectStatus(res, 200);
    return res.body.result.data as { id: string; statusId: number; wageLevel: string | null };
  };
  return { tenant, acme, globex, priya, arjun, meera, admin, manager, paralegal, client, call, create };
}
