import { z } from 'zod';
import type { ContentSource } from '../shared/inspiration/content-item';

const optionalText = z.string().trim().min(1).optional();
const optionalUrl = z.url().optional();

/**
 * Live inspiration calls per source per hour, under each API's free allowance: YouTube's daily
 * 10,000 units buy about 100 searches (100 units each), Unsplash's demo tier allows 50 an hour,
 * Reddit and Pinterest allow far more but need no more here.
 */
const defaultHourlyBudget: Record<ContentSource, number> = {
  youtube: 4,
  unsplash: 45,
  reddit: 300,
  pinterest: 300,
};

/** Every variable of README.md#configuration; all optional, so the quick start needs none. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce
    .number({ error: 'must be a port number from 0 to 65535' })
    .int({ error: 'must be a port number from 0 to 65535' })
    .min(0, { error: 'must be a port number from 0 to 65535' })
    .max(65535, { error: 'must be a port number from 0 to 65535' })
    .default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./.data'),
  DATABASE_URL: z
    .url({ error: 'must be a postgres:// URL' })
    .refine((value) => /^postgres(ql)?:\/\//.test(value), 'must be a postgres:// URL')
    .optional(),
  DATABASE_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  PUBLIC_URL: optionalUrl,
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  // How many proxies of ours append to X-Forwarded-For: "true" is one (a load balancer).
  TRUST_PROXY: z
    .string()
    .regex(/^(?:true|false|[0-9])$/, 'must be true, false or a number of proxies from 0 to 9')
    .default('false')
    .transform((value) => (value === 'true' ? 1 : value === 'false' ? 0 : Number(value))),
  LOG_FORMAT: z.enum(['line', 'none']).optional(),
  REQUIRE_EMAIL_VERIFICATION: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((value) => value === 'true' || value === '1'),
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(10),
  // Sign-in attempts per account per 15 minutes, whatever addresses they come from.
  AUTH_ACCOUNT_ATTEMPTS_PER_15_MIN: z.coerce.number().int().min(1).max(100_000).default(20),
  GUEST_DAILY_CAP_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(20),
  AI_PROVIDER: z.enum(['builtin', 'openai', 'anthropic', 'openai-compatible']).default('builtin'),
  AI_MODEL: optionalText,
  AI_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(60_000),
  // The most a model may write for one reply: a budget, and a bound on a runaway answer.
  AI_MAX_OUTPUT_TOKENS: z.coerce.number().int().min(64).max(32_000).default(1_500),
  // New conversations (projects) per signed-in user per hour.
  CONVERSATIONS_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(60),
  // Model calls per signed-in question: tool rounds (knowledge, calculators) plus the answer.
  AI_MAX_STEPS: z.coerce.number().int().min(1).max(10).default(5),
  // Daily token budgets (UTC days), per user or guest and for everyone together.
  AI_DAILY_TOKENS_PER_USER: z.coerce.number().int().min(1).default(200_000),
  AI_DAILY_TOKENS_GLOBAL: z.coerce.number().int().min(1).default(5_000_000),
  // The most characters a model request may carry (system, history, question, attachments).
  AI_MAX_PROMPT_CHARS: z.coerce.number().int().min(2_000).max(2_000_000).default(60_000),
  // Whether the model can look at photos: auto knows vision models by name.
  AI_VISION: z.enum(['auto', 'true', 'false']).default('auto'),
  // Earlier photos a vision model sees again, newest first, up to this many bytes in all.
  AI_HISTORY_IMAGE_BYTES: z.coerce.number().int().min(0).max(50_000_000).default(4_000_000),
  ASSISTANT_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(30),
  BUILTIN_STREAM_DELAY_MS: z.coerce.number().int().min(0).max(1000).default(8),
  OPENAI_API_KEY: optionalText,
  OPENAI_BASE_URL: optionalUrl,
  ANTHROPIC_API_KEY: optionalText,
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  FACEBOOK_CLIENT_ID: optionalText,
  FACEBOOK_CLIENT_SECRET: optionalText,
  YOUTUBE_API_KEY: optionalText,
  UNSPLASH_ACCESS_KEY: optionalText,
  REDDIT_CLIENT_ID: optionalText,
  REDDIT_CLIENT_SECRET: optionalText,
  PINTEREST_APP_ID: optionalText,
  PINTEREST_APP_SECRET: optionalText,
  // Pinterest's OAuth consent page for "Connect Pinterest" (/api/pins); a fake one in tests.
  PINTEREST_OAUTH_URL: z.url().default('https://www.pinterest.com/oauth/'),
  // An app-level token for the inspiration feed's pin search; user tokens belong to /api/pins.
  PINTEREST_ACCESS_TOKEN: optionalText,
  // Source base URLs are configurable so tests can point the adapters at local fake servers.
  REDDIT_BASE_URL: z.url().default('https://oauth.reddit.com'),
  REDDIT_AUTH_URL: z.url().default('https://www.reddit.com/api/v1/access_token'),
  REDDIT_USER_AGENT: z.string().trim().min(1).default('web:fixwise:1.0 (by /u/fixwise)'),
  YOUTUBE_BASE_URL: z.url().default('https://www.googleapis.com/youtube/v3'),
  UNSPLASH_BASE_URL: z.url().default('https://api.unsplash.com'),
  PINTEREST_BASE_URL: z.url().default('https://api.pinterest.com/v5'),
  INSPIRATION_SOURCE_TIMEOUT_MS: z.coerce.number().int().min(50).max(60_000).default(5_000),
  // Fresh (uncached) inspiration searches per client address per 10 minutes.
  INSPIRATION_SEARCHES_PER_10_MIN: z.coerce.number().int().min(1).max(100_000).default(60),
  // Calls per live source per hour, e.g. "youtube=4,unsplash=45"; unnamed sources keep defaults.
  INSPIRATION_HOURLY_BUDGET: z
    .string()
    .default('')
    .transform((value, ctx) => {
      const budget = { ...defaultHourlyBudget };
      for (const part of value
        .split(',')
        .map((p) => p.trim())
        .filter(Boolean)) {
        const match = /^(youtube|reddit|unsplash|pinterest)=(\d{1,6})$/.exec(part);
        if (!match?.[1] || !match[2]) {
          ctx.addIssue({
            code: 'custom',
            message: 'must be a comma list of source=calls (youtube, reddit, unsplash, pinterest)',
          });
          return z.NEVER;
        }
        budget[match[1] as ContentSource] = Number(match[2]);
      }
      return budget;
    }),
  S3_ENDPOINT: optionalUrl,
  S3_BUCKET: optionalText,
  S3_REGION: optionalText,
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  // Attachments (POST /api/uploads); 10 MB by default.
  UPLOAD_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(100 * 1024 * 1024)
    .default(10 * 1024 * 1024),
  // Everything one user (or guest) may keep stored; 200 MB by default.
  UPLOAD_QUOTA_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(1024 * 1024 * 1024 * 1024)
    .default(200 * 1024 * 1024),
  SMTP_URL: z
    .url()
    .refine((value) => /^smtps?:\/\//.test(value), 'must be an smtp:// or smtps:// URL')
    .optional(),
  ADMIN_EMAILS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((email) => email.trim().toLowerCase())
        .filter(Boolean),
    ),
});

/** Variables that depend on each other: a model provider needs its key or server, a quota holds a file. */
function crossFieldProblem(
  env: z.infer<typeof envSchema>,
  explicitProduction: boolean,
): [string, string] | undefined {
  if (env.AI_PROVIDER === 'openai' && !env.OPENAI_API_KEY)
    return ['OPENAI_API_KEY', 'is required when AI_PROVIDER=openai'];
  if (env.AI_PROVIDER === 'anthropic' && !env.ANTHROPIC_API_KEY)
    return ['ANTHROPIC_API_KEY', 'is required when AI_PROVIDER=anthropic'];
  if (env.AI_PROVIDER === 'openai-compatible' && !env.OPENAI_BASE_URL)
    return ['OPENAI_BASE_URL', 'is required when AI_PROVIDER=openai-compatible'];
  if (env.AI_PROVIDER === 'openai-compatible' && !env.AI_MODEL)
    return ['AI_MODEL', 'is required when AI_PROVIDER=openai-compatible'];
  if (env.NODE_ENV === 'production' && explicitProduction && !env.AUTH_SECRET)
    return ['AUTH_SECRET', 'is required when NODE_ENV=production (32+ random characters)'];
  if (env.UPLOAD_QUOTA_BYTES < env.UPLOAD_MAX_BYTES)
    return ['UPLOAD_QUOTA_BYTES', 'must be at least UPLOAD_MAX_BYTES'];
  return undefined;
}

export type Config = ReturnType<typeof toConfig>;

export class ConfigError extends Error {}

function toConfig(env: z.infer<typeof envSchema>) {
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir: env.DATA_DIR,
    databaseUrl: env.DATABASE_URL,
    databaseTimeoutMs: env.DATABASE_TIMEOUT_MS,
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
    authSecret: env.AUTH_SECRET,
    trustProxy: env.TRUST_PROXY,
    requireEmailVerification: env.REQUIRE_EMAIL_VERIFICATION,
    authRateLimitPerMinute: env.AUTH_RATE_LIMIT_PER_MINUTE,
    authAccountAttemptsPer15Min: env.AUTH_ACCOUNT_ATTEMPTS_PER_15_MIN,
    guestDailyCapPerAddress: env.GUEST_DAILY_CAP_PER_ADDRESS,
    conversationsPerHour: env.CONVERSATIONS_PER_HOUR,
    requestLog: env.LOG_FORMAT ?? (env.NODE_ENV === 'test' ? 'none' : 'line'),
    ai: {
      provider: env.AI_PROVIDER,
      model: env.AI_MODEL,
      timeoutMs: env.AI_TIMEOUT_MS,
      maxOutputTokens: env.AI_MAX_OUTPUT_TOKENS,
      maxSteps: env.AI_MAX_STEPS,
      dailyTokens: { perUser: env.AI_DAILY_TOKENS_PER_USER, global: env.AI_DAILY_TOKENS_GLOBAL },
      maxPromptChars: env.AI_MAX_PROMPT_CHARS,
      vision: env.AI_VISION,
      historyImageBytes: env.AI_HISTORY_IMAGE_BYTES,
      rateLimitPerMinute: env.ASSISTANT_RATE_LIMIT_PER_MINUTE,
      builtinStreamDelayMs: env.BUILTIN_STREAM_DELAY_MS,
      openaiApiKey: env.OPENAI_API_KEY,
      openaiBaseUrl: env.OPENAI_BASE_URL,
      anthropicApiKey: env.ANTHROPIC_API_KEY,
    },
    oauth: {
      google: pair(env.GOOGLE_CLIENT_ID, env.GOOGLE_CLIENT_SECRET),
      facebook: pair(env.FACEBOOK_CLIENT_ID, env.FACEBOOK_CLIENT_SECRET),
    },
    sources: {
      youtubeApiKey: env.YOUTUBE_API_KEY,
      unsplashAccessKey: env.UNSPLASH_ACCESS_KEY,
      reddit: pair(env.REDDIT_CLIENT_ID, env.REDDIT_CLIENT_SECRET),
      pinterest: pair(env.PINTEREST_APP_ID, env.PINTEREST_APP_SECRET),
      pinterestAccessToken: env.PINTEREST_ACCESS_TOKEN,
      redditBaseUrl: env.REDDIT_BASE_URL,
      redditAuthUrl: env.REDDIT_AUTH_URL,
      redditUserAgent: env.REDDIT_USER_AGENT,
      youtubeBaseUrl: env.YOUTUBE_BASE_URL,
      unsplashBaseUrl: env.UNSPLASH_BASE_URL,
      pinterestBaseUrl: env.PINTEREST_BASE_URL,
      timeoutMs: env.INSPIRATION_SOURCE_TIMEOUT_MS,
      searchesPer10Min: env.INSPIRATION_SEARCHES_PER_10_MIN,
      hourlyBudget: env.INSPIRATION_HOURLY_BUDGET,
    },
    pinterestOAuthUrl: env.PINTEREST_OAUTH_URL,
    s3: env.S3_BUCKET
      ? {
          endpoint: env.S3_ENDPOINT,
          bucket: env.S3_BUCKET,
          region: env.S3_REGION ?? 'us-east-1',
          accessKeyId: env.S3_ACCESS_KEY_ID,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY,
        }
      : undefined,
    uploadMaxBytes: env.UPLOAD_MAX_BYTES,
    uploadQuotaBytes: env.UPLOAD_QUOTA_BYTES,
    smtpUrl: env.SMTP_URL,
    adminEmails: env.ADMIN_EMAILS,
  } as const;
}

function pair(id: string | undefined, secret: string | undefined) {
  return id && secret ? { id, secret } : undefined;
}

/**
 * Reads the environment once. Empty strings count as unset, so `FOO= npm start` behaves like
 * leaving FOO out. An invalid value throws a ConfigError whose message is one line naming the
 * variable, which main.ts prints before exiting.
 */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const env = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue?.path[0] ?? 'environment');
    throw new ConfigError(`Invalid configuration: ${name} ${issue?.message ?? 'is invalid'}`);
  }
  // The quick start leaves NODE_ENV unset and gets a generated secret in DATA_DIR; a deployment
  // that says NODE_ENV=production must bring its own.
  const problem = crossFieldProblem(parsed.data, env.NODE_ENV === 'production');
  if (problem) throw new ConfigError(`Invalid configuration: ${problem[0]} ${problem[1]}`);
  return toConfig(parsed.data);
}
