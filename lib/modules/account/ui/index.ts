// The account module's public UI: what other modules' screens may use (lint rule boundaries/imports).

export { ResultCard } from "./result-card";
export { TokenLinkState } from "./token-link-state";
