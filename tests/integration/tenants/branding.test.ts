import { describe, expect, it } from "vitest";
import { callApi } from "../api";
import { createFirm, createUser } from "../../factories";
import { GET } from "@/app/api/tenant/branding/[kind]/route";
import { dataUrl, GIF_BYTES, getFile, ICO_BYTES, JPEG_BYTES, PNG_1X1, pngOfSize, useTempFileStore } from "../users/helpers";

useTempFileStore();

const branding = (tenant: string, kind: string) => getFile(GET, `/api/tenant/branding/${kind}`, { kind }, { tenant });

describe("POST /api/tenant/upload-branding and GET /api/tenant/branding/{kind}", () => {
  it("stores the logo, points the firm at a versioned URL, and serves it publicly by host", async () => {
    const { tenant, admin } = await createFirm();
    const res = await callApi("tenant/upload-branding", { kind: "logo", dataUrl: dataUrl(PNG_1X1) }, { tenant: tenant.slug, token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body.result.data).toEqual({ kind: "logo", url: "/api/tenant/branding/logo?v=1" });
    const details = await callApi("tenant/details", {}, { tenant: tenant.slug, token: admin.token });
    expect(details.body.result.data.logo).toBe("/api/tenant/branding/logo?v=1");

    const file = await branding(tenant.slug, "logo");
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("image/png");
    expect(file.headers.get("cache-control")).toBe("public, max-age=300");
    expect(Buffer.from(await file.arrayBuffer()).equals(PNG_1X1)).toBe(true);

    const second = await callApi("tenant/upload-branding", { kind: "logo", dataUrl: dataUrl(JPEG_BYTES, "image/jpeg") }, { tenant: tenant.slug, token: admin.token });
    expect(second.body.result.data.url).toBe("/api/tenant/branding/logo?v=2");
    const jpeg = await branding(tenant.slug, "logo");
    expect(jpeg.headers.get("content-type")).toBe("image/jpeg");
  });

  it("accepts an ICO favicon but not an ICO logo", async () => {
    const { tenant, admin } = await createFirm();
    const fav = await callApi("tenant/upload-branding", { kind: "favicon", dataUrl: dataUrl(ICO_BYTES, "image/x-icon") }, { tenant: tenant.slug, token: admin.token });
    expect(fav.status).toBe(200);
    const served = await branding(tenant.slug, "favicon");
    expect(served.headers.get("content-type")).toBe("image/x-icon");
    const logo = await callApi("tenant/upload-branding", { kind: "logo", dataUrl: dataUrl(ICO_BYTES, "image/png") }, { tenant: tenant.slug, token: admin.token });
    expect(logo.status).toBe(422);
    expect(logo.body.result.error?.fields?.dataUrl).toBe("Only PNG, JPEG images can be uploaded");
  });

  it("answers 422 for bytes that are not an image, a GIF, an oversized file or an unknown kind", async () => {
    const { tenant, admin } = await createFirm();
    const call = (body: object) => callApi("tenant/upload-branding", body, { tenant: tenant.slug, token: admin.token });
    const text = await call({ kind: "logo", dataUrl: dataUrl(Buffer.from("<svg onload=alert(1)>"), "image/png") });
    expect(text.status).toBe(422);
    expect(text.body.result.error?.fields?.dataUrl).toMatch(/Only PNG, JPEG/);
    expect((await call({ kind: "logo", dataUrl: dataUrl(GIF_BYTES, "image/gif") })).status).toBe(422);
    const big = await call({ kind: "logo", dataUrl: dataUrl(pngOfSize(512 * 1024 + 1)) });
    expect(big.status).toBe(422);
    expect(big.body.result.error?.fields?.dataUrl).toBe("The image must be at most 512 KB");
    const kind = await call({ kind: "banner", dataUrl: dataUrl(PNG_1X1) });
    expect(kind.status).toBe(422);
    expect(kind.body.result.error?.fields?.kind).toBeDefined();
    expect((await branding(tenant.slug, "logo")).status).toBe(404);
  });

  it("answers 403 to an attorney", async () => {
    const { tenant } = await createFirm();
    const attorney = await createUser(tenant, 6);
    const res = await callApi("tenant/upload-branding", { kind: "logo", dataUrl: dataUrl(PNG_1X1) }, { tenant: tenant.slug, token: attorney.token });
    expect(res.status).toBe(403);
  });

  it("serves only the host firm's file: 404 on another firm's host, for an unknown kind, and after removal", async () => {
    const { tenant, admin } = await createFirm();
    const { tenant: other } = await createFirm();
    await callApi("tenant/upload-branding", { kind: "logo", dataUrl: dataUrl(PNG_1X1) }, { tenant: tenant.slug, token: admin.token });
    expect((await branding(other.slug, "logo")).status).toBe(404);
    expect((await branding(tenant.slug, "background")).status).toBe(404);
    expect((await branding("no-such-firm", "logo")).status).toBe(404);

    const removed = await callApi("tenant/update", { logo: null }, { tenant: tenant.slug, token: admin.token });
    expect(removed.status).toBe(200);
    expect(removed.body.result.data.logo).toBeNull();
    expect((await branding(tenant.slug, "logo")).status).toBe(404);
  });

  it("accepts the current logo value sent back unchanged by a form", async () => {
    const { tenant, admin } = await createFirm();
    const up = await callApi("tenant/upload-branding", { kind: "logo", dataUrl: dataUrl(PNG_1X1) }, { tenant: tenant.slug, token: admin.token });
    const res = await callApi("tenant/update", { logo: up.body.result.data.url, name: "Same Logo LLP" }, { tenant: tenant.slug, token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body.result.data.logo).toBe(up.body.result.data.url);
    expect((await branding(tenant.slug, "logo")).status).toBe(200);
  });
});
