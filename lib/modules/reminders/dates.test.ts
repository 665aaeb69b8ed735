import { describe, expect, it } from "vitest";
import { deadlineReminderDue, nextOccurrence, stepRepeat } from "./dates";

describe("stepRepeat", () => {
  it("daily and weekly count calendar days (weekends included), across month and year ends", () => {
    expect(stepRepeat("2026-01-30", "daily")).toBe("2026-01-31");
    expect(stepRepeat("2026-12-31", "daily")).toBe("2027-01-01");
    expect(stepRepeat("2026-11-27", "daily")).toBe("2026-11-28"); // a Friday → Saturday
    expect(stepRepeat("2026-12-28", "weekly")).toBe("2027-01-04");
    expect(stepRepeat("2028-02-26", "weekly")).toBe("2028-03-04"); // over Feb 29 of a leap year
  });

  it("monthly keeps the day of the month, clamped to the month's last day", () => {
    expect(stepRepeat("2026-01-15", "monthly")).toBe("2026-02-15");
    expect(stepRepeat("2026-01-31", "monthly")).toBe("2026-02-28");
    expect(stepRepeat("2028-01-31", "monthly")).toBe("2028-02-29");
    expect(stepRepeat("2026-03-31", "monthly")).toBe("2026-04-30");
    expect(stepRepeat("2026-12-31", "monthly")).toBe("2027-01-31");
  });

  it("yearly: Feb 29 becomes Feb 28 in a common year", () => {
    expect(stepRepeat("2028-02-29", "yearly")).toBe("2029-02-28");
    expect(stepRepeat("2027-02-28", "yearly")).toBe("2028-02-28");
    expect(stepRepeat("2026-12-31", "yearly")).toBe("2027-12-31");
  });
});

describe("nextOccurrence", () => {
  it("is the next step when it is not in the past", () => {
    expect(nextOccurrence("2026-03-10", "weekly", "2026-03-10")).toBe("2026-03-17");
    expect(nextOccurrence("2026-03-10", "daily", "2026-03-11")).toBe("2026-03-11");
  });

  it("skips occurrences already past when done late", () => {
    expect(nextOccurrence("2026-03-01", "daily", "2026-03-20")).toBe("2026-03-20");
    expect(nextOccurrence("2026-03-01", "weekly", "2026-03-20")).toBe("2026-03-22");
    expect(nextOccurrence("2026-01-31", "monthly", "2026-03-15")).toBe("2026-03-28"); // Jan 31 → Feb 28 → Mar 28
    expect(nextOccurrence("2024-02-29", "yearly", "2026-06-01")).toBe("2027-02-28");
  });

  it("a reminder done early opens the next step after its own due day", () => {
    expect(nextOccurrence("2026-12-31", "monthly", "2026-11-01")).toBe("2027-01-31");
  });
});

describe("deadlineReminderDue", () => {
  it("counts calendar days before the deadline, not business days", () => {
    expect(deadlineReminderDue("2026-04-14", 30)).toBe("2026-03-15"); // a Sunday stays a Sunday
    expect(deadlineReminderDue("2026-04-14", 14)).toBe("2026-03-31");
    expect(deadlineReminderDue("2026-04-14", 7)).toBe("2026-04-07");
    expect(deadlineReminderDue("2026-04-14", 1)).toBe("2026-04-13");
  });

  it("overdue (-1) is the day after the deadline; Feb 29 and year ends", () => {
    expect(deadlineReminderDue("2026-04-14", -1)).toBe("2026-04-15");
    expect(deadlineReminderDue("2028-02-28", -1)).toBe("2028-02-29");
    expect(deadlineReminderDue("2028-03-01", 1)).toBe("2028-02-29");
    expect(deadlineReminderDue("2026-12-31", -1)).toBe("2027-01-01");
    expect(deadlineReminderDue("2027-01-10", 30)).toBe("2026-12-11");
  });
});
