// zod issues -> { field: message }, using the messages our schemas carry (lib/shared/validation).
import "server-only";
import type { z } from "zod";
import { MSG } from "@/lib/shared/validation/messages";
import { UNABLE_TO_UPDATE } from "@/lib/shared/validation/update";

type Issue = z.core.$ZodIssue;

/** A key the payload did not send at all (zod's "expected …, received undefined"). */
function isMissing(issue: Issue): boolean {
  return issue.code === "invalid_type" && /received undefined$/.test(issue.message);
}

/**
 * A union no member accepted: report the member the payload meant (the fewest keys missing, then the
 * fewest issues), so `{ email: "a@b", password }` on login answers the e-mail rule, not "Invalid input".
 */
function unionIssues(issue: Issue & { code: "invalid_union" }): Issue[] | null {
  const branches = (issue as { errors?: Issue[][] }).errors ?? [];
  if (branches.length === 0) return null;
  const score = (b: Issue[]) => [b.filter(isMissing).length, b.length] as const;
  const best = branches.reduce((a, b) => {
    const [am, al] = score(a);
    const [bm, bl] = score(b);
    return bm < am || (bm === am && bl < al) ? b : a;
  });
  return best.map((i) => ({ ...i, path: [...issue.path, ...i.path] }) as Issue);
}

function flatten(issues: readonly Issue[]): Issue[] {
  return issues.flatMap((i) => {
    const inner = i.code === "invalid_union" ? unionIssues(i) : null;
    return inner ? flatten(inner) : [i];
  });
}

export function zodFieldErrors(error: z.ZodError): Record<string, string> {
  // An update with nothing to change (spec section 8) is reported alone: the other fields were never meant.
  if (error.issues.some((i) => i.code === "custom" && i.params?.[UNABLE_TO_UPDATE] === true)) return { body: MSG.unableToUpdate };
  const fields: Record<string, string> = {};
  for (const issue of flatten(error.issues as Issue[])) {
    const key = issue.path.length ? issue.path.join(".") : "body";
    if (!(key in fields)) fields[key] = issue.message;
  }
  return fields;
}
