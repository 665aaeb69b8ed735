// The reader's date order (issue 34 §4) in the texts the server writes for them: the bell's notifications,
// the notification e-mails (at once and the digest) and the case history lines follow the date format the
// user chose on their profile (users.preferences.dateFormat), in either language; MM/DD/YYYY when never chosen.
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { petitionHistory } from "@/db/schema/cases";
import { emailOutbox } from "@/db/schema/platform";
import { readOutboxMail } from "@/lib/server/mail/sealed-mail";
import { getDb } from "@/lib/server/db/client";
import { enqueue, runQueuedJobs } from "@/lib/server/jobs/runner";
import { notify } from "@/lib/modules/notifications/notify";
import "@/lib/modules/notifications/jobs";
import { createFirm, createUser } from "../../factories";
import { callApi } from "../api";
import { quietMailLog } from "../auth/helpers";
import { caseAt } from "../workflow/helpers";

quietMailLog();

// The 4th of March: 03/04/2031 month first, 04/03/2031 day first (a day above 12 could not be misread).
const DUE = "2031-03-04";

async function tellDue(tenantId: string, actorUserId: string, recipients: string[]) {
  const db = await getDb();
  await db.transaction((tx) =>
    notify(tx, { tenantId, actorUserId, recipients, kind: "deadline.approaching", params: { caseNumber: "2031-000007", title: "File the I-129", date: DUE, days: 3 }, link: "/app/dashboard" }),
  );
}

async function mailsTo(email: string) {
  const db = await getDb();
  return (await db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email))).map(readOutboxMail);
}

describe("dates in what the server writes follow the reader's date format", () => {
  it("the bell's list: DD/MM/YYYY for the user who chose it (English or Spanish), MM/DD/YYYY for the others", async () => {
    const { tenant, admin } = await createFirm();
    const dmy = await createUser(tenant, 8, { userOverrides: { preferences: { dateFormat: "DMY", notifyEmail: "off" } } });
    const mdy = await createUser(tenant, 8, { userOverrides: { preferences: { notifyEmail: "off" } } });
    await tellDue(tenant.id, admin.user.id, [dmy.user.id, mdy.user.id]);
    const bodyOf = async (token: string, locale: "en" | "es") => {
      const res = await callApi("notify/list", {}, { tenant: tenant.slug, token, headers: { cookie: `NEXT_LOCALE=${locale}` } });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.result.data.notifications[0].body as string;
    };
    expect(await bodyOf(dmy.token, "en")).toBe("File the I-129 is due on 04/03/2031.");
    expect(await bodyOf(dmy.token, "es")).toContain("04/03/2031");
    expect(await bodyOf(mdy.token, "en")).toBe("File the I-129 is due on 03/04/2031.");
    expect(await bodyOf(mdy.token, "es")).toContain("03/04/2031");
    // A choice made now applies to the next read (the order is read with the session, not cached).
    expect((await callApi("users/preferences", { dateFormat: "DMY" }, { tenant: tenant.slug, token: mdy.token })).status).toBe(200);
    expect(await bodyOf(mdy.token, "en")).toBe("File the I-129 is due on 04/03/2031.");
  });

  it("the e-mail at once and the daily digest use each recipient's own order", async () => {
    const { tenant, admin } = await createFirm();
    const dmy = await createUser(tenant, 8, { userOverrides: { preferences: { dateFormat: "DMY", locale: "es" } } });
    const mdy = await createUser(tenant, 8);
    const digestDmy = await createUser(tenant, 8, { userOverrides: { preferences: { dateFormat: "DMY", notifyEmail: "digest" } } });
    await tellDue(tenant.id, admin.user.id, [dmy.user.id, mdy.user.id, digestDmy.user.id]);
    const [dmyMail] = await mailsTo(dmy.email);
    expect(dmyMail.textBody).toContain("04/03/2031");
    expect(dmyMail.htmlBody).toContain("04/03/2031");
    expect(dmyMail.textBody).not.toContain("03/04/2031");
    const [mdyMail] = await mailsTo(mdy.email);
    expect(mdyMail.textBody).toContain("File the I-129 is due on 03/04/2031.");

    const db = await getDb();
    await enqueue(db, "notifications.digest");
    await runQueuedJobs("notifications.digest");
    const [digest] = await mailsTo(digestDmy.email);
    expect(digest.template).toBe("notification.digest");
    expect(digest.textBody).toContain("File the I-129 is due on 04/03/2031.");
  });

  it("case history lines with a date: the reader's order on the activity list", async () => {
    const { tenant, admin } = await createFirm();
    const p = await caseAt(tenant.id, "PARALEGAL_LIST");
    const db = await getDb();
    await db.insert(petitionHistory).values({ tenantId: tenant.id, petitionId: p.id, message: "USCIS: Approved on 03/04/2031", messageCode: "uscisDecision", messageParams: { outcome: "approved", date: DUE } });
    const lineFor = async (token: string) => {
      const res = await callApi("petition/activity-list", { id: p.id }, { tenant: tenant.slug, token });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return (res.body.result.data as { message: string }[]).map((r) => r.message);
    };
    expect(await lineFor(admin.token)).toContain("USCIS: Approved on 03/04/2031");
    await callApi("users/preferences", { dateFormat: "DMY" }, { tenant: tenant.slug, token: admin.token });
    expect(await lineFor(admin.token)).toContain("USCIS: Approved on 04/03/2031");
  });
});
