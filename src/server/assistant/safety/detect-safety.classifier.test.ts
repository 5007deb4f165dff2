import { describe, expect, it, vi } from 'vitest';
import type { SafetyClassId } from './safety-class-ids';

// The classifier's verdict is set by each test, so what is checked is how detectSafety merges
// it with the rules, not what the trained model happens to think.
const verdict = vi.hoisted(() => ({ classes: [] as SafetyClassId[] }));
vi.mock('./danger-classifier', () => ({ classifyDangers: () => verdict.classes }));
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

  it("adds no emergency or stop to a professional's reported repair", () => {
    verdict.classes = ['main-panel', 'electrical'];
    const found = detectSafety(
      'the electrician swapped our old fuse box for a new breaker panel last month, how do I label the breakers?',
    );
    expect(found.stop).toBeUndefined();
    expect(found.warnings).toContain('electrical');
  });

  it('never takes away what the rules raised', () => {
    verdict.classes = [];
    expect(detectSafety('it smells like gas in the basement').emergency).toBe('gas-leak');
  });
});
