// The three answers of POST /api/auth/login and how the sign-in screen tells them apart.
import type { LoginChoice, LoginRedirect } from "@/lib/modules/auth/contract";
import type { LoginUserDetails } from "@/lib/modules/auth/session-user";

export type LoginAnswer = LoginUserDetails | LoginChoice | LoginRedirect;

export const isChoice = (a: LoginAnswer): a is LoginChoice => "choiceRequired" in a && a.choiceRequired === true;
export const isRedirect = (a: LoginAnswer): a is LoginRedirect => "redirectUrl" in a && typeof a.redirectUrl === "string";
