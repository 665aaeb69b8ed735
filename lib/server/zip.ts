// A zip archive written as it is read (fflate's streaming Zip): entries are stored, not compressed (case
// documents are PDFs and images, already compressed), and each file is read from storage only when the
// reader asks for more, so a case's documents never sit in memory together.
import "server-only";
import { Zip, ZipPassThrough } from "fflate";

export type ZipEntry = { path: string; modified: Date; read: () => Promise<Uint8Array> };

export function zipStream(entries: readonly ZipEntry[]): ReadableStream<Uint8Array> {
  let zip: Zip;
  let next = 0;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      zip = new Zip((err, chunk, final) => {
        if (err) return controller.error(err);
        if (chunk.length > 0) controller.enqueue(chunk);
        if (final) controller.close();
      });
    },
    async pull() {
      if (next >= entries.length) return zip.end();
      const entry = entries[next++];
      const file = new ZipPassThrough(entry.path);
      file.mtime = entry.modified;
      zip.add(file);
      file.push(await entry.read(), true);
    },
  });
}
