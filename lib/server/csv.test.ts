import { describe, expect, it } from "vitest";
import { toCsv } from "./csv";

describe("toCsv", () => {
  it("quotes commas, quotes and line breaks, neutralises formulas, and starts with a BOM", () => {
    const out = toCsv(["a", "b"], [["x,y", 'say "hi"'], ["=SUM(A1)", "line\nbreak"], [null, 3], ["-5", "@cmd"]]).toString("utf8");
    expect(out).toBe('\uFEFFa,b\r\n"x,y","say ""hi"""\r\n\'=SUM(A1),"line\nbreak"\r\n,3\r\n\'-5,\'@cmd\r\n');
  });
});
