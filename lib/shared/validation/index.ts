// Public entry of the shared validation module: messages, predicates and zod builders.
export { MSG } from "./messages";
export * from "./rules";
export * from "./zod";
