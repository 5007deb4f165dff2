import { Hono } from 'hono';
import { homeProfileSchema } from '../../shared/home/home-profile-schema';
import { signedIn, type UserEnv } from '../auth/guards';
import { validate } from '../http/validate';
import type { Services } from '../services';
import { readHomeProfile, saveHomeProfile } from './home-profile-store';

/** Mounted at /api/home: the signed-in user's home profile and tools (docs/api.md). */
export const homeRoutes = ({ database }: Pick<Services, 'database'>) =>
  new Hono<UserEnv>()
    .use(signedIn)
    .get('/', async (c) => c.json(await readHomeProfile(database.db, c.get('user').id)))
    .put('/', validate('json', homeProfileSchema), async (c) =>
      c.json(await saveHomeProfile(database.db, c.get('user').id, c.req.valid('json'))),
    );
