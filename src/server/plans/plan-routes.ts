import { Hono } from 'hono';
import { z } from 'zod';
import { createShareLinkSchema, planNotesSchema } from '../../shared/plans/plan-schema';
import { SHARE_LINKS_PER_PLAN, type OwnerPlan } from '../../shared/plans/project-plan';
import { signedIn, type UserEnv } from '../auth/guards';
import { readHomeProfile } from '../home/home-profile-store';
import { ApiError } from '../http/errors';
import { validate } from '../http/validate';
import type { Services } from '../services';
import { buildPlan } from './build-plan';

const idParam = z.object({ id: z.uuid('Unknown project') });
const shareParam = z.object({ id: z.uuid('Unknown project'), shareId: z.uuid('Unknown link') });
const notFound = () => new ApiError(404, 'Project not found', 'NOT_FOUND');

// Owner photos are served by the uploads route, which checks the owner itself; 1280 px wide is
// enough for a page and a print.
const ownerPhotoSrc = (uploadId: string) => `/api/uploads/${uploadId}?width=1280&format=webp`;

/**
 * Mounted at /api/plans (docs/api.md): a project's plan, its notes and its share links, for
 * the conversation's owner only. Anyone else's conversation id answers 404, as a missing one.
 */
export const planRoutes = ({
  conversations,
  database,
  plans,
}: Pick<Services, 'conversations' | 'database' | 'plans'>) => {
  const owned = async (userId: string, id: string) => {
    const conversation = await conversations.findOwned(userId, id);
    if (!conversation) throw notFound();
    return conversation;
  };
  return new Hono<UserEnv>()
    .use(signedIn)
    .get('/:id', validate('param', idParam), async (c) => {
      const userId = c.get('user').id;
      const conversation = await owned(userId, c.req.valid('param').id);
      const [rows, home, notes] = await Promise.all([
        conversations.messages(conversation.id),
        readHomeProfile(database.db, userId),
        plans.notes(conversation.id),
      ]);
      const plan = buildPlan({
        conversation,
        messages: rows,
        ownedTools: home.tools,
        photoSrc: ownerPhotoSrc,
      });
      return c.json({ ...plan, conversation_id: conversation.id, notes } satisfies OwnerPlan);
    })
    .put('/:id/notes', validate('param', idParam), validate('json', planNotesSchema), async (c) => {
      const conversation = await owned(c.get('user').id, c.req.valid('param').id);
      return c.json(await plans.saveNotes(conversation.id, c.req.valid('json').text));
    })
    .get('/:id/shares', validate('param', idParam), async (c) => {
      const conversation = await owned(c.get('user').id, c.req.valid('param').id);
      return c.json(await plans.shareLinks(conversation.id));
    })
    .post(
      '/:id/shares',
      validate('param', idParam),
      validate('json', createShareLinkSchema),
      async (c) => {
        const conversation = await owned(c.get('user').id, c.req.valid('param').id);
        if ((await plans.countShareLinks(conversation.id)) >= SHARE_LINKS_PER_PLAN) {
          throw new ApiError(
            409,
            `A plan can have ${SHARE_LINKS_PER_PLAN} links at most. Revoke one to make another.`,
            'SHARE_LINK_LIMIT',
          );
        }
        return c.json(await plans.createShareLink(conversation.id, c.req.valid('json')), 201);
      },
    )
    .delete('/:id/shares/:shareId', validate('param', shareParam), async (c) => {
      const { id, shareId } = c.req.valid('param');
      const conversation = await owned(c.get('user').id, id);
      if (!(await plans.revokeShareLink(conversation.id, shareId))) {
        throw new ApiError(404, 'Share link not found', 'NOT_FOUND');
      }
      return c.body(null, 204);
    });
};
