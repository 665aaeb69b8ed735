// Bench data: firms "bench-001" … "bench-NNN" with users of several roles, branches, clients,
// beneficiaries and cases (default 200 firms, 100,000 cases) in the PostgreSQL database named by
// DATABASE_URL, and for their active staff notifications and reminders with assignees (work-items.ts).
// Idempotent: firms that exist are kept (and get the notifications and reminders when they have none);
// --reset drops every firm of the prefix first. --prefix big seeds a second data set ("big-0001" …,
// the growth comparison of run.ts --growth) beside the first.
//   node --import ./scripts/bench/server-only-off.mjs --import tsx scripts/bench/seed.ts \
//     [--cases 100000] [--tenants 200] [--prefix bench] [--reset]
import { randomUUID } from "node:crypto";
import postgres from "postgres";
import { prepareDatabase } from "@/db/seed/prepare";
import { hashPassword } from "@/lib/server/auth/crypto";
import { closeDb } from "@/lib/server/db/client";
import { DEFAULT_PERMISSIONS, ROLE } from "@/lib/shared/constants/roles";
import { defaultWorkflow } from "@/lib/modules/workflow/definitions";
import { BENCH_PASSWORD, benchAdminEmail, BENCH_EMAIL_DOMAIN, firmSlug, parseArgs, requirePostgres, type Sql, type TxSql } from "./common";
import { firmSizes, makeRandom, pick, pickWeighted, type Random } from "./distributions";
import { STAFF_ROLES, workRows, type WorkCase, type WorkUser } from "./work-items";

type Row = Record<string, string | number | boolean | Date | null>;

/** Multi-row INSERT in chunks that stay under PostgreSQL's 65,535 parameters per statement. */
async function insertRows(sql: Sql | TxSql, table: string, rows: Row[]): Promise<void> {
  if (rows.length === 0) return;
  const cols = Object.keys(rows[0]);
  const chunk = Math.max(1, Math.floor(60_000 / cols.length));
  for (let i = 0; i < rows.length; i += chunk) {
    await sql`insert into ${sql(table)} ${sql(rows.slice(i, i + chunk), cols)}`;
  }
}

const FIRST = ["Arjun", "Wei", "Lucia", "Priya", "Mateo", "Aisha", "Chen", "Olga", "Rahul", "Sofia", "Kenji", "Fatima", "Diego", "Ananya", "Ivan", "Mei", "Carlos", "Nadia", "Vikram", "Elena", "Tomás", "Sara", "Hiro", "Leila", "Ravi", "Ana", "Jun", "Zara", "Pedro", "Ming"];
const LAST = ["Sharma", "Zhang", "Fernandez", "Patel", "Garcia", "Khan", "Li", "Ivanova", "Gupta", "Rossi", "Tanaka", "Ahmed", "Lopez", "Iyer", "Petrov", "Wang", "Silva", "Haddad", "Reddy", "Novak", "Morales", "Cohen", "Sato", "Karimi", "Nair", "Costa", "Park", "Hussain", "Alves", "Liu"];
const CO_A = ["Acme", "Globex", "Initech", "Umbrella", "Stark", "Wayne", "Hooli", "Vandelay", "Cyberdyne", "Soylent", "Tyrell", "Wonka", "Aperture", "Massive", "Pied Piper", "Oscorp", "Gringotts", "Nakatomi", "Dunder", "Monarch"];
const CO_B = ["Technologies", "Analytics", "Systems", "Labs", "Software", "Consulting", "Health", "Robotics", "Data", "Networks", "Biotech", "Solutions"];
const CO_C = ["Inc.", "LLC", "Corp.", "Ltd.", "LLP"];
const COUNTRIES = [101, 44, 138, 142, 172, 231, 99, 75, 82, 109];

/** Case types: mostly H-1B, some GC Employment (sub type 15), I-130 and others. [typeId, subTypeIds, weight, premiumForm] */
const CASE_KINDS: [number, number[], number, string | null][] = [
  [1, [2, 3, 4, 5], 55, "I129"],
  [3, [15], 9, "I140"],
  [3, [13, 14, 19], 4, "I140"],
  [7, [28, 29], 8, null],
  [2, [8, 9, 11], 8, "I129"],
  [4, [21, 23], 5, "I129"],
  [8, [32, 33], 6, "I539_I765"],
  [5, [24, 25], 3, "I129"],
  [6, [26, 27], 2, "I129"],
];
/** Status 1..33 weighted toward the early ones, with approvals (22) common among closed cases. */
const STATUS_WEIGHTS = Array.from({ length: 33 }, (_, i) => {
  const s = i + 1;
  const w = 1 / Math.pow(s, 0.8);
  return s === 22 ? w * 4 : s === 23 || s === 31 ? w * 1.5 : w;
});
const STATUS_IDS = STATUS_WEIGHTS.map((_, i) => i + 1);
const CLOSED = new Set([22, 23, 31]);
const DAY = 86_400_000;

const included = defaultWorkflow().filter((e) => e.include);
const codeIdx = (code: string) => included.findIndex((e) => e.code === code);
/** How many of the included workflow entries a case of this status has completed. */
function progressFor(statusId: number, r: Random): number {
  if (CLOSED.has(statusId)) return included.length;
  const manager = codeIdx("MANAGER_LIST") + 1;
  const uscis = codeIdx("SUBMIT_TO_USCIS") + 1;
  const receipt = codeIdx("UPDATE_USCIS_RECEIPT_NUMBER") + 1;
  if (statusId === 1) return 1;
  if (statusId === 2) return 2;
  if (statusId === 3) return 3 + Math.floor(r() * (manager - 2));
  if (statusId <= 11) return manager + Math.round(((statusId - 4) / 7) * (uscis - 1 - manager));
  if (statusId === 12) return uscis;
  return Math.min(receipt, included.length - 1);
}

const iso = (d: Date) => d.toISOString().slice(0, 10);

type Firm = { index: number; slug: string; cases: number };

/** The notification, reminder and assignee rows of one firm (a random stream of their own, so the cases stay as before). */
async function insertWorkRows(tx: TxSql, tenantId: string, index: number, seed: number, staff: WorkUser[], cases: WorkCase[]): Promise<{ notifications: number; reminders: number }> {
  const rows = workRows(makeRandom(seed * 1000 + index + 7_000_000), { tenantId, staff, cases, workflowCodes: included.map((e) => e.code), now: Date.now() });
  await insertRows(tx, "notifications", rows.notifications);
  await insertRows(tx, "reminders", rows.reminders);
  await insertRows(tx, "reminder_assignees", rows.assignees);
  return { notifications: rows.notifications.length, reminders: rows.reminders.length };
}

/** Cases the work items of a firm are about: its 200 most recent. */
const RECENT_CASES = 200;

/** Build and insert one firm inside a transaction. */
async function seedFirm(sql: Sql, firm: Firm, passwordHash: string, seed: number): Promise<number> {
  const r = makeRandom(seed * 1000 + firm.index);
  const now = Date.now();
  const tenantId = randomUUID();
  const n = firm.cases;
  let inserted = 0;
  await sql.begin(async (tx) => {
    // Every row of the firm is written here, consistent by construction: skip the per-row foreign-key
    // triggers (as the reset does), which roughly halve the time of a large seed.
    await tx`set local session_replication_role = replica`;
    await insertRows(tx, "tenants", [
      {
        id: tenantId,
        slug: firm.slug,
        type_id: 1,
        name: `${pick(r, LAST)} & ${pick(r, LAST)} Immigration ${firm.slug.split("-")[1]} LLP`,
        status_id: 1,
        admin_name: "Bench Admin",
        admin_email: benchAdminEmail(firm.slug),
        prof_completed: true,
        profile_updated_on: new Date(now),
        permissions: JSON.stringify(DEFAULT_PERMISSIONS),
        branch_setup_completed: true,
        workflow_setup_completed: true,
        petition_setup_completed: true,
      },
    ]);
    const branchCount = n > 800 ? 2 : 1 + (r() < 0.4 ? 1 : 0);
    const branchIds = Array.from({ length: branchCount }, () => randomUUID());
    await insertRows(
      tx,
      "branches",
      branchIds.map((id, i) => ({ id, tenant_id: tenantId, name: i === 0 ? "Headquarters" : "New York Office", code: i === 0 ? "HQ" : "NY", email: `branch${i}@${firm.slug}.${BENCH_EMAIL_DOMAIN}`, status_id: 1 })),
    );

    // Clients: companies, plus individual sponsors for family-based cases.
    const companyCount = Math.max(4, Math.round(n / 25));
    const sponsorCount = Math.max(2, Math.round(n / 60));
    const companyRows: Row[] = [];
    for (let i = 0; i < companyCount + sponsorCount; i++) {
      const individual = i >= companyCount;
      const first = pick(r, FIRST);
      const last = pick(r, LAST);
      companyRows.push({
        id: randomUUID(),
        tenant_id: tenantId,
        branch_id: pick(r, branchIds),
        account_type: individual ? "Individual" : "Company",
        account_sub_type: individual ? "Sponsor" : null,
        name: individual ? `${first} ${last}` : `${pick(r, CO_A)} ${pick(r, CO_B)} ${i} ${pick(r, CO_C)}`,
        first_name: individual ? first : null,
        last_name: individual ? last : null,
        fei_number: individual ? null : `${10 + (i % 89)}-${String(1_000_000 + i).padStart(7, "0")}`,
        email: `client${i}@${firm.slug}.${BENCH_EMAIL_DOMAIN}`,
        status_id: 1,
        registration_completed: true,
        employee_count: individual ? null : 5 + Math.floor(r() * 2000),
        created_at: new Date(now - Math.floor(r() * 4 * 365) * DAY),
      });
    }
    await insertRows(tx, "companies", companyRows);
    const employers = companyRows.slice(0, companyCount);
    const sponsors = companyRows.slice(companyCount);

    // Users of several roles; staff counts grow with the firm.
    const staff: [number, number][] = [
      [ROLE.ADMIN, 1],
      [ROLE.BRANCH_MANAGER, branchCount],
      [ROLE.FRONT_OFFICE, 1 + Math.floor(n / 2000)],
      [ROLE.ATTORNEY, 1 + Math.floor(n / 800)],
      [ROLE.SUPERVISOR, 1 + Math.floor(n / 1500)],
      [ROLE.PARALEGAL, 1 + Math.floor(n / 500)],
      [ROLE.PETITIONER, 1],
      [ROLE.BENEFICIARY, 1],
    ];
    const userRows: Row[] = [];
    const membershipRows: Row[] = [];
    const byRole = new Map<number, string[]>();
    for (const [roleId, count] of staff) {
      for (let i = 0; i < count; i++) {
        const id = randomUUID();
        const first = pick(r, FIRST);
        const last = pick(r, LAST);
        const email = roleId === ROLE.ADMIN ? benchAdminEmail(firm.slug) : `role${roleId}-${i}@${firm.slug}.${BENCH_EMAIL_DOMAIN}`;
        userRows.push({ id, email, password_hash: passwordHash, name: `${first} ${last}`, first_name: first, last_name: last, email_verified_at: new Date(now), password_updated: true, registration_completed: true });
        membershipRows.push({
          id: randomUUID(),
          tenant_id: tenantId,
          user_id: id,
          role_id: roleId,
          company_id: roleId === ROLE.PETITIONER ? employers[0].id : null,
          branch_id: roleId === ROLE.BRANCH_MANAGER ? branchIds[i % branchCount] : null,
          status_id: 1,
        });
        byRole.set(roleId, [...(byRole.get(roleId) ?? []), id]);
      }
    }
    await insertRows(tx, "users", userRows);
    await insertRows(tx, "memberships", membershipRows);

    // Beneficiaries: each filed for one client; the firm's beneficiary login owns the first one.
    const benCount = Math.max(3, Math.round(n * 0.8));
    const benRows: Row[] = [];
    const bensByClient = new Map<string, string[]>();
    for (let i = 0; i < benCount; i++) {
      const client = i < benCount * 0.9 ? pickWeighted(r, employers, (_, k) => 1 / (k + 1)) : pick(r, sponsors);
      const first = pick(r, FIRST);
      const last = pick(r, LAST);
      const country = pick(r, COUNTRIES);
      const id = randomUUID();
      benRows.push({
        id,
        tenant_id: tenantId,
        company_id: client.id,
        branch_id: client.branch_id,
        user_id: i === 0 ? byRole.get(ROLE.BENEFICIARY)![0] : null,
        first_name: first,
        last_name: last,
        email: `ben${i}@${firm.slug}.${BENCH_EMAIL_DOMAIN}`,
        date_of_birth: iso(new Date(Date.UTC(1960 + Math.floor(r() * 40), Math.floor(r() * 12), 1 + Math.floor(r() * 28)))),
        country_of_birth_id: country,
        citizenship_country_id: country,
        passport_number: `P${String(1_000_000 + i)}`,
        status_id: 1,
      });
      const list = bensByClient.get(client.id as string) ?? [];
      list.push(id);
      bensByClient.set(client.id as string, list);
    }
    await insertRows(tx, "beneficiaries", benRows);
    const clientsWithBens = (pool: Row[]) => pool.filter((c) => bensByClient.has(c.id as string));
    const employerPool = clientsWithBens(employers);
    const sponsorPool = clientsWithBens(sponsors).length ? clientsWithBens(sponsors) : employerPool;

    // Cases, oldest first so case numbers rise with time.
    const created = Array.from({ length: n }, () => now - Math.floor(Math.pow(r(), 1.6) * 3 * 365 * DAY) - Math.floor(r() * DAY)).sort((a, b) => a - b);
    const counters = new Map<number, number>();
    const caseRows: Row[] = [];
    const linkRows: Row[] = [];
    const assignRows: Row[] = [];
    const historyRows: Row[] = [];
    for (let i = 0; i < n; i++) {
      const [typeId, subs, , premiumForm] = pickWeighted(r, CASE_KINDS, (k) => k[2]);
      const subTypeId = pick(r, subs);
      // PERM statuses (14–21) belong to green-card cases.
      const statusId = pickWeighted(r, STATUS_IDS, (s) => (s >= 14 && s <= 21 && typeId !== 3 ? 0 : STATUS_WEIGHTS[s - 1]));
      const closed = CLOSED.has(statusId);
      const done = progressFor(statusId, r);
      const completed = included.slice(0, done).map((e) => e.code);
      const next = done < included.length ? included[done].code : null;
      const createdAt = new Date(created[i]);
      const updatedAt = new Date(Math.min(now, created[i] + Math.floor(r() * 120) * DAY));
      const year = createdAt.getUTCFullYear();
      const seq = (counters.get(year) ?? 0) + 1;
      counters.set(year, seq);
      const client = typeId === 7 ? pick(r, sponsorPool) : pickWeighted(r, employerPool, (_, k) => 1 / Math.sqrt(k + 1));
      const bens = bensByClient.get(client.id as string)!;
      const premium = premiumForm !== null && r() < 0.22;
      const hasDeadline = r() < 0.75;
      const deadline = hasDeadline ? iso(new Date(closed ? updatedAt.getTime() + Math.floor(r() * 60) * DAY : now + Math.floor(-45 + r() * 245) * DAY)) : null;
      const response = statusId === 22 ? "approved" : statusId === 23 ? "denied" : statusId === 31 ? "withdrawn" : statusId >= 24 && statusId <= 26 ? "rfe" : null;
      const id = randomUUID();
      const lcaRequired = typeId === 1 && r() < 0.5;
      caseRows.push({
        id,
        tenant_id: tenantId,
        case_number: `${year}-${String(seq).padStart(6, "0")}`,
        custom_case_number: r() < 0.05 ? `${firm.slug.split("-")[1]}-${String(i + 1).padStart(5, "0")}` : null,
        title: `${subTypeId === 15 ? "GC" : "Case"} ${pick(r, LAST)} ${i + 1}`,
        type_id: typeId,
        sub_type_id: subTypeId,
        petitioner_id: client.id,
        branch_id: client.branch_id,
        created_by_user_id: byRole.get(ROLE.ADMIN)![0],
        status_id: statusId,
        deadline_date: deadline,
        premium_processing: premium,
        premium_form: premium ? premiumForm : null,
        completed_activities: JSON.stringify(completed),
        next_workflow_activity: next,
        petitioner_sign_requested: completed.includes("REQUEST_PETITIONER_SIGN"),
        receipt_number: statusId >= 13 ? `${pick(r, ["EAC", "WAC", "LIN", "SRC", "IOE"])}${String(2_190_000_000 + Math.floor(r() * 9_000_000))}` : null,
        receipt_date: statusId >= 13 ? iso(new Date(created[i] + 30 * DAY)) : null,
        uscis_response: response,
        response_date: response ? iso(updatedAt) : null,
        rfe_notice_date: response === "rfe" ? iso(updatedAt) : null,
        lca_required: lcaRequired,
        filing_fee_cents: completed.includes("FILING_FEE") ? pick(r, [46_000, 78_000, 128_500, 280_500]) : null,
        validity_start: statusId === 22 ? iso(updatedAt) : null,
        validity_end: statusId === 22 ? iso(new Date(updatedAt.getTime() + 3 * 365 * DAY)) : null,
        closed_at: closed ? updatedAt : null,
        created_at: createdAt,
        updated_at: updatedAt,
      });
      const first = pick(r, bens);
      linkRows.push({ tenant_id: tenantId, petition_id: id, beneficiary_id: first, is_primary: true });
      if (r() < 0.2 && bens.length > 1) {
        const second = pick(r, bens);
        if (second !== first) linkRows.push({ tenant_id: tenantId, petition_id: id, beneficiary_id: second, is_primary: false });
      }
      for (const [code, roleId] of [["ASSIGN_SUPERVISOR", ROLE.SUPERVISOR], ["ASSIGN_PARALEGAL", ROLE.PARALEGAL], ["ASSIGN_ATTORNEY", ROLE.ATTORNEY]] as const) {
        if (completed.includes(code)) assignRows.push({ tenant_id: tenantId, petition_id: id, role_id: roleId, user_id: pick(r, byRole.get(roleId)!), assigned_at: createdAt });
      }
      // History: the case's creation and its latest completed steps (at most 8 lines).
      const span = Math.max(1, updatedAt.getTime() - created[i]);
      const lines = completed.slice(-8);
      lines.forEach((code, k) => {
        const entry = included.find((e) => e.code === code)!;
        const actorRole = entry.editors[0]?.roleId ?? ROLE.ADMIN;
        historyRows.push({
          tenant_id: tenantId,
          petition_id: id,
          activity_code: code,
          message: code === "CREATE_PETITION" ? "Case created" : `${entry.name} completed`,
          actor_user_id: pick(r, byRole.get(actorRole) ?? byRole.get(ROLE.ADMIN)!),
          actor_role_id: actorRole,
          created_at: new Date(created[i] + Math.floor((span * k) / lines.length)),
        });
      });
    }
    await insertRows(tx, "petitions", caseRows);
    await insertRows(tx, "petition_beneficiaries", linkRows);
    await insertRows(tx, "petition_assignments", assignRows);
    await insertRows(tx, "petition_history", historyRows);
    await insertRows(
      tx,
      "tenant_counters",
      [...counters].map(([year, value]) => ({ tenant_id: tenantId, name: `case:${year}`, value })),
    );
    const staffIds = new Set(membershipRows.filter((m) => STAFF_ROLES.includes(m.role_id as number)).map((m) => m.user_id as string));
    const staffUsers = userRows.filter((u) => staffIds.has(u.id as string)).map((u) => ({ userId: u.id as string, name: u.name as string }));
    const recent = caseRows.slice(-RECENT_CASES).map((c) => ({ id: c.id as string, caseNumber: c.case_number as string }));
    await insertWorkRows(tx, tenantId, firm.index, seed, staffUsers, recent);
    inserted = n;
  });
  return inserted;
}

/** Delete every firm of the prefix and everything that belongs to it (tables with tenant_id, children first). */
async function resetBench(sql: Sql, prefix: string): Promise<void> {
  const tables = (
    await sql<{ table_name: string }[]>`
      select c.table_name from information_schema.columns c
      join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = 'public' and c.column_name = 'tenant_id' and t.table_type = 'BASE TABLE' and c.table_name <> 'tenants'`
  ).map((t) => t.table_name);
  const edges = await sql<{ child: string; parent: string }[]>`
    select cl.relname as child, pl.relname as parent from pg_constraint k
    join pg_class cl on cl.oid = k.conrelid join pg_class pl on pl.oid = k.confrelid
    join pg_namespace ns on ns.oid = cl.relnamespace
    where k.contype = 'f' and ns.nspname = 'public' and cl.relname <> pl.relname`;
  // Children before parents.
  const order: string[] = [];
  const seen = new Set<string>();
  const visit = (t: string) => {
    if (seen.has(t)) return;
    seen.add(t);
    for (const e of edges) if (e.parent === t && tables.includes(e.child)) visit(e.child);
    order.push(t);
  };
  for (const t of tables) visit(t);
  await sql.begin(async (tx) => {
    // Every child row goes in this transaction, so the per-row foreign-key checks are skipped.
    await tx`set local session_replication_role = replica`;
    const ids = (await tx<{ id: string }[]>`select id from tenants where slug like ${`${prefix}-%`}`).map((t) => t.id);
    if (ids.length === 0) return;
    const userIds = (await tx<{ id: string }[]>`select id from users where email like ${`%@${prefix}-%.${BENCH_EMAIL_DOMAIN}`}`).map((u) => u.id);
    for (const t of order) await tx`delete from ${tx(t)} where tenant_id in ${tx(ids)}`;
    if (userIds.length) {
      await tx`delete from one_time_tokens where user_id in ${tx(userIds)}`;
      await tx`delete from sessions where user_id in ${tx(userIds)}`;
      await tx`delete from memberships where user_id in ${tx(userIds)}`;
      await tx`delete from users where id in ${tx(userIds)}`;
    }
    await tx`delete from tenants where id in ${tx(ids)}`;
  });
}

type SeedOptions = { cases: number; tenants: number; prefix: string; reset: boolean; seed: number; log?: (m: string) => void };

/**
 * Firms of the prefix with neither notifications nor reminders (seeded before work-items.ts existed):
 * give their active staff the same notifications and reminders as a new firm gets. Idempotent.
 */
async function topUpWorkItems(sql: Sql, prefix: string, seed: number, log: (m: string) => void): Promise<void> {
  const firms = await sql<{ id: string; slug: string }[]>`
    select t.id, t.slug from tenants t where t.slug like ${`${prefix}-%`}
      and not exists (select 1 from notifications n where n.tenant_id = t.id)
      and not exists (select 1 from reminders r where r.tenant_id = t.id)
    order by t.slug`;
  if (firms.length === 0) return;
  const t0 = Date.now();
  let notifications = 0;
  let reminders = 0;
  const queue = [...firms];
  await Promise.all(
    [0, 1].map(async () => {
      for (let f = queue.shift(); f; f = queue.shift()) {
        const firm = f;
        await sql.begin(async (tx) => {
          const staff = await tx<WorkUser[]>`
            select distinct u.id as "userId", u.name from memberships m join users u on u.id = m.user_id
            where m.tenant_id = ${firm.id} and m.status_id = 1 and m.role_id in ${tx(STAFF_ROLES)} order by u.id`;
          const cases = await tx<WorkCase[]>`
            select id, case_number as "caseNumber" from petitions where tenant_id = ${firm.id} and deleted_at is null
            order by created_at desc, id limit ${RECENT_CASES}`;
          const index = Number(firm.slug.slice(prefix.length + 1));
          const n = await insertWorkRows(tx, firm.id, index, seed, staff, cases);
          notifications += n.notifications;
          reminders += n.reminders;
        });
      }
    }),
  );
  await sql`analyze notifications, reminders, reminder_assignees`;
  log(`[bench:seed] notifications and reminders for ${firms.length} existing firms: ${notifications.toLocaleString("en-US")} notifications, ${reminders.toLocaleString("en-US")} reminders in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
}

async function seedBench(url: string, opts: SeedOptions): Promise<{ created: number; existing: number; cases: number }> {
  const log = opts.log ?? console.log;
  await prepareDatabase({ seedDemo: false, log });
  await closeDb();
  const sql = postgres(url, { max: 3, onnotice: () => {} });
  try {
    if (opts.reset) {
      const t0 = Date.now();
      await resetBench(sql, opts.prefix);
      log(`[bench:seed] removed the previous ${opts.prefix}-* firms (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
    }
    const sizes = firmSizes(opts.cases, opts.tenants, makeRandom(opts.seed));
    const firms: Firm[] = sizes.map((cases, i) => ({ index: i + 1, slug: firmSlug(opts.prefix, i + 1, opts.tenants), cases }));
    const rows = await sql<{ slug: string; n: string }[]>`
      select t.slug, (select count(*) from petitions p where p.tenant_id = t.id) as n from tenants t where t.slug like ${`${opts.prefix}-%`}`;
    const existing = new Map(rows.map((t) => [t.slug, Number(t.n)]));
    // Firms seeded with other settings would skew the figures: ask for a reset instead of mixing.
    const other = [...existing.keys()].filter((s) => !firms.some((f) => f.slug === s));
    const resized = firms.filter((f) => existing.has(f.slug) && existing.get(f.slug) !== f.cases);
    if (other.length || resized.length) {
      const example = resized.length ? `${resized[0].slug} has ${existing.get(resized[0].slug)} cases where this run plans ${resized[0].cases}` : `${other[0]} is not part of this run`;
      throw new Error(`${opts.prefix}-* firms exist from a run with other settings (${example}); run with --reset (and the same --prefix) to recreate them`);
    }
    const todo = firms.filter((f) => !existing.has(f.slug));
    await topUpWorkItems(sql, opts.prefix, opts.seed, log);
    if (todo.length === 0) {
      const n = [...existing.values()].reduce((a, b) => a + b, 0);
      log(`[bench:seed] ${existing.size} ${opts.prefix}-* firms with ${n.toLocaleString("en-US")} cases already exist; nothing to do (--reset to recreate)`);
      return { created: 0, existing: existing.size, cases: n };
    }
    log(`[bench:seed] creating ${todo.length} firms, ${todo.reduce((s, f) => s + f.cases, 0).toLocaleString("en-US")} cases (largest ${Math.max(...todo.map((f) => f.cases))}, median ${[...sizes].sort((a, b) => a - b)[Math.floor(sizes.length / 2)]})`);
    const passwordHash = await hashPassword(BENCH_PASSWORD);
    const t0 = Date.now();
    let done = 0;
    let cases = 0;
    // Two firms at a time: one per core, PostgreSQL does the rest.
    const queue = [...todo];
    await Promise.all(
      [0, 1].map(async () => {
        for (let f = queue.shift(); f; f = queue.shift()) {
          const n = await seedFirm(sql, f, passwordHash, opts.seed);
          cases += n;
          done++;
          if (done % Math.max(20, Math.round(todo.length / 20)) === 0 || done === todo.length) log(`[bench:seed] ${done}/${todo.length} firms, ${cases.toLocaleString("en-US")} cases, ${((Date.now() - t0) / 1000).toFixed(0)} s`);
        }
      }),
    );
    await sql`analyze`;
    log(`[bench:seed] done in ${((Date.now() - t0) / 1000).toFixed(1)} s (tables analyzed)`);
    return { created: todo.length, existing: existing.size, cases };
  } finally {
    await sql.end();
  }
}

const args = parseArgs(process.argv.slice(2));
const url = requirePostgres();
try {
  const prefix = args.str("prefix", "bench");
  if (!/^[a-z][a-z0-9]{1,15}$/.test(prefix)) throw new Error(`--prefix must be a few lower-case letters or digits (got "${prefix}")`);
  await seedBench(url, { cases: args.int("cases", 100_000), tenants: args.int("tenants", 200), prefix, reset: args.flag("reset"), seed: args.int("seed", 42) });
} catch (err) {
  console.error(`[bench:seed] ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
}
