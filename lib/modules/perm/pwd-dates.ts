// PERM's read of the determined PWDs' validity per person, for the expiry radar.
import "server-only";

export { peopleWithPwdValidity, pwdValidityOf } from "./repository/pwd-dates";
