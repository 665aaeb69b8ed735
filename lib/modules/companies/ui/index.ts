// The companies module's public UI: what other modules' screens may use (lint rule boundaries/imports).

export { AddressText } from "./address-text";
export { ClientFilterSelect } from "./client-filter-select";
export { companiesKeys, individualsKeys } from "./keys";
export { clientStatusTone, useClientStatusLabels } from "./labels";
export { useClientOptions } from "./use-client-options";
