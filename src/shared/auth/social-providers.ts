/** Social sign-ins the site knows; zod-free, so the sign-in page shows them without loading zod. */
export const socialProviders = ['google', 'facebook'] as const;
export type SocialProvider = (typeof socialProviders)[number];

export const isSocialProvider = (value: unknown): value is SocialProvider =>
  (socialProviders as readonly unknown[]).includes(value);
