// How a questionnaire's answers meet the record's values, and the sources a user's save leaves.
import { describe, expect, it } from "vitest";
import { takeAnswers, typedSources, type FieldSources } from "./provenance";

const origin = { questionnaireId: "q2", questionnaireKind: "beneficiary", at: "2026-12-01T10:00:00.000Z" };
const typed = { kind: "typed" as const, userId: "u1", at: "2026-11-01T09:00:00.000Z" };

describe("takeAnswers", () => {
  it("fills empty fields and marks them answered by the questionnaire", () => {
    const out = takeAnswers({ i94Number: null, priorReceiptNumbers: [] }, null, { i94Number: "12345678901", priorReceiptNumbers: ["EAC2490012345"] }, origin);
    expect(out.take).toEqual({ i94Number: "12345678901", priorReceiptNumbers: ["EAC2490012345"] });
    expect(out.sources).toEqual({ i94Number: { kind: "questionnaire", ...origin }, priorReceiptNumbers: { kind: "questionnaire", ...origin } });
    expect(out.kept).toEqual([]);
  });

  it("keeps a value a user typed when the answer differs, noting the answer", () => {
    const sources: FieldSources = { i94Number: typed };
    const out = takeAnswers({ i94Number: "11111111111" }, sources, { i94Number: "22222222222" }, origin);
    expect(out.take).toEqual({});
    expect(out.kept).toEqual(["i94Number"]);
    expect(out.sources.i94Number).toEqual({ ...typed, differs: origin });
  });

  it("replaces a value an earlier questionnaire answered, or one of no known source", () => {
    const earlier: FieldSources = { currentStatus: { kind: "questionnaire", questionnaireId: "q1", questionnaireKind: "beneficiary", at: "2026-01-01T00:00:00.000Z" } };
    const out = takeAnswers({ currentStatus: "F-1", lastEntryDate: "2020-01-01" }, earlier, { currentStatus: "H-1B", lastEntryDate: "2024-08-20" }, origin);
    expect(out.take).toEqual({ currentStatus: "H-1B", lastEntryDate: "2024-08-20" });
    expect(out.sources.currentStatus).toEqual({ kind: "questionnaire", ...origin });
    expect(out.sources.lastEntryDate).toEqual({ kind: "questionnaire", ...origin });
  });

  it("leaves a confirmed typed value typed (clearing an older differing note), and a blank answer changes nothing", () => {
    const sources: FieldSources = { address: { ...typed, differs: { questionnaireId: "q1", questionnaireKind: "beneficiary", at: "x" } }, email: typed };
    const out = takeAnswers(
      { address: { line1: "1 Main St", countryId: 231 }, email: "a@b.co" },
      sources,
      { address: { countryId: 231, line1: "1 Main St ", line2: "" }, email: "" },
      origin,
    );
    expect(out.take).toEqual({});
    expect(out.sources).toEqual({ address: typed, email: typed });
  });

  it("ignores fields that were not answered and fields without a source", () => {
    const out = takeAnswers({ firstName: "Ravi" }, {}, { lastName: undefined }, origin);
    expect(out).toEqual({ take: {}, sources: {}, kept: [] });
  });
});

describe("typedSources", () => {
  const by = { userId: "u9", at: "2026-12-02T08:00:00.000Z" };
  it("marks the changed fields typed by the user and forgets cleared ones; unchanged fields keep theirs", () => {
    const sources: FieldSources = { i94Number: { kind: "questionnaire", ...origin }, email: { kind: "questionnaire", ...origin }, phone: typed };
    const out = typedSources({ i94Number: "1", email: "a@b.co", phone: "5" }, sources, { i94Number: "2", email: null, phone: "5" }, by);
    expect(out).toEqual({ i94Number: { kind: "typed", ...by }, phone: typed });
  });
  it("a new record: every given field typed", () => {
    expect(typedSources(null, null, { firstName: "Wei", middleName: null, passportNumber: "E1234567" }, by)).toEqual({
      firstName: { kind: "typed", ...by },
      passportNumber: { kind: "typed", ...by },
    });
  });
});
