import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import {
  assertSafeBucket,
  assertSafeObjectPath,
  assertSafePrefix,
  defaultListLimit,
  StorageConflictError,
  type Storage,
} from "./storage";

export type S3Settings = {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
};

/**
 * Our buckets are key prefixes inside one real S3 bucket: `<bucket>/<path>`. Path-style
 * addressing and checksums only when required keep it working on MinIO, R2 and friends.
 */
export function createS3Storage(settings: S3Settings): Storage {
  const client = new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: true,
    credentials: {
      accessKeyId: settings.accessKeyId,
      secretAccessKey: settings.secretAccessKey,
    },
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
  const Bucket = settings.bucket;
  const key = (bucket: string, path: string) => {
    assertSafeBucket(bucket);
    assertSafeObjectPath(path);
    return `${bucket}/${path}`;
  };

  return {
    kind: "s3",
    async put(bucket, path, bytes, contentType, options) {
      const Key = key(bucket, path);
      try {
        await client.send(
          new PutObjectCommand({
            Bucket,
            Key,
            Body: bytes,
            ContentType: contentType,
            // Conditional write: the service refuses to replace an existing object.
            ...(options?.upsert ? {} : { IfNoneMatch: "*" }),
          }),
        );
      } catch (error) {
        if (statusOf(error) === 412) throw new StorageConflictError(`${Key} already exists`);
        throw error;
      }
    },

    async get(bucket, path) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key(bucket, path) }));
        if (!object.Body) return null;
        return {
          bytes: new Uint8Array(await object.Body.transformToByteArray()),
          contentType: object.ContentType ?? "application/octet-stream",
        };
      } catch (error) {
        if (statusOf(error) === 404) return null;
        throw error;
      }
    },

    async delete(bucket, path) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key(bucket, path) }));
    },

    async list(bucket, prefix = "", limit = defaultListLimit) {
      assertSafeBucket(bucket);
      assertSafePrefix(prefix);
      const listed = await client.send(
        new ListObjectsV2Command({ Bucket, Prefix: `${bucket}/${prefix}`, MaxKeys: limit }),
      );
      // S3 lists keys in ascending UTF-8 byte order already.
      return (listed.Contents ?? []).map((object) => ({
        path: (object.Key ?? "").slice(bucket.length + 1),
        size: object.Size ?? 0,
      }));
    },
  };
}

function statusOf(error: unknown) {
  return error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;
}
