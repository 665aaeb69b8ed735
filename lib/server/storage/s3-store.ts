// The file store on an S3-compatible bucket (AWS, MinIO, R2 …): any endpoint, optional path-style
// addressing. Downloads go straight to the bucket through presigned GET URLs. A streamed write
// (putStream) is an S3 multipart upload (@aws-sdk/lib-storage): one 5 MB part in memory at a time,
// aborted (its parts discarded) when the stream fails.
import "server-only";
import { Readable } from "node:stream";
import { CopyObjectCommand, DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client, S3ServiceException } from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import { getSignedUrl } from "@aws-sdk/s3-request-presigner";
import type { FileStore, StoredFile } from "./file-store";
import { log } from "@/lib/server/log";
import { assertValidKey, DEFAULT_SIGNED_URL_SECONDS } from "./key";
import { attachmentDisposition } from "./content-disposition";

type S3Settings = {
  bucket: string;
  region: string;
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
};

/** The smallest part S3 takes; a streamed file below it is sent as one PutObject. */
const PART_BYTES = 5 * 1024 * 1024;

/** At most 7 days: the longest a SigV4 presigned URL may live. */
const MAX_PRESIGN_SECONDS = 7 * 24 * 3600;

function isMissing(err: unknown): boolean {
  if (err instanceof NoSuchKey) return true;
  return err instanceof S3ServiceException && (err.name === "NoSuchKey" || err.name === "NotFound" || err.$metadata?.httpStatusCode === 404);
}

export function s3Store(settings: S3Settings): FileStore {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials:
      settings.accessKeyId && settings.secretAccessKey ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } : undefined,
    // S3-compatible services differ in their support of the newer default checksums.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
  const Bucket = settings.bucket;
  return {
    async put(key, body, meta) {
      assertValidKey(key);
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: body, ContentType: meta.contentType, ContentLength: body.length }));
    },
    async putStream(key, body, meta) {
      assertValidKey(key);
      let size = 0;
      const counted = Readable.from(
        (async function* () {
          for await (const chunk of body) {
            size += chunk.byteLength;
            yield chunk;
          }
        })(),
        { objectMode: false },
      );
      // queueSize 1: one part buffered and sent at a time, so a streamed upload holds at most ~5 MB.
      const upload = new Upload({ client, params: { Bucket, Key: key, Body: counted, ContentType: meta.contentType }, partSize: PART_BYTES, queueSize: 1, leavePartsOnError: false });
      try {
        await upload.done();
      } catch (err) {
        counted.destroy();
        throw err;
      }
      return { size };
    },
    async move(from, to) {
      assertValidKey(from);
      assertValidKey(to);
      await client.send(new CopyObjectCommand({ Bucket, Key: to, CopySource: `${Bucket}/${from.split("/").map(encodeURIComponent).join("/")}` }));
      // The copy is what counts: a source that could not be removed is logged, the move still succeeds.
      await client.send(new DeleteObjectCommand({ Bucket, Key: from })).catch((err) => log.warn({ err, key: from }, "[storage] could not remove a moved object's source"));
    },
    async get(key): Promise<StoredFile | null> {
      assertValidKey(key);
      try {
        const res = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!res.Body) return null;
        const body = Buffer.from(await res.Body.transformToByteArray());
        return {
          body,
          contentType: res.ContentType ?? "application/octet-stream",
          size: body.length,
          updatedAt: res.LastModified ?? new Date(),
        };
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },
    async delete(key) {
      assertValidKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async signedUrl(key, opts = {}) {
      assertValidKey(key);
      const name = opts.fileName ?? key.split("/").pop() ?? "file";
      const expiresIn = Math.min(MAX_PRESIGN_SECONDS, Math.max(1, Math.floor(opts.expiresIn ?? DEFAULT_SIGNED_URL_SECONDS)));
      return getSignedUrl(client, new GetObjectCommand({ Bucket, Key: key, ResponseContentDisposition: attachmentDisposition(name) }), { expiresIn });
    },
  };
}
