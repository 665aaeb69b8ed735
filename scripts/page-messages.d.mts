// Types of scripts/page-messages.mjs for the TypeScript test that imports it.
export const TOP_NAMESPACES: Set<string>;
export function normalise(namespaces: string[]): string[];
export function namespacesOf(entry: string): string[];
export function covered(ns: string, by: readonly string[]): boolean;
export function shellNamespaces(): string[];
export function frameFiles(): string[];
export function pageFiles(): string[];
export function declared(code: string): string[] | null;
export function required(page: string, shell?: readonly string[]): string[];
export function rewrite(code: string, namespaces: string[]): string;
export type LazyPart = { target: string | null; declared: string[]; list: { start: number; end: number }; required: string[] };
export function lazyParts(file: string, shell?: readonly string[]): LazyPart[];
export function sourceFiles(): string[];
export function rewriteLazy(code: string, parts: LazyPart[]): string;
