import { toast } from '../../../lib/toast';
import { describe, expect, it, vi } from 'vitest';
import { announceFailure, failureFromCode } from './chat-failures';

vi.mock('../../../lib/toast', () => ({ toast: { error: vi.fn() } }));

describe('a spent daily AI budget', () => {
  it('is explained in plain words, not as a service failure', () => {
    const failure = failureFromCode('AI_BUDGET_EXCEEDED', 429, "Today's AI allowance is used up.");
    expect(failure).toEqual({ kind: 'budget' });
    announceFailure(failure);
    expect(toast.error).toHaveBeenCalledWith('Daily AI limit reached', {
      description: expect.stringMatching(/resets at midnight UTC.*come back tomorrow/),
    });
  });
});
