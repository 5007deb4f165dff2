import { describe, expect, it } from 'vitest';
import { guides } from '../knowledge';
import { guideAnswerMarkdown } from './guide-answer';
import { detectMessageHazards } from './message-hazards';
import { ask, panelGuide } from './test-helpers';

const safetyCallout = (markdown: string) =>
  markdown.split('\n').find((line) => line.startsWith('> ⚠️ **Safety first:**')) ?? '';

describe('gas', () => {
  it.each([
    'I smell gas in the kitchen',
    'there is a gas smell near the stove',
    'it smells like rotten eggs in the basement',
    'I think we have a gas leak',
  ])('stops at once for "%s"', (question) => {
    const answer = ask(question);
    expect(answer.kind).toBe('hazard-stop');
    expect(answer.markdown).toMatch(/\bleave\b/i);
    expect(answer.markdown).toMatch(/utility/);
    expect(answer.markdown).toMatch(/911/);
    expect(answer.markdown).toMatch(/light switches|switch lights/i);
    expect(panelGuide(answer)).toBeNull();
    expect(answer.markdown).not.toMatch(/^\s*\d+[.)]\s/m);
  });

  it('refuses gas line work, still saying what to do about a smell', () => {
    const answer = ask('how do I move the gas line for my new range?');
    expect(answer.kind).toBe('hazard-stop');
    expect(answer.markdown).toContain('licensed gas fitter');
    expect(answer.markdown).toMatch(/leave the home/i);
    expect(panelGuide(answer)).toBeNull();
  });

  it('overrides a follow-up in a guide conversation, keeping the guide', () => {
    const answer = ask('what is the next step? I smell gas now', 'flush-water-heater');
    expect(answer.kind).toBe('hazard-stop');
    expect(answer.guideId).toBe('flush-water-heater');
  });

  it('warns on guides that work around gas appliances', () => {
    expect(ask('flush my gas water heater').markdown).toContain('**Gas appliance:**');
  });
});

describe('main electrical panel', () => {
  it.each([
    'replace breaker panel',
    'how do I add a circuit to the panel?',
    'upgrade my electrical panel to 200 amp service',
    'my fuse box is buzzing',
    'install a new 20 amp breaker for the garage',
  ])('sends "%s" to a licensed electrician without steps', (question) => {
    const answer = ask(question);
    expect(answer.kind).toBe('hazard-stop');
    expect(answer.markdown).toContain('licensed electrician');
    expect(panelGuide(answer)).toBeNull();
  });

  it('does not stop someone just switching a breaker off for a guide', () => {
    const answer = ask('where is the breaker box so I can turn off the power to replace an outlet');
    expect(answer.kind).toBe('guide');
    expect(answer.guideId).toBe('replace-outlet');
  });
});

describe('warnings that keep the guide', () => {
  it('opens the gutter guide with a ladder warning, before the steps', () => {
    const answer = ask('clean my gutters from a ladder');
    expect(answer.kind).toBe('guide');
    const warning = answer.markdown.indexOf('**Working at height:**');
    expect(warning).toBeGreaterThan(0);
    expect(warning).toBeLessThan(answer.markdown.indexOf('### Steps'));
    expect(panelGuide(answer)?.title).toBe('How to clean and repair gutters');
  });

  it('warns about asbestos on popcorn ceilings', () => {
    const answer = ask('remove the popcorn ceiling in my bedroom');
    expect(answer.guideId).toBe('remove-popcorn-ceiling');
    expect(answer.markdown).toContain('**Asbestos warning:**');
    expect(answer.markdown).toContain('**Working at height:**');
  });

  it('warns about structure when a wall may be load-bearing, with no invented steps', () => {
    const answer = ask('how do I remove a load-bearing wall?');
    expect(answer.kind).toBe('no-match');
    expect(answer.markdown).toContain('**Structural warning:**');
    expect(answer.markdown).toContain('structural engineer');
    expect(panelGuide(answer)).toBeNull();
  });

  it('takes the warning from the message too', () => {
    const fan = ask('install a ceiling fan in my 1965 house');
    expect(fan.guideId).toBe('install-ceiling-fan');
    expect(fan.markdown).toContain('**Asbestos warning:**');
    const tile = ask('tile my bathroom floor over the old vinyl tiles');
    expect(tile.guideId).toBe('lay-floor-tile');
    expect(tile.markdown).toContain('**Asbestos warning:**');
  });
});

describe('electrical guides', () => {
  const electrical = guides.filter((guide) => guide.hazards?.includes('electrical'));

  it.each(electrical.map((guide) => [guide.id, guide] as const))(
    '%s starts its safety callout with the breaker and a non-contact voltage tester',
    (_id, guide) => {
      const callout = safetyCallout(guideAnswerMarkdown(guide, []));
      expect(callout).toMatch(/^> ⚠️ \*\*Safety first:\*\* Turn off the breaker/);
      expect(callout).toContain('non-contact voltage tester');
    },
  );

  it('does the same through the composer', () => {
    expect(safetyCallout(ask('replace a light switch').markdown)).toContain(
      'Turn off the breaker for this circuit, then confirm the power is off with a non-contact voltage tester',
    );
  });
});

describe('detectMessageHazards', () => {
  it.each([
    ['my faucet drips', []],
    ['mount a tv on the wall', []],
    ['install a new electrical box for the light', []],
    ['remove the wall mount for my tv', []],
    ['I need to get on the roof', ['height']],
    ['the joists under the floor are sagging', ['structural']],
    ['old 9x9 floor tiles in the basement', ['asbestos']],
    ['turn off the gas valve on the water heater', []],
  ])('"%s" -> %j', (message, expected) => {
    expect(detectMessageHazards(message)).toEqual(expected);
  });
});
