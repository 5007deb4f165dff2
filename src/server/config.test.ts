import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('runs on embedded defaults with an empty environment', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.dataDir).toBe('./.data');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.ai.provider).toBe('builtin');
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.adminEmails).toEqual([]);
  });

  it('reads and types the variables it is given', () => {
    const config = loadConfig({
      PORT: '4123',
      DATA_DIR: '/tmp/x',
      DATABASE_URL: 'postgres://u:p@127.0.0.1:5432/db',
      ADMIN_EMAILS: ' Ada@Example.com, bob@example.com ,',
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_CLIENT_SECRET: 'secret',
      FACEBOOK_CLIENT_ID: 'only-half',
    });
    expect(config.port).toBe(4123);
    expect(config.dataDir).toBe('/tmp/x');
    expect(config.databaseUrl).toBe('postgres://u:p@127.0.0.1:5432/db');
    expect(config.adminEmails).toEqual(['ada@example.com', 'bob@example.com']);
    expect(config.oauth.google).toEqual({ id: 'id', secret: 'secret' });
    expect(config.oauth.facebook).toBeUndefined();
  });

  it('reads per-source inspiration budgets over the defaults', () => {
    const config = loadConfig({ INSPIRATION_HOURLY_BUDGET: 'youtube=9, reddit=0' });
    expect(config.sources.hourlyBudget).toEqual({
      youtube: 9,
      reddit: 0,
      unsplash: 45,
      pinterest: 300,
    });
  });

  it('refuses an upload quota smaller than one file', () => {
    expect(() => loadConfig({ UPLOAD_MAX_BYTES: '4096', UPLOAD_QUOTA_BYTES: '2048' })).toThrow(
      'Invalid configuration: UPLOAD_QUOTA_BYTES must be at least UPLOAD_MAX_BYTES',
    );
    expect(loadConfig({}).uploadQuotaBytes).toBe(200 * 1024 * 1024);
  });

  it('requires AUTH_SECRET when NODE_ENV=production is set', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /^Invalid configuration: AUTH_SECRET is required when NODE_ENV=production/,
    );
    const secret = 'x'.repeat(32);
    expect(loadConfig({ NODE_ENV: 'production', AUTH_SECRET: secret }).authSecret).toBe(secret);
    // The quick start sets nothing and gets a generated secret in DATA_DIR.
    expect(loadConfig({}).authSecret).toBeUndefined();
  });

  it('treats empty strings as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).port).toBe(3000);
  });

  it.each([
    ['DATABASE_URL', 'not-a-url'],
    ['DATABASE_URL', 'mysql://localhost/db'],
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['AI_PROVIDER', 'skynet'],
    ['AI_VISION', 'maybe'],
    ['AI_MAX_STEPS', '0'],
    ['AI_DAILY_TOKENS_PER_USER', '-5'],
    ['SMTP_URL', 'http://mail.example.com'],
    ['AUTH_SECRET', 'short'],
    ['INSPIRATION_HOURLY_BUDGET', 'tiktok=5'],
    ['INSPIRATION_HOURLY_BUDGET', 'youtube=-1'],
  ])('refuses %s=%s with one line naming the variable', (name, value) => {
    let error: unknown;
    try {
      loadConfig({ [name]: value });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toMatch(new RegExp(`^Invalid configuration: ${name} `));
    expect(message).not.toContain('\n');
  });
});
