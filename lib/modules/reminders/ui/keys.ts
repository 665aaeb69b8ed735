// TanStack Query keys of the reminders screens (to-dos, a case's reminders, the assignee picker).
export const remindersKeys = {
  all: ["reminders"] as const,
  todos: () => [...remindersKeys.all, "todos"] as const,
  todoList: (body: object) => [...remindersKeys.todos(), body] as const,
  ofCase: (petitionId: string) => [...remindersKeys.all, "case", petitionId] as const,
  assignable: () => [...remindersKeys.all, "assignable-users"] as const,
};
