// The cases' read of the stay USCIS granted each person (approved validity ends), for the expiry radar.
import "server-only";

export { approvedValidityEnds } from "./repository/beneficiary-validity";
