// The official blanks (blanks/, decrypted once), read from disk once per process, and their page counts.
import "server-only";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { PDFDocument } from "pdf-lib";

const blanks = new Map<string, Promise<Buffer>>();
const pageCounts = new Map<string, Promise<number>>();

function cached<T>(cache: Map<string, Promise<T>>, key: string, load: () => Promise<T>): Promise<T> {
  let p = cache.get(key);
  if (!p) {
    p = load();
    p.catch(() => cache.delete(key));
    cache.set(key, p);
  }
  return p;
}

export const blankOf = (file: string) => cached(blanks, file, () => readFile(path.join(process.cwd(), "lib/modules/uscis-forms/blanks", file)));

export const blankPageCount = (file: string) => cached(pageCounts, file, async () => (await PDFDocument.load(new Uint8Array(await blankOf(file)))).getPageCount());
