// The prepare screen's box arithmetic: pixels ↔ fractions, boxes kept inside the page (what save-fields and
// stamp.ts's fieldBox accept), moves and resizes, the save call's body.
import { describe, expect, it } from "vitest";
import { arrowDelta, boxFromDrag, clampBox, DEFAULT_SIZE, KEY_STEP, KEY_STEP_LARGE, MIN_SIZE, moveBox, resizeBox, saveFieldsPayload, signerColour, signersWithoutSignature, toFraction, toPixels, type Box } from "./boxes";

const PAGE = { width: 612, height: 792 };
const box = (over: Partial<Box> = {}): Box => ({ key: "k", signerId: "s1", kind: "signature", page: 1, x: 0.1, y: 0.2, width: 0.3, height: 0.05, required: true, ...over });
const inside = (b: Pick<Box, "x" | "y" | "width" | "height">) => {
  for (const n of [b.x, b.y, b.width, b.height]) expect(n >= 0 && n <= 1).toBe(true);
  // stamp.ts's fieldBox allows float noise of 1e-9 past the edge.
  expect(b.x + b.width).toBeLessThanOrEqual(1 + 1e-9);
  expect(b.y + b.height).toBeLessThanOrEqual(1 + 1e-9);
  expect(b.width).toBeGreaterThanOrEqual(MIN_SIZE);
  expect(b.height).toBeGreaterThanOrEqual(MIN_SIZE);
};

describe("pixels and fractions", () => {
  it("a point of the drawn page becomes fractions from its top-left, whatever the zoom", () => {
    expect(toFraction({ x: 306, y: 198 }, PAGE)).toEqual({ x: 0.5, y: 0.25 });
    expect(toFraction({ x: 612, y: 396 }, { width: 1224, height: 1584 })).toEqual({ x: 0.5, y: 0.25 });
  });
  it("a point outside the page is held at its edge", () => {
    expect(toFraction({ x: -20, y: 900 }, PAGE)).toEqual({ x: 0, y: 1 });
  });
  it("a box goes back to the pixels it was drawn from", () => {
    const px = toPixels({ x: 0.5, y: 0.25, width: 0.25, height: 0.1 }, PAGE);
    expect(px).toEqual({ left: 306, top: 198, width: 153, height: 79.2 });
  });
});

describe("clampBox", () => {
  it("keeps a box that fits as it is (to four decimals)", () => {
    expect(clampBox({ x: 0.12345678, y: 0.5, width: 0.3, height: 0.05 })).toEqual({ x: 0.1235, y: 0.5, width: 0.3, height: 0.05 });
  });
  it("pulls a box that runs off the right or bottom edge back onto the page, keeping its size", () => {
    const b = clampBox({ x: 0.9, y: 0.98, width: 0.3, height: 0.05 });
    expect(b).toEqual({ x: 0.7, y: 0.95, width: 0.3, height: 0.05 });
    inside(b);
  });
  it("never lets rounding put the edge past the page", () => {
    inside(clampBox({ x: 0.66669, y: 0.33339, width: 0.33333, height: 0.66666 }));
    expect(clampBox({ x: 0.69999, y: 0, width: 0.30004, height: 0.1 }).x).toBe(0.7);
  });
  it("keeps keyboard steps exact to four decimals", () => {
    let b = box({ x: 0.1, y: 0.1 });
    for (let i = 0; i < 4; i++) b = moveBox(b, KEY_STEP, 0);
    b = moveBox(moveBox(b, 0, KEY_STEP_LARGE), 0, KEY_STEP_LARGE);
    expect(b).toMatchObject({ x: 0.12, y: 0.2 });
  });
  it("makes tiny, negative, oversized or NaN boxes valid", () => {
    inside(clampBox({ x: -1, y: -1, width: 0, height: 0.001 }));
    inside(clampBox({ x: 0.5, y: 0.5, width: 3, height: 2 }));
    expect(clampBox({ x: 0.5, y: 0.5, width: 3, height: 2 })).toMatchObject({ x: 0, y: 0, width: 1, height: 1 });
    inside(clampBox({ x: Number.NaN, y: 0.1, width: Number.NaN, height: 0.1 }));
  });
});

describe("boxFromDrag", () => {
  it("a drag makes the rectangle between press and release, in either direction", () => {
    expect(boxFromDrag({ x: 0.6, y: 0.5 }, { x: 0.2, y: 0.4 }, "text")).toEqual({ x: 0.2, y: 0.4, width: 0.4, height: 0.1 });
  });
  it("a click makes a box of the kind's usual size at the press", () => {
    expect(boxFromDrag({ x: 0.1, y: 0.1 }, { x: 0.1, y: 0.1 }, "date")).toEqual({ x: 0.1, y: 0.1, ...DEFAULT_SIZE.date });
  });
  it("a click near the corner still gives a box inside the page", () => {
    const b = boxFromDrag({ x: 0.99, y: 0.99 }, { x: 0.99, y: 0.99 }, "signature");
    inside(b);
    expect(b.width).toBe(DEFAULT_SIZE.signature.width);
  });
});

describe("moves and resizes", () => {
  it("moves by the arrow keys' steps and stops at the edges", () => {
    expect(arrowDelta("ArrowRight", false)).toEqual({ x: KEY_STEP, y: 0 });
    expect(arrowDelta("ArrowUp", true)).toEqual({ x: 0, y: -KEY_STEP_LARGE });
    expect(arrowDelta("Enter", false)).toBeNull();
    expect(moveBox(box(), 0.05, 0.1)).toMatchObject({ x: 0.15, y: 0.3, width: 0.3 });
    expect(moveBox(box(), 5, -5)).toMatchObject({ x: 0.7, y: 0 });
  });
  it("resizes from the bottom-right corner without leaving the page or shrinking below the minimum", () => {
    expect(resizeBox(box(), 0.1, 0.05)).toMatchObject({ x: 0.1, y: 0.2, width: 0.4, height: 0.1 });
    expect(resizeBox(box(), 5, 5)).toMatchObject({ width: 0.9, height: 0.8 });
    expect(resizeBox(box(), -5, -5)).toMatchObject({ width: MIN_SIZE, height: MIN_SIZE });
  });
});

describe("saving", () => {
  it("sends each box with its signer, kind, page, fractions and required flag", () => {
    const body = saveFieldsPayload("env", [box({ x: 0.95 }), box({ kind: "date", required: false, page: 2 })]);
    expect(body.id).toBe("env");
    expect(body.fields[0]).toEqual({ signerId: "s1", kind: "signature", page: 1, x: 0.7, y: 0.2, width: 0.3, height: 0.05, required: true });
    expect(body.fields[1]).toMatchObject({ kind: "date", page: 2, required: false });
  });
  it("names the signers who still need a signature box", () => {
    expect(signersWithoutSignature(["s1", "s2"], [box(), box({ signerId: "s2", kind: "date" })])).toEqual(["s2"]);
  });
  it("gives each signer a colour, the eleventh the first's again", () => {
    expect(signerColour(0)).not.toBe(signerColour(1));
    expect(signerColour(10)).toBe(signerColour(0));
  });
});
