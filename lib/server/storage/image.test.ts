import { describe, expect, it } from "vitest";
import { decodeImageDataUrl, MAX_IMAGE_BYTES, sniffImage } from "./image";

const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xdb, 0, 0]);
const ico = Buffer.from([0, 0, 1, 0, 1, 0, 16, 16]);
const url = (b: Buffer, type = "image/png") => `data:${type};base64,${b.toString("base64")}`;

describe("sniffImage", () => {
  it("recognises PNG, JPEG and ICO by their first bytes", () => {
    expect(sniffImage(png)).toBe("png");
    expect(sniffImage(jpeg)).toBe("jpeg");
    expect(sniffImage(ico)).toBe("ico");
  });

  it("rejects other content, truncated signatures and an icon directory without images", () => {
    expect(sniffImage(Buffer.from("GIF89a"))).toBeNull();
    expect(sniffImage(Buffer.from("%PDF-1.7"))).toBeNull();
    expect(sniffImage(png.subarray(0, 7))).toBeNull();
    expect(sniffImage(Buffer.from([0, 0, 1, 0, 0, 0]))).toBeNull();
    expect(sniffImage(Buffer.alloc(0))).toBeNull();
  });
});

describe("decodeImageDataUrl", () => {
  it("decodes an accepted image whatever type the data URL declares", () => {
    const r = decodeImageDataUrl(url(jpeg, "image/png"), ["png", "jpeg"]);
    expect(r).toEqual({ ok: true, image: { bytes: jpeg, kind: "jpeg", contentType: "image/jpeg" } });
  });

  it("refuses a kind that is not allowed, a non-image, an empty file and text that is not a data URL", () => {
    expect(decodeImageDataUrl(url(ico), ["png", "jpeg"])).toEqual({ ok: false, message: "Only PNG, JPEG images can be uploaded" });
    expect(decodeImageDataUrl(url(Buffer.from("<html>")), ["png"]).ok).toBe(false);
    expect(decodeImageDataUrl("data:image/png;base64,", ["png"])).toEqual({ ok: false, message: "The uploaded file is empty" });
    expect(decodeImageDataUrl("https://example.com/a.png", ["png"]).ok).toBe(false);
    expect(decodeImageDataUrl("data:image/png,rawtext", ["png"]).ok).toBe(false);
  });

  it("enforces the size limit on the decoded bytes", () => {
    const exact = Buffer.alloc(MAX_IMAGE_BYTES);
    png.copy(exact);
    expect(decodeImageDataUrl(url(exact), ["png"]).ok).toBe(true);
    const over = Buffer.alloc(MAX_IMAGE_BYTES + 1);
    png.copy(over);
    expect(decodeImageDataUrl(url(over), ["png"])).toEqual({ ok: false, message: "The image must be at most 512 KB" });
  });
});
