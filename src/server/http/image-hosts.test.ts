import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { imageHosts } from './image-hosts';
import { securityHeaderLists } from './security-headers';

const config = (env: Record<string, string> = {}) =>
  loadConfig({ NODE_ENV: 'test', DATA_DIR: '/tmp/fixwise-unused', ...env });

const imgSrc = (hosts: string[]) =>
  new Map(securityHeaderLists(hosts).page)
    .get('Content-Security-Policy')!
    .split('; ')
    .find((d) => d.startsWith('img-src'));

describe('img-src', () => {
  it('allows only our own images when no outside source is configured', () => {
    expect(imgSrc(imageHosts(config()))).toBe("img-src 'self' data:");
  });

  it('adds the hosts of configured sources and sign-in providers, never every https host', () => {
    const hosts = imageHosts(
      config({
        UNSPLASH_ACCESS_KEY: 'k',
        GOOGLE_CLIENT_ID: 'id',
        GOOGLE_CLIENT_SECRET: 'secret',
        PINTEREST_APP_ID: 'app',
        PINTEREST_APP_SECRET: 'secret',
      }),
    );
    expect(hosts).toEqual([
      'https://lh3.googleusercontent.com',
      'https://images.unsplash.com',
      'https://i.pinimg.com',
    ]);
    expect(imgSrc(hosts)).not.toMatch(/https:(\s|$)/);
  });
});
