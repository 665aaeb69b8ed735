// The cap registration screens' paths.
export const CAP_LIST_PATH = "/app/cap-registrations";
export const capDetailsPath = (id: string) => `/app/cap-registration-details/${id}`;
