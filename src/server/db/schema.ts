import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  type AnyPgColumn,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

import { sql } from 'drizzle-orm';
import { user } from './auth-schema';

import type { Citation } from '../../shared/assistant/citation';
import type { HomeProfile } from '../../shared/home/home-profile-schema';
import type { ProjectData } from '../../shared/assistant/project-data';
import type { MessageAttachment } from '../../shared/conversations/conversation-schema';

export * from './auth-schema';

// User ids are text: the accounts layer (better-auth) issues string ids.

export const profiles = pgTable('profiles', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  fullName: text('full_name'),
  avatarUrl: text('avatar_url'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

// The user's home and tools (src/shared/home/home-profile-schema.ts), validated on every write.
export const homeProfiles = pgTable('home_profiles', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  profile: jsonb('profile').$type<HomeProfile>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Deleting an account deletes its conversations, and through them their messages.
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    firstMessage: text('first_message').notNull(),
    // The knowledge-base guide this project follows, so follow-ups stay on topic.
    guideId: text('guide_id'),
    // The right panel's project details (materials, costs, difficulty, timeline).
    project: jsonb('project').$type<ProjectData>(),
    // The last message of the branch the user is on; the path to it is what the chat shows and
    // what the assistant reads (docs/decisions/0036-edits-and-regenerations-are-branches.md).
    activeLeafId: uuid('active_leaf_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('conversations_user_updated_idx').on(table.userId, table.updatedAt.desc()),
    // Project search (conversations/project-search.ts) matches this same expression.
    index('conversations_title_search_idx').using(
      'gin',
      sql`to_tsvector('english', ${table.title})`,
    ),
  ],
);

export const messageType = pgEnum('message_type', ['user', 'assistant']);

export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    // The message this one follows: an edited question and a regenerated reply share the parent
    // of the one they replace, so they become its siblings. Null for a first question.
    parentId: uuid('parent_id').references((): AnyPgColumn => messages.id, {
      onDelete: 'cascade',
    }),
    // How many messages come before it on its path, so a path's length is its leaf's depth + 1.
    depth: integer('depth').notNull().default(0),
    type: messageType('type').notNull(),
    content: text('content').notNull(),
    // A reply cut off mid-stream is kept, marked incomplete, rather than lost.
    incomplete: boolean('incomplete').notNull().default(false),
    // A reply the server is still writing: stored as it grows, so a reload shows it and it
    // completes even when the asking tab has gone (decision "replies outlive their tab").
    writing: boolean('writing').notNull().default(false),
    // Files the user attached to this question: [{ id, kind, name }].
    attachments: jsonb('attachments').$type<MessageAttachment[]>(),
    // Knowledge entries a reply used, for its "Sources" list.
    citations: jsonb('citations').$type<Citation[]>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('messages_conversation_created_idx').on(table.conversationId, table.createdAt),
    index('messages_parent_idx').on(table.parentId),
    index('messages_content_search_idx').using(
      'gin',
      sql`to_tsvector('english', ${table.content})`,
    ),
  ],
);

export const professionalLeads = pgTable('professional_leads', {
  id: uuid('id').primaryKey().defaultRandom(),
  fullName: text('full_name').notNull(),
  email: text('email').notNull(),
  phone: text('phone'),
  companyName: text('company_name'),
  tradeSpecialty: text('trade_specialty'),
  yearsExperience: integer('years_experience'),
  businessType: text('business_type'),
  currentChallenges: text('current_challenges'),
  interestedServices: text('interested_services').array(),
  howHeardAboutUs: text('how_heard_about_us'),
  additionalComments: text('additional_comments'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Guest questions counted per key: the guest session id, the signed guest cookie, and the client
 * address per day. Kept in the database so every app instance sees the same counts.
 */
export const guestUsage = pgTable('guest_usage', {
  key: text('key').primaryKey(),
  count: integer('count').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Language-model tokens spent per day (UTC), per user or guest (`user:<id>`, `guest:<cookie>`)
 * and in total (`all`), counted from the AI SDK's usage. Shared by every app instance.
 */
export const aiTokenUsage = pgTable(
  'ai_token_usage',
  {
    scope: text('scope').notNull(),
    day: date('day').notNull(),
    tokens: bigint('tokens', { mode: 'number' }).notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.scope, table.day] })],
);

/** Settings the app generates once and every instance shares, such as the auth secret. */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Fixed-window request counters shared by every instance (per user, guest or address). */
export const apiRateLimits = pgTable('api_rate_limits', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  count: integer('count').notNull(),
});

/**
 * People who asked to be told when live Pro Connect sessions open. One row per address: a
 * repeated sign-up changes nothing, and the API answers the same either way.
 */
export const proConnectWaitlist = pgTable('pro_connect_waitlist', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull().unique(),
  professional: text('professional'),
  sessionType: text('session_type'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A user's Pinterest connection for /api/pins. Tokens are stored encrypted (AES-GCM, keyed from
 * the auth secret), so a leaked database dump does not hand out Pinterest accounts.
 */
export const pinterestTokens = pgTable('pinterest_tokens', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  accessToken: text('access_token').notNull(),
  refreshToken: text('refresh_token'),
  scope: text('scope'),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Inspiration answers per source, query and limit (`key`), kept until `expires_at` so repeated
 * searches do not spend the sources' quotas. Rows are shared by every instance; expired rows are
 * overwritten by the next answer for the key and swept when answers are stored.
 */
export const inspirationCache = pgTable(
  'inspiration_cache',
  {
    key: text('key').primaryKey(),
    source: text('source').notNull(),
    items: jsonb('items').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('inspiration_cache_expires_idx').on(table.expiresAt)],
);

/**
 * Attachments (POST /api/uploads). The bytes live in object storage under `<id>/`, never under
 * the client's file name. A row belongs to a user (removed with the account) or, when `user_id`
 * is null, to the guest whose signed cookie id is `guest_id`.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').references(() => user.id, { onDelete: 'cascade' }),
    guestId: text('guest_id'),
    kind: text('kind').$type<'image' | 'pdf' | 'doc' | 'docx' | 'text'>().notNull(),
    mediaType: text('media_type').notNull(),
    name: text('name').notNull(),
    size: integer('size').notNull(),
    width: integer('width'),
    height: integer('height'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('uploads_user_idx').on(table.userId),
    index('uploads_guest_idx').on(table.guestId),
  ],
);

/** What the owner wrote on a project's plan page (src/shared/plans/plan-schema.ts). */
export const planNotes = pgTable(
  'plan_notes',
  {
    conversationId: uuid('conversation_id')
      .primaryKey()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Project search reads notes with the titles and messages.
  (table) => [
    index('plan_notes_text_search_idx').using('gin', sql`to_tsvector('english', ${table.text})`),
  ],
);

/**
 * Read-only links to a project's plan (docs/decisions/0037-plan-share-links.md). Only the
 * SHA-256 of the token is kept, so the table cannot hand out working links; revoking deletes
 * the row, and a link past `expires_at` opens nothing.
 */
export const planShareLinks = pgTable(
  'plan_share_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    showNotes: boolean('show_notes').notNull().default(false),
    showOwnerName: boolean('show_owner_name').notNull().default(false),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('plan_share_links_conversation_idx').on(table.conversationId)],
);
