import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { staticSite } from './static-site';

/** A built web root as compress-assets.mjs leaves it: each page beside its .br and .gz. */
function webRoot() {
  const root = mkdtempSync(path.join(tmpdir(), 'fixwise-static-'));
  const page = (file: string, html: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), html);
    writeFileSync(path.join(root, `${file}.br`), brotliCompressSync(html));
    writeFileSync(path.join(root, `${file}.gz`), gzipSync(html));
  };
  page('index.html', '<html>home</html>');
  page('categories/kitchen/index.html', '<html>kitchen</html>');
  writeFileSync(path.join(root, 'shell.html'), '<html>shell</html>');
  return root;
}

const get = (site: ReturnType<typeof staticSite>, url: string, acceptEncoding?: string) =>
  site.request(url, { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('static site pages', () => {
  const site = staticSite(webRoot());

  it('sends the brotli copy of a prerendered page to a client that takes it', async () => {
    const res = await get(site, '/categories/kitchen', 'gzip, deflate, br');
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    expect(brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString()).toBe(
      '<html>kitchen</html>',
    );
  });

  it('falls back to gzip, then to plain HTML', async () => {
    const gzip = await get(site, '/', 'br;q=0, gzip');
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe('<html>home</html>');

    const plain = await get(site, '/');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe('<html>home</html>');
  });

  it('answers unknown paths with the shell and a 404, uncompressed when there is no copy', async () => {
    const res = await get(site, '/no/such/page', 'br');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(await res.text()).toBe('<html>shell</html>');
  });
});

describe('a page whose thing is gone', () => {
  const token = 'a'.repeat(43);
  const site = staticSite(webRoot(), {
    gone: async (pagePath) => pagePath === `/shared/plans/${token}`,
  });

  it('answers the 404 shell, while other addresses of the same page answer 200', async () => {
    const gone = await get(site, `/shared/plans/${token}`);
    expect(gone.status).toBe(404);
    expect(await gone.text()).toBe('<html>shell</html>');
    expect((await get(site, `/shared/plans/${'b'.repeat(43)}`)).status).toBe(200);
  });
});
