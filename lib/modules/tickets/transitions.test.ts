import { describe, expect, it } from "vitest";
import { TICKET_STATUSES } from "./constants";
import { canMove, isDone, nextStatuses, resolvedAtAfter } from "./transitions";

describe("ticket transitions", () => {
  it("an open ticket goes anywhere but back to open", () => {
    expect(nextStatuses("open")).toEqual(["in_progress", "waiting_on_client", "resolved", "closed"]);
    expect(canMove("open", "open")).toBe(false);
  });
  it("a resolved ticket is reopened or closed; a closed one is final", () => {
    expect(canMove("resolved", "open")).toBe(true);
    expect(canMove("resolved", "in_progress")).toBe(false);
    expect(canMove("resolved", "closed")).toBe(true);
    for (const s of TICKET_STATUSES) expect(canMove("closed", s)).toBe(false);
  });
  it("no status moves to itself", () => {
    for (const s of TICKET_STATUSES) expect(canMove(s, s)).toBe(false);
  });
  it("resolvedAt: set when done, kept from resolved to closed, cleared when reopened", () => {
    const now = new Date("2026-11-23T10:00:00Z");
    const earlier = new Date("2026-11-20T10:00:00Z");
    expect(resolvedAtAfter("resolved", null, now)).toBe(now);
    expect(resolvedAtAfter("closed", earlier, now)).toBe(earlier);
    expect(resolvedAtAfter("open", earlier, now)).toBeNull();
    expect(isDone("waiting_on_client")).toBe(false);
  });
});
