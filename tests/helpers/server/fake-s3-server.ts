import http from 'node:http';
import type { AddressInfo } from 'node:net';

const xmlEscape = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * A tiny path-style S3 endpoint for tests: PutObject, GetObject, ListObjectsV2 (with a
 * delimiter) and DeleteObjects on in-memory objects. It checks that requests are signed but
 * does not verify signatures.
 */
export async function startFakeS3(bucket: string) {
  const objects = new Map<string, Buffer>();
  const unsigned: string[] = [];

  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (!req.headers.authorization?.startsWith('AWS4-HMAC-SHA256')) unsigned.push(url.pathname);
    const [, bucketName, ...rest] = url.pathname.split('/');
    const key = decodeURIComponent(rest.join('/'));
    const reply = (status: number, xml = '') => {
      res.writeHead(status, { 'content-type': 'application/xml' }).end(xml);
    };
    if (bucketName !== bucket) return reply(404, '<Error><Code>NoSuchBucket</Code></Error>');

    if (req.method === 'PUT' && key) {
      objects.set(key, body);
      res.writeHead(200, { etag: '"fake"' }).end();
    } else if (req.method === 'GET' && key) {
      const found = objects.get(key);
      if (!found) return reply(404, '<Error><Code>NoSuchKey</Code><Message>none</Message></Error>');
      res.writeHead(200, { 'content-length': found.length }).end(found);
    } else if (req.method === 'GET' && url.searchParams.get('list-type') === '2') {
      const prefix = url.searchParams.get('prefix') ?? '';
      const delimiter = url.searchParams.get('delimiter');
      const keys = [...objects.keys()].filter(
        (name) =>
          name.startsWith(prefix) && !(delimiter && name.slice(prefix.length).includes(delimiter)),
      );
      const contents = keys.map(
        (name) =>
          `<Contents><Key>${xmlEscape(name)}</Key><Size>${objects.get(name)!.length}</Size></Contents>`,
      );
      reply(
        200,
        `<ListBucketResult><Name>${bucket}</Name><Prefix>${xmlEscape(prefix)}</Prefix><KeyCount>${keys.length}</KeyCount><IsTruncated>false</IsTruncated>${contents.join('')}</ListBucketResult>`,
      );
    } else if (req.method === 'POST' && url.searchParams.has('delete')) {
      for (const match of body.toString().matchAll(/<Key>([^<]*)<\/Key>/g))
        objects.delete(match[1]!);
      reply(200, '<DeleteResult></DeleteResult>');
    } else {
      reply(400, '<Error><Code>NotImplemented</Code></Error>');
    }
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    objects,
    unsigned,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
