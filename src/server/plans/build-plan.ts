import type { Citation } from '../../shared/assistant/citation';
import { STEP_GUIDES_KEPT } from '../../shared/constants';
import { extractStepGuide, type StepGuide } from '../../shared/guides/step-guide';
import type { PlanPhoto, ProjectPlan } from '../../shared/plans/project-plan';
import { ownsTool } from '../assistant/core/home-context';
import { findEntry, formatHours, type Entry } from '../assistant/knowledge/knowledge-base';
import { citationOf } from '../assistant/model/knowledge-tools';
import type { conversations, messages } from '../db/schema';

type ConversationRecord = typeof conversations.$inferSelect;
type MessageRecord = typeof messages.$inferSelect;

/**
 * A conversation as a plan. The guides are the ones the project panel shows, found the same way
 * (the shared extractor, keyed by the reply's id) so steps ticked in the panel are ticked here.
 * Tools, warnings and a fallback time and difficulty come from the knowledge entry the project
 * follows; `ownedTools` marks what the owner has (empty for a visitor).
 */
export function buildPlan(input: {
  conversation: ConversationRecord;
  messages: readonly MessageRecord[];
  ownedTools: readonly string[];
  photoSrc: (uploadId: string) => string;
}): ProjectPlan {
  const { conversation, messages: rows, ownedTools, photoSrc } = input;
  const project = conversation.project ?? null;
  const entry = findEntry(project?.guideId ?? conversation.guideId ?? '');
  const howTo = entry?.kind === 'how-to' ? entry : undefined;
  return {
    title: conversation.title,
    created_at: conversation.createdAt.toISOString(),
    updated_at: conversation.updatedAt.toISOString(),
    guides: guidesOf(rows),
    project,
    category: entry?.category ?? null,
    tools: (howTo?.tools ?? []).map((name) => ({ name, owned: ownsTool(name, ownedTools) })),
    time: project?.timelineEstimate ?? (howTo ? formatHours(howTo.time) : null),
    difficulty: project?.difficulty ?? howTo?.difficulty ?? null,
    warnings: [...(entry?.safety ?? [])],
    citations: citationsOf(rows, entry),
    photos: photosOf(rows, photoSrc),
  };
}

function guidesOf(rows: readonly MessageRecord[]): StepGuide[] {
  const guides: StepGuide[] = [];
  for (const row of [...rows].reverse()) {
    if (row.type !== 'assistant' || row.incomplete) continue;
    const guide = extractStepGuide(row.content, { id: row.id, now: row.createdAt });
    if (guide) guides.push(guide);
    if (guides.length === STEP_GUIDES_KEPT) break;
  }
  return guides;
}

/** The entries the replies cited, and the one the project follows (built-in replies cite none). */
function citationsOf(rows: readonly MessageRecord[], followed: Entry | undefined): Citation[] {
  const byId = new Map<string, Citation>();
  if (followed) byId.set(followed.id, citationOf(followed));
  for (const row of rows) for (const cited of row.citations ?? []) byId.set(cited.id, cited);
  return [...byId.values()];
}

function photosOf(rows: readonly MessageRecord[], src: (id: string) => string): PlanPhoto[] {
  return rows.flatMap((row) =>
    (row.attachments ?? [])
      .filter((file) => file.kind === 'image')
      .map((file) => ({ id: file.id, name: file.name, src: src(file.id) })),
  );
}
