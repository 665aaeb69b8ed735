// Support tickets: files on comments — uploaded through /api/s3/upload, taken over by the comment
// (attachmentKeys), listed with the comment, downloaded through a 5-minute URL (/api/support-tickets/attachment-url);
// an internal note's files hidden from the client; someone else's upload, another firm's ticket: 404.
import { describe, expect, it } from "vitest";
import { callApi } from "../api";
import { callUpload, download, expectField, expectStatus, file, PDF, PNG, useTempFileStore } from "../documents/helpers";
import { raise, ticketWorld, type TicketWorld } from "./helpers";

useTempFileStore();

async function uploaded(w: TicketWorld, token: string, name = "receipt.pdf", bytes = PDF): Promise<string> {
  const res = await callUpload("s3/upload", { file: file(bytes, name) }, { tenant: w.tenant.slug, token });
  expectStatus(res, 200);
  return res.body.result.data.key;
}

describe("POST /api/support-tickets/comment with attachmentKeys, attachment-url", () => {
  it("the petitioner attaches a file; staff and the petitioner download it; an internal note's file stays with the staff", async () => {
    const w = await ticketWorld();
    const t = await raise(w);
    const key = await uploaded(w, w.petitioner.token);
    const c = await w.call("support-tickets/comment", { id: t.id, body: "Here is the letter we got.", attachmentKeys: [key] }, w.petitioner.token);
    expectStatus(c, 200);
    expect(c.body.result.data.attachments).toEqual([{ id: expect.any(String), name: "receipt.pdf", mimetype: "application/pdf", size: PDF.length }]);
    const attachmentId = c.body.result.data.attachments[0].id;

    // The key is taken: it cannot be attached twice.
    expectStatus(await w.call("support-tickets/comment", { id: t.id, body: "Again", attachmentKeys: [key] }, w.petitioner.token), 404, "NOT_FOUND");

    for (const token of [w.petitioner.token, w.front.token]) {
      const url = await w.call("support-tickets/attachment-url", { id: t.id, attachmentId }, token);
      expectStatus(url, 200);
      expect(url.body.result.data.name).toBe("receipt.pdf");
      const res = await download(url.body.result.data.url, w.tenant.slug);
      expect(res.status).toBe(200);
      expect(Buffer.from(await res.arrayBuffer()).equals(PDF)).toBe(true);
    }

    const noteKey = await uploaded(w, w.front.token, "lockbox.png", PNG);
    const note = await w.call("support-tickets/comment", { id: t.id, body: "Lockbox screenshot", internal: true, attachmentKeys: [noteKey] }, w.front.token);
    expectStatus(note, 200);
    const noteFile = note.body.result.data.attachments[0].id;
    expectStatus(await w.call("support-tickets/attachment-url", { id: t.id, attachmentId: noteFile }, w.admin.token), 200);
    expectStatus(await w.call("support-tickets/attachment-url", { id: t.id, attachmentId: noteFile }, w.petitioner.token), 404, "NOT_FOUND");
    const seen = (await w.call("support-tickets/comment-list", { id: t.id }, w.petitioner.token)).body.result.data;
    expect(seen.flatMap((x: { attachments: { name: string }[] }) => x.attachments.map((a) => a.name))).toEqual(["receipt.pdf"]);
    const staff = (await w.call("support-tickets/comment-list", { id: t.id }, w.front.token)).body.result.data;
    expect(staff.flatMap((x: { attachments: { name: string }[] }) => x.attachments.map((a) => a.name))).toEqual(["receipt.pdf", "lockbox.png"]);
  });

  it("someone else's upload, an unknown key, too many files: refused and nothing is written; 403, 422 and another firm's 404 on attachment-url", async () => {
    const w = await ticketWorld();
    const t = await raise(w);
    const frontKey = await uploaded(w, w.front.token);
    expectStatus(await w.call("support-tickets/comment", { id: t.id, body: "Mine?", attachmentKeys: [frontKey] }, w.petitioner.token), 404, "NOT_FOUND");
    expectStatus(await w.call("support-tickets/comment", { id: t.id, body: "Mine?", attachmentKeys: [`tenants/${w.tenant.id}/uploads/x/nope.pdf`] }, w.petitioner.token), 404, "NOT_FOUND");
    expectField(await w.call("support-tickets/comment", { id: t.id, body: "Many", attachmentKeys: ["a", "b", "c", "d", "e", "f"] }, w.petitioner.token), "attachmentKeys");
    // The refused comments were not saved.
    expect((await w.call("support-tickets/comment-list", { id: t.id }, w.admin.token)).body.result.pagination!.total).toBe(0);
    // The front office's upload is still its own to attach.
    const ok = await w.call("support-tickets/comment", { id: t.id, body: "Attached", attachmentKeys: [frontKey] }, w.front.token);
    expectStatus(ok, 200);
    const attachmentId = ok.body.result.data.attachments[0].id;
    expectField(await w.call("support-tickets/attachment-url", { id: t.id, attachmentId: "x" }), "attachmentId");
    expectStatus(await w.call("support-tickets/attachment-url", { id: t.id, attachmentId }, w.subscriber.token), 403, "FORBIDDEN");
    expectStatus(await w.call("support-tickets/attachment-url", { id: t.id, attachmentId }, w.otherPetitioner.token), 404, "NOT_FOUND");
    expectStatus(await callApi("support-tickets/attachment-url", { id: t.id, attachmentId }, { tenant: w.stranger.tenant.slug, token: w.stranger.admin.token }), 404, "NOT_FOUND");
  });
});
