// Links of the staff's e-signature screens back to the case (its Forms & Letters tab).
export const caseFormsPath = (petitionId: string) => `/app/petition-details/${petitionId}?tab=forms`;
