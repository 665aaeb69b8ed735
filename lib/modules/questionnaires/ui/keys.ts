// Query keys of the questionnaire screens.
export const questionnaireKeys = {
  all: ["questionnaire"] as const,
  details: (token: string) => [...questionnaireKeys.all, "details", token] as const,
  view: (token: string) => [...questionnaireKeys.all, "view", token] as const,
  filled: (petitionId: string) => [...questionnaireKeys.all, "filled", petitionId] as const,
};
