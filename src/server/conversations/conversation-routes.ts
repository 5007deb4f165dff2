import { Hono, type Context } from 'hono';
import { z } from 'zod';
import {
  createConversationSchema,
  renameConversationSchema,
} from '../../shared/conversations/conversation-schema';
import { requireUser, type UserEnv } from '../auth/require-user';
import { ApiError } from '../http/errors';
import { validate } from '../http/validate';
import { conversationStore, toConversationRow, toMessageRow } from './conversation-store';

const idParam = z.object({ id: z.uuid('Unknown conversation') });
const jsonBody = (c: Context, json: string) =>
  c.body(json, 200, { 'content-type': 'application/json' });
const notFound = () => new ApiError(404, 'Conversation not found', 'NOT_FOUND');

/** ARCHITECTURE §6 conversation routes; every query carries the session's user id. */
export const conversationRoutes = new Hono<UserEnv>()
  .use(requireUser)
  .get('/', (c): Response | Promise<Response> => {
    // No `await` or closure when the list is cached (docs/decisions.md 22).
    const { conversationLists } = c.get('services');
    const userId = c.get('user').id;
    const cached = conversationLists.cached(userId);
    if (cached !== undefined) return jsonBody(c, cached);
    return conversationLists.json(userId).then((json) => jsonBody(c, json));
  })
  .post('/', validate('json', createConversationSchema), async (c) => {
    const { database, events } = c.get('services');
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
    const store = conversationStore(c.get('services').database.db);
    const conversation = await store.findOwned(c.get('user').id, c.req.valid('param').id);
    if (!conversation) throw notFound();
    return c.json((await store.messages(conversation.id)).map(toMessageRow));
  });
