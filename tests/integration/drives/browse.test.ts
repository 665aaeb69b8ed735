// Cloud drives (issue 15 section 5), browsing and importing, against the local fake (fake.ts): a folder a
// page with the provider's paging, and files imported into a case as scanned copies through the documents
// module (the case's reach, the upload checks on the fetched bytes: type by content, 10 MB, no folders).
// 422, 403, another firm's 404.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { MSG } from "@/lib/shared/validation/messages";
import { expectField, expectStatus, storedKeys, useTempFileStore } from "../documents/helpers";
import { clearDrivesEnv, createFake, ids, startFake, useFakeEnv } from "./fake";
import { driveWorld } from "./helpers";

const fake = createFake();
useTempFileStore();
beforeAll(() => startFake(fake));
beforeEach(() => useFakeEnv(fake));
afterAll(() => {
  clearDrivesEnv();
  return new Promise<void>((r) => fake.server!.close(() => r()));
});

describe.each(["google", "dropbox", "onedrive"] as const)("cloud drives: %s browse and import", (provider) => {
  const id = ids(provider);

  it("lists the root (folders first), a folder, and pages through a long folder", async () => {
    const w = await driveWorld(fake);
    await w.connect(provider);
    const root = await w.call("drives/list", { provider });
    expectStatus(root, 200);
    const names = (root.body.result.data.items as { name: string }[]).map((i) => i.name);
    expect(names).toEqual(["Archive", "Clients", "big.pdf", "fake.pdf", "notes.txt", "passport.pdf"]);
    expect(root.body.result.data.items[0]).toMatchObject({ id: id.archive, kind: "folder" });
    expect(root.body.result.data.items.find((i: { name: string }) => i.name === "passport.pdf")).toMatchObject({ id: id.passport, kind: "file", size: expect.any(Number) });

    const clients = await w.call("drives/list", { provider, folderId: id.clients });
    expect(clients.body.result.data.items.map((i: { name: string }) => i.name)).toEqual(["i94.pdf"]);

    const first = await w.call("drives/list", { provider, folderId: id.archive });
    expect(first.body.result.data.items).toHaveLength(50);
    expect(first.body.result.data.nextCursor).toBeTruthy();
    const second = await w.call("drives/list", { provider, folderId: id.archive, cursor: first.body.result.data.nextCursor });
    expectStatus(second, 200);
    expect(second.body.result.data.items).toHaveLength(10);
    expect(second.body.result.data.nextCursor).toBeNull();

    expectStatus(await w.call("drives/list", { provider, folderId: "nope" }), 404, "NOT_FOUND");
    expectField(await w.call("drives/list", { provider, folderId: "a b" }), "folderId", "Folder not valid");
  });

  it("imports a PDF into the case: a scanned copy among the case's documents, the file stored under the case", async () => {
    const w = await driveWorld(fake);
    await w.connect(provider);
    const res = await w.call("drives/import", { provider, petitionId: w.petition.id, fileIds: [id.passport, id.i94] });
    expectStatus(res, 200);
    expect(res.body.result.data.map((d: { fileName?: string; name?: string }) => d.fileName ?? d.name)).toEqual(["passport.pdf", "i94.pdf"]);
    const docs = await w.call("documents/list", { petitionId: w.petition.id, category: "scanned_copy" });
    expectStatus(docs, 200);
    expect(JSON.stringify(docs.body.result.data)).toContain("passport.pdf");
    expect((await storedKeys(w.tenant.id)).filter((k) => k.includes(w.petition.id))).toHaveLength(2);
  });

  it("refuses what an upload would refuse, folders, unknown files; all or nothing", async () => {
    const w = await driveWorld(fake);
    await w.connect(provider);
    const imp = (fileIds: unknown, petitionId: string = w.petition.id) => w.call("drives/import", { provider, petitionId, fileIds });
    expectField(await imp([id.passport, id.fake]), "fileIds.1", MSG.upload);
    expectField(await imp([id.notes]), "fileIds.0");
    expectStatus(await imp([id.big]), 413, "PAYLOAD_TOO_LARGE");
    expectField(await imp([id.archive]), "fileIds.0", "A folder cannot be imported: choose files");
    expectStatus(await imp([`${id.passport}x`]), 404, "NOT_FOUND");
    expectField(await imp([]), "fileIds", "*File is required");
    expectField(await imp([id.passport], "not-a-uuid"), "petitionId");
    expect((await storedKeys(w.tenant.id)).filter((k) => k.includes(w.petition.id))).toHaveLength(0);
  });

  it("403 without the permission; another firm's case is 404", async () => {
    const w = await driveWorld(fake);
    await w.connect(provider);
    expectStatus(await w.call("drives/import", { provider, petitionId: w.petition.id, fileIds: [id.passport] }, w.petitioner.token), 403, "FORBIDDEN");
    expectStatus(await w.call("drives/list", { provider }, w.beneficiaryUser.token), 403, "FORBIDDEN");
    const other = await driveWorld(fake);
    expectStatus(await w.call("drives/import", { provider, petitionId: other.petition.id, fileIds: [id.passport] }), 404, "NOT_FOUND");
  });
});
