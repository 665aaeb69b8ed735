// The beneficiaries module's public UI: what other modules' screens may use (lint rule boundaries/imports).

export { beneficiariesKeys } from "./keys";
