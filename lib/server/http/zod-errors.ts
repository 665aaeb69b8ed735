// zod issues -> { field: message }, using the messages our schemas carry (lib/shared/validation).
import "server-only";
import type { z } from "zod";

export function zodFieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join(".") : "body";
    if (!(key in fields)) fields[key] = issue.message;
  }
  return fields;
}
