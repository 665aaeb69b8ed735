// Realistic cases for the demo firm, at different stages of the default workflow: a fresh H-1B cap
// petition with an overdue deadline, an extension in paralegal review, a green-card (GC Employment)
// case just submitted to the firm, an amendment with an RFE, and an approved transfer. Progress,
// status and history lines are derived from the default workflow; no notifications are queued.
import { eq } from "drizzle-orm";
import { petitionAssignments, petitionBeneficiaries, petitionHistory, petitions } from "@/db/schema/cases";
import type { Executor } from "@/lib/server/db/client";
import { ACTIVITY_DEFAULTS, defaultWorkflow, type ActivityCode } from "@/lib/modules/workflow/definitions";
import { nextActivity } from "@/lib/modules/workflow/rules";
import { nextCaseNumber } from "@/lib/modules/cases/steps/complete";
import { openRfeCase } from "@/lib/modules/cases/rfe/steps";
import { englishHistoryText, type HistoryMessage } from "@/lib/modules/cases/history-lines";
import { ROLE } from "@/lib/shared/constants/roles";

export type DemoCaseIds = {
  tenantId: string;
  branches: { hq: string; ny: string };
  companies: { acme: string; globex: string };
  beneficiaries: { arjun: string; wei: string; lucia: string };
  /** The demo user id of each role (demo.ts' ROLE_LOGINS). */
  usersByRole: Record<number, string>;
};

type DemoCase = {
  title: string;
  typeId: number;
  subTypeId: number;
  petitioner: "acme" | "globex";
  branch: "hq" | "ny";
  beneficiaries: ("arjun" | "wei" | "lucia")[];
  /** Completed through this code of the default sequence (included steps only). */
  through: ActivityCode;
  createdDaysAgo: number;
  deadlineInDays: number | null;
  premiumForm?: "I129" | "I140";
  assign?: number[];
  extra?: Partial<typeof petitions.$inferInsert>;
};

const isoDay = (d: Date) => d.toISOString().slice(0, 10);
const daysFromNow = (n: number) => new Date(Date.now() + n * 86_400_000);

export async function seedDemoCases(tx: Executor, ids: DemoCaseIds): Promise<string[]> {
  const entries = defaultWorkflow(1);
  const included = entries.filter((e) => e.include).map((e) => e.code as ActivityCode);
  const cases: DemoCase[] = [
    { title: "Wei Zhang - H-1B cap petition", typeId: 1, subTypeId: 2, petitioner: "acme", branch: "hq", beneficiaries: ["wei"], through: "CREATE_PETITION", createdDaysAgo: 12, deadlineInDays: -2 },
    {
      title: "Arjun Sharma - H-1B extension",
      typeId: 1,
      subTypeId: 3,
      petitioner: "acme",
      branch: "hq",
      beneficiaries: ["arjun"],
      through: "ASSIGN_PARALEGAL",
      createdDaysAgo: 30,
      deadlineInDays: 45,
      premiumForm: "I129",
      assign: [ROLE.SUPERVISOR, ROLE.PARALEGAL],
    },
    { title: "Lucia Fernandez - green card (PERM, I-140, I-485)", typeId: 3, subTypeId: 15, petitioner: "globex", branch: "ny", beneficiaries: ["lucia"], through: "SUBMIT_TO_LAW_FIRM", createdDaysAgo: 20, deadlineInDays: 120 },
    {
      title: "Arjun Sharma - H-1B amendment (new worksite)",
      typeId: 1,
      subTypeId: 4,
      petitioner: "acme",
      branch: "hq",
      beneficiaries: ["arjun"],
      through: "UPDATE_USCIS_RECEIPT_NUMBER",
      createdDaysAgo: 95,
      deadlineInDays: 10,
      premiumForm: "I129",
      assign: [ROLE.SUPERVISOR, ROLE.PARALEGAL, ROLE.ATTORNEY],
      extra: {
        receiptNumber: "EAC2590012345",
        receiptDate: isoDay(daysFromNow(-60)),
        statusId: 24,
        uscisResponse: "rfe",
        responseDate: isoDay(daysFromNow(-20)),
        rfeNoticeDate: isoDay(daysFromNow(-20)),
        rfeServedByMail: true,
        petitionerSignRequested: true,
        filingFeeCents: 78000,
        carrierId: 1,
        trackingNumber: "1Z999AA10123456784",
      },
    },
    {
      title: "Lucia Fernandez - H-1B transfer",
      typeId: 1,
      subTypeId: 5,
      petitioner: "globex",
      branch: "ny",
      beneficiaries: ["lucia"],
      through: "UPDATE_USCIS_RESPONSE",
      createdDaysAgo: 200,
      deadlineInDays: null,
      assign: [ROLE.SUPERVISOR, ROLE.ATTORNEY],
      extra: {
        receiptNumber: "WAC2590054321",
        receiptDate: isoDay(daysFromNow(-170)),
        statusId: 22,
        uscisResponse: "approved",
        responseDate: isoDay(daysFromNow(-120)),
        validityStart: isoDay(daysFromNow(-110)),
        validityEnd: isoDay(daysFromNow(985)),
        closedAt: daysFromNow(-120),
        petitionerSignRequested: true,
        filingFeeCents: 46000,
      },
    },
  ];

  const created: string[] = [];
  const admin = ids.usersByRole[ROLE.ADMIN] ?? null;
  for (const c of cases) {
    const upTo = included.indexOf(c.through);
    const completed = included.slice(0, upTo + 1);
    const lastStatus = [...completed].reverse().map((code) => ACTIVITY_DEFAULTS[code].status).find((s) => s !== undefined) ?? 1;
    const createdAt = daysFromNow(-c.createdDaysAgo);
    const caseNumber = await nextCaseNumber(tx, ids.tenantId, createdAt.getUTCFullYear());
    const [row] = await tx
      .insert(petitions)
      .values({
        tenantId: ids.tenantId,
        caseNumber,
        title: c.title,
        typeId: c.typeId,
        subTypeId: c.subTypeId,
        petitionerId: ids.companies[c.petitioner],
        branchId: ids.branches[c.branch],
        createdByUserId: admin,
        statusId: lastStatus,
        deadlineDate: c.deadlineInDays === null ? null : isoDay(daysFromNow(c.deadlineInDays)),
        premiumProcessing: c.premiumForm !== undefined,
        premiumForm: c.premiumForm ?? null,
        completedActivities: completed,
        nextWorkflowActivity: nextActivity(entries, completed),
        createdAt,
        updatedAt: daysFromNow(-Math.floor(c.createdDaysAgo / 3)),
        ...c.extra,
      })
      .returning({ id: petitions.id });
    await tx.insert(petitionBeneficiaries).values(c.beneficiaries.map((b, i) => ({ tenantId: ids.tenantId, petitionId: row.id, beneficiaryId: ids.beneficiaries[b], isPrimary: i === 0 })));
    const assigned = (c.assign ?? []).filter((r) => ids.usersByRole[r]);
    if (assigned.length) {
      await tx.insert(petitionAssignments).values(assigned.map((roleId) => ({ tenantId: ids.tenantId, petitionId: row.id, roleId, userId: ids.usersByRole[roleId] })));
    }
    // One history line per completed step, spread between creation and the last update.
    const span = Math.max(1, c.createdDaysAgo - Math.floor(c.createdDaysAgo / 3));
    await tx.insert(petitionHistory).values(
      completed.map((code, i) => {
        const editor = ACTIVITY_DEFAULTS[code].editors.find((r) => ids.usersByRole[r]) ?? ROLE.ADMIN;
        // Stored as a code with parameters, shown in the reader's language (lib/modules/cases/history-lines.ts).
        const line: HistoryMessage =
          code === "CREATE_PETITION" ? { code: "caseCreated", params: {} } : { code: "activityCompleted", params: { activity: code, activityName: ACTIVITY_DEFAULTS[code].name } };
        return {
          tenantId: ids.tenantId,
          petitionId: row.id,
          activityCode: code,
          message: englishHistoryText(line),
          messageCode: line.code,
          messageParams: line.params,
          actorUserId: ids.usersByRole[editor] ?? admin,
          actorRoleId: editor,
          createdAt: new Date(createdAt.getTime() + Math.round((span * 86_400_000 * i) / Math.max(1, completed.length))),
        };
      }),
    );
    // A case answered with an RFE has its RFE case (as recording the answer opens one).
    if (c.extra?.uscisResponse === "rfe" && c.extra.rfeNoticeDate) {
      const [petition] = await tx.select().from(petitions).where(eq(petitions.id, row.id));
      await openRfeCase(tx, { petition, kind: "RFE", noticeDate: c.extra.rfeNoticeDate, servedByMail: c.extra.rfeServedByMail ?? false, actor: { userId: admin, roleId: ROLE.ADMIN, tenantId: ids.tenantId } });
    }
    created.push(row.id);
  }
  return created;
}
