import { Hono, type Context } from 'hono';
import { z } from 'zod';
import {
  CONVERSATION_PAGE_SIZE,
  conversationListQuerySchema,
  createConversationSchema,
  NEXT_CURSOR_HEADER,
  renameConversationSchema,
} from '../../shared/conversations/conversation-schema';
import { switchBranchSchema } from '../../shared/conversations/branch-schema';
import { signedIn, type UserEnv } from '../auth/guards';
import { ApiError } from '../http/errors';
import { validate, validationError } from '../http/validate';
import type { Services } from '../services';
import type { ListPage } from './conversation-list-cache';
import { enforceConversationCreationLimit } from './conversation-limits';
import { decodeCursor } from './conversation-cursor';
import { toConversationRow } from './conversation-store';

const idParam = z.object({ id: z.uuid('Unknown conversation') });
const pageBody = (c: Context, page: ListPage) =>
  c.body(page.json, 200, {
    'content-type': 'application/json',
    ...(page.next ? { [NEXT_CURSOR_HEADER]: page.next } : {}),
  });
const notFound = () => new ApiError(404, 'Conversation not found', 'NOT_FOUND');

/** docs/api.md conversation routes; every query carries the session's user id. */
export const conversationRoutes = ({
  conversations,
  conversationLists,
  database,
  config,
}: Pick<Services, 'conversations' | 'conversationLists' | 'database' | 'config'>) =>
  new Hono<UserEnv>()
    .use(signedIn)
    .get('/', (c): Response | Promise<Response> => {
      // No `await`, closure or parsing when the first page is cached (docs/decisions/0022-sessions-and-conversation-lists-are-cached.md).
      const userId = c.get('user').id;
      if (!c.req.url.includes('?')) {
        const cached = conversationLists.cached(userId);
        if (cached !== undefined) return pageBody(c, cached);
        return conversationLists.first(userId).then((page) => pageBody(c, page));
      }
      const query = conversationListQuerySchema.safeParse(c.req.query());
      if (!query.success) throw validationError(query.error);
      const { cursor, limit } = query.data;
      if (!cursor && limit === CONVERSATION_PAGE_SIZE) {
        return conversationLists.first(userId).then((page) => pageBody(c, page));
      }
      const after = cursor ? decodeCursor(cursor) : undefined;
      return conversationLists.page(userId, limit, after).then((page) => pageBody(c, page));
    })
    .post('/', validate('json', createConversationSchema), async (c) => {
      await enforceConversationCreationLimit(database.db, c.get('user').id, config);
      const row = await conversations.create(c.get('user').id, c.req.valid('json').first_message);
      return c.json(toConversationRow(row), 201);
    })
    .patch(
      '/:id',
      validate('param', idParam),
      validate('json', renameConversationSchema),
      async (c) => {
        const row = await conversations.rename(
          c.get('user').id,
          c.req.valid('param').id,
          c.req.valid('json').title,
        );
        if (!row) throw notFound();
        return c.json(toConversationRow(row));
      },
    )
    .delete('/:id', validate('param', idParam), async (c) => {
      if (!(await conversations.remove(c.get('user').id, c.req.valid('param').id)))
        throw notFound();
      return c.body(null, 204);
    })
    .get('/:id/messages', validate('param', idParam), async (c) => {
      const conversation = await conversations.findOwned(c.get('user').id, c.req.valid('param').id);
      if (!conversation) throw notFound();
      return c.json(await conversations.shownRows(conversation.id));
    })
    .put(
      '/:id/branch',
      validate('param', idParam),
      validate('json', switchBranchSchema),
      async (c) => {
        const rows = await conversations.switchBranch(
          c.get('user').id,
          c.req.valid('param').id,
          c.req.valid('json').message_id,
        );
        if (!rows) throw notFound();
        return c.json(rows);
      },
    );
