// Types of scripts/precompressed.mjs for the TypeScript test that imports it.
import type { IncomingMessage, ServerResponse } from "node:http";
export function precompressStatic(dir: string): number;
export function acceptsBrotli(header: string | string[] | undefined): boolean;
export function staticBrotli(dir: string): (req: IncomingMessage, res: ServerResponse) => boolean;
