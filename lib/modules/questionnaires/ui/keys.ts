// Query keys of the questionnaire screens.
export const questionnaireKeys = {
  all: ["questionnaire"] as const,
  details: (token: string) => [...questionnaireKeys.all, "details", token] as const,
  view: (token: string) => [...questionnaireKeys.all, "view", token] as const,
  caseLinks: (petitionId: string) => [...questionnaireKeys.all, "case-links", petitionId] as const,
  filled: (petitionId: string, perm = false) => [...questionnaireKeys.all, "filled", petitionId, perm ? "perm" : "all"] as const,
};
