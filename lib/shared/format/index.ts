// Public entry of the shared formatters (spec section 9).
export * from "./dates";
export * from "./numbers";
export * from "./text";
