import { Hono } from 'hono';
import { projectSearchQuerySchema } from '../../shared/search/project-search-schema';
import { signedIn, type UserEnv } from '../auth/guards';
import { validate } from '../http/validate';
import type { Services } from '../services';
import { searchProjects } from './project-search';

/** Mounted at /api/search: the signed-in user's projects that mention the words searched for. */
export const projectSearchRoutes = ({ database }: Pick<Services, 'database'>) =>
  new Hono<UserEnv>()
    .use(signedIn)
    .get('/', validate('query', projectSearchQuerySchema), async (c) =>
      c.json({
        results: await searchProjects(database.db, c.get('user').id, c.req.valid('query').q),
      }),
    );
