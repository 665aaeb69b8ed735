// Communication threads on a case (issue 15): /communication/user-list (the case's team, the client's contacts
// with an account, the beneficiary), save (a new thread, a reply, mentions only of the user-list, attachments
// taken over from the caller's uploads), list (threads with unread counts; a thread's messages newest first
// with "seen by"), mark-read, attachment-url; notifications in-app and by e-mail (the mentioned told apart);
// reach: a petitioner its company's case, a beneficiary its own; another firm's caller 404; a role without the
// permission 403.
import { describe, expect, it } from "vitest";
import { ROLE } from "@/lib/shared/constants/roles";
import { createBeneficiary, createFirm, createUser } from "../../factories";
import { callApi } from "../api";
import { createCase, expectField, expectStatus, file, PDF, useTempFileStore } from "../documents/helpers";
import { mailsTo, newThread, notificationsOf, world } from "./helpers";

useTempFileStore();

describe("POST /api/communication/user-list", () => {
  it("the case's team, the client's contact with an account and the beneficiary — not staff off the case", async () => {
    const w = await world();
    const res = await w.call("communication/user-list", { petitionId: w.petition.id });
    expectStatus(res, 200);
    const list = res.body.result.data as { userId: string; group: string; roleId: number }[];
    expect(list.map((a) => [a.userId, a.group, a.roleId])).toEqual([
      [w.attorney.user.id, "team", ROLE.ATTORNEY],
      [w.paralegal.user.id, "team", ROLE.PARALEGAL],
      [w.petitioner.user.id, "client", ROLE.PETITIONER],
      [w.beneficiaryUser.user.id, "beneficiary", ROLE.BENEFICIARY],
    ]);
    expect(list.map((a) => a.userId)).not.toContain(w.outsider.user.id);
    // The petitioner of the case asks too.
    expectStatus(await w.call("communication/user-list", { petitionId: w.petition.id }, w.petitioner.token), 200);
  });

  it("422 without a case, 403 for a role without the permission, 404 for another firm's caller", async () => {
    const w = await world();
    expectField(await w.call("communication/user-list", {}), "petitionId");
    expectField(await w.call("communication/user-list", { petitionId: "nope" }), "petitionId");
    const subscriber = await createUser(w.tenant, ROLE.SUBSCRIBER);
    expectStatus(await w.call("communication/user-list", { petitionId: w.petition.id }, subscriber.token), 403, "FORBIDDEN");
    const other = await world();
    expectStatus(await other.call("communication/user-list", { petitionId: w.petition.id }), 404, "NOT_FOUND");
  });
});

describe("POST /api/communication/save", () => {
  it("a new thread mentioning a colleague: the mentioned and the others are told in-app and by e-mail, in their language; not the author", async () => {
    const w = await world();
    const saved = await newThread(w, { mentions: [w.attorney.user.id] });
    expect(saved.message).toMatchObject({ author: { userId: w.paralegal.user.id }, mentions: [{ userId: w.attorney.user.id, name: "Arthur Attorney" }], read: true, seenBy: [] });

    const [mention] = await notificationsOf(w.tenant.id, w.attorney.user.id);
    expect(mention).toMatchObject({ kind: "message.mentioned", petitionId: w.petition.id, link: `/app/petition-details/${w.petition.id}?tab=messages&thread=${saved.threadId}` });
    expect(mention.params).toMatchObject({ name: "Paula Paralegal", title: "Passport copy" });
    for (const who of [w.petitioner, w.beneficiaryUser]) {
      expect((await notificationsOf(w.tenant.id, who.user.id)).map((n) => n.kind)).toEqual(["message.posted"]);
    }
    expect(await notificationsOf(w.tenant.id, w.paralegal.user.id)).toEqual([]);
    expect(await notificationsOf(w.tenant.id, w.outsider.user.id)).toEqual([]);

    const [attorneyMail] = await mailsTo(w.tenant.id, w.attorney.email);
    expect(attorneyMail).toMatchObject({ template: "notification.message.mentioned", subject: expect.stringContaining("Paula Paralegal mentioned you on case") });
    expect(attorneyMail.textBody).toContain(`/app/petition-details/${w.petition.id}?tab=messages&thread=${saved.threadId}`);
    const [petitionerMail] = await mailsTo(w.tenant.id, w.petitioner.email);
    expect(petitionerMail).toMatchObject({ template: "notification.message.posted", subject: expect.stringContaining("New message on case") });
    expect(await mailsTo(w.tenant.id, w.paralegal.email)).toEqual([]);

    // A reply by the petitioner tells the paralegal (Spanish, by her preference) and the others, not the petitioner.
    const reply = await w.call("communication/save", { petitionId: w.petition.id, threadId: saved.threadId, body: "Uploaded, thanks." }, w.petitioner.token);
    expectStatus(reply, 200);
    expect(reply.body.result.data.threadId).toBe(saved.threadId);
    const [paulaMail] = await mailsTo(w.tenant.id, w.paralegal.email);
    expect(paulaMail.subject).toContain("Nuevo mensaje en el caso");
    expect((await notificationsOf(w.tenant.id, w.petitioner.user.id)).length).toBe(1);
  });

  it("the earlier authors of a thread are told of replies even when not on the case's team", async () => {
    const w = await world();
    const saved = await newThread(w, {}, w.admin.token);
    expectStatus(await w.call("communication/save", { petitionId: w.petition.id, threadId: saved.threadId, body: "Done." }, w.beneficiaryUser.token), 200);
    expect((await notificationsOf(w.tenant.id, w.admin.user.id)).map((n) => n.kind)).toEqual(["message.posted"]);
  });

  it("422: an empty or too long body, no subject on a new thread, a mention outside the user-list, an unknown key", async () => {
    const w = await world();
    const base = { petitionId: w.petition.id, subject: "Hello", body: "Hi" };
    expectField(await w.call("communication/save", { ...base, body: "   " }), "body", "*Message is required");
    expectField(await w.call("communication/save", { ...base, body: "x".repeat(10_001) }), "body", "Maximum 10000 characters allowed");
    expectField(await w.call("communication/save", { ...base, subject: undefined }), "subject", "*Subject is required");
    expectField(await w.call("communication/save", { ...base, mentions: [w.outsider.user.id] }), "mentions", "Mentions must be people of this case");
    expectField(await w.call("communication/save", { ...base, mentions: ["x"] }), "mentions.0");
    expectField(await w.call("communication/save", { ...base, cc: "x" }), "cc", "Unknown field");
    // A mention of another firm's user is refused the same way, and nothing was written.
    const other = await world();
    expectField(await w.call("communication/save", { ...base, mentions: [other.paralegal.user.id] }), "mentions");
    const list = await w.call("communication/list", { petitionId: w.petition.id });
    expect(list.body.result.data.threads).toEqual([]);
  });

  it("403 for a role without the permission; 404 for another firm's caller, another case's thread, a case out of reach", async () => {
    const w = await world();
    const i9 = await createUser(w.tenant, ROLE.I9_USER);
    expectStatus(await w.call("communication/save", { petitionId: w.petition.id, subject: "S", body: "B" }, i9.token), 403, "FORBIDDEN");
    const saved = await newThread(w);
    const other = await world();
    expectStatus(await other.call("communication/save", { petitionId: w.petition.id, subject: "S", body: "B" }), 404, "NOT_FOUND");
    expectStatus(await other.call("communication/save", { petitionId: other.petition.id, threadId: saved.threadId, body: "B" }), 404, "NOT_FOUND");
    // A thread named with another case of the same firm.
    const second = await createCase(w.tenant.id, { petitionerId: w.company.id }, []);
    expectStatus(await w.call("communication/save", { petitionId: second.id, threadId: saved.threadId, body: "B" }), 404, "NOT_FOUND");
  });

  it("attachments: the author's own uploads for this case become the message's files, readable by the case's people", async () => {
    const w = await world();
    const key = (await w.upload("s3/upload", { file: file(PDF, "passport.pdf"), petitionId: w.petition.id }, w.paralegal.token)).body.result.data.key as string;
    const saved = await newThread(w, { attachments: [key] });
    const list = await w.call("communication/list", { petitionId: w.petition.id, threadId: saved.threadId }, w.beneficiaryUser.token);
    const [att] = list.body.result.data.messages[0].attachments;
    expect(att).toMatchObject({ fileName: "passport.pdf", mimetype: "application/pdf" });
    const url = await w.call("communication/attachment-url", { attachmentId: att.id }, w.beneficiaryUser.token);
    expectStatus(url, 200);
    expect(url.body.result.data.url).toContain("/api/files/download");
    // Another firm's caller: 404; someone else's upload cannot be attached (404 File).
    const other = await world();
    expectStatus(await other.call("communication/attachment-url", { attachmentId: att.id }), 404, "NOT_FOUND");
    const theirs = (await w.upload("s3/upload", { file: file(PDF, "other.pdf"), petitionId: w.petition.id }, w.attorney.token)).body.result.data.key as string;
    expectStatus(await w.call("communication/save", { petitionId: w.petition.id, subject: "S", body: "B", attachments: [theirs] }, w.paralegal.token), 404, "NOT_FOUND");
  });
});

describe("POST /api/communication/list and mark-read", () => {
  it("threads newest first with unread counts; a thread's messages newest first, paged, with read state and seen by", async () => {
    const w = await world();
    const first = await newThread(w, { subject: "First" });
    const second = await newThread(w, { subject: "Second" });
    await w.call("communication/save", { petitionId: w.petition.id, threadId: first.threadId, body: "Any news?" }, w.paralegal.token);

    const list = await w.call("communication/list", { petitionId: w.petition.id }, w.petitioner.token);
    expectStatus(list, 200);
    expect(list.body.result.pagination).toEqual({ page: 1, perpage: 20, total: 2 });
    const { threads, unreadCount } = list.body.result.data;
    expect(threads.map((t: { subject: string; unreadCount: number; messageCount: number }) => [t.subject, t.messageCount, t.unreadCount])).toEqual([
      ["First", 2, 2],
      ["Second", 1, 1],
    ]);
    expect(threads[0].lastMessage).toMatchObject({ body: "Any news?", author: { name: "Paula Paralegal" } });
    expect(unreadCount).toBe(3);
    // The author has nothing unread.
    expect((await w.call("communication/list", { petitionId: w.petition.id }, w.paralegal.token)).body.result.data.unreadCount).toBe(0);

    const page1 = await w.call("communication/list", { petitionId: w.petition.id, threadId: first.threadId, perpage: 1 }, w.petitioner.token);
    expect(page1.body.result.pagination).toEqual({ page: 1, perpage: 1, total: 2 });
    expect(page1.body.result.data.messages.map((m: { body: string; read: boolean }) => [m.body, m.read])).toEqual([["Any news?", false]]);
    const page2 = await w.call("communication/list", { petitionId: w.petition.id, threadId: first.threadId, perpage: 1, page: 2 }, w.petitioner.token);
    expect(page2.body.result.data.messages[0].body).toBe("Please upload the passport copy.");

    // The petitioner reads the first message only, then all.
    const upToFirst = await w.call("communication/mark-read", { threadId: first.threadId, messageId: first.message.id }, w.petitioner.token);
    expectStatus(upToFirst, 200);
    expect(upToFirst.body.result.data.unreadCount).toBe(2);
    let msgs = (await w.call("communication/list", { petitionId: w.petition.id, threadId: first.threadId }, w.paralegal.token)).body.result.data.messages;
    expect(msgs.map((m: { seenBy: { name: string }[] }) => m.seenBy.map((s) => s.name))).toEqual([[], [w.petitioner.user.name]]);
    const all = await w.call("communication/mark-read", { threadId: first.threadId }, w.petitioner.token);
    expect(all.body.result.data.unreadCount).toBe(1);
    // Never moves back.
    await w.call("communication/mark-read", { threadId: first.threadId, messageId: first.message.id }, w.petitioner.token);
    msgs = (await w.call("communication/list", { petitionId: w.petition.id, threadId: first.threadId }, w.paralegal.token)).body.result.data.messages;
    expect(msgs.map((m: { seenBy: { name: string }[] }) => m.seenBy.map((s) => s.name))).toEqual([[w.petitioner.user.name], [w.petitioner.user.name]]);
    const mine = (await w.call("communication/list", { petitionId: w.petition.id, threadId: first.threadId }, w.petitioner.token)).body.result.data;
    expect(mine.messages.every((m: { read: boolean }) => m.read)).toBe(true);
    expect(mine.thread).toMatchObject({ id: first.threadId, unreadCount: 0 });
    expect(second.threadId).not.toBe(first.threadId);
  });

  it("a beneficiary sees its own case's threads, not another beneficiary's case (404)", async () => {
    const w = await world();
    const otherPerson = await createUser(w.tenant, ROLE.BENEFICIARY);
    const b2 = await createBeneficiary(w.tenant.id, { companyId: w.company.id, userId: otherPerson.user.id });
    const case2 = await createCase(w.tenant.id, { petitionerId: w.company.id }, [b2.id]);
    const t2 = (await w.call("communication/save", { petitionId: case2.id, subject: "Their case", body: "Private" }, w.admin.token)).body.result.data.threadId;
    await newThread(w);

    expectStatus(await w.call("communication/list", { petitionId: w.petition.id }, w.beneficiaryUser.token), 200);
    expectStatus(await w.call("communication/list", { petitionId: case2.id }, w.beneficiaryUser.token), 404, "NOT_FOUND");
    expectStatus(await w.call("communication/list", { petitionId: w.petition.id, threadId: t2 }, w.beneficiaryUser.token), 404, "NOT_FOUND");
    expectStatus(await w.call("communication/mark-read", { threadId: t2 }, w.beneficiaryUser.token), 404, "NOT_FOUND");
    // The other beneficiary sees theirs, and the case's user-list does not offer the first beneficiary.
    expectStatus(await w.call("communication/list", { petitionId: case2.id, threadId: t2 }, otherPerson.token), 200);
    const people = (await w.call("communication/user-list", { petitionId: case2.id })).body.result.data.map((a: { userId: string }) => a.userId);
    expect(people).toContain(otherPerson.user.id);
    expect(people).not.toContain(w.beneficiaryUser.user.id);
  });

  it("422, 403 and another firm's 404 on list and mark-read", async () => {
    const w = await world();
    const saved = await newThread(w);
    expectField(await w.call("communication/list", { petitionId: w.petition.id, perpage: 101 }), "perpage");
    expectField(await w.call("communication/mark-read", {}), "threadId");
    const subscriber = await createUser(w.tenant, ROLE.SUBSCRIBER);
    expectStatus(await w.call("communication/list", { petitionId: w.petition.id }, subscriber.token), 403, "FORBIDDEN");
    expectStatus(await w.call("communication/mark-read", { threadId: saved.threadId }, subscriber.token), 403, "FORBIDDEN");
    const { tenant, admin } = await createFirm();
    const call = (p: string, b: unknown) => callApi(p, b, { tenant: tenant.slug, token: admin.token });
    expectStatus(await call("communication/list", { petitionId: w.petition.id }), 404, "NOT_FOUND");
    expectStatus(await call("communication/list", { petitionId: w.petition.id, threadId: saved.threadId }), 404, "NOT_FOUND");
    expectStatus(await call("communication/mark-read", { threadId: saved.threadId }), 404, "NOT_FOUND");
    // A message of another thread: 404.
    const otherThread = await newThread(w, { subject: "Other" });
    expectStatus(await w.call("communication/mark-read", { threadId: saved.threadId, messageId: otherThread.message.id }), 404, "NOT_FOUND");
  });
});
