import { describe, expect, it } from "vitest";
import { defaultGcWorkflow } from "@/lib/modules/workflow/gc-definitions";
import { completesStep, gcProgress, stepOfChange } from "./workflow";

const defaults = defaultGcWorkflow();

describe("the green card on the firm's green-card activity list", () => {
  it("a stage's change is its filing step, or its decision step once approved, denied or withdrawn", () => {
    expect(stepOfChange("i140", "filed")).toBe("GC_I140_FILED");
    expect(stepOfChange("i140", "rfe")).toBe("GC_I140_FILED");
    expect(stepOfChange("i140", "not_filed")).toBe("GC_I140_FILED");
    expect(stepOfChange("i140", "withdrawn")).toBe("GC_I140_DECIDED");
    expect(stepOfChange("i485", "approved")).toBe("GC_I485_DECIDED");
    expect(stepOfChange("i765", "filed")).toBe("GC_I765");
    expect(stepOfChange("i131", "denied")).toBe("GC_I131");
  });

  it("reads the steps done from the stages, in the list's order, with the next included step", () => {
    expect(gcProgress(defaults, [])).toEqual({ completed: [], next: "GC_I140_FILED" });
    expect(gcProgress(defaults, [{ stage: "i140", status: "rfe" }])).toEqual({ completed: ["GC_I140_FILED"], next: "GC_I140_DECIDED" });
    const concurrent = gcProgress(defaults, [
      { stage: "i140", status: "approved" },
      { stage: "i485", status: "filed" },
      { stage: "i765", status: "approved" },
    ]);
    expect(concurrent).toEqual({ completed: ["GC_I140_FILED", "GC_I140_DECIDED", "GC_I485_FILED", "GC_I765"], next: "GC_I131" });
    // A firm that does not track the travel document waits on the I-485's decision.
    const noI131 = defaults.map((e) => (e.code === "GC_I131" ? { ...e, include: false } : e));
    expect(gcProgress(noI131, [{ stage: "i140", status: "approved" }, { stage: "i485", status: "filed" }, { stage: "i765", status: "approved" }]).next).toBe("GC_I485_DECIDED");
    // A decision recorded without a filing (data entered late) still counts both.
    expect(gcProgress(defaults, [{ stage: "i485", status: "approved" }]).completed).toEqual(["GC_I485_FILED", "GC_I485_DECIDED"]);
  });

  it("a change completes its step only when the step was not done before", () => {
    expect(completesStep("i140", "not_filed", "filed")).toBe("GC_I140_FILED");
    expect(completesStep("i140", "filed", "rfe")).toBeNull();
    expect(completesStep("i140", "rfe", "approved")).toBe("GC_I140_DECIDED");
    expect(completesStep("i140", "approved", "approved")).toBeNull();
    expect(completesStep("i765", "not_filed", "filed")).toBeNull();
    expect(completesStep("i765", "filed", "approved")).toBe("GC_I765");
    expect(completesStep("i485", "denied", "approved")).toBeNull();
  });
});
