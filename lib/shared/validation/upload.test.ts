import { describe, expect, it } from "vitest";
import {
  ACCEPTED_UPLOAD_EXT,
  ACCEPTED_UPLOAD_MIME,
  acceptedUploadMime,
  canonicalMime,
  isAcceptedUploadMime,
  isAcceptedUploadName,
  mimeForUploadName,
  sniffMime,
  uploadExtension,
} from "./upload";

const DOCX = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";
const bytes = (...b: number[]) => new Uint8Array([...b, 0, 0, 0, 0]);
const PNG = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);
const JPEG = bytes(0xff, 0xd8, 0xff, 0xe0);
const PDF = new TextEncoder().encode("%PDF-1.7\n");
const OLE = bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1);
const ZIP = bytes(0x50, 0x4b, 0x03, 0x04);

describe("accepted upload lists", () => {
  it("match spec section 5", () => {
    expect([...ACCEPTED_UPLOAD_EXT].sort()).toEqual(["doc", "docx", "jpeg", "jpg", "pdf", "png"]);
    expect(ACCEPTED_UPLOAD_MIME).toHaveLength(5);
    expect(ACCEPTED_UPLOAD_MIME).toContain(DOCX);
  });
});

describe("names and MIME types", () => {
  it("reads the last extension, case-insensitively", () => {
    expect(uploadExtension("Scan.JPG")).toBe("jpg");
    expect(uploadExtension("a.tar.gz")).toBe("gz");
    expect(uploadExtension("C:\\docs\\cv.docx")).toBe("docx");
    expect(uploadExtension(".pdf")).toBe("");
    expect(uploadExtension("noext")).toBe("");
    expect(uploadExtension("trailing.")).toBe("");
  });
  it.each(["a.png", "a.jpeg", "a.JPG", "a.pdf", "a.doc", "a.docx"])("accepts %s", (n) => expect(isAcceptedUploadName(n)).toBe(true));
  it.each(["a.gif", "a.exe", "a.pdf.exe", "a.zip", "pdf", ".docx", ""])("rejects %j", (n) => expect(isAcceptedUploadName(n)).toBe(false));
  it("maps names and MIME aliases", () => {
    expect(mimeForUploadName("x.jpg")).toBe("image/jpeg");
    expect(mimeForUploadName("x.gif")).toBeNull();
    expect(canonicalMime("Image/JPG; charset=binary")).toBe("image/jpeg");
    expect(isAcceptedUploadMime("application/pdf")).toBe(true);
    expect(isAcceptedUploadMime("image/gif")).toBe(false);
  });
});

describe("sniffMime", () => {
  it("recognises the magic bytes", () => {
    expect(sniffMime(PNG)).toBe("image/png");
    expect(sniffMime(JPEG)).toBe("image/jpeg");
    expect(sniffMime(PDF)).toBe("application/pdf");
    expect(sniffMime(OLE)).toBe("application/msword");
  });
  it("reports a ZIP as docx only when declared as docx", () => {
    expect(sniffMime(ZIP)).toBe("application/zip");
    expect(sniffMime(ZIP, "application/zip")).toBe("application/zip");
    expect(sniffMime(ZIP, DOCX)).toBe(DOCX);
    expect(sniffMime(ZIP, "cv.DOCX")).toBe(DOCX);
  });
  it("returns null for unknown or too short content", () => {
    expect(sniffMime(new Uint8Array())).toBeNull();
    expect(sniffMime(new Uint8Array([0x89, 0x50]))).toBeNull();
    expect(sniffMime(new TextEncoder().encode("GIF89a"))).toBeNull();
    expect(sniffMime(new TextEncoder().encode("%PDF"))).toBeNull();
  });
});

describe("acceptedUploadMime", () => {
  it("returns the MIME type to store when name, declared type and bytes agree", () => {
    expect(acceptedUploadMime({ name: "p.png", mime: "image/png", bytes: PNG })).toBe("image/png");
    expect(acceptedUploadMime({ name: "p.jpg", mime: "image/jpg", bytes: JPEG })).toBe("image/jpeg");
    expect(acceptedUploadMime({ name: "cv.docx", mime: DOCX, bytes: ZIP })).toBe(DOCX);
    expect(acceptedUploadMime({ name: "cv.doc", mime: "application/octet-stream", bytes: OLE })).toBe("application/msword");
    expect(acceptedUploadMime({ name: "f.pdf" })).toBe("application/pdf");
  });
  it("refuses a mismatch or an unaccepted type", () => {
    expect(acceptedUploadMime({ name: "p.gif", mime: "image/gif" })).toBeNull();
    expect(acceptedUploadMime({ name: "p.png", mime: "application/pdf" })).toBeNull();
    expect(acceptedUploadMime({ name: "p.pdf", mime: "application/pdf", bytes: PNG })).toBeNull();
    expect(acceptedUploadMime({ name: "p.pdf", bytes: new TextEncoder().encode("MZ\x90\x00") })).toBeNull();
    expect(acceptedUploadMime({ name: "cv.doc", bytes: ZIP })).toBeNull();
  });
});
