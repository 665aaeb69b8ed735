// POST /api/meetings/signal — one WebRTC signaling message (hello, offer, answer, candidate, bye) to the other side of a meeting (host: session; guest: bearer link token) { id, kind, session, to?, data? }
import { defineRoute } from "@/lib/server/http/define-route";
import { signalBody } from "@/lib/modules/meetings/contract";
import { sendSignal } from "@/lib/modules/meetings/signaling";

export const POST = defineRoute({
  auth: "public",
  body: signalBody,
  handler: async (ctx) => ({ data: await sendSignal(ctx, ctx.body) }),
});
