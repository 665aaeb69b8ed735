"use client";
// The reminders module's "My tasks" on the dashboard, loaded when shown (next/dynamic): it stays out of
// the dashboard's first-load JavaScript (scripts/js-budgets.json).
import dynamic from "next/dynamic";
import type { Viewer } from "@/lib/shared/viewer";

const MyTasks = dynamic(() => import("@/lib/modules/reminders/ui/my-tasks").then((m) => m.MyTasks));

export function MyTasksSlot({ viewer }: { viewer: Viewer }) {
  return <MyTasks viewer={viewer} />;
}
