/** better-auth's error as its client returns it. */
export interface AuthClientError {
  code?: string;
  message?: string;
  status?: number;
}

export interface AuthToast {
  title: string;
  description: string;
}

/**
 * docs/product.md#error-messages authentication toasts, keyed by better-auth's codes (and, for messages that reach us
 * some other way, by the texts docs/product.md names).
 */
export function authErrorToast(error: AuthClientError | null | undefined): AuthToast {
  const code = error?.code ?? '';
  const message = error?.message ?? '';
  if (code.startsWith('USER_ALREADY_EXISTS') || message === 'User already registered') {
    return {
      title: 'Error',
      description: 'An account with this email already exists. Please sign in instead.',
    };
  }
  if (code === 'INVALID_EMAIL_OR_PASSWORD' || message === 'Invalid login credentials') {
    return {
      title: 'Error',
      description: 'Invalid email or password. Please check your credentials.',
    };
  }
  if (code === 'PASSWORD_TOO_SHORT' || message === 'Password should be at least 6 characters') {
    return { title: 'Error', description: 'Password should be at least 6 characters long.' };
  }
  if (error?.status === 429) {
    return {
      title: 'Error',
      description: 'Too many attempts. Please wait a minute and try again.',
    };
  }
  return { title: 'Error', description: message || 'An error occurred' };
}

export function oauthErrorToast(provider: 'Google' | 'Facebook', error?: AuthClientError) {
  // An unconfigured provider is not the user's problem to read about: the documented fallback text.
  const unavailable =
    !error?.message || error.code === 'PROVIDER_NOT_FOUND' || error.status === 404;
  return {
    title: 'Error',
    description: unavailable ? `Failed to sign in with ${provider}` : error.message!,
  };
}
