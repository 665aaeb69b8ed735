// /api/s3/upload, /api/common/local-upload, /api/s3/delete, /api/s3/get-signed-url and the local
// store's signed downloads (/api/files/download).
import { describe, expect, it, vi } from "vitest";
import { createFirm, createUser } from "../../factories";
import { callApi } from "../api";
import {
  caseWorld,
  createCase,
  DOCX,
  download,
  expectField,
  expectStatus,
  failInsertsOf,
  file,
  MIME_DOCX,
  PDF,
  PNG,
  storedKeys,
  TEXT,
  useTempFileStore,
  auditActionsOf,
  historyOf,
} from "./helpers";
import { MSG } from "@/lib/shared/validation/messages";
import { MAX_UPLOAD_FILE_BYTES } from "@/lib/server/http/define-upload-route";
import { sealSessionCookie } from "@/lib/server/auth/session";
import { eq, inArray } from "drizzle-orm";
import { fileUploads } from "@/db/schema/files";
import { getDb } from "@/lib/server/db/client";
import { UNATTACHED_UPLOAD_HOURS } from "@/lib/modules/documents/files";

useTempFileStore();

describe("POST /api/s3/upload", () => {
  it("accepts PNG, PDF and Word files by their bytes, into the case's folder, with a working 5-minute URL", async () => {
    const w = await caseWorld();
    const cases = [
      [PNG, "scan.png", "image/png", "image/png"],
      [PDF, "passport.pdf", "application/pdf", "application/pdf"],
      [DOCX, "offer letter.docx", MIME_DOCX, MIME_DOCX],
      [PDF, "no-type.pdf", "", "application/pdf"],
    ] as const;
    for (const [bytes, name, type, expected] of cases) {
      const res = await w.upload("s3/upload", { file: file(bytes, name, type), petitionId: w.petition.id, category: "beneficiary_doc" });
      expectStatus(res, 200);
      const d = res.body.result.data;
      expect(d).toMatchObject({ name, mimetype: expected, size: bytes.length, isNew: true });
      expect(d.key).toMatch(new RegExp(`^tenants/${w.tenant.id}/petitions/${w.petition.id}/[0-9a-f-]{36}-`));
      const got = await download(d.url, w.tenant.slug);
      expect(got.status).toBe(200);
      expect(Buffer.from(await got.arrayBuffer()).equals(bytes)).toBe(true);
      expect(got.headers.get("content-disposition")).toContain("attachment;");
    }
    expect(await storedKeys(w.tenant.id)).toHaveLength(4);
    expect((await auditActionsOf(w.tenant.id)).filter((a) => a === "file.upload")).toHaveLength(4);
    expect((await historyOf(w.tenant.id, w.petition.id)).map((h) => h.message)).toContain("File uploaded: passport.pdf");
  });

  it("refuses a .png that is really text, a renamed PDF and an unaccepted extension with 422 MSG.upload, storing nothing", async () => {
    const w = await caseWorld();
    expectField(await w.upload("s3/upload", { file: file(TEXT, "photo.png", "image/png") }), "file", MSG.upload);
    expectField(await w.upload("s3/upload", { file: file(PDF, "photo.png", "image/png") }), "file", MSG.upload);
    expectField(await w.upload("s3/upload", { file: file(PDF, "tool.exe", "application/octet-stream") }), "file", MSG.upload);
    expectField(await w.upload("s3/upload", { file: file(PNG, "a.png", "application/pdf") }), "file", MSG.upload);
    expectField(await w.upload("s3/upload", {}), "file");
    expectField(await w.upload("s3/upload", { file: file(PNG, "a.png"), petitionId: "nope" }), "petitionId");
    expect(await storedKeys(w.tenant.id)).toEqual([]);
  });

  it("answers 413 for a file over 10 MB", async () => {
    const w = await caseWorld();
    const big = Buffer.alloc(MAX_UPLOAD_FILE_BYTES + 1);
    PDF.copy(big);
    const res = await w.upload("s3/upload", { file: file(big, "big.pdf", "application/pdf") });
    expectStatus(res, 413, "PAYLOAD_TOO_LARGE");
    expect(res.body.message).toBe("The file is larger than 10 MB");
    const exact = Buffer.alloc(MAX_UPLOAD_FILE_BYTES);
    PDF.copy(exact);
    expectStatus(await w.upload("s3/upload", { file: file(exact, "exact.pdf", "application/pdf") }), 200);
  });

  it("answers 415 for JSON, 401 without a session, 403 for a cookie without a same-site Origin", async () => {
    const w = await caseWorld();
    expectStatus(await w.call("s3/upload", { file: "x" }), 415, "UNSUPPORTED_MEDIA_TYPE");
    const { callUpload } = await import("./helpers");
    expectStatus(await callUpload("s3/upload", { file: file(PNG, "a.png") }, { tenant: w.tenant.slug }), 401, "UNAUTHENTICATED");
    const cookie = `icm_session=${await sealSessionCookie(w.admin.token)}`;
    expectStatus(await callUpload("s3/upload", { file: file(PNG, "a.png") }, { tenant: w.tenant.slug, headers: { cookie } }), 403, "FORBIDDEN");
    const origin = `http://${w.tenant.slug}.localhost:3000`;
    expectStatus(await callUpload("s3/upload", { file: file(PNG, "a.png") }, { tenant: w.tenant.slug, headers: { cookie, origin } }), 200);
  });

  it("answers 404 for a case of another firm or one the caller cannot see, without storing the file", async () => {
    const w = await caseWorld();
    const other = await caseWorld();
    expectStatus(await w.upload("s3/upload", { file: file(PNG, "a.png"), petitionId: other.petition.id }), 404, "NOT_FOUND");
    // a beneficiary sees only the cases naming them
    const otherCase = await createCase(w.tenant.id, { petitionerId: w.company.id }, []);
    expectStatus(await w.upload("s3/upload", { file: file(PNG, "a.png"), petitionId: otherCase.id }, w.beneficiaryUser.token), 404);
    expectStatus(await w.upload("s3/upload", { file: file(PNG, "a.png"), petitionId: w.petition.id }, w.beneficiaryUser.token), 200);
    expect(await storedKeys(w.tenant.id)).toHaveLength(1);
  });

  it("leaves no file behind when the row cannot be written", async () => {
    const w = await caseWorld();
    const restore = await failInsertsOf("file_uploads", "boom-upload.pdf");
    const quiet = vi.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      const res = await w.upload("s3/upload", { file: file(PDF, "boom-upload.pdf"), petitionId: w.petition.id });
      expectStatus(res, 500, "INTERNAL");
    } finally {
      quiet.mockRestore();
      await restore();
    }
    expect(await storedKeys(w.tenant.id)).toEqual([]);
    expect(await auditActionsOf(w.tenant.id)).not.toContain("file.upload");
  });

  it("/api/common/local-upload does the same", async () => {
    const w = await caseWorld();
    const res = await w.upload("common/local-upload", { file: file(PDF, "local.pdf") });
    expectStatus(res, 200);
    expect(res.body.result.data.key).toMatch(new RegExp(`^tenants/${w.tenant.id}/uploads/${w.admin.user.id}/`));
    expectField(await w.upload("common/local-upload", { file: file(TEXT, "x.pdf") }), "file", MSG.upload);
  });
});

describe("POST /api/s3/delete", () => {
  it("deletes the caller's newly added files and nothing else", async () => {
    const w = await caseWorld();
    const a = (await w.upload("s3/upload", { file: file(PDF, "a.pdf") })).body.result.data;
    const b = (await w.upload("s3/upload", { file: file(PDF, "b.pdf"), petitionId: w.petition.id })).body.result.data;
    const res = await w.call("s3/delete", { keyNames: [a.key, `https://bucket.s3.amazonaws.com/${b.key}`] });
    expectStatus(res, 200);
    expect(res.body.result.data.deleted.sort()).toEqual([a.key, b.key].sort());
    expect(await storedKeys(w.tenant.id)).toEqual([]);
    expect(await auditActionsOf(w.tenant.id)).toContain("file.delete");
    // already gone
    expectStatus(await w.call("s3/delete", { keyNames: [a.key] }), 404);
  });

  it("refuses another user's upload, a file attached to a document and another firm's key (404), and bad input (422)", async () => {
    const w = await caseWorld();
    const mine = (await w.upload("s3/upload", { file: file(PDF, "mine.pdf"), petitionId: w.petition.id })).body.result.data;
    const paralegal = await createUser(w.tenant, 8);
    expectStatus(await w.call("s3/delete", { keyNames: [mine.key] }, paralegal.token), 404);

    const attached = (await w.upload("s3/upload", { file: file(PDF, "att.pdf"), petitionId: w.petition.id })).body.result.data;
    expectStatus(await w.call("petition/manage-document-upload", { petitionId: w.petition.id, beneficiaryId: w.beneficiary.id, docType: "passport", keys: [attached.key] }), 200);
    expectStatus(await w.call("s3/delete", { keyNames: [attached.key] }), 404);

    const other = await createFirm();
    expectStatus(await callApi("s3/delete", { keyNames: [mine.key] }, { tenant: other.tenant.slug, token: other.admin.token }), 404);
    expectStatus(await w.call("s3/delete", { keyNames: [mine.key, `tenants/${other.tenant.id}/uploads/x/y.pdf`] }), 404);
    expectField(await w.call("s3/delete", { keyNames: [] }), "keyNames");
    // nothing was deleted by the refused calls
    expect(await storedKeys(w.tenant.id)).toHaveLength(2);
  });
});

describe("uploads never attached", () => {
  it("are removed after 24 hours by the firm's next upload: row, stored file, audit entry and history line; fresh ones and other firms' stay", async () => {
    const w = await caseWorld();
    const other = await caseWorld();
    const stale = (await w.upload("s3/upload", { file: file(PDF, "forgotten.pdf"), petitionId: w.petition.id })).body.result.data;
    const staleOther = (await other.upload("s3/upload", { file: file(PDF, "theirs.pdf") })).body.result.data;
    const recent = (await w.upload("s3/upload", { file: file(PDF, "recent.pdf") })).body.result.data;
    const db = await getDb();
    const dayAgo = new Date(Date.now() - (UNATTACHED_UPLOAD_HOURS * 3600_000 + 60_000));
    await db.update(fileUploads).set({ createdAt: dayAgo }).where(inArray(fileUploads.fileKey, [stale.key, staleOther.key]));

    const fresh = (await w.upload("s3/upload", { file: file(PNG, "new.png", "image/png") })).body.result.data;
    expect((await storedKeys(w.tenant.id)).sort()).toEqual([recent.key, fresh.key].sort());
    const rows = await db.select({ key: fileUploads.fileKey }).from(fileUploads).where(eq(fileUploads.tenantId, w.tenant.id));
    expect(rows.map((r) => r.key).sort()).toEqual([recent.key, fresh.key].sort());
    expect(await auditActionsOf(w.tenant.id)).toContain("file.expire");
    expect((await historyOf(w.tenant.id, w.petition.id)).map((h) => h.message)).toContain("File removed, not attached within 24 hours: forgotten.pdf");
    // Attaching the removed key now is "File not found"; the other firm's stale upload waits for its own firm.
    expectStatus(await w.call("petition/manage-document-upload", { petitionId: w.petition.id, beneficiaryId: w.beneficiary.id, docType: "passport", keys: [stale.key] }), 404);
    expect(await storedKeys(other.tenant.id)).toEqual([staleOther.key]);
  });
});

describe("POST /api/s3/get-signed-url", () => {
  it("gives a 5-minute URL for the caller's upload and for documents of a case it sees, stripping the storage host", async () => {
    const w = await caseWorld();
    const up = (await w.upload("s3/upload", { file: file(PDF, "passport.pdf"), petitionId: w.petition.id })).body.result.data;
    const res = await w.call("s3/get-signed-url", { keyName: `https://bucket.s3.us-east-1.amazonaws.com/${up.key}`, fileName: "My passport.pdf", petitionId: w.petition.id });
    expectStatus(res, 200);
    const url: string = res.body.result.data;
    const u = new URL(url, "http://x");
    expect(u.pathname).toBe("/api/files/download");
    expect(Number(u.searchParams.get("exp")) - Math.floor(Date.now() / 1000)).toBeGreaterThan(290);
    expect(Number(u.searchParams.get("exp")) - Math.floor(Date.now() / 1000)).toBeLessThanOrEqual(300);
    const got = await download(url, w.tenant.slug);
    expect(got.status).toBe(200);
    expect(got.headers.get("content-disposition")).toContain('filename="My passport.pdf"');

    // once attached, the petitioner and the beneficiary of the case may download it; staff too
    await w.call("petition/manage-document-upload", { petitionId: w.petition.id, beneficiaryId: w.beneficiary.id, docType: "passport", keys: [up.key] });
    for (const token of [w.petitioner.token, w.beneficiaryUser.token, (await createUser(w.tenant, 8)).token]) {
      expectStatus(await w.call("s3/get-signed-url", { keyName: up.key }, token), 200);
    }
  });

  it("answers 404 for another firm's key, a case the caller cannot see, another user's unattached upload and a wrong petitionId", async () => {
    const w = await caseWorld();
    const up = (await w.upload("s3/upload", { file: file(PDF, "p.pdf"), petitionId: w.petition.id })).body.result.data;
    await w.call("petition/manage-document-upload", { petitionId: w.petition.id, beneficiaryId: w.beneficiary.id, docType: "passport", keys: [up.key] });
    const other = await caseWorld();
    // another firm asking for this firm's key
    expectStatus(await other.call("s3/get-signed-url", { keyName: up.key }), 404, "NOT_FOUND");
    // a beneficiary and a petitioner of other cases in the same firm
    const stranger = await createUser(w.tenant, 51);
    expectStatus(await w.call("s3/get-signed-url", { keyName: up.key }, stranger.token), 404);
    const otherCompany = await createUser(w.tenant, 50, { companyId: other.company.id });
    expectStatus(await w.call("s3/get-signed-url", { keyName: up.key }, otherCompany.token), 404);
    // an unattached upload of someone else
    const loose = (await w.upload("s3/upload", { file: file(PDF, "loose.pdf") })).body.result.data;
    expectStatus(await w.call("s3/get-signed-url", { keyName: loose.key }, (await createUser(w.tenant, 8)).token), 404);
    expectStatus(await w.call("s3/get-signed-url", { keyName: up.key, petitionId: other.petition.id }), 404);
    expectStatus(await w.call("s3/get-signed-url", { keyName: "../../etc/passwd" }), 404);
    expectField(await w.call("s3/get-signed-url", { keyName: "" }), "keyName");
  });
});

describe("GET /api/files/download", () => {
  it("refuses an expired, tampered or other-firm link", async () => {
    const w = await caseWorld();
    const up = (await w.upload("s3/upload", { file: file(PDF, "p.pdf") })).body.result.data;
    const url = new URL(up.url, "http://x");

    const tampered = new URL(url);
    tampered.searchParams.set("name", "other.pdf");
    expect((await download(tampered.pathname + tampered.search, w.tenant.slug)).status).toBe(404);

    const badSig = new URL(url);
    badSig.searchParams.set("sig", `${url.searchParams.get("sig")?.slice(0, -2)}AA`);
    expect((await download(badSig.pathname + badSig.search, w.tenant.slug)).status).toBe(404);

    const later = new URL(url);
    later.searchParams.set("exp", String(Number(url.searchParams.get("exp")) + 3600));
    expect((await download(later.pathname + later.search, w.tenant.slug)).status).toBe(404);

    const other = await createFirm();
    expect((await download(up.url, other.tenant.slug)).status).toBe(404);

    vi.useFakeTimers({ now: Date.now() + 301_000, toFake: ["Date"] });
    try {
      expect((await download(up.url, w.tenant.slug)).status).toBe(404);
    } finally {
      vi.useRealTimers();
    }
    expect((await download(up.url, w.tenant.slug)).status).toBe(200);
  });
});
