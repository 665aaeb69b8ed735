// Types of scripts/check-module-cycles.mjs for the TypeScript tests that import it.
export type ModuleEdges = Map<string, Map<string, string>>;
export function resolveImport(root: string, fromFile: string, spec: string, exists?: (path: string) => boolean): string | null;
export function moduleOf(path: string): string | null;
export function moduleGraph(imports: Map<string, string[]>): ModuleEdges;
export function moduleCycles(edges: ModuleEdges): string[][];
export function mutualPairs(edges: ModuleEdges): [string, string][];
export function readImports(root: string): Map<string, string[]>;
