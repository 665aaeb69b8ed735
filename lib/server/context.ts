// The one context every service takes. defineRoute (and its upload, file and GET siblings) builds it
// from the request; scripts and tests build it with serviceContext().
import "server-only";
import { randomUUID } from "node:crypto";
import type { Db } from "@/lib/server/db/client";
import type { Actor } from "@/lib/server/auth/session";
import type { TenantRow } from "@/lib/server/tenancy/tenant";
import type { FormatLocale } from "@/lib/shared/format/locale";

/** The caller's time zone and today's date in it (YYYY-MM-DD), from the payload or server defaults (spec section 7). */
export type Clock = { timezone: string; today: string };

export type ServiceContext<TTenant extends TenantRow | null = TenantRow, TActor extends Actor | null = Actor> = {
  db: Db;
  /** The firm named by the request's host (never by the body). */
  tenant: TTenant;
  /** The signed-in user: role, and reach (branch, client company) within the firm. */
  actor: TActor;
  clock: Clock;
  /** Unique per request; logged with unexpected errors. */
  requestId: string;
  ip: string;
  userAgent: string;
  /** The request's Host header (host:port), used for links that must point back at this server. */
  requestHost: string | null;
  /** The bearer credential of the request when it is not a session (a questionnaire token link). */
  bearer: string | null;
  /**
   * The reader's language: the NEXT_LOCALE cookie the pages use (next-intl, i18n/request.ts), "en"
   * without it. Master-data names and history lines are answered in it (lib/modules/masterdata/README.md).
   */
  locale: FormatLocale;
};

/** A signed-in call of a firm. */
export type ActorContext = ServiceContext<TenantRow, Actor>;
/** A call of a firm that may be anonymous. */
export type PublicContext = ServiceContext<TenantRow, Actor | null>;
/** A call that may come to the base domain, with no firm. */
export type HostContext = ServiceContext<TenantRow | null, Actor | null>;

/** A context outside any HTTP request (seed, scripts, tests). */
export function serviceContext<TTenant extends TenantRow | null, TActor extends Actor | null>(
  parts: { db: Db; tenant: TTenant; actor: TActor } & Partial<Omit<ServiceContext, "db" | "tenant" | "actor">>,
): ServiceContext<TTenant, TActor> {
  return {
    clock: { timezone: "UTC", today: new Date().toISOString().slice(0, 10) },
    requestId: randomUUID(),
    ip: "127.0.0.1",
    userAgent: "",
    requestHost: null,
    bearer: null,
    locale: "en",
    ...parts,
  };
}
