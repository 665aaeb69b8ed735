// Structured JSON logs (pino), one line per event on stdout: { level, time, msg, requestId?, … }.
// A request's lines carry its requestId (the X-Request-Id answered to the caller and printed in every
// 500's body), so a support request can be traced: `log.child({ requestId })`.
import "server-only";
import pino from "pino";
import { env } from "@/lib/server/env";

export const log = pino({
  level: env.logLevel,
  base: { pid: process.pid },
  timestamp: pino.stdTimeFunctions.isoTime,
  serializers: { err: pino.stdSerializers.err },
});
