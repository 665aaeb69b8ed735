// The users module's public UI: what other modules' screens may use (lint rule boundaries/imports).

export { usersKeys } from "./keys";
export { useUserLabels } from "./labels";
