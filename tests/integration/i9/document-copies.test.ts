// Copies of the documents examined (issue 33 §5): uploaded on the record under their document, stored like
// other files, opened whole only with i9.sensitive (on the trail), flagged when E-Verify photo matching needs
// one, in the inspection package, deleted by the purge. 422, 403, 404 (another firm, another document).
import { describe, expect, it } from "vitest";
import { strFromU8, unzipSync } from "fflate";
import { getFileStore } from "@/lib/server/storage/file-store";
import { createFirm, createUser } from "../../factories";
import { callApi } from "../api";
import { callUpload, expectField, expectStatus, file, PDF, PNG, TEXT, useTempFileStore } from "../documents/helpers";
import { completedWorld, postFile, TODAY } from "./fixtures";

useTempFileStore();

const EVERIFY = { caseNumber: "2026-330-1234567 AB", status: "open", openedOn: "11/25/2026" };

async function copiesWorld() {
  const w = await completedWorld();
  const details = async (today = TODAY) => (await w.call("i9/details", { today, id: w.record.id })).body.result.data;
  const ead = (await details()).documents[0] as { id: string; code: string };
  const upload = (files: File[], documentId = ead.id, token = w.admin.token, slug = w.tenant.slug) =>
    callUpload("i9/document-copy-upload", { id: w.record.id, documentId, today: TODAY, file: files }, { tenant: slug, token });
  const open = async (copyId: string, token = w.admin.token, slug = w.tenant.slug) => {
    const host = `${slug}.localhost:3000`;
    const { POST } = await import("@/app/api/i9/document-copy-file/route");
    return POST(new Request(`http://${host}/api/i9/document-copy-file`, { method: "POST", headers: { host, "content-type": "application/json", authorization: `Bearer ${token}` }, body: JSON.stringify({ today: TODAY, id: w.record.id, copyId }) }));
  };
  return { ...w, details, ead, upload, open };
}

describe("copies of the documents examined", () => {
  it("keeps the copies under their document, opens one whole with the view on the trail, flags E-Verify photo matching", async () => {
    const w = await copiesWorld();
    expect(w.ead.code).toBe("ead");
    expect((await w.details()).photoMatchingCopyMissing).toEqual([]);
    // With E-Verify, the EAD needs a copy (photo matching).
    expectStatus(await w.call("i9/everify-save", { id: w.record.id, ...EVERIFY }), 200);
    expect((await w.details()).photoMatchingCopyMissing).toEqual([w.ead.id]);

    const res = await w.upload([file(PNG, "ead-front.png"), file(PDF, "ead-back.pdf")]);
    expectStatus(res, 200);
    expect(res.body.result.data).toEqual([
      expect.objectContaining({ documentId: w.ead.id, fileName: "ead-front.png", mimetype: "image/png", sizeBytes: PNG.length }),
      expect.objectContaining({ documentId: w.ead.id, fileName: "ead-back.pdf", mimetype: "application/pdf", sizeBytes: PDF.length }),
    ]);
    const d = await w.details();
    expect(d.documentCopies.map((c: { fileName: string }) => c.fileName)).toEqual(["ead-front.png", "ead-back.pdf"]);
    expect(d.photoMatchingCopyMissing).toEqual([]);

    const opened = await w.open(d.documentCopies[0].id);
    expect(opened.status).toBe(200);
    expect(opened.headers.get("content-type")).toBe("image/png");
    expect(Buffer.from(await opened.arrayBuffer()).equals(PNG)).toBe(true);
    const trail = (await w.call("i9/activity-list", { id: w.record.id })).body.result.data as { action: string; detail: Record<string, unknown> }[];
    expect(trail.map((e) => e.action).slice(0, 2)).toEqual(["document_copy.viewed", "document_copy.uploaded"]);
    expect(trail[1].detail).toEqual({ documentId: w.ead.id, document: "ead", copies: 2 });
  });

  it("puts the copies in the inspection package and deletes them with the purge", async () => {
    const w = await copiesWorld();
    expectStatus(await w.upload([file(PNG, "ead-front.png")]), 200);
    const zip = await postFile(w.tenant.slug, "i9/inspection-package", { employer: w.acme.id }, w.admin.token);
    expect(zip.status).toBe(200);
    const files = unzipSync(new Uint8Array(await zip.arrayBuffer()));
    const copies = Object.keys(files).filter((p) => p.startsWith("document-copies/"));
    expect(copies).toHaveLength(1);
    expect(copies[0]).toMatch(/^document-copies\/Ruiz-Ana-2026-11-30-[0-9a-f]{8}\/01-list-A-ead\.png$/);
    expect(Buffer.from(files[copies[0]]).equals(PNG)).toBe(true);
    expect(strFromU8(files["index.csv"])).toContain("Ana Ruiz");

    // Left 12/15/2026: purgeable from 12/01/2029 (3 years after the hire); the copy goes with the form.
    const key = (await w.details()).documentCopies[0].id as string;
    expectStatus(await w.call("employees/update", { id: w.employee.id, terminationDate: "12/15/2026" }), 200);
    const { i9DocumentCopies } = await import("@/db/schema/i9");
    const { getDb } = await import("@/lib/server/db/client");
    const { eq } = await import("drizzle-orm");
    const [row] = await (await getDb()).select().from(i9DocumentCopies).where(eq(i9DocumentCopies.id, key));
    expect(await getFileStore().get(row.fileKey)).not.toBeNull();
    expectStatus(await w.call("i9/purge", { today: "2029-12-01", id: w.record.id, confirmName: "Ana Ruiz" }), 200);
    expect(await (await getDb()).select().from(i9DocumentCopies).where(eq(i9DocumentCopies.id, key))).toEqual([]);
    expect(await getFileStore().get(row.fileKey)).toBeNull();
    expect((await w.open(key)).status).toBe(404);
  });

  it("says what is wrong: no file, a file that is not a document, a fifth copy, a bad id", async () => {
    const w = await copiesWorld();
    expectField(await callUpload("i9/document-copy-upload", { id: w.record.id, documentId: w.ead.id }, { tenant: w.tenant.slug, token: w.admin.token }), "file");
    expectField(await w.upload([file(TEXT, "ead.png", "image/png")]), "file");
    expectField(await w.upload([file(PNG, "x.png")], "not-a-uuid"), "documentId");
    expectStatus(await w.upload([file(PNG, "1.png"), file(PNG, "2.png")]), 200);
    expectStatus(await w.upload([file(PNG, "3.png"), file(PNG, "4.png")]), 200);
    expectField(await w.upload([file(PNG, "5.png")]), "file", "A document keeps at most 4 copies (4 already)");
    expect((await w.details()).documentCopies).toHaveLength(4);
    expectField(await callApi("i9/document-copy-file", { id: w.record.id, copyId: "nope" }, { tenant: w.tenant.slug, token: w.admin.token }), "copyId");
  });

  it("needs I-9 write access to upload and i9.sensitive to open; another firm's record, another record's document: not found", async () => {
    const w = await copiesWorld();
    const attorney = await createUser(w.tenant, 6);
    expectStatus(await w.upload([file(PNG, "x.png")], w.ead.id, attorney.token), 403);
    expectStatus(await w.upload([file(PNG, "x.png")]), 200);
    const copyId = (await w.details()).documentCopies[0].id as string;
    // A branch manager manages I-9s but may not see a document whole.
    const manager = await createUser(w.tenant, 4);
    expect((await w.open(copyId, manager.token)).status).toBe(403);
    const other = await createFirm();
    expectStatus(await w.upload([file(PNG, "x.png")], w.ead.id, other.admin.token, other.tenant.slug), 404);
    expect((await w.open(copyId, other.admin.token, other.tenant.slug)).status).toBe(404);
    // A document of another record of the same firm.
    const w2 = await copiesWorld();
    expectStatus(await callUpload("i9/document-copy-upload", { id: w2.record.id, documentId: w.ead.id, file: file(PNG, "x.png") }, { tenant: w2.tenant.slug, token: w2.admin.token }), 404);
    expectStatus(await w.upload([file(PNG, "x.png")], "7c1e5c3a-0f8e-4a51-9a55-2b1f8f0e6d11"), 404);
  });
});
