import { Hono } from 'hono';
import { adminOnly, type UserEnv } from '../auth/guards';
import type { Services } from '../services';
import { leadsToCsv } from './leads-csv';
import { listLeads } from './lead-store';

// Applicants' contact details: never kept by a browser or proxy cache.
const privateHeaders = { 'cache-control': 'no-store' };

/**
 * Mounted at /api/admin: the stored applications, for administrators only (401, 403). The
 * guard sits on each route, not on the whole /admin prefix other routers may share.
 */
export const adminLeadsRoutes = ({ database }: Pick<Services, 'database'>) =>
  new Hono<UserEnv>()
    .get('/professional-leads', adminOnly, async (c) => {
      const rows = await listLeads(database.db);
      return c.json(rows, 200, privateHeaders);
    })
    .get('/professional-leads.csv', adminOnly, async (c) => {
      const rows = await listLeads(database.db);
      const day = new Date().toISOString().slice(0, 10);
      return c.body(leadsToCsv(rows), 200, {
        ...privateHeaders,
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="professional-leads-${day}.csv"`,
      });
    });
