// The reminders module's public UI: the to-do screen and a case's Reminders section.
export { TasksScreen } from "./tasks-screen";
export { CaseReminders } from "./case-reminders";
export { DueCell, ReminderTitle } from "./reminder-view";
export { remindersKeys } from "./keys";
