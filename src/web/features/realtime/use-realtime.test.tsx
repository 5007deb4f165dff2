import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RealtimeEvent } from '../../../shared/realtime/realtime-events';
import { fakeEnvironment } from '../../../../tests/helpers/web/fake-socket';
import { useRealtime } from './use-realtime';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useRealtime', () => {
  it('connects while enabled, reports its state and delivers events to the latest callback', () => {
    const fake = fakeEnvironment();
    const seen: string[] = [];
    const { result, rerender } = renderHook(
      ({ enabled, tag }) =>
        useRealtime(
          (event: RealtimeEvent) => seen.push(`${tag}:${event.type}`),
          enabled,
          fake.environment,
        ),
      { initialProps: { enabled: false, tag: 'first' } },
    );
    expect(result.current).toBe('closed');
    expect(fake.sockets).toHaveLength(0);

    rerender({ enabled: true, tag: 'first' });
    expect(result.current).toBe('connecting');
    act(() => fake.latest().open());
    expect(result.current).toBe('open');

    // A new callback does not reconnect, and receives the next event.
    rerender({ enabled: true, tag: 'second' });
    act(() => fake.latest().receive({ type: 'conversation.deleted', id: 'c1' }));
    expect(seen).toEqual(['second:conversation.deleted']);
    expect(fake.sockets).toHaveLength(1);

    rerender({ enabled: false, tag: 'second' });
    expect(result.current).toBe('closed');
    expect(fake.latest().closedWith?.code).toBe(1000);
  });
});
