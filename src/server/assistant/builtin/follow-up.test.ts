import { describe, expect, it } from 'vitest';
import { findGuideById } from '../knowledge';
import { detectFollowUp, lastStepReached, projectWords } from './follow-up-intent';
import { ask, panelGuide } from './test-helpers';
import type { ChatTurn } from './types';

const FAUCET = 'fix-dripping-faucet';
const faucet = findGuideById(FAUCET);
if (!faucet) throw new Error('fixture guide missing');

describe('follow-ups about the conversation guide', () => {
  it('lists the tools, keeping the guide and its project data', () => {
    const answer = ask('What tools do I need?', FAUCET);
    expect(answer.kind).toBe('follow-up');
    expect(answer.guideId).toBe(FAUCET);
    expect(answer.project?.guideId).toBe(FAUCET);
    expect(answer.markdown).toContain('adjustable wrench');
    expect(answer.markdown).toContain('needle-nose pliers');
  });

  it('gives a priced shopping list with store links', () => {
    const answer = ask('can you give me a shopping list?', FAUCET);
    expect(answer.markdown).toContain(
      '| Replacement faucet cartridge | 1 | each | $20.00 | $20.00 |',
    );
    expect(answer.markdown).toContain(
      'https://www.homedepot.com/s/Replacement%20faucet%20cartridge',
    );
  });

  it.each([
    'explain step 3',
    'Explain step three',
    'what does step #3 mean?',
    'can you explain the third step',
    'tell me more about the 3rd step',
  ])('explains one step in full: "%s"', (question) => {
    const answer = ask(question, FAUCET);
    expect(answer.kind).toBe('follow-up');
    expect(answer.markdown).toContain('### Step 3 of 6: Remove the handle');
    expect(answer.markdown).toContain(faucet.steps[2]?.detail);
    expect(answer.markdown).toContain('Next up is step 4');
  });

  it('says when a step does not exist', () => {
    expect(ask('explain step 9', FAUCET).markdown).toContain('there is no step 9');
  });

  it('breaks down the cost: materials, pro labor and total', () => {
    const answer = ask('How much will this cost?', FAUCET);
    expect(answer.markdown).toContain('| **Materials** | **$31.00** |');
    expect(answer.markdown).toContain('| Pro labor estimate (1 h × $65/h) | $65.00 |');
    expect(answer.markdown).toContain('| **Total if you hire a pro** | **$96.00** |');
    expect(answer.project?.estimatedCost).toBe(96);
  });

  it('answers how long, how hard, whether it is safe and when to call a pro', () => {
    expect(ask('how long will it take?', FAUCET).markdown).toContain('**30 min - 1.5 hours**');
    expect(ask('is it hard?', FAUCET).markdown).toContain('rated **Beginner**');
    expect(ask('is this safe?', FAUCET).markdown).toContain('> ⚠️ **Safety first:**');
    expect(ask('when should I call a plumber?', FAUCET).markdown).toContain(faucet.callAPro[0]);
  });

  it('answers several topics in one reply', () => {
    const markdown = ask('what tools and materials do I need?', FAUCET).markdown;
    expect(markdown).toContain('**Tools**');
    expect(markdown).toContain('**Shopping list**');
  });

  it('never makes a non-step follow-up look like a step guide to the panel', () => {
    for (const question of [
      'what tools do I need?',
      'what materials do I need?',
      'how much will it cost?',
      'is it safe?',
      'when should I call a pro?',
      'explain step 2',
      'thanks!',
    ]) {
      expect(panelGuide(ask(question, FAUCET)), question).toBeNull();
    }
  });

  it('repeats the steps when asked', () => {
    expect(panelGuide(ask('show me all the steps again', FAUCET))?.steps).toHaveLength(6);
  });

  it('points a free question at the step that covers it', () => {
    const answer = ask('what if the handle is stuck?', FAUCET);
    expect(answer.kind).toBe('follow-up');
    expect(answer.markdown).toContain("I don't have a specific answer");
    expect(answer.markdown).toContain('Step 3 of 6: Remove the handle');
  });

  it('adds a height warning raised mid-conversation', () => {
    const answer = ask('what tools do I need to get up on the roof?', 'clean-repair-gutters');
    expect(answer.markdown).toContain('**Working at height:**');
  });
});

describe('next step', () => {
  const afterGuide: ChatTurn[] = [
    { role: 'user', content: 'how do I fix a dripping faucet' },
    { role: 'assistant', content: ask('how do I fix a dripping faucet').markdown },
  ];

  it('starts at step 1 right after the guide', () => {
    expect(ask("what's the next step?", FAUCET, afterGuide).markdown).toContain('Step 1 of 6');
  });

  it('moves on from the step the last answer explained', () => {
    const history: ChatTurn[] = [
      ...afterGuide,
      { role: 'user', content: 'explain step 2' },
      { role: 'assistant', content: ask('explain step 2', FAUCET).markdown },
    ];
    expect(ask('next step', FAUCET, history).markdown).toContain('### Step 3 of 6');
  });

  it('takes "I\'m done with step 2" as a request for step 3', () => {
    expect(ask("I'm done with step 2", FAUCET).markdown).toContain('### Step 3 of 6');
    expect(ask('finished step two, what now?', FAUCET).markdown).toContain('### Step 3 of 6');
  });

  it('congratulates after the last step', () => {
    const answer = ask("I'm done with step 6", FAUCET);
    expect(answer.markdown).toContain('that was the last step');
    expect(panelGuide(answer)).toBeNull();
  });

  it('reads progress from the user as well as from the assistant', () => {
    expect(lastStepReached([{ role: 'user', content: 'ok I finished step 4' }])).toBe(4);
    expect(lastStepReached([])).toBe(0);
  });
});

describe('switching project', () => {
  it.each(['how do I regrout tile instead?', 'what tools do I need to regrout tile instead?'])(
    'switches when a follow-up names another project: "%s"',
    (question) => {
      const answer = ask(question, FAUCET);
      expect(answer.kind).toBe('guide');
      expect(answer.guideId).toBe('regrout-tile');
      expect(answer.project?.guideId).toBe('regrout-tile');
      expect(panelGuide(answer)?.steps.length).toBeGreaterThanOrEqual(3);
    },
  );

  it('stays when the question is about the current project', () => {
    expect(ask('what tools do I need for the faucet?', FAUCET).guideId).toBe(FAUCET);
    expect(ask('how long does the kitchen faucet take?', 'replace-kitchen-faucet').kind).toBe(
      'follow-up',
    );
  });

  it('keeps the guide through off-topic and no-match replies', () => {
    const answer = ask("What's the capital of France?", FAUCET);
    expect(answer.kind).toBe('off-topic');
    expect(answer.guideId).toBe(FAUCET);
    expect(answer.markdown).toContain('Or keep going with **Fix a Dripping Faucet**');
  });
});

describe('detectFollowUp', () => {
  it.each([
    ['explain step 3', { kind: 'number', step: 3 }],
    ['step ten please', { kind: 'number', step: 10 }],
    ['what about the last step', { kind: 'last' }],
    ['done with step 4', { kind: 'next', after: 4 }],
    ['ok, what next?', { kind: 'next', after: 0 }],
  ])('reads "%s"', (message, step) => {
    expect(detectFollowUp(message, []).step).toEqual(step);
  });

  it('finds topics and small talk', () => {
    expect(detectFollowUp('how much will this cost?', []).topics).toEqual(['cost']);
    expect(detectFollowUp('where can I buy it?', []).topics).toEqual(['where-to-buy']);
    expect(detectFollowUp('thanks so much!', []).smallTalk).toBe('thanks');
    expect(detectFollowUp('thanks, but it still drips', []).smallTalk).toBeUndefined();
  });

  it('strips follow-up phrasing to the words that name a project', () => {
    expect(projectWords('What tools do I need to regrout tile?')).toBe(
      'what do i need to regrout tile?',
    );
    expect(projectWords('how long will it take')).toBe('will it');
  });
});
