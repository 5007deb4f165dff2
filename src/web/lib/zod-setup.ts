/**
 * Zod compiles object parsers with `new Function` when it may, and finds out by trying; our CSP
 * forbids eval, so the try is a CSP violation report in every browser. Interpreted parsers are
 * plenty fast for forms and API answers, so we turn the compiler off (`jitless`).
 *
 * `z.config()` would pull zod into the home page's first load (+3.8 KB gzip) although the page
 * never parses anything; zod 4 keeps that config on `globalThis.__zod_globalConfig` (shared by
 * every copy of zod) and adopts an existing object, so setting it before zod loads is enough.
 * tests/e2e/routes.spec.ts fails if a zod upgrade stops honouring it.
 */
const scope = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true };

export {};
