// The messages a page sends to the browser: the shell's namespaces from the root layout, and a page's own
// through `export default withMessages(Page, ["cases", …])`. Sending every namespace made each page's HTML
// carry ~240 KB of the locale's messages (issue 8, Lighthouse). The lists are kept by
// `node scripts/page-messages.mjs --write`, which reads what each page's imports use;
// tests/lint/page-messages.test.ts fails when one is out of date. Server code (getTranslations) always
// sees every namespace.
import type { ReactNode } from "react";
import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";

/** What the layouts, the not-found page and the shell's client components use. */
export const SHELL_NAMESPACES = ["common", "dashboard.notFound", "notifications.bell", "shell"] as const;

type Messages = Record<string, unknown>;

/** The parts of `messages` named by `namespaces` ("i9.records" keeps only that branch of "i9"). */
export function pickMessages(messages: Messages, namespaces: readonly string[]): Messages {
  const out: Messages = {};
  const covered = (ns: string) => namespaces.some((other) => ns.startsWith(`${other}.`));
  for (const ns of namespaces.filter((n) => !covered(n))) {
    const keys = ns.split(".");
    let from: unknown = messages;
    for (const key of keys) from = from && typeof from === "object" ? (from as Messages)[key] : undefined;
    if (from === undefined) continue;
    let to = out;
    for (const key of keys.slice(0, -1)) to = (to[key] ??= {}) as Messages;
    to[keys.at(-1)!] = from;
  }
  return out;
}

/** The messages for the root layout's provider. */
export async function shellMessages(): Promise<Messages> {
  return pickMessages(await getMessages(), SHELL_NAMESPACES);
}

/** A page whose client components see the shell's namespaces and `namespaces`. */
export function withMessages<P extends object>(Page: (props: P) => ReactNode | Promise<ReactNode>, namespaces: readonly string[]) {
  return async function PageWithMessages(props: P) {
    const messages = pickMessages(await getMessages(), [...SHELL_NAMESPACES, ...namespaces]);
    return (
      <NextIntlClientProvider messages={messages}>
        <Page {...props} />
      </NextIntlClientProvider>
    );
  };
}
