import { describe, expect, it, vi } from 'vitest';
import type { SafetyClassId, StopSituationId } from './safety-class-ids';

// The classifier's verdict is set by each test, so what is checked is how detectSafety merges
// it with the rules, not what the trained model happens to think.
const verdict = vi.hoisted(() => ({
  classes: [] as SafetyClassId[],
  situation: undefined as StopSituationId | undefined,
}));
vi.mock('./danger-classifier', () => ({
  readDangers: () => ({ classes: verdict.classes, situation: verdict.situation }),
}));
const { detectSafety } = await import('./detect-safety');

describe("detectSafety with the classifier's findings", () => {
  it('adds a warning no rule raised', () => {
    verdict.classes = ['asbestos'];
    expect(detectSafety('how do I get the old tiles up in the hall?').warnings).toContain(
      'asbestos',
    );
  });

  it('adds an emergency no rule read anything about', () => {
    verdict.classes = ['gas-leak'];
    expect(detectSafety('the kitchen has been funny since this morning').emergency).toBe(
      'gas-leak',
    );
  });

  it("keeps a rule's judgement on words it read and declined", () => {
    verdict.classes = ['carbon-monoxide'];
    const found = detectSafety(
      'the CO alarm is beeping, one short chirp every minute, nobody feels unwell, which battery?',
    );
    expect(found.emergency).toBeUndefined();
    expect(found.classes).not.toContain('carbon-monoxide');
  });

  it('is not held back by a rule whose words appeared where that rule does not apply', () => {
    verdict.classes = ['electrical-fire'];
    // The battery rule reads "hissing" and "hot to the touch" only in a sentence that names the
    // battery; here the battery is named one sentence earlier, so that rule judged nothing.
    const found = detectSafety(
      'We have a lithium battery bank in the lean-to. Tonight the end one is hissing, it has gone bulgy and is hot to the touch.',
    );
    expect(found.emergency).toBe('electrical-fire');
  });

  it("adds no emergency or stop to a professional's reported repair", () => {
    verdict.classes = ['main-panel', 'electrical'];
    const found = detectSafety(
      'the electrician swapped our old fuse box for a new breaker panel last month, how do I label the breakers?',
    );
    expect(found.stop).toBeUndefined();
    expect(found.warnings).toContain('electrical');
  });

  it("stops the reply for a situation it is sure of, when that situation's class is raised", () => {
    verdict.classes = ['electrical'];
    verdict.situation = 'protection-bypass';
    const message =
      'the pond pump trips the outdoor one when it rains, the store says fit a plain one';
    expect(detectSafety(message).situation).toBe('protection-bypass');
    verdict.classes = [];
    expect(detectSafety(message).situation).toBeUndefined();
    verdict.situation = undefined;
  });

  it('never takes away what the rules raised', () => {
    verdict.classes = [];
    expect(detectSafety('it smells like gas in the basement').emergency).toBe('gas-leak');
  });
});
