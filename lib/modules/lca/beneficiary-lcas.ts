// The LCA module's read of the certified LCAs behind each person's cases, for the expiry radar.
import "server-only";

export { certifiedLcasOf, peopleWithLcas } from "./repository/beneficiary-lcas";
