// The message of a group of controls (a list of lines, of signers, of ticked cases, of checkboxes bound to
// one array): react-hook-form puts it on the array itself (`lines`: "*Line is required"), on its `root`
// (a refine over the array) or, for a per-item rule without a control of its own, on an item
// (`petitionIds.2`: "Case not found"). Pure, so that it is unit-tested; FieldGroupError shows it.
import { get } from "react-hook-form";

type Node = { message?: unknown; root?: { message?: unknown } } | Record<string, unknown> | unknown[] | undefined;

const messageOf = (n: unknown): string | undefined => {
  const m = (n as { message?: unknown } | undefined)?.message;
  return typeof m === "string" && m ? m : undefined;
};

/** The first message of the group `name` in `errors` (react-hook-form's formState.errors): its own, its root's, then its first item's that is a plain message. */
export function groupErrorMessage(errors: unknown, name: string): string | undefined {
  const node = get(errors ?? {}, name) as Node;
  if (!node || typeof node !== "object") return undefined;
  const own = messageOf(node) ?? messageOf((node as { root?: unknown }).root);
  if (own) return own;
  const items = Array.isArray(node) ? node : Object.entries(node).filter(([k]) => /^\d+$/.test(k)).map(([, v]) => v);
  for (const item of items) {
    const m = messageOf(item);
    if (m) return m;
  }
  return undefined;
}
