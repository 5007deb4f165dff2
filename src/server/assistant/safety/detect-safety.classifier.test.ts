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

  it('adds no carbon monoxide to choosing a first CO alarm, only to one that went off', () => {
    verdict.classes = ['carbon-monoxide'];
    const shopping = detectSafety(
      "gas furnace and an attached garage, which carbon monoxide detectors should I get and where do they go? we've never had one",
    );
    expect(shopping.emergency).toBeUndefined();
    expect(detectSafety('the CO monitor in the hall reads 0, the furnace is fine').emergency).toBe(
      undefined,
    );
    expect(
      detectSafety('which room is it in, the carbon monoxide alarm keeps going off upstairs')
        .emergency,
    ).toBe('carbon-monoxide');
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

  it('adds lead paint only where the paint may be from before 1978', () => {
    verdict.classes = ['lead-paint'];
    expect(
      detectSafety("I'm going to sand down the window trim before I repaint it, what grit?")
        .classes,
    ).not.toContain('lead-paint');
    expect(
      detectSafety(
        "I'm going to sand down the window trim before I repaint it, what grit?",
        'the house was built in 1952',
      ).classes,
    ).toContain('lead-paint');
    expect(
      detectSafety('sanding the original sash windows back to bare wood, what grit?').classes,
    ).toContain('lead-paint');
  });

  it('adds a stop for work the user plans after a professional came', () => {
    verdict.classes = ['gas-work'];
    expect(
      detectSafety(
        "the gas company came and shut the meter off, the wait is 5 days so I'll turn it back on and relight the pilots myself",
      ).stop,
    ).toBe('gas-work');
  });

  it("adds no warning to a professional's finished job, but does to work the user plans", () => {
    verdict.classes = ['tree-work'];
    expect(
      detectSafety('the power company came out and cut the limb off the line and trimmed back')
        .warnings,
    ).not.toContain('tree-work');
    verdict.classes = ['scalding'];
    expect(
      detectSafety(
        'the plumber replaced the water heater and left the mixing valve out, can I just turn the heater down?',
      ).warnings,
    ).toContain('scalding');
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
