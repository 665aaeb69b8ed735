"use client";
// The layer over one drawn page of the prepare screen: a press and a drag (or a click) places a box of the
// chosen signer and kind; a box moves when dragged, resizes from its corner handle, and, focused, moves with
// the arrow keys (Shift: larger steps; Alt: resize) and goes with Delete. Positions are fractions of the
// page (boxes.ts), drawn in percentages, so the page's width on screen does not matter.
import { useRef, useState, type KeyboardEvent, type PointerEvent } from "react";
import { arrowDelta, boxFromDrag, moveBox, resizeBox, toFraction, type Box, type Point } from "./boxes";

export type BoxLook = { colour: string; label: string; name: string; problem: string };

type Drag = { mode: "move" | "resize"; key: string; from: Point; origin: Box; rect: DOMRect } | { mode: "place"; from: Point; to: Point; rect: DOMRect };

const pointIn = (e: PointerEvent, rect: DOMRect): Point => toFraction({ x: e.clientX - rect.left, y: e.clientY - rect.top }, { width: rect.width, height: rect.height });
const pct = (n: number) => `${(n * 100).toFixed(3)}%`;

export function PageOverlay({
  page,
  pageLabel,
  boxes,
  editable,
  look,
  invalid,
  onPlace,
  onChange,
  onRemove,
}: {
  page: number;
  pageLabel: string;
  boxes: Box[];
  editable: boolean;
  look: (b: Box) => BoxLook;
  invalid: ReadonlySet<string>;
  /** A press at `from` released at `to` (fractions of the page): the caller makes the box (boxFromDrag). */
  onPlace: (from: Point, to: Point, page: number) => void;
  onChange: (b: Box) => void;
  onRemove: (key: string) => void;
}) {
  const drag = useRef<Drag | null>(null);
  const [draft, setDraft] = useState<Pick<Box, "x" | "y" | "width" | "height"> | null>(null);

  const start = (e: PointerEvent<HTMLDivElement>) => {
    if (!editable || e.button !== 0 || e.target !== e.currentTarget) return;
    const rect = e.currentTarget.getBoundingClientRect();
    e.currentTarget.setPointerCapture(e.pointerId);
    const p = pointIn(e, rect);
    drag.current = { mode: "place", from: p, to: p, rect };
  };
  const startBox = (e: PointerEvent<HTMLElement>, b: Box, mode: "move" | "resize") => {
    if (!editable || e.button !== 0) return;
    e.stopPropagation();
    const layer = (e.currentTarget.closest("[data-esign-page]") as HTMLElement).getBoundingClientRect();
    e.currentTarget.setPointerCapture(e.pointerId);
    drag.current = { mode, key: b.key, from: pointIn(e, layer), origin: b, rect: layer };
  };
  const move = (e: PointerEvent<HTMLElement>) => {
    const d = drag.current;
    if (!d) return;
    const p = pointIn(e, d.rect);
    if (d.mode === "place") {
      d.to = p;
      setDraft(boxFromDrag(d.from, p, "text"));
      return;
    }
    const dx = p.x - d.from.x;
    const dy = p.y - d.from.y;
    onChange(d.mode === "move" ? moveBox(d.origin, dx, dy) : resizeBox(d.origin, dx, dy));
  };
  const end = (e: PointerEvent<HTMLElement>) => {
    const d = drag.current;
    drag.current = null;
    setDraft(null);
    if (d?.mode === "place") onPlace(d.from, pointIn(e, d.rect), page);
  };
  const key = (e: KeyboardEvent<HTMLDivElement>, b: Box) => {
    if (!editable) return;
    if (e.key === "Delete" || e.key === "Backspace") {
      e.preventDefault();
      onRemove(b.key);
      return;
    }
    const delta = arrowDelta(e.key, e.shiftKey);
    if (!delta) return;
    e.preventDefault();
    onChange(e.altKey ? resizeBox(b, delta.x, delta.y) : moveBox(b, delta.x, delta.y));
  };

  return (
    <div
      data-esign-page={page}
      className={`absolute inset-0 ${editable ? "cursor-crosshair touch-none" : ""}`}
      onPointerDown={start}
      onPointerMove={move}
      onPointerUp={end}
      onPointerCancel={() => {
        drag.current = null;
        setDraft(null);
      }}
    >
      {boxes.map((b) => {
        const l = look(b);
        const bad = invalid.has(b.key);
        return (
          <div
            key={b.key}
            data-box={b.key}
            tabIndex={0}
            role="group"
            aria-label={`${l.label}, ${pageLabel}${bad ? ` — ${l.problem}` : ""}`}
            aria-keyshortcuts={editable ? "ArrowUp ArrowDown ArrowLeft ArrowRight Alt+ArrowDown Alt+ArrowRight Delete" : undefined}
            className={`absolute flex select-none items-center overflow-hidden rounded-sm border-2 px-1 text-[10px] font-semibold leading-tight text-black focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus ${editable ? "cursor-move" : ""} ${bad ? "border-dashed" : ""}`}
            style={{ left: pct(b.x), top: pct(b.y), width: pct(b.width), height: pct(b.height), borderColor: bad ? "#dc2626" : l.colour, backgroundColor: `${l.colour}26` }}
            onPointerDown={(e) => startBox(e, b, "move")}
            onPointerMove={move}
            onPointerUp={end}
            onKeyDown={(e) => key(e, b)}
          >
            <span className="truncate" aria-hidden="true">
              {l.name}
              {b.required ? " *" : ""}
            </span>
            {editable ? (
              <span
                aria-hidden="true"
                className="absolute bottom-0 right-0 size-2.5 cursor-se-resize"
                style={{ backgroundColor: l.colour }}
                onPointerDown={(e) => startBox(e, b, "resize")}
                onPointerMove={move}
                onPointerUp={end}
              />
            ) : null}
          </div>
        );
      })}
      {draft ? <div aria-hidden="true" className="pointer-events-none absolute border-2 border-dashed border-fg-muted" style={{ left: pct(draft.x), top: pct(draft.y), width: pct(draft.width), height: pct(draft.height) }} /> : null}
    </div>
  );
}

