// The prepare screen's boxes as esign/save-fields takes them (contract.ts): fractions of the page, x and y
// from the top-left, width and height 0..1, page 1-based. Pure: pixels ↔ fractions, a box kept inside its
// page, moves and resizes by the mouse or the keyboard, the body of the save call.
import type { FieldDto } from "../contract";

export type FieldKind = FieldDto["kind"];
export const BOX_KINDS: readonly FieldKind[] = ["signature", "initials", "date", "text"];

export type Box = { key: string; signerId: string; kind: FieldKind; page: number; x: number; y: number; width: number; height: number; required: boolean };
export type Size = { width: number; height: number };
export type Point = { x: number; y: number };

/** The smallest box (a fraction of the page): still something a signer can see and a stamp can fill. */
export const MIN_SIZE = 0.02;
/** A click without a drag places a box of the kind's usual size (US Letter proportions). */
export const DEFAULT_SIZE: Record<FieldKind, Size> = {
  signature: { width: 0.3, height: 0.05 },
  initials: { width: 0.1, height: 0.04 },
  date: { width: 0.18, height: 0.03 },
  text: { width: 0.3, height: 0.03 },
};
/** One arrow-key step, and one with Shift. */
export const KEY_STEP = 0.005;
export const KEY_STEP_LARGE = 0.05;

const clamp = (n: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, n));
/** Four decimals (a tenth of a point on a Letter page). */
const round = (n: number) => Math.round(n * 10_000) / 10_000;

/** The box inside its page: at least MIN_SIZE, at most the page, x + width ≤ 1 and y + height ≤ 1. */
export function clampBox<B extends Pick<Box, "x" | "y" | "width" | "height">>(box: B): B {
  const width = round(clamp(Number.isFinite(box.width) ? box.width : MIN_SIZE, MIN_SIZE, 1));
  const height = round(clamp(Number.isFinite(box.height) ? box.height : MIN_SIZE, MIN_SIZE, 1));
  // Rounded, but never past the edge: x + width ≤ 1 up to float noise (fieldBox allows 1e-9).
  const x = Math.min(round(clamp(Number.isFinite(box.x) ? box.x : 0, 0, 1)), round(1 - width));
  const y = Math.min(round(clamp(Number.isFinite(box.y) ? box.y : 0, 0, 1)), round(1 - height));
  return { ...box, x, y, width, height };
}

/** A point in pixels of the page as drawn (from its top-left) as fractions of that page. */
export const toFraction = (p: Point, page: Size): Point => ({ x: clamp(p.x / page.width, 0, 1), y: clamp(p.y / page.height, 0, 1) });

/** A box's rectangle in pixels of the page as drawn. */
export const toPixels = (b: Pick<Box, "x" | "y" | "width" | "height">, page: Size) => ({
  left: b.x * page.width,
  top: b.y * page.height,
  width: b.width * page.width,
  height: b.height * page.height,
});

/**
 * The box a press at `start` and a release at `end` (fractions) make: the rectangle between them, or, for a
 * click or a tiny drag, the kind's usual size with its top-left at the press. Kept inside the page.
 */
export function boxFromDrag(start: Point, end: Point, kind: FieldKind): Pick<Box, "x" | "y" | "width" | "height"> {
  const width = Math.abs(end.x - start.x);
  const height = Math.abs(end.y - start.y);
  if (width < MIN_SIZE || height < MIN_SIZE) return clampBox({ x: start.x, y: start.y, ...DEFAULT_SIZE[kind] });
  return clampBox({ x: Math.min(start.x, end.x), y: Math.min(start.y, end.y), width, height });
}

/** Moved by (dx, dy) fractions, kept inside the page (the size does not change). */
export const moveBox = <B extends Box>(b: B, dx: number, dy: number): B => clampBox({ ...b, x: clamp(b.x + dx, 0, 1 - b.width), y: clamp(b.y + dy, 0, 1 - b.height) });

/** Resized from its bottom-right corner by (dw, dh), kept inside the page (the top-left does not move). */
export const resizeBox = <B extends Box>(b: B, dw: number, dh: number): B =>
  clampBox({ ...b, width: clamp(b.width + dw, MIN_SIZE, 1 - b.x), height: clamp(b.height + dh, MIN_SIZE, 1 - b.y) });

/** The move an arrow key asks for (Shift: a larger step), or null for another key. */
export function arrowDelta(key: string, shift: boolean): Point | null {
  const s = shift ? KEY_STEP_LARGE : KEY_STEP;
  if (key === "ArrowLeft") return { x: -s, y: 0 };
  if (key === "ArrowRight") return { x: s, y: 0 };
  if (key === "ArrowUp") return { x: 0, y: -s };
  if (key === "ArrowDown") return { x: 0, y: s };
  return null;
}

/** The saved fields as boxes of the screen. */
export const boxesOf = (fields: FieldDto[]): Box[] =>
  fields.map((f) => ({ key: f.id, signerId: f.signerId, kind: f.kind, page: f.page, x: f.x, y: f.y, width: f.width, height: f.height, required: f.required }));

/** The body of esign/save-fields. */
export const saveFieldsPayload = (id: string, boxes: Box[]) => ({
  id,
  fields: boxes.map((b) => {
    const c = clampBox(b);
    return { signerId: b.signerId, kind: b.kind, page: b.page, x: c.x, y: c.y, width: c.width, height: c.height, required: b.required };
  }),
});

/** Signers without a signature box (the server refuses to save or send without one each). */
export const signersWithoutSignature = (signerIds: string[], boxes: Box[]) => signerIds.filter((id) => !boxes.some((b) => b.signerId === id && b.kind === "signature"));

/** One colour per signer, by their position (ten signers at most); readable on white and in dark themes. */
export const SIGNER_COLOURS = ["#2563eb", "#d97706", "#059669", "#db2777", "#7c3aed", "#0891b2", "#dc2626", "#65a30d", "#9333ea", "#475569"] as const;
export const signerColour = (index: number) => SIGNER_COLOURS[((index % SIGNER_COLOURS.length) + SIGNER_COLOURS.length) % SIGNER_COLOURS.length];
