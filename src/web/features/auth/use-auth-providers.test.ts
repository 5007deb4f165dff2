import { describe, expect, it } from 'vitest';
import { authProvidersSchema } from '../../../shared/auth/auth-providers';
import { socialProvidersOf } from './use-auth-providers';

describe('socialProvidersOf', () => {
  it.each([
    { social: ['google', 'facebook'] },
    { social: [] },
    { social: ['google', 'myspace'] },
    { social: 'google' },
    {},
    null,
    ['google'],
  ])('agrees with authProvidersSchema for %j', (body) => {
    const parsed = authProvidersSchema.safeParse(body);
    expect(socialProvidersOf(body)).toEqual(parsed.success ? parsed.data.social : null);
  });
});
