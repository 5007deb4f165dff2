import { describe, expect, it } from 'vitest';
import { loadEntries } from './load-entries';

describe('the knowledge base', () => {
  const { entries, problems, linkProblems } = loadEntries();

  it('has only valid entries, each where its kind, category and id say, linking only to real entries', () => {
    expect(problems).toEqual([]);
    expect(linkProblems).toEqual([]);
  });

  it('covers how-to procedures and troubleshooting of symptoms', () => {
    const howTo = entries.filter((e) => e.kind === 'how-to');
    const troubleshooting = entries.filter((e) => e.kind === 'troubleshooting');
    expect(howTo.length).toBeGreaterThanOrEqual(100);
    expect(troubleshooting.length).toBeGreaterThanOrEqual(150);
  });

  it('warns about shock on every electrical how-to and states the basis of every entry', () => {
    for (const entry of entries) {
      expect(entry.basis.length, entry.id).toBeGreaterThan(20);
      if (entry.kind === 'how-to' && entry.category === 'electrical') {
        expect(entry.hazards ?? [], entry.id).toContain('electrical');
      }
    }
  });
});
