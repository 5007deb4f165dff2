import { describe, expect, it } from 'vitest';
import { detectSafety } from './detect-safety';
import { fixTypos, namesIn } from './typo-fixes';

describe('typos in danger words', () => {
  it.each([
    ['i smel gass in the kitchin', 'i smell gas in the kitchen'],
    ['the outlit is sparkin', 'the outlet is sparking'],
    ['smells like burnign plastic', 'smells like burning plastic'],
    ['pipe burts, water everywere', 'pipe burst, water everywhere'],
    ['carbon monixide', 'carbon monoxide'],
    ['a load bareing wall', 'a load bearing wall'],
  ])('reads "%s" as "%s"', (typed, meant) => {
    expect(fixTypos(typed)).toBe(meant);
  });

  it.each([
    'the parking lot by the glass and the grass',
    'dont touch it, i wasnt sure and we couldnt tell',
    'the sparky is coming to fit the leds',
    'we want to regrout the shower',
    'the fire dept came out and checked the whole house',
  ])('leaves words and names alone: %s', (text) => {
    expect(fixTypos(text)).toBe(text);
  });

  it('keeps names written with a capital', () => {
    const names = namesIn('I got the fittings from Bunnings yesterday');
    expect(fixTypos('i got the fittings from bunnings', names)).toBe(
      'i got the fittings from bunnings',
    );
  });

  it('lets the safety rules see through the typos', () => {
    expect(detectSafety('i smel gass near the stove what do i do').emergency).toBe('gas-leak');
    expect(detectSafety('the outlit is sparkin and smells like burnign plastic').emergency).toBe(
      'electrical-fire',
    );
    // "dont" stays a denial rather than becoming "wont".
    expect(detectSafety("the breaker box dont feel hot, it's just old").emergency).toBeUndefined();
  });
});
