import { normalizeMessage } from '../understand/normalize';
import type { WarningClassId } from './safety-class-ids';
import { CHEMICAL_WORDINGS, WARNINGS, type WarningText } from './safety-classes';

/**
 * A warning in the words that fit what the user is doing: the chemicals warning speaks of
 * isocyanates to someone spraying foam and of lye to someone making soap, not of bleach and
 * ammonia. `heard` is what the user said, newest message first; the newest that names a
 * chemical decides.
 */
export function warningText(id: WarningClassId, heard: readonly string[] = []): WarningText {
  if (id !== 'chemicals') return WARNINGS[id];
  for (const said of heard) {
    const text = normalizeMessage(said);
    const fitting = CHEMICAL_WORDINGS.find(({ when }) => when.test(text));
    if (fitting) return fitting.wording;
  }
  return WARNINGS[id];
}
