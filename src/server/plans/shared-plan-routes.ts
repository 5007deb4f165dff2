import { Hono } from 'hono';
import { z } from 'zod';
import { shareTokenSchema } from '../../shared/plans/plan-schema';
import type { SharedPlan } from '../../shared/plans/project-plan';
import type { AppEnv } from '../http/app-env';
import { ApiError } from '../http/errors';
import type { Services } from '../services';
import { contentTypeHeader } from '../uploads/media-types';
import { buildPlan } from './build-plan';
import type { PlanStore } from './plan-store';

// Revoked, expired, never issued or not even shaped like a token: the same 404 for all, so the
// answer tells a visitor nothing about which.
const gone = () => new ApiError(404, 'This plan is not shared, or the link has ended', 'NOT_FOUND');
const PHOTO = { width: 1280, format: 'webp' } as const;

/** Whether a page address is a share link that opens nothing: its page then answers 404 too. */
export const sharedPlanGone = (plans: PlanStore) => async (pagePath: string) => {
  const token = /^\/shared\/plans\/([^/]+)$/.exec(pagePath)?.[1];
  if (token === undefined) return false;
  return !shareTokenSchema.safeParse(token).success || !(await plans.findLiveShare(token));
};

const photoSrc = (token: string) => (uploadId: string) =>
  `/api/shared-plans/${token}/photos/${uploadId}`;

/**
 * Mounted at /api/shared-plans (docs/api.md): what a share link shows anyone holding it, signed
 * in or not. Never the conversation, its id or the owner's e-mail; the notes and the owner's
 * name only when the owner chose to show them; tools are listed without the owner's own.
 */
export const sharedPlanRoutes = ({
  conversations,
  uploads,
  plans,
}: Pick<Services, 'conversations' | 'uploads' | 'plans'>) => {
  const live = async (token: string) => {
    if (!shareTokenSchema.safeParse(token).success) throw gone();
    const share = await plans.findLiveShare(token);
    if (!share) throw gone();
    return share;
  };
  return new Hono<AppEnv>()
    .use(async (c, next) => {
      await next();
      // The answer is only as current as the link: no cache may keep it past a revocation.
      c.header('Cache-Control', 'no-store');
      c.header('X-Robots-Tag', 'noindex');
    })
    .get('/:token', async (c) => {
      const token = c.req.param('token');
      const { link, conversation, ownerName } = await live(token);
      const [rows, notes] = await Promise.all([
        conversations.messages(conversation.id),
        link.showNotes ? plans.notes(conversation.id) : undefined,
      ]);
      const plan = buildPlan({
        conversation,
        messages: rows,
        ownedTools: [],
        photoSrc: photoSrc(token),
      });
      return c.json({
        ...plan,
        notes: notes?.text || null,
        owner_name: link.showOwnerName ? ownerName : null,
        expires_at: link.expiresAt?.toISOString() ?? null,
      } satisfies SharedPlan);
    })
    .get('/:token/photos/:uploadId', async (c) => {
      const { conversation } = await live(c.req.param('token'));
      const uploadId = c.req.param('uploadId');
      if (!z.uuid().safeParse(uploadId).success) throw gone();
      // Only a photo attached to this conversation, read as its owner would.
      const rows = await conversations.messages(conversation.id);
      const attached = rows.some((row) =>
        row.attachments?.some((file) => file.id === uploadId && file.kind === 'image'),
      );
      if (!attached) throw gone();
      const found = await uploads.open({ kind: 'user', id: conversation.userId }, uploadId, PHOTO);
      if (!found) throw gone();
      return c.body(found.bytes, 200, {
        'Content-Type': contentTypeHeader(found.mediaType),
        'Content-Length': String(found.bytes.length),
        'X-Content-Type-Options': 'nosniff',
      });
    });
};
