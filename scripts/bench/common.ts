// Shared by the bench scripts: arguments, the PostgreSQL requirement, bench names and constants.
import type postgres from "postgres";

export type Sql = postgres.Sql;
export type TxSql = postgres.TransactionSql;

/** The password of every bench user (each firm's admin is admin@<slug>.bench.test). */
export const BENCH_PASSWORD = "Bench@12345";
export const BENCH_EMAIL_DOMAIN = "bench.test";
export const benchSlug = (i: number) => `bench-${String(i).padStart(3, "0")}`;
/** The slug of firm `i` of a data set: "bench-001" … for 200 firms, "big-0001" … for 2,000 (at least 3 digits). */
export const firmSlug = (prefix: string, i: number, firms: number) => `${prefix}-${String(i).padStart(Math.max(3, String(firms).length), "0")}`;
export const benchAdminEmail = (slug: string) => `admin@${slug}.${BENCH_EMAIL_DOMAIN}`;

/** `--name value`, `--name=value` and `--flag`. */
export function parseArgs(argv: string[]) {
  const values = new Map<string, string>();
  const flags = new Set<string>();
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (!a.startsWith("--")) continue;
    const [k, v] = a.slice(2).split("=", 2);
    if (v !== undefined) values.set(k, v);
    else if (argv[i + 1] !== undefined && !argv[i + 1].startsWith("--")) values.set(k, argv[++i]);
    else flags.add(k);
  }
  return {
    int(name: string, fallback: number): number {
      const v = values.get(name);
      if (v === undefined) return fallback;
      const n = Number(v.replace(/_/g, ""));
      if (!Number.isInteger(n) || n <= 0) throw new Error(`--${name} must be a positive whole number (got "${v}")`);
      return n;
    },
    str: (name: string, fallback: string) => values.get(name) ?? fallback,
    flag: (name: string) => flags.has(name) || values.get(name) === "true",
    /** The arguments as given, for passing on to a child script. */
    raw: argv,
  };
}

/** The bench measures PostgreSQL: refuse the embedded PGlite default with a clear message. */
export function requirePostgres(): string {
  const url = process.env.DATABASE_URL;
  if (!url || !/^postgres(ql)?:\/\//i.test(url)) {
    console.error(
      [
        "The bench needs PostgreSQL; it does not run on the embedded PGlite database.",
        "Create a database for it and name it in DATABASE_URL, for example:",
        '  psql -h 127.0.0.1 -U postgres -c "create database icm_bench"',
        "  DATABASE_URL=postgres://postgres@127.0.0.1:5432/icm_bench npm run bench",
      ].join("\n"),
    );
    process.exit(2);
  }
  return url;
}
