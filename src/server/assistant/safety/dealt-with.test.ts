import { describe, expect, it } from 'vitest';
import { CLEARED_WORDINGS, PRO_CLEARED } from './dealt-with';

/** One wording of each kind, as people write it after someone came. */
const EXAMPLES: Record<keyof typeof CLEARED_WORDINGS, string> = {
  allWell: 'the gas man came out within the hour, all grand',
  testedFine: 'the electrician tested the lot and it checked out',
  noGasFound: 'the fire brigade came with their meter, it read zero everywhere',
  leakTested: 'the plumber remade the joint and did a soap test',
  fixedAndTested: 'he tightened the union and tested, no bubbles',
  passedOrCertified: 'the sparky rewired the board and gave us a certificate',
  backOn: 'the engineer relit the boiler this morning',
  sourceMovedOut: 'the genny is out on the lawn now, a good 25 feet from the house',
  airedOut: 'the firefighters aired the whole house out',
};

/** Each kind on its own, so a wording that stops matching names the kind it belonged to. */
const kindMatches = (kind: keyof typeof CLEARED_WORDINGS, text: string) =>
  new RegExp(`\\b(?:${CLEARED_WORDINGS[kind].join('|')})\\b`).test(text);

describe('wordings that tell whoever came found it safe', () => {
  it.each(Object.entries(EXAMPLES) as [keyof typeof CLEARED_WORDINGS, string][])(
    '%s: "%s"',
    (kind, text) => {
      expect(kindMatches(kind, text)).toBe(true);
      expect(PRO_CLEARED.test(text)).toBe(true);
    },
  );

  it.each([
    'the smell is still there after he left',
    'he said to keep the windows open and ring back if it gets worse',
    'the gas is off at the meter and we are waiting outside',
    'she tested the alarm and it is still going off',
    'the generator is out the back under the kitchen window and my head still hurts',
  ])('is not read into "%s"', (text) => {
    expect(PRO_CLEARED.test(text)).toBe(false);
  });
});
