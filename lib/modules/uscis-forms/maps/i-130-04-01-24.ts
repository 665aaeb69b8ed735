// Form I-130, Petition for Alien Relative, edition 04/01/24 (expires 02/28/2027): the fields the product fills
// for the beneficiary (the case's primary beneficiary, the relative petitioned for): Part 4 name, country and
// date of birth, sex, physical address in the United States, phone and e-mail. The petitioner of an I-130 is
// a person (the U.S. citizen or permanent resident relative), not the firm's client company whose record the
// product keeps: Parts 1–2 (relationship, the petitioner's name, addresses, marital and employment history),
// Part 6 contact and everything about spouses, children and prior petitions are left to the paralegal.
import type { FieldMap } from "../field-map";
import type { SignatureBox } from "../signature-boxes";
import { S, usAddress } from "./entries";

export const I130_04_01_24: FieldMap = [
  // Part 4, 4. The beneficiary's full name.
  { field: S(4, "Pt4Line4a_FamilyName"), path: "beneficiary.lastName" },
  { field: S(4, "Pt4Line4b_GivenName"), path: "beneficiary.firstName" },
  { field: S(4, "Pt4Line4c_MiddleName"), path: "beneficiary.middleName" },
  // 7.–9. Country and date of birth, sex.
  { field: S(4, "Pt4Line8_CountryOfBirth"), path: "beneficiary.countryOfBirth" },
  { field: S(4, "Pt4Line9_DateOfBirth"), path: "beneficiary.dateOfBirth", as: "date" },
  { field: S(4, "Pt4Line9_Male"), path: "beneficiary.gender", check: "Male" },
  { field: S(4, "Pt4Line9_Female"), path: "beneficiary.gender", check: "Female" },
  // 11. Physical address (the record's U.S. address): Apartment, Suite, Floor in that order.
  ...usAddress("beneficiary.address", {
    street: S(4, "Pt4Line11_StreetNumberName"),
    apt: S(4, "Pt4Line11_Unit", 0),
    ste: S(4, "Pt4Line11_Unit", 1),
    flr: S(4, "Pt4Line11_Unit", 2),
    number: S(4, "Pt4Line11_AptSteFlrNumber"),
    city: S(4, "Pt4Line11_CityOrTown"),
    state: S(4, "Pt4Line11_State"),
    zip: S(4, "Pt4Line11_ZipCode"),
  }),
  // 14. and 16. Contact.
  { field: S(4, "Pt4Line14_DaytimePhoneNumber"), path: "beneficiary.phone", as: "digits" },
  { field: S(5, "Pt4Line16_EmailAddress"), path: "beneficiary.email" },
];

export const SIGNATURES_I130_04_01_24: readonly SignatureBox[] = [
  { field: S(8, "P5_Line6a_SignatureofApplicant"), role: "petitioner", label: "Part 6, Item 6.a: Petitioner's Signature", byDefault: true },
  { field: S(9, "Pt7Line7a_Signature"), role: "interpreter", label: "Part 7, Item 7.a: Interpreter's Signature", byDefault: false },
  { field: S(10, "Pt8Line8a_Signature"), role: "preparer", label: "Part 8, Item 8.a: Preparer's Signature", byDefault: false },
];
