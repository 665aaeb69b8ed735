// Public entry of the shared formatters (spec section 9), pure. Screens use useFormat() from
// "@/lib/shared/format/use-format" (the same helpers bound to the reader's locale).
export * from "./address";
export * from "./dates";
export * from "./locale";
export * from "./numbers";
export * from "./phone";
export * from "./text";
