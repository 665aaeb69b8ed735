import { describe, expect, it } from "vitest";
import { initialValues } from "./spec";

describe("initialValues of the questionnaire form", () => {
  const onFile = [{ relation: "spouse", firstName: "Meera", lastName: "Rao", dateOfBirth: "" }];

  it("starts a list section never saved from the prefill (the dependants on file)", () => {
    const v = initialValues("beneficiary", {}, { dependants: onFile });
    expect(v.dependants).toEqual([expect.objectContaining({ relation: "spouse", firstName: "Meera", lastName: "Rao" })]);
  });

  it("keeps what was saved, an empty list included, over the prefill", () => {
    expect(initialValues("beneficiary", { dependants: [] }, { dependants: onFile }).dependants).toEqual([]);
    const saved = [{ relation: "child", firstName: "Asha", lastName: "Kumar", dateOfBirth: "06/01/2015" }];
    expect(initialValues("beneficiary", { dependants: saved }, { dependants: onFile }).dependants).toEqual([expect.objectContaining(saved[0])]);
  });
});
