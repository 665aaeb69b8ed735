// The cases module's hooks for other modules' screens without its components (lint rule boundaries/imports):
// the workflow activity names in the reader's language (the dashboard's case widgets name steps as the case screens do).
export { activityLabelOf, useActivityLabel, type ActivityLabel } from "./activity-label";
