import { performance } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
import { composeReply } from './compose/compose-reply';
import { matchingFaq } from './compose/entry-parts';
import { groundTurn } from './core/ground-turn';
import { allEntries } from './knowledge/knowledge-base';
import { retrieve } from './retrieve/retrieve';
import { classifierInput, readDangers } from './safety/danger-classifier';
import { detectSafety } from './safety/detect-safety';
import { fixTypos, warmTypoFixes } from './safety/typo-fixes';
import { followUpNeeds, refersBack, requestedStep } from './understand/follow-up';
import { detectAsks, detectSmallTalk } from './understand/message-kind';
import { normalizeMessage, splitSentences } from './understand/normalize';
import { analyzeQuestion } from './understand/text-terms';

const LENGTH = 4_000;
const fill = (unit: string) => unit.repeat(Math.ceil(LENGTH / unit.length)).slice(0, LENGTH);

// Inputs shaped to make backtracking patterns explode: one long word, repeated social words,
// repeated pattern prefixes with no ending, deep punctuation runs, mixed scripts.
const ADVERSARIAL = [
  fill('a'),
  fill('thanks'),
  fill('thanks '),
  fill('hi '),
  fill('load bearing '),
  fill('outlet is '),
  fill('water in the '),
  fill('9x9 '),
  fill('step '),
  fill('smell '),
  fill('!.,'),
  fill('aaaa '),
  // Words one or two letters off danger words, each looked up in the typo index.
  fill('sparkin burnign outlit '),
  fill('qwertzuiop '),
  fill('é漢ß '),
  fill('remove the '),
  fill("don't "),
  // A social opener followed by one long word that never ends the way a pattern hopes.
  `thanks ${'a'.repeat(LENGTH - 8)}?`,
  `hi ${'a'.repeat(LENGTH - 4)}?`,
  `step ${'9'.repeat(LENGTH - 6)}x`,
];

// Generous: a super-linear pattern on 4,000 characters takes seconds, a linear one under a
// millisecond, so this cannot flake on a busy machine yet still catches a regression.
const BOUND_MS = 750;

const TEXT_FUNCTIONS: ReadonlyArray<readonly [string, (text: string) => unknown]> = [
  ['normalizeMessage', normalizeMessage],
  ['splitSentences', splitSentences],
  ['analyzeQuestion', analyzeQuestion],
  ['detectAsks', detectAsks],
  ['detectSmallTalk', detectSmallTalk],
  ['detectSafety', detectSafety],
  ['classifierInput', classifierInput],
  ['readDangers', readDangers],
  ['fixTypos', (text) => fixTypos(text)],
  ['followUpNeeds', followUpNeeds],
  ['refersBack', refersBack],
  ['requestedStep', requestedStep],
  ['retrieve', (text) => retrieve(text)],
  [
    'matchingFaq',
    (text) =>
      allEntries()
        .slice(0, 20)
        .map((e) => matchingFaq(e, text)),
  ],
  [
    'groundTurn + composeReply',
    (text) =>
      composeReply(
        groundTurn({
          message: text,
          history: [
            { role: 'user', content: text },
            { role: 'assistant', content: 'ok' },
          ],
        }),
      ),
  ],
];

describe('text functions on adversarial 4,000-character input', () => {
  retrieve('warm up the index');
  warmTypoFixes();
  for (const [name, run] of TEXT_FUNCTIONS) {
    it(`${name} stays linear`, () => {
      for (const input of ADVERSARIAL) {
        const start = performance.now();
        run(input);
        const elapsed = performance.now() - start;
        expect(elapsed, `${name} on ${JSON.stringify(input.slice(0, 12))}…`).toBeLessThan(BOUND_MS);
      }
    });
  }
});
