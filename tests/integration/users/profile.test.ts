import { describe, expect, it } from "vitest";
import { callApi } from "../api";
import { createFirm, createUser } from "../../factories";
import { MSG } from "@/lib/shared/validation/messages";
import { GET } from "@/app/api/users/profile-picture/[userId]/route";
import { dataUrl, getFile, GIF_BYTES, JPEG_BYTES, PNG_1X1, pngOfSize, useTempFileStore, userByEmail } from "./helpers";

useTempFileStore();

const picture = (tenant: string, userId: string, token?: string) =>
  getFile(GET, `/api/users/profile-picture/${userId}`, { userId }, { tenant, token });

describe("POST /api/users/update-profile-picture and GET /api/users/profile-picture/{userId}", () => {
  it("stores the picture, sets a versioned URL and serves it to signed-in colleagues", async () => {
    const { tenant, admin } = await createFirm();
    const colleague = await createUser(tenant, 8);
    const res = await callApi("users/update-profile-picture", { dataUrl: dataUrl(PNG_1X1) }, { tenant: tenant.slug, token: admin.token });
    expect(res.status).toBe(200);
    const url = `/api/users/profile-picture/${admin.user.id}?v=1`;
    expect(res.body.result.data).toEqual({ profilePicture: url });
    expect((await userByEmail(admin.email))?.profilePicture).toBe(url);
    const me = await callApi("users/login-user-details", {}, { tenant: tenant.slug, token: admin.token });
    expect(me.body.result.data.profilePicture).toBe(url);

    const file = await picture(tenant.slug, admin.user.id, colleague.token);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("image/png");
    expect(file.headers.get("cache-control")).toBe("private, max-age=300");
    expect(Buffer.from(await file.arrayBuffer()).equals(PNG_1X1)).toBe(true);

    const again = await callApi("users/update-profile-picture", { dataUrl: dataUrl(JPEG_BYTES, "image/jpeg") }, { tenant: tenant.slug, token: admin.token });
    expect(again.body.result.data.profilePicture).toBe(`/api/users/profile-picture/${admin.user.id}?v=2`);
    expect((await picture(tenant.slug, admin.user.id, colleague.token)).headers.get("content-type")).toBe("image/jpeg");
  });

  it("refuses bytes that are not an image even when declared as PNG, a GIF, and files over 512 KB", async () => {
    const { tenant, admin } = await createFirm();
    const call = (d: string) => callApi("users/update-profile-picture", { dataUrl: d }, { tenant: tenant.slug, token: admin.token });
    const fake = await call(dataUrl(Buffer.from("this is not an image, only named .png"), "image/png"));
    expect(fake.status).toBe(422);
    expect(fake.body.result.error?.fields?.dataUrl).toBe("Only PNG, JPEG images can be uploaded");
    expect((await call(dataUrl(GIF_BYTES, "image/gif"))).status).toBe(422);
    const big = await call(dataUrl(pngOfSize(600 * 1024)));
    expect(big.status).toBe(422);
    expect(big.body.result.error?.fields?.dataUrl).toBe("The image must be at most 512 KB");
    const missing = await callApi("users/update-profile-picture", {}, { tenant: tenant.slug, token: admin.token });
    expect(missing.body.result.error?.fields?.dataUrl).toBe(MSG.required("Profile Picture"));
    const notDataUrl = await call("https://example.com/me.png");
    expect(notDataUrl.status).toBe(422);
    expect((await userByEmail(admin.email))?.profilePicture).toBeNull();
  });

  it("answers 401 without a session, for the upload and for the picture", async () => {
    const { tenant, admin } = await createFirm();
    expect((await callApi("users/update-profile-picture", { dataUrl: dataUrl(PNG_1X1) }, { tenant: tenant.slug })).status).toBe(401);
    await callApi("users/update-profile-picture", { dataUrl: dataUrl(PNG_1X1) }, { tenant: tenant.slug, token: admin.token });
    expect((await picture(tenant.slug, admin.user.id)).status).toBe(401);
  });

  it("answers 404 for a user who is not a member of the host firm, or who has no picture", async () => {
    const { tenant, admin } = await createFirm();
    const { tenant: other, admin: stranger } = await createFirm();
    await callApi("users/update-profile-picture", { dataUrl: dataUrl(PNG_1X1) }, { tenant: tenant.slug, token: admin.token });
    // a user of another firm, on their own host, asking for this firm's member
    expect((await picture(other.slug, admin.user.id, stranger.token)).status).toBe(404);
    const colleague = await createUser(tenant, 8);
    expect((await picture(tenant.slug, colleague.user.id, admin.token)).status).toBe(404);
    expect((await picture(tenant.slug, "not-a-uuid", admin.token)).status).toBe(404);
  });
});

describe("POST /api/users/preferences", () => {
  it("stores theme and language, keeps keys not sent, and reads them back with an empty body", async () => {
    const { tenant, admin } = await createFirm();
    const res = await callApi("users/preferences", { theme: "semi-dark", locale: "es" }, { tenant: tenant.slug, token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body.result.data).toEqual({ theme: "semi-dark", locale: "es" });
    const partial = await callApi("users/preferences", { theme: "dark" }, { tenant: tenant.slug, token: admin.token });
    expect(partial.body.result.data).toEqual({ theme: "dark", locale: "es" });
    const read = await callApi("users/preferences", {}, { tenant: tenant.slug, token: admin.token });
    expect(read.body.result.data).toEqual({ theme: "dark", locale: "es" });
    expect((await userByEmail(admin.email))?.preferences).toEqual({ theme: "dark", locale: "es" });
  });

  it("keeps only the first 10 starred pages, one per path", async () => {
    const { tenant, admin } = await createFirm();
    const pages = Array.from({ length: 12 }, (_, i) => ({ path: `/app/page-${i}`, title: `Page ${i}` }));
    const withDup = [pages[0], { path: "/app/page-0", title: "Duplicate" }, ...pages.slice(1)];
    const res = await callApi("users/preferences", { starredPages: withDup }, { tenant: tenant.slug, token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body.result.data.starredPages).toEqual(pages.slice(0, 10));
  });

  it("answers 422 for an unknown theme, language or a page path that is not a path", async () => {
    const { tenant, admin } = await createFirm();
    const res = await callApi("users/preferences", { theme: "neon", locale: "fr", starredPages: [{ path: "javascript:alert(1)", title: "" }] }, { tenant: tenant.slug, token: admin.token });
    expect(res.status).toBe(422);
    expect(res.body.result.error?.fields).toMatchObject({
      theme: MSG.invalid("Theme"),
      locale: MSG.invalid("Language"),
      "starredPages.0.path": MSG.invalid("Page path"),
      "starredPages.0.title": MSG.required("Page title"),
    });
  });

  it("belongs to the signed-in person: 401 without a session, and another firm's session cannot use this host", async () => {
    const { tenant } = await createFirm();
    const { admin: stranger } = await createFirm();
    expect((await callApi("users/preferences", { theme: "dark" }, { tenant: tenant.slug })).status).toBe(401);
    expect((await callApi("users/preferences", { theme: "dark" }, { tenant: tenant.slug, token: stranger.token })).status).toBe(401);
    expect((await userByEmail(stranger.email))?.preferences).toEqual({});
  });
});
