// The one-time reply link a message e-mail carries (/app/message-reply?token=): made per e-mailed recipient in
// the message's transaction; only the token's hash is stored. What the link's page does is in reply-link.ts.
import "server-only";
import { hashToken, newToken } from "@/lib/server/auth/crypto";
import type { Executor } from "@/lib/server/db/client";
import { MESSAGE_REPLY_PATH, REPLY_LINK_DAYS } from "./constants";
import { insertReplyLink } from "./repository";

const DAY_MS = 24 * 60 * 60 * 1000;

/** A new reply link for `userId` to answer `messageId`'s thread: the app path with its token, and how long it works. */
export async function createReplyLink(tx: Executor, l: { tenantId: string; threadId: string; messageId: string; userId: string }): Promise<{ path: string; validDays: number }> {
  const token = newToken();
  await insertReplyLink(tx, { ...l, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + REPLY_LINK_DAYS * DAY_MS) });
  return { path: `${MESSAGE_REPLY_PATH}?token=${encodeURIComponent(token)}`, validDays: REPLY_LINK_DAYS };
}
