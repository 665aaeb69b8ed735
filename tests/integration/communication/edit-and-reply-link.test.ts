// Changing one's own message (communication/edit, delete: the author only, and only until someone else has read
// it) and answering a message from its e-mail without signing in (the reply link: communication/token/view,
// token/reply — one reply per link, as the user it was e-mailed to, with their reach as it is now).
import { describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { communicationReplyLinks } from "@/db/schema/communication";
import { memberships, users } from "@/db/schema/identity";
import { auditLog } from "@/db/schema/platform";
import { getDb } from "@/lib/server/db/client";
import { ROLE } from "@/lib/shared/constants/roles";
import { createCompany, createUser } from "../../factories";
import { callApi } from "../api";
import { expectField, expectStatus, file, PDF, useTempFileStore } from "../documents/helpers";
import { mailsTo, newThread, notificationsOf, world, type World } from "./helpers";

useTempFileStore();

type Msg = { id: string; body: string; deleted: boolean; changeable: boolean; editedAt: string | null; attachments: { id: string }[]; author: { userId: string } };

async function messages(w: World, threadId: string, token = w.paralegal.token): Promise<Msg[]> {
  const res = await w.call("communication/list", { petitionId: w.petition.id, threadId }, token);
  expectStatus(res, 200);
  return res.body.result.data.messages;
}

describe("POST /api/communication/edit and delete", () => {
  it("the author edits a message nobody else has read (marked edited, the earlier text audited); once read, 409 naming the reader", async () => {
    const w = await world();
    const saved = await newThread(w);
    expect((await messages(w, saved.threadId))[0]).toMatchObject({ changeable: true, editedAt: null });
    const edit = await w.call("communication/edit", { messageId: saved.message.id, body: "Please upload the passport's first page." }, w.paralegal.token);
    expectStatus(edit, 200);
    expect(edit.body.result.data).toMatchObject({ id: saved.message.id, body: "Please upload the passport's first page.", changeable: true, deleted: false });
    expect(edit.body.result.data.editedAt).not.toBeNull();
    const db = await getDb();
    const [audit] = await db.select().from(auditLog).where(and(eq(auditLog.tenantId, w.tenant.id), eq(auditLog.action, "communication.edit")));
    expect(audit.before).toMatchObject({ body: "Please upload the passport copy." });
    expect(audit.after).toMatchObject({ body: "Please upload the passport's first page." });
    // Others see it as changeable only by its author.
    expect((await messages(w, saved.threadId, w.attorney.token))[0]).toMatchObject({ body: "Please upload the passport's first page.", changeable: false });

    // The petitioner reads it: no more changes.
    expectStatus(await w.call("communication/mark-read", { threadId: saved.threadId }, w.petitioner.token), 200);
    expect((await messages(w, saved.threadId))[0].changeable).toBe(false);
    const late = await w.call("communication/edit", { messageId: saved.message.id, body: "Changed" }, w.paralegal.token);
    expectStatus(late, 409, "CONFLICT");
    expect(late.body.message).toBe(`${w.petitioner.user.name} already read this message: write a new one to correct it`);
    expectStatus(await w.call("communication/delete", { messageId: saved.message.id }, w.paralegal.token), 409, "CONFLICT");
    expect((await messages(w, saved.threadId))[0].body).toBe("Please upload the passport's first page.");
  });

  it("the author deletes a message nobody else has read: 'deleted' in its place, its files hidden and no longer downloadable", async () => {
    const w = await world();
    const key = (await w.upload("s3/upload", { file: file(PDF, "passport.pdf"), petitionId: w.petition.id }, w.paralegal.token)).body.result.data.key as string;
    const saved = await newThread(w, { attachments: [key] });
    const [withFile] = await messages(w, saved.threadId, w.attorney.token);
    const attachmentId = withFile.attachments[0].id;
    const del = await w.call("communication/delete", { messageId: saved.message.id }, w.paralegal.token);
    expectStatus(del, 200);
    expect(del.body.result.data).toMatchObject({ deleted: true, body: "", attachments: [], changeable: false });
    const [gone] = await messages(w, saved.threadId, w.attorney.token);
    expect(gone).toMatchObject({ deleted: true, body: "", attachments: [] });
    expectStatus(await w.call("communication/attachment-url", { attachmentId }, w.attorney.token), 404, "NOT_FOUND");
    const list = (await w.call("communication/list", { petitionId: w.petition.id }, w.attorney.token)).body.result.data;
    expect(list.threads[0].lastMessage).toMatchObject({ deleted: true, body: "" });
    // Nothing left to read: not counted as unread.
    expect(list.threads[0].unreadCount).toBe(0);
    expect(list.unreadCount).toBe(0);
    // Deleted is final.
    expectStatus(await w.call("communication/edit", { messageId: saved.message.id, body: "Back" }, w.paralegal.token), 409, "CONFLICT");
    expectStatus(await w.call("communication/delete", { messageId: saved.message.id }, w.paralegal.token), 409, "CONFLICT");
    const db = await getDb();
    const [audit] = await db.select().from(auditLog).where(and(eq(auditLog.tenantId, w.tenant.id), eq(auditLog.action, "communication.delete")));
    expect(audit.before).toMatchObject({ body: "Please upload the passport copy.", attachments: ["passport.pdf"] });
  });

  it("422 on bad input, 403 for someone else's message or a role without the permission, 404 for another firm's caller", async () => {
    const w = await world();
    const saved = await newThread(w);
    expectField(await w.call("communication/edit", { messageId: saved.message.id, body: " " }, w.paralegal.token), "body", "*Message is required");
    expectField(await w.call("communication/edit", { messageId: "x", body: "B" }, w.paralegal.token), "messageId");
    expectField(await w.call("communication/delete", {}, w.paralegal.token), "messageId");
    const notMine = await w.call("communication/edit", { messageId: saved.message.id, body: "B" }, w.attorney.token);
    expectStatus(notMine, 403, "FORBIDDEN");
    expect(notMine.body.message).toBe("Only its author can change a message");
    expectStatus(await w.call("communication/delete", { messageId: saved.message.id }, w.admin.token), 403, "FORBIDDEN");
    const i9 = await createUser(w.tenant, ROLE.I9_USER);
    expectStatus(await w.call("communication/delete", { messageId: saved.message.id }, i9.token), 403, "FORBIDDEN");
    const other = await world();
    expectStatus(await other.call("communication/edit", { messageId: saved.message.id, body: "B" }), 404, "NOT_FOUND");
    expectStatus(await other.call("communication/delete", { messageId: saved.message.id }), 404, "NOT_FOUND");
    expect((await messages(w, saved.threadId))[0]).toMatchObject({ body: "Please upload the passport copy.", deleted: false });
  });
});

/** The reply link of the newest message e-mail to `to`. */
async function replyTokenFor(w: World, to: string): Promise<string> {
  const mails = await mailsTo(w.tenant.id, to);
  const text = mails.at(-1)!.textBody;
  const m = text.match(/\/app\/message-reply\?token=([A-Za-z0-9_%-]+)/);
  if (!m) throw new Error(`no reply link in: ${text}`);
  return decodeURIComponent(m[1]);
}

describe("POST /api/communication/token/view and token/reply", () => {
  it("the petitioner answers from the e-mail without signing in: one reply, written as them, told to the thread's people", async () => {
    const w = await world();
    const saved = await newThread(w);
    const [mail] = await mailsTo(w.tenant.id, w.petitioner.email);
    expect(mail.textBody).toContain("Reply without signing in:");
    expect(mail.htmlBody).toContain("it works once, for 14 days");
    const token = await replyTokenFor(w, w.petitioner.email);
    const link = (path: string, body: unknown = {}, slug = w.tenant.slug) => callApi(path, body, { tenant: slug, token });

    const view = await link("communication/token/view");
    expectStatus(view, 200);
    expect(view.body.result.data).toMatchObject({
      firmName: w.tenant.name,
      subject: "Passport copy",
      replyAs: w.petitioner.user.name,
      message: { author: "Paula Paralegal", body: "Please upload the passport copy.", deleted: false },
      threadPath: `/app/petition-details/${w.petition.id}?tab=messages&thread=${saved.threadId}`,
    });

    expectField(await link("communication/token/reply", { body: "  " }), "body", "*Message is required");
    const reply = await link("communication/token/reply", { body: "Uploaded it this morning." });
    expectStatus(reply, 200);
    expect(reply.body.result.data).toMatchObject({ threadId: saved.threadId, message: { author: { userId: w.petitioner.user.id }, body: "Uploaded it this morning." } });
    expect((await notificationsOf(w.tenant.id, w.paralegal.user.id)).map((n) => n.kind)).toEqual(["message.posted"]);
    // The reply is read up to by its author, so the paralegal's message shows as seen by the petitioner.
    const msgs = await messages(w, saved.threadId);
    expect(msgs.map((m) => m.body)).toEqual(["Uploaded it this morning.", "Please upload the passport copy."]);

    // Used: 410 for both calls, nothing more written.
    const again = await link("communication/token/reply", { body: "Twice?" });
    expectStatus(again, 410, "QUESTIONNAIRE_SUBMITTED");
    expect(again.body.message).toBe("This reply link was already used: sign in to continue the conversation");
    expectStatus(await link("communication/token/view"), 410, "QUESTIONNAIRE_SUBMITTED");
    expect(await messages(w, saved.threadId)).toHaveLength(2);
  });

  it("404 for an unknown token or another firm's host; 410 when expired, when the user is no longer active, or no longer reaches the case", async () => {
    const w = await world();
    await newThread(w);
    const db = await getDb();
    const unknown = await callApi("communication/token/view", {}, { tenant: w.tenant.slug, token: "nope" });
    expectStatus(unknown, 404, "NOT_FOUND");
    expectStatus(await callApi("communication/token/view", {}, { tenant: w.tenant.slug }), 404, "NOT_FOUND");
    const other = await world();
    const petitionerToken = await replyTokenFor(w, w.petitioner.email);
    expectStatus(await callApi("communication/token/view", {}, { tenant: other.tenant.slug, token: petitionerToken }), 404, "NOT_FOUND");
    expectStatus(await callApi("communication/token/reply", { body: "Hi" }, { tenant: other.tenant.slug, token: petitionerToken }), 404, "NOT_FOUND");

    // Expired.
    await db.update(communicationReplyLinks).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(communicationReplyLinks.userId, w.petitioner.user.id));
    expectStatus(await callApi("communication/token/reply", { body: "Hi" }, { tenant: w.tenant.slug, token: petitionerToken }), 410, "QUESTIONNAIRE_EXPIRED");

    // The beneficiary's login is deactivated.
    const beneficiaryToken = await replyTokenFor(w, w.beneficiaryUser.email);
    await db.update(memberships).set({ statusId: 2 }).where(eq(memberships.userId, w.beneficiaryUser.user.id));
    const inactive = await callApi("communication/token/reply", { body: "Hi" }, { tenant: w.tenant.slug, token: beneficiaryToken });
    expectStatus(inactive, 410, "QUESTIONNAIRE_EXPIRED");
    expect(inactive.body.message).toBe("You can no longer reply on this case: sign in, or ask the firm");

    // The petitioner's login now belongs to another client: the case is out of their reach.
    const attorneyToken = await replyTokenFor(w, w.attorney.email);
    const ownToken = await replyTokenFor(w, w.petitioner.email);
    await db.update(communicationReplyLinks).set({ expiresAt: new Date(Date.now() + 60_000) }).where(eq(communicationReplyLinks.userId, w.petitioner.user.id));
    expectStatus(await callApi("communication/token/view", {}, { tenant: w.tenant.slug, token: ownToken }), 200);
    const elsewhere = await createCompany(w.tenant.id);
    await db.update(memberships).set({ companyId: elsewhere.id }).where(eq(memberships.userId, w.petitioner.user.id));
    expectStatus(await callApi("communication/token/view", {}, { tenant: w.tenant.slug, token: ownToken }), 410, "QUESTIONNAIRE_EXPIRED");
    // Nothing was written through any refused link; the attorney's still works.
    const [thread] = (await w.call("communication/list", { petitionId: w.petition.id })).body.result.data.threads;
    expect(thread.messageCount).toBe(1);
    expectStatus(await callApi("communication/token/view", {}, { tenant: w.tenant.slug, token: attorneyToken }), 200);
  });

  it("a recipient who chose the daily digest gets no reply link (the digest links to the case)", async () => {
    const w = await world();
    const db = await getDb();
    await db.update(users).set({ preferences: { notifyEmail: "digest" } }).where(eq(users.id, w.attorney.user.id));
    await newThread(w);
    const links = await db.select().from(communicationReplyLinks).where(eq(communicationReplyLinks.tenantId, w.tenant.id));
    expect(links.map((l) => l.userId).sort()).toEqual([w.petitioner.user.id, w.beneficiaryUser.user.id].sort());
    expect(await mailsTo(w.tenant.id, w.attorney.email)).toEqual([]);
  });
});
