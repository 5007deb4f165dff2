/**
 * Emergency numbers outside North America. The assistant's emergency texts say 911, but people
 * write from everywhere, and in an emergency the number has to be the one that works where they
 * are. One list, so the server's stop blocks and the page's offline note never disagree.
 */
const NUMBERS_ABROAD = [
  { number: '999', where: 'the UK and Ireland' },
  { number: '000', where: 'Australia' },
  { number: '111', where: 'New Zealand' },
  { number: '112', where: 'the EU, India and from most mobile phones elsewhere' },
] as const;

/** "999 in the UK and Ireland, 000 in Australia, …, or 112 in the EU, …". */
export const EMERGENCY_NUMBERS_ABROAD = NUMBERS_ABROAD.map(
  ({ number, where }, i) => `${i === NUMBERS_ABROAD.length - 1 ? 'or ' : ''}${number} in ${where}`,
).join(', ');

/** "999, 000, 111 or 112": for a line with no room for places. */
export const EMERGENCY_NUMBERS_ABROAD_SHORT = `${NUMBERS_ABROAD.slice(0, -1)
  .map((n) => n.number)
  .join(', ')} or ${NUMBERS_ABROAD[NUMBERS_ABROAD.length - 1]!.number}`;
