import type { Config } from '../config';
import { assertSafeKey, type ObjectStorage } from './object-storage';

type S3Settings = NonNullable<Config['s3']>;

// Every object of ours sits under one prefix, so the bucket can be shared with other data.
const prefix = 'uploads/';

const isMissing = (error: unknown) => {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return name === 'NoSuchKey' || $metadata?.httpStatusCode === 404;
};

/**
 * Objects in an S3-compatible bucket (AWS, MinIO, R2, …). A custom S3_ENDPOINT gets path-style
 * addressing, which those servers accept; without keys the SDK's default credential chain applies.
 */
export async function createS3Storage(settings: S3Settings): Promise<ObjectStorage> {
  // Loaded only when S3 is configured: the SDK adds about 100 ms to every start otherwise.
  const {
    DeleteObjectsCommand,
    GetObjectCommand,
    ListObjectsV2Command,
    PutObjectCommand,
    S3Client,
  } = await import('@aws-sdk/client-s3');
  const client = new S3Client({
    region: settings.region,
    ...(settings.endpoint && { endpoint: settings.endpoint, forcePathStyle: true }),
    ...(settings.accessKeyId &&
      settings.secretAccessKey && {
        credentials: {
          accessKeyId: settings.accessKeyId,
          secretAccessKey: settings.secretAccessKey,
        },
      }),
    // Newer SDKs add checksums by default, which several S3-compatible servers refuse.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = settings.bucket;
  const fullKey = (key: string) => {
    assertSafeKey(key);
    return `${prefix}${key}`;
  };

  async function keysUnder(folder: string, delimiter?: string): Promise<string[]> {
    const keys: string[] = [];
    let ContinuationToken: string | undefined;
    do {
      const page = await client.send(
        new ListObjectsV2Command({
          Bucket,
          Prefix: fullKey(folder),
          Delimiter: delimiter,
          ContinuationToken,
        }),
      );
      for (const item of page.Contents ?? [])
        if (item.Key) keys.push(item.Key.slice(prefix.length));
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
    return keys;
  }

  return {
    async put(key, bytes, contentType) {
      await client.send(
        new PutObjectCommand({ Bucket, Key: fullKey(key), Body: bytes, ContentType: contentType }),
      );
    },
    async get(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: fullKey(key) }));
        return answer.Body ? new Uint8Array(await answer.Body.transformToByteArray()) : undefined;
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    list: (folder) => keysUnder(folder, '/'),
    async removeFolder(folder) {
      const keys = await keysUnder(folder);
      // DeleteObjects takes at most 1000 keys per call.
      for (let start = 0; start < keys.length; start += 1000) {
        const Objects = keys.slice(start, start + 1000).map((key) => ({ Key: fullKey(key) }));
        const answer = await client.send(
          new DeleteObjectsCommand({ Bucket, Delete: { Objects, Quiet: true } }),
        );
        const failed = answer.Errors?.[0];
        if (failed) throw new Error(`S3 could not delete ${failed.Key}: ${failed.Code}`);
      }
    },
  };
}
