// The shell module's public UI: what other modules' screens may use (lint rule boundaries/imports).

export { useMe } from "./use-shell";
