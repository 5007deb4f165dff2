import type { MiddlewareHandler } from 'hono';

/** One line per request: method, path, status and duration. */
export function requestLog(write: (line: string) => void = console.log): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const ms = (performance.now() - started).toFixed(1);
    write(`${c.req.method} ${c.req.path} ${c.res.status} ${ms}ms`);
  };
}
