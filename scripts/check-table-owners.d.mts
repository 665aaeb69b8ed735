// Types of scripts/check-table-owners.mjs for the TypeScript tests that import it.
export type Table = { ident: string; name: string; owner: string | null; file?: string };
export type Use = { table: Table; how: string; line: number };
export type Uses = { writes: Use[]; reads: Use[] };
export type Repo = { tables: Table[]; uses: Map<string, Uses>; imports: Map<string, string[]> };
export type Verdict = {
  unowned: Table[];
  badOwners: Table[];
  foreignWrites: (Use & { file: string; area: string })[];
  foreignReads: Map<string, Use & { file: string; area: string }>;
  upwardReads: Map<string, Use & { file: string; area: string }>;
  edges: Map<string, Map<string, string>>;
  cycles: string[][];
};
export function areaOf(path: string): string | null;
export function parseSchema(text: string): Table[];
export function tableUses(fileName: string, text: string, tablesByName: Map<string, Table>, schemaIdents: (spec: string) => Map<string, Table> | null | undefined): Uses;
export function readRepo(root: string): Repo;
export function judge(repo: Repo, areas: Set<string>): Verdict;
export function knownAreas(root: string): Set<string>;
