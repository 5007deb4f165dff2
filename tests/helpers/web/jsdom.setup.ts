import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// A `findBy…` waits for what the user waits for (a menu to open, a list to render), not for a
// fixed second: on a busy two-core machine, opening the first Radix select while other test
// files run has taken longer than Testing Library's default of 1 s. A real hang still fails.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => cleanup());
