import { describe, expect, it } from "vitest";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { wrapLines } from "./writer";

describe("wrapLines", async () => {
  const font = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);
  const width = 200;
  const fits = (lines: string[]) => lines.every((l) => font.widthOfTextAtSize(l, 10) <= width);

  it("wraps at spaces and keeps words whole", () => {
    const lines = wrapLines("The petitioner signs the forms in ink and returns the original pages to the firm", font, 10, width);
    expect(lines.length).toBeGreaterThan(1);
    expect(fits(lines)).toBe(true);
    expect(lines.join(" ")).toBe("The petitioner signs the forms in ink and returns the original pages to the firm");
  });

  it("breaks a word wider than the line (a user agent without spaces) into pieces that fit, losing nothing", () => {
    const agent = "Mozilla/5.0(X11;Linux_x86_64)AppleWebKit/537.36(KHTML,like_Gecko)Chrome/131.0.0.0Safari/537.36";
    const lines = wrapLines(`Agent: ${agent} end`, font, 10, width);
    expect(lines.length).toBeGreaterThan(2);
    expect(fits(lines)).toBe(true);
    expect(lines.join("").replace(/ /g, "")).toBe(`Agent:${agent}end`);
  });

  it("answers one empty line for empty text", () => {
    expect(wrapLines("", font, 10, width)).toEqual([""]);
  });
});
