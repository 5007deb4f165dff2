import { Hono, type Context } from 'hono';
import { z } from 'zod';
import {
  CONVERSATION_PAGE_SIZE,
  conversationListQuerySchema,
  createConversationSchema,
  NEXT_CURSOR_HEADER,
  renameConversationSchema,
} from '../../shared/conversations/conversation-schema';
import { requireUser, type UserEnv } from '../auth/require-user';
import { ApiError } from '../http/errors';
import { validate, validationError } from '../http/validate';
import type { ListPage } from './conversation-list-cache';
import { enforceConversationCreationLimit } from './conversation-limits';
import { decodeCursor } from './conversation-cursor';
import { conversationStore, toConversationRow, toMessageRow } from './conversation-store';

const idParam = z.object({ id: z.uuid('Unknown conversation') });
const pageBody = (c: Context, page: ListPage) =>
  c.body(page.json, 200, {
    'content-type': 'application/json',
    ...(page.next ? { [NEXT_CURSOR_HEADER]: page.next } : {}),
  });
const notFound = () => new ApiError(404, 'Conversation not found', 'NOT_FOUND');

/** docs/api.md conversation routes; every query carries the session's user id. */
export const conversationRoutes = new Hono<UserEnv>()
  .use(requireUser)
  .get('/', (c): Response | Promise<Response> => {
    // No `await`, closure or parsing when the first page is cached (docs/decisions.md 22).
    const { conversationLists } = c.get('services');
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
    const { database, events, config } = c.get('services');
    await enforceConversationCreationLimit(database.db, c.get('user').id, config);
    const store = conversationStore(database.db, events);
    const row = await store.create(c.get('user').id, c.req.valid('json').first_message);
    return c.json(toConversationRow(row), 201);
  })
  .patch(
    '/:id',
    validate('param', idParam),
    validate('json', renameConversationSchema),
    async (c) => {
      const { database, events } = c.get('services');
      const store = conversationStore(database.db, events);
      const row = await store.rename(
        c.get('user').id,
        c.req.valid('param').id,
        c.req.valid('json').title,
      );
      if (!row) throw notFound();
      return c.json(toConversationRow(row));
    },
  )
  .delete('/:id', validate('param', idParam), async (c) => {
    const { database, events } = c.get('services');
    const store = conversationStore(database.db, events);
    if (!(await store.remove(c.get('user').id, c.req.valid('param').id))) throw notFound();
    return c.body(null, 204);
  })
  .get('/:id/messages', validate('param', idParam), async (c) => {
    const { database, events } = c.get('services');
    const store = conversationStore(database.db, events);
    const conversation = await store.findOwned(c.get('user').id, c.req.valid('param').id);
    if (!conversation) throw notFound();
    return c.json((await store.messages(conversation.id)).map(toMessageRow));
  });
