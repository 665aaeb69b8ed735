// The file store on an S3-compatible bucket (AWS, MinIO, R2 …): any endpoint, optional path-style
// addressing. Downloads go straight to the bucket through presigned GET URLs.
import "server-only";
import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client, S3ServiceException } from "@aws-sdk/client-s3";
import { getSignedUrl } from "@aws-sdk/s3-request-presigner";
import type { FileStore, StoredFile } from "./file-store";
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
