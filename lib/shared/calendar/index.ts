// Shared business-day calendar: `YYYY-MM-DD` arithmetic, US federal holidays by rule, business days.
export * from "./days";
export * from "./holidays";
export * from "./business-days";
