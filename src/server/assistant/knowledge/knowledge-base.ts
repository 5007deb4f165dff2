import { readCompiledKnowledge } from './compiled-knowledge';
import { loadEntries } from './load-entries';
import type { Entry, HowTo } from './entry-schema';

export * from './entry-schema';

function readCompiledEntries() {
  const entries = readCompiledKnowledge();
  return entries && { entries, problems: [] };
}

let cache: { list: readonly Entry[]; byId: Map<string, Entry> } | undefined;

/**
 * The knowledge base, read once from `content/knowledge`. An invalid entry stops the server
 * at the first question (and fails `npm run check:knowledge` and the unit tests) with every
 * problem named, instead of surfacing later as a half-rendered answer.
 */
function load() {
  if (!cache) {
    const { entries, problems } = readCompiledEntries() ?? loadEntries();
    if (problems.length > 0) throw new Error(`Invalid knowledge entries:\n${problems.join('\n')}`);
    const list = Object.freeze(entries.map((entry) => Object.freeze(entry)));
    cache = { list, byId: new Map(list.map((entry) => [entry.id, entry])) };
  }
  return cache;
}

export function allEntries(): readonly Entry[] {
  return load().list;
}

export function findEntry(id: string): Entry | undefined {
  return load().byId.get(id);
}

export function findHowTo(id: string): HowTo | undefined {
  const entry = findEntry(id);
  return entry?.kind === 'how-to' ? entry : undefined;
}

/** "1–2 hours", "30–45 minutes", "1 day": hands-on time as people say it. */
export function formatHours(time: { minHours: number; maxHours: number }): string {
  const { minHours: min, maxHours: max } = time;
  if (max < 1) {
    const a = Math.round(min * 60);
    const b = Math.round(max * 60);
    return a === b ? `${a} minutes` : `${a}–${b} minutes`;
  }
  const fmt = (h: number) => String(Math.round(h * 10) / 10);
  if (min === max) return `${fmt(min)} hour${min === 1 ? '' : 's'}`;
  if (min < 1) return `${Math.round(min * 60)} minutes–${fmt(max)} hour${max === 1 ? '' : 's'}`;
  return `${fmt(min)}–${fmt(max)} hours`;
}

export function formatUsd(amount: number): string {
  return `$${Math.round(amount).toLocaleString('en-US')}`;
}

export function costRange(cost: { min: number; max: number; note?: string }): string {
  const range =
    cost.min === cost.max ? formatUsd(cost.min) : `${formatUsd(cost.min)}–${formatUsd(cost.max)}`;
  if (!cost.note) return range;
  // Notes are written as phrases ("per service call"); keep them reading as one.
  const note = cost.note.replace(/\.$/, '');
  return `${range} (${note.charAt(0).toLowerCase()}${note.slice(1)})`;
}
