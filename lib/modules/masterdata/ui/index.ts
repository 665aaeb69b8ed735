// The masterdata module's public UI: what other modules' screens may use (lint rule boundaries/imports).

export { masterDataLabel, useMasterData } from "./use-master-data";
