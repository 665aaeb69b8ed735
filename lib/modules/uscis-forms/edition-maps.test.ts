// An uploaded edition's own map, checked against its blank and the form's value catalogue (pure): each rule on
// its edge, and the fill plan it becomes.
import { describe, expect, it } from "vitest";
import { fillPlan, mappedFields, mapProblems, MAP_MESSAGES } from "./edition-maps";

const FIELDS = [
  { name: "Name", kind: "TextField", tooltip: "Family name" },
  { name: "Sex[0]", kind: "CheckBox", tooltip: "Female" },
  { name: "State", kind: "Dropdown", tooltip: "State" },
  { name: "Kind", kind: "RadioGroup", tooltip: "Kind" },
  { name: "CardNo", kind: "TextField", tooltip: "Credit Card Number" },
  { name: "Routing", kind: "TextField", tooltip: "Bank routing number" },
  { name: "Payer", kind: "TextField", tooltip: "Cardholder's name" },
];

describe("mapProblems", () => {
  it("takes a value, a fixed text and a check box state that fit their fields", () => {
    expect(
      mapProblems("I-765", FIELDS, [
        { field: "Name", key: "beneficiary.lastName" },
        { field: "Sex[0]", key: "beneficiary.gender", check: "Female" },
        { field: "State", key: "beneficiary.address.state", as: "state" },
      ]),
    ).toEqual({});
    expect(mapProblems("I-765", FIELDS, [{ field: "Sex[0]", checked: true }, { field: "Name", text: "" }])).toEqual({});
  });

  it("names each problem at its entry", () => {
    expect(mapProblems("I-765", FIELDS, [{ field: "Nope", key: "beneficiary.lastName" }])).toEqual({ "entries.0.field": MAP_MESSAGES.unknownField });
    expect(mapProblems("I-765", FIELDS, [{ field: "Name", key: "beneficiary.nickname" }])).toEqual({ "entries.0.key": MAP_MESSAGES.unknownValue });
    expect(mapProblems("I-765", FIELDS, [{ field: "Name", key: "payment.amount" }])).toEqual({ "entries.0.key": MAP_MESSAGES.unknownValue });
    expect(mapProblems("I-765", FIELDS, [{ field: "Name", text: "a" }, { field: "Name", text: "b" }])).toEqual({ "entries.1.field": MAP_MESSAGES.twice });
    expect(mapProblems("I-765", FIELDS, [{ field: "Sex[0]", key: "beneficiary.gender", check: " " }])).toEqual({ "entries.0.check": MAP_MESSAGES.checkBoxNeedsValue });
    expect(mapProblems("I-765", FIELDS, [{ field: "Name", key: "beneficiary.lastName", check: "Lima" }])).toEqual({ "entries.0.check": MAP_MESSAGES.notCheckBox });
    expect(mapProblems("I-765", FIELDS, [{ field: "Name", checked: false }])).toEqual({ "entries.0.checked": MAP_MESSAGES.notCheckBox });
    expect(mapProblems("I-765", FIELDS, [{ field: "Sex[0]", text: "X" }])).toEqual({ "entries.0.text": MAP_MESSAGES.checkBoxNoText });
    expect(mapProblems("I-765", FIELDS, [{ field: "Kind", text: "X" }])).toEqual({ "entries.0.field": MAP_MESSAGES.notFillable });
  });

  it("never maps a payment form's card or bank number, by name or tooltip; the payer's name is fine", () => {
    expect(mapProblems("G-1450", FIELDS, [{ field: "CardNo", text: "4111 1111 1111 1111" }])).toEqual({ "entries.0.field": MAP_MESSAGES.secretField });
    expect(mapProblems("G-1650", FIELDS, [{ field: "Routing", key: "payment.amount" }])).toEqual({ "entries.0.field": MAP_MESSAGES.secretField });
    expect(mapProblems("G-1450", FIELDS, [{ field: "Payer", key: "payment.payerName" }])).toEqual({});
    expect(mapProblems("G-1450", FIELDS, [{ field: "Payer", key: "beneficiary.lastName" }])).toEqual({ "entries.0.key": MAP_MESSAGES.unknownValue });
    // On a benefit form a field so named is an ordinary field.
    expect(mapProblems("I-765", FIELDS, [{ field: "CardNo", text: "x" }])).toEqual({});
  });
});

describe("fillPlan", () => {
  it("splits the value entries (as fillForm's map) from the fixed ones, keeping format and check", () => {
    const entries = [
      { field: "Name", key: "beneficiary.lastName" },
      { field: "State", key: "beneficiary.address.state", as: "state" as const },
      { field: "Sex[0]", key: "beneficiary.gender", check: "Female" },
      { field: "Agency", text: "Lima LLP" },
      { field: "G28", checked: true },
    ];
    expect(fillPlan(entries)).toEqual({
      map: [
        { field: "Name", path: "beneficiary.lastName" },
        { field: "State", path: "beneficiary.address.state", as: "state" },
        { field: "Sex[0]", path: "beneficiary.gender", check: "Female" },
      ],
      fixed: [
        { field: "Agency", text: "Lima LLP" },
        { field: "G28", checked: true },
      ],
    });
    expect(mappedFields([...entries, { field: "Name", text: "dup" }])).toEqual(["Name", "State", "Sex[0]", "Agency", "G28"]);
  });
});
