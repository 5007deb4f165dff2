import { describe, expect, it } from 'vitest';
import { followUpNeeds } from './follow-up';

describe('what a follow-up asks for', () => {
  it.each([
    'how much would an electrician charge for that?',
    'what do they charge to come out?',
    'is there a call-out charge on a Sunday?',
  ])('reads a price question: %s', (message) => {
    expect(followUpNeeds(message)).toContain('cost');
  });

  it.each([
    'is it ok to leave it on the charger overnight?',
    'should I charge it to 100 every time?',
    'the battery is charging in the hall',
  ])('does not read charging a battery as a price question: %s', (message) => {
    expect(followUpNeeds(message)).not.toContain('cost');
  });
});
