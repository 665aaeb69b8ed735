// Threads with a client outside any case (communication/* with `companyId`): who may be addressed (the staff
// assigned on the client's cases and the client's own logins), who reaches them (staff who reach the client, the
// client's petitioners; no beneficiary, another client's petitioner, another firm), notifications that name the
// client and lead to its screen, files uploaded for no case, and the reply link, edit and mark-read on them.
import { describe, expect, it } from "vitest";
import { ROLE } from "@/lib/shared/constants/roles";
import { createCompany, createUser } from "../../factories";
import { callApi } from "../api";
import { expectField, expectStatus, file, PDF, useTempFileStore } from "../documents/helpers";
import { mailsTo, notificationsOf, world, type World } from "./helpers";

useTempFileStore();

async function clientThread(w: World, extra: Record<string, unknown> = {}, token = w.admin.token) {
  const res = await w.call("communication/save", { companyId: w.company.id, subject: "Annual H-1B headcount", body: "Could you confirm this year's hiring plan?", ...extra }, token);
  expectStatus(res, 200);
  return res.body.result.data as { threadId: string; message: { id: string } };
}

describe("client threads (communication/* with companyId)", () => {
  it("user-list: the staff of the client's cases and its petitioner logins — not the beneficiary, not staff off its cases", async () => {
    const w = await world();
    const res = await w.call("communication/user-list", { companyId: w.company.id });
    expectStatus(res, 200);
    const list = res.body.result.data as { userId: string; group: string }[];
    expect(list.map((a) => [a.userId, a.group])).toEqual([
      [w.attorney.user.id, "team"],
      [w.paralegal.user.id, "team"],
      [w.petitioner.user.id, "client"],
    ]);
  });

  it("a new thread with the client: told in-app and by e-mail with the client's name, leading to the client's screen; the petitioner reads and answers", async () => {
    const w = await world();
    const saved = await clientThread(w, { mentions: [w.petitioner.user.id] });
    const [mention] = await notificationsOf(w.tenant.id, w.petitioner.user.id);
    expect(mention).toMatchObject({ kind: "client-message.mentioned", petitionId: null, link: `/app/company/details/${w.company.id}?thread=${saved.threadId}#messages` });
    expect(mention.params).toMatchObject({ client: w.company.name, title: "Annual H-1B headcount" });
    expect((await notificationsOf(w.tenant.id, w.attorney.user.id)).map((n) => n.kind)).toEqual(["client-message.posted"]);
    expect(await notificationsOf(w.tenant.id, w.beneficiaryUser.user.id)).toEqual([]);
    const [mail] = await mailsTo(w.tenant.id, w.attorney.email);
    expect(mail.subject).toBe(`New message from ${w.company.name}'s conversations`);
    expect(mail.textBody).toContain("/app/message-reply?token=");

    const list = await w.call("communication/list", { companyId: w.company.id }, w.petitioner.token);
    expectStatus(list, 200);
    expect(list.body.result.data).toMatchObject({ unreadCount: 1, threads: [{ id: saved.threadId, petitionId: null, companyId: w.company.id, unreadCount: 1 }] });
    expectStatus(await w.call("communication/mark-read", { threadId: saved.threadId }, w.petitioner.token), 200);
    const reply = await w.call("communication/save", { companyId: w.company.id, threadId: saved.threadId, body: "We plan three new hires." }, w.petitioner.token);
    expectStatus(reply, 200);
    const msgs = (await w.call("communication/list", { companyId: w.company.id, threadId: saved.threadId })).body.result.data.messages;
    expect(msgs.map((m: { body: string }) => m.body)).toEqual(["We plan three new hires.", "Could you confirm this year's hiring plan?"]);
    // The admin wrote first, so hears the reply though not on any of the client's cases.
    expect((await notificationsOf(w.tenant.id, w.admin.user.id)).map((n) => n.kind)).toEqual(["client-message.posted"]);
    // The case's threads and the client's are apart.
    expect((await w.call("communication/list", { petitionId: w.petition.id })).body.result.data.threads).toEqual([]);
  });

  it("files uploaded for no case can be attached; a file uploaded for a case cannot", async () => {
    const w = await world();
    const loose = (await w.upload("s3/upload", { file: file(PDF, "headcount.pdf") })).body.result.data.key as string;
    const saved = await clientThread(w, { attachments: [loose] });
    const [msg] = (await w.call("communication/list", { companyId: w.company.id, threadId: saved.threadId }, w.petitioner.token)).body.result.data.messages;
    expect(msg.attachments.map((a: { fileName: string }) => a.fileName)).toEqual(["headcount.pdf"]);
    expectStatus(await w.call("communication/attachment-url", { attachmentId: msg.attachments[0].id }, w.petitioner.token), 200);
    const forCase = (await w.upload("s3/upload", { file: file(PDF, "case.pdf"), petitionId: w.petition.id })).body.result.data.key as string;
    expectStatus(await w.call("communication/save", { companyId: w.company.id, threadId: saved.threadId, body: "B", attachments: [forCase] }), 404, "NOT_FOUND");
  });

  it("the reply link and editing work on a client's thread", async () => {
    const w = await world();
    const saved = await clientThread(w);
    expectStatus(await w.call("communication/edit", { messageId: saved.message.id, body: "Could you confirm the hiring plan for 2027?" }), 200);
    const text = (await mailsTo(w.tenant.id, w.petitioner.email)).at(-1)!.textBody;
    const token = decodeURIComponent(text.match(/\/app\/message-reply\?token=([A-Za-z0-9_%-]+)/)![1]);
    const view = await callApi("communication/token/view", {}, { tenant: w.tenant.slug, token });
    expectStatus(view, 200);
    expect(view.body.result.data).toMatchObject({ caseNumber: null, clientName: w.company.name, message: { body: "Could you confirm the hiring plan for 2027?" }, threadPath: `/app/company/details/${w.company.id}?thread=${saved.threadId}#messages` });
    expectStatus(await callApi("communication/token/reply", { body: "Three hires." }, { tenant: w.tenant.slug, token }), 200);
    const [thread] = (await w.call("communication/list", { companyId: w.company.id })).body.result.data.threads;
    expect(thread).toMatchObject({ messageCount: 2, lastMessage: { body: "Three hires.", author: { userId: w.petitioner.user.id } } });
  });

  it("422: no case nor client, both; 404: a beneficiary, another client's petitioner, another branch's manager, another firm, the thread named with a case", async () => {
    const w = await world();
    expectField(await w.call("communication/list", {}), "petitionId", "*Case is required");
    expectField(await w.call("communication/save", { petitionId: w.petition.id, companyId: w.company.id, subject: "S", body: "B" }), "companyId", "Name a case or a client, not both");
    expectField(await w.call("communication/user-list", { companyId: "x" }), "companyId");
    const saved = await clientThread(w);
    expectStatus(await w.call("communication/list", { companyId: w.company.id }, w.beneficiaryUser.token), 404, "NOT_FOUND");
    expectStatus(await w.call("communication/list", { companyId: w.company.id, threadId: saved.threadId }, w.beneficiaryUser.token), 404, "NOT_FOUND");
    const otherClient = await createCompany(w.tenant.id);
    const stranger = await createUser(w.tenant, ROLE.PETITIONER, { companyId: otherClient.id });
    expectStatus(await w.call("communication/save", { companyId: w.company.id, threadId: saved.threadId, body: "Hi" }, stranger.token), 404, "NOT_FOUND");
    expectStatus(await w.call("communication/mark-read", { threadId: saved.threadId }, stranger.token), 404, "NOT_FOUND");
    const manager = await createUser(w.tenant, ROLE.BRANCH_MANAGER);
    expectStatus(await w.call("communication/user-list", { companyId: w.company.id }, manager.token), 404, "NOT_FOUND");
    const other = await world();
    expectStatus(await other.call("communication/list", { companyId: w.company.id }), 404, "NOT_FOUND");
    expectStatus(await other.call("communication/save", { companyId: w.company.id, subject: "S", body: "B" }), 404, "NOT_FOUND");
    // A client's thread named with one of its cases (or another client) is not found.
    expectStatus(await w.call("communication/list", { petitionId: w.petition.id, threadId: saved.threadId }), 404, "NOT_FOUND");
    expectStatus(await w.call("communication/save", { companyId: otherClient.id, threadId: saved.threadId, body: "B" }), 404, "NOT_FOUND");
    // 403 for a role without the permission.
    const subscriber = await createUser(w.tenant, ROLE.SUBSCRIBER);
    expectStatus(await w.call("communication/list", { companyId: w.company.id }, subscriber.token), 403, "FORBIDDEN");
  });
});
