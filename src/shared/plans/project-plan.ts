import type { Citation } from '../assistant/citation';
import type { ProjectData } from '../assistant/project-data';
import type { StepGuide } from '../guides/step-guide-schema';
import type { StoreCategory } from './store-sections';

/**
 * What a plan page shows, zod-free so the page paints without loading zod. The server builds it
 * from the conversation (guides from its replies, cited entries, photos), the project data the
 * assistant recorded, the knowledge entry the project follows and the owner's home profile.
 */

/** A tool the job needs; `owned` when the owner listed it on My home. */
export interface PlanTool {
  name: string;
  owned: boolean;
}

export interface PlanPhoto {
  id: string;
  name: string;
  /** Where the image can be fetched by whoever is looking at the plan. */
  src: string;
}

export interface ProjectPlan {
  title: string;
  created_at: string;
  updated_at: string;
  /** Newest first, as the project panel lists them; ids match the panel's, so ticks carry over. */
  guides: StepGuide[];
  /** Materials and costs, when the assistant recorded them for this project. */
  project: ProjectData | null;
  /** The area of the home the project belongs to: decides store sections when a name does not. */
  category: StoreCategory | null;
  tools: PlanTool[];
  time: string | null;
  difficulty: string | null;
  warnings: string[];
  citations: Citation[];
  photos: PlanPhoto[];
}

/** The owner's view: the plan, its conversation and the notes (always theirs to see). */
export interface OwnerPlan extends ProjectPlan {
  conversation_id: string;
  notes: PlanNotes;
}

export interface PlanNotes {
  text: string;
  /** Null until the first save. */
  updated_at: string | null;
}

/** A visitor's view through a share link: no conversation id; notes and name only if chosen. */
export interface SharedPlan extends ProjectPlan {
  notes: string | null;
  owner_name: string | null;
  expires_at: string | null;
}

/** A share link as its owner lists it. The token is shown once, when the link is made. */
export interface ShareLink {
  id: string;
  created_at: string;
  expires_at: string | null;
  show_notes: boolean;
  show_owner_name: boolean;
}

export interface CreatedShareLink extends ShareLink {
  /** The secret part of the address; only its hash is stored, so it cannot be shown again. */
  token: string;
}

/** Choices of how long a link lives, in days; null never expires. */
export const shareLinkLifetimes = [7, 30, null] as const;
export type ShareLinkLifetime = (typeof shareLinkLifetimes)[number];

export const PLAN_NOTES_MAX_CHARS = 10_000;
/** Links one plan may have at a time, expired ones included: revoke one to make another. */
export const SHARE_LINKS_PER_PLAN = 20;

/** The address a share link opens, from its token. */
export const sharedPlanPath = (token: string) => `/shared/plans/${token}`;
/** The owner's plan page of a conversation. */
export const planPagePath = (conversationId: string) =>
  `/dashboard/projects/${conversationId}/plan`;
