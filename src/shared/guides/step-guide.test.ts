import { describe, expect, it } from 'vitest';
import {
  DEFAULT_GUIDE_TITLE,
  STEP_GUIDE_MAX_STEPS,
  STEP_GUIDE_MIN_STEPS,
  STEP_GUIDES_KEPT,
} from '../constants';
import { addGuide, extractStepGuide, isStepByStepGuide } from './step-guide';
import { stepGuideSchema } from './step-guide-schema';
import type { StepGuide } from './step-guide';

const lines = (...parts: string[]) => parts.join('\n');
const steps = (text: string) => extractStepGuide(text)?.steps ?? null;
const title = (text: string) => extractStepGuide(text)?.title ?? null;

describe('isStepByStepGuide', () => {
  it.each([
    ['numbered with a dot', '1. Turn off the water', '2. Remove the handle'],
    ['numbered with a parenthesis', '1) Turn off the water', '2) Remove the handle'],
    ['Step N:', 'Step 1: Turn off the water', 'Step 2: Remove the handle'],
    ['Step N -', 'Step 1 - Turn off the water', 'Step 2 - Remove the handle'],
    ['bold Step N', '**Step 1** Turn off the water', '**Step 2** Remove the handle'],
    ['bullets', '• Turn off the water', '• Remove the handle'],
    ['dashes', '- Turn off the water', '- Remove the handle'],
    ['asterisks', '* Turn off the water', '* Remove the handle'],
    ['mixed markers', '1. Turn off the water', '- Remove the handle'],
    ['indented lines', '   1. Turn off the water', '   2. Remove the handle'],
  ])('flags two list lines: %s', (_kind, first, second) => {
    expect(isStepByStepGuide(lines('Sure thing.', first, second))).toBe(true);
  });

  it('does not flag a single list line without an intro phrase', () => {
    expect(isStepByStepGuide(lines('Good question.', '- Use a 1/2 inch wrench.'))).toBe(false);
  });

  it('does not flag plain prose', () => {
    expect(isStepByStepGuide('Paint takes about 4 hours to dry. Step back and enjoy!')).toBe(false);
  });

  it.each([
    "Here's how to fix it:",
    'Here’s how to fix it:',
    'HERE IS HOW TO fix it',
    'Follow these steps carefully.',
    'I will walk you through it step by step.',
    'A step-by-step walkthrough.',
    'Instructions: read them all first.',
  ])('flags an intro phrase with one list marker: %s', (intro) => {
    expect(isStepByStepGuide(lines(intro, '1. Turn off the water'))).toBe(true);
  });

  it('does not flag an intro phrase without any list marker', () => {
    expect(isStepByStepGuide("Here's how to start: turn off the water first.")).toBe(false);
  });

  it('ignores text that only looks like markers', () => {
    const text = lines(
      '**Tools** you need',
      '---',
      '* * *',
      '-5 degrees is too cold for paint.',
      'Cut it 1.5 inches short.',
      '2024. was a good year for decks',
    );
    expect(isStepByStepGuide(text)).toBe(false);
  });

  it('ignores list lines inside fenced code blocks', () => {
    const text = lines('Run this:', '```yaml', '- name: a', '- name: b', '```', 'Done.');
    expect(isStepByStepGuide(text)).toBe(false);
  });
});

describe('extractStepGuide: steps', () => {
  it('strips each kind of marker', () => {
    const text = lines(
      '1. Numbered dot',
      '2) Numbered paren',
      'Step 3: Step colon',
      'Step 4 - Step dash',
      'step 5. Step dot',
      '**Step 6:** Bold label',
      '**Step 7**: Bold then colon',
      '**Step 8: Fully bold**',
      '### Step 9: Heading step',
      '**10.** Bold number',
    );
    expect(steps(text)).toEqual([
      'Numbered dot',
      'Numbered paren',
      'Step colon',
      'Step dash',
      'Step dot',
      'Bold label',
      'Bold then colon',
      'Fully bold',
      'Heading step',
      'Bold number',
    ]);
  });

  it('strips bullet, dash, asterisk and checkbox markers', () => {
    const text = lines('• Bullet', '•Tight bullet', '- Dash', '* Asterisk', '- [ ] Checkbox');
    expect(steps(text)).toEqual(['Bullet', 'Tight bullet', 'Dash', 'Asterisk', 'Checkbox']);
  });

  it('keeps the rest of the line as written', () => {
    expect(steps(lines('1. **Shut off** the valve', '2. Open: the tap', '3. Wait'))).toEqual([
      '**Shut off** the valve',
      'Open: the tap',
      'Wait',
    ]);
  });

  it('joins a bare "Step N" label with the line after it', () => {
    const text = lines(
      '**Step 1**',
      'Turn off the water.',
      '',
      '**Step 2**',
      'Remove the handle.',
      '**Step 3**',
      'Replace the washer.',
    );
    expect(steps(text)).toEqual([
      'Turn off the water.',
      'Remove the handle.',
      'Replace the washer.',
    ]);
  });

  it(`returns null with fewer than ${STEP_GUIDE_MIN_STEPS} steps`, () => {
    expect(extractStepGuide(lines('Quick fix:', '1. Tighten the nut', '2. Test it'))).toBeNull();
    expect(extractStepGuide('No list here at all.')).toBeNull();
    expect(extractStepGuide('')).toBeNull();
  });

  it('produces a guide with exactly the minimum', () => {
    expect(steps(lines('- One', '- Two', '- Three'))).toEqual(['One', 'Two', 'Three']);
  });

  it(`keeps the first ${STEP_GUIDE_MAX_STEPS} of more steps`, () => {
    const many = Array.from({ length: 14 }, (_, i) => `${i + 1}. Step text ${i + 1}`);
    const result = steps(lines(...many));
    expect(result).toHaveLength(STEP_GUIDE_MAX_STEPS);
    expect(result?.[0]).toBe('Step text 1');
    expect(result?.at(-1)).toBe(`Step text ${STEP_GUIDE_MAX_STEPS}`);
  });

  it('prefers numbered and "Step N" lines over Tools/Materials bullets', () => {
    const text = lines(
      '## Replacing a faucet washer',
      '### Tools',
      '- Adjustable wrench',
      '- Screwdriver',
      '### Materials',
      '* Washer kit',
      '### Steps',
      '1. Turn off the water',
      'Step 2: Remove the handle',
      '3. Replace the washer',
      '   - Match the old size',
      '4. Reassemble',
    );
    expect(steps(text)).toEqual([
      'Turn off the water',
      'Remove the handle',
      'Replace the washer',
      'Reassemble',
    ]);
  });

  it('falls back to every list line, in order, when fewer than 3 are numbered', () => {
    const text = lines('Tools:', '- Wrench', '1. Turn off the water', '- Towel', '2. Open the tap');
    expect(steps(text)).toEqual(['Wrench', 'Turn off the water', 'Towel', 'Open the tap']);
  });

  it('ignores fenced code blocks, closed or not', () => {
    const fenced = lines(
      '1. Install the tool',
      '```bash',
      '1. not a step',
      '- nor this',
      '```',
      '2. Run it',
      '~~~',
      '3. still code',
      '~~~',
      '3. Check the output',
    );
    expect(steps(fenced)).toEqual(['Install the tool', 'Run it', 'Check the output']);
    expect(steps(lines('- a', '- b', '```', '- c', '- d'))).toBeNull();
  });

  it('does not treat inline ```code``` as a fence', () => {
    expect(steps(lines('Use ```caulk``` here', '- a', '- b', '- c'))).toEqual(['a', 'b', 'c']);
  });

  it('accepts Windows line endings', () => {
    expect(steps('1. One\r\n2. Two\r\n3. Three')).toEqual(['One', 'Two', 'Three']);
  });
});

describe('extractStepGuide: title', () => {
  const list = ['1. One', '2. Two', '3. Three'];

  it('is the first non-list line, without heading marks, bold or a trailing colon', () => {
    expect(title(lines('## **Fixing a Leaky Faucet**', ...list))).toBe('Fixing a Leaky Faucet');
    expect(title(lines("Here's how to fix it:", ...list))).toBe("Here's how to fix it");
  });

  it('is never a safety callout that opens the reply', () => {
    const callouts = ['> ☣️ **Lead paint:** homes built before 1978 …', '> ⚡ **Electricity:** …'];
    expect(title(lines(...callouts, '## How to Paint Trim', ...list))).toBe('How to Paint Trim');
  });

  it('prefers a heading to an answer paragraph above it', () => {
    expect(
      title(lines('**Can shelves go on anchors?** Only light ones.', '## Choose Anchors', ...list)),
    ).toBe('Choose Anchors');
  });

  it('may come after list lines within the first 3 lines', () => {
    expect(title(lines('- Wrench', '- Towel', 'Patch a drywall hole', ...list))).toBe(
      'Patch a drywall hole',
    );
  });

  it('falls back to the default when the first 3 lines are all list lines', () => {
    expect(title(lines(...list, 'Enjoy your new faucet'))).toBe(DEFAULT_GUIDE_TITLE);
  });

  it('skips blank lines: the window is the first 3 non-blank lines', () => {
    expect(title(lines('', '', '- Wrench', '', '- Towel', '', 'Patch a hole', ...list))).toBe(
      'Patch a hole',
    );
  });

  it('skips lines with no words, but they use up their place', () => {
    expect(title(lines('---', 'Patch a hole', ...list))).toBe('Patch a hole');
    expect(title(lines('---', '- Wrench', '- Towel', 'Too late', ...list))).toBe(
      DEFAULT_GUIDE_TITLE,
    );
  });

  it('does not take a title from a code block or a step label continuation', () => {
    expect(title(lines('```', 'code line', '```', ...list))).toBe(DEFAULT_GUIDE_TITLE);
    expect(title(lines('**Step 1**', 'Turn it off', 'Step 2: Open', 'Step 3: Wait'))).toBe(
      DEFAULT_GUIDE_TITLE,
    );
  });
});

describe('extractStepGuide: guide fields', () => {
  const text = lines('Fix it', '1. One', '2. Two', '3. Three');

  it('uses the given id and time', () => {
    const now = new Date('2025-03-04T05:06:07.000Z');
    expect(extractStepGuide(text, { id: 'g1', now })).toEqual({
      id: 'g1',
      title: 'Fix it',
      steps: ['One', 'Two', 'Three'],
      timestamp: '2025-03-04T05:06:07.000Z',
    });
  });

  it('makes a fresh id and a valid guide by default', () => {
    const a = extractStepGuide(text);
    const b = extractStepGuide(text);
    expect(a?.id).toBeTruthy();
    expect(a?.id).not.toBe(b?.id);
    expect(stepGuideSchema.safeParse(a).success).toBe(true);
  });
});

describe('addGuide', () => {
  const guide = (id: string): StepGuide => ({
    id,
    title: id,
    steps: ['a', 'b', 'c'],
    timestamp: '2025-01-01T00:00:00.000Z',
  });

  it('puts the newest first', () => {
    const list = addGuide(addGuide([], guide('old')), guide('new'));
    expect(list.map((g) => g.id)).toEqual(['new', 'old']);
  });

  it(`keeps at most ${STEP_GUIDES_KEPT}, dropping the oldest`, () => {
    let list: StepGuide[] = [];
    for (let i = 1; i <= 7; i += 1) list = addGuide(list, guide(`g${i}`));
    expect(list.map((g) => g.id)).toEqual(['g7', 'g6', 'g5', 'g4', 'g3']);
  });

  it('moves a re-added guide to the front instead of duplicating it', () => {
    const list = [guide('b'), guide('a')];
    expect(addGuide(list, guide('a')).map((g) => g.id)).toEqual(['a', 'b']);
  });

  it('does not change the list it is given', () => {
    const list = [guide('a')];
    addGuide(list, guide('b'));
    expect(list.map((g) => g.id)).toEqual(['a']);
  });
});
