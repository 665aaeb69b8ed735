"use client";
// The dashboard module's widgets, loaded when shown (next/dynamic): their screens, charts and the other
// modules' parts they show (reminders, invoices) stay out of the dashboard's first-load JavaScript
// (scripts/js-budgets.json); the board loads its own data after the page anyway.
import dynamic from "next/dynamic";

const DashboardBoard = dynamic(() => import("@/lib/modules/dashboard/ui").then((m) => m.DashboardBoard));

export function DashboardBoardSlot() {
  return <DashboardBoard />;
}
