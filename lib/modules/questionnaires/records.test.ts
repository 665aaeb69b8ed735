import { describe, expect, it } from "vitest";
import { dependantChanges } from "./records";

const row = (over: Partial<Parameters<typeof dependantChanges>[0][number]>) => ({
  id: "r",
  tenantId: "t",
  beneficiaryId: "b",
  relation: "child",
  firstName: "Asha",
  middleName: null,
  lastName: "Kumar",
  dateOfBirth: "2015-06-01",
  countryOfBirthId: 101,
  email: null,
  legacyPassportNumber: null,
  passportNumberSealed: null,
  createdAt: new Date(),
  deletedAt: null,
  ...over,
});
const listed = (over: Partial<Parameters<typeof dependantChanges>[1][number]>) => ({
  relation: "child" as const,
  firstName: "Asha",
  lastName: "Kumar",
  dateOfBirth: "2015-06-01",
  countryOfBirthId: 101,
  ...over,
});

describe("dependantChanges", () => {
  it("updates the spouse on record whatever the name, and a child with the same name (any case) and birth date", () => {
    const out = dependantChanges(
      [row({ id: "s", relation: "spouse", firstName: "Meera", lastName: "Rao" }), row({ id: "c" })],
      [listed({ relation: "spouse", firstName: "Meera", lastName: "Kumar", dateOfBirth: "1991-02-03" }), listed({ firstName: "ASHA ", lastName: "kumar" })],
    );
    expect(out.inserts).toEqual([]);
    expect(out.updates.map((u) => u.id)).toEqual(["s", "c"]);
    expect(out.updates[0].patch).toMatchObject({ lastName: "Kumar", dateOfBirth: "1991-02-03" });
  });

  it("adds a child whose birth date differs, a second twin once the first is taken, and anyone with no match", () => {
    const out = dependantChanges(
      [row({ id: "c", dateOfBirth: "2015-06-01" })],
      [listed({ dateOfBirth: "2016-01-01" }), listed({}), listed({}), listed({ relation: "spouse", firstName: "Meera" })],
    );
    expect(out.updates.map((u) => u.id)).toEqual(["c"]);
    expect(out.inserts.map((i) => [i.relation, i.dateOfBirth])).toEqual([
      ["child", "2016-01-01"],
      ["child", "2015-06-01"],
      ["spouse", "2015-06-01"],
    ]);
  });

  it("matches a record with no birth date by name, and keeps records the questionnaire does not list", () => {
    const out = dependantChanges([row({ id: "c", dateOfBirth: null }), row({ id: "other", firstName: "Dev" })], [listed({})]);
    expect(out.updates.map((u) => u.id)).toEqual(["c"]);
    expect(out.inserts).toEqual([]);
  });
});
