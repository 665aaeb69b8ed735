// Secrets kept at rest in the database (OAuth tokens of integrations, a firm's USCIS secret): sealed with
// the app's secret (iron-session sealData: AES-256-CBC + HMAC-SHA256, "Fe26.2*…"), no expiry of their own.
// Rotating SESSION_SECRET makes them unreadable: the integration asks for a new connection then.
import "server-only";
import { sealData, unsealData } from "iron-session";
import { env } from "@/lib/server/env";

export const sealSecret = <T extends Record<string, unknown>>(data: T): Promise<string> => sealData(data, { password: env.sessionSecret, ttl: 0 });

/** The sealed object, or {} when it cannot be read (another secret, tampered): callers check the fields they need. */
export const unsealSecret = <T extends Record<string, unknown>>(sealed: string): Promise<Partial<T>> => unsealData<Partial<T>>(sealed, { password: env.sessionSecret, ttl: 0 });
