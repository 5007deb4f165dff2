import { describe, expect, it, vi } from 'vitest';
import type { RealtimeEvent } from '../../shared/realtime/realtime-events';
import { inProcessBus } from './in-process-bus';

const deleted = (id: string): RealtimeEvent => ({ type: 'conversation.deleted', id });

describe('inProcessBus', () => {
  it("delivers a user's events to that user's listeners only, until they unsubscribe", async () => {
    const bus = inProcessBus();
    const mine: RealtimeEvent[] = [];
    const theirs: RealtimeEvent[] = [];
    const unsubscribe = bus.subscribe('me', (event) => mine.push(event));
    bus.subscribe('them', (event) => theirs.push(event));

    await bus.publish('me', deleted('c1'));
    unsubscribe();
    await bus.publish('me', deleted('c2'));

    expect(mine).toEqual([deleted('c1')]);
    expect(theirs).toEqual([]);
  });

  it('keeps delivering to the other tabs when one listener throws', async () => {
    const bus = inProcessBus();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const seen: RealtimeEvent[] = [];
    bus.subscribe('me', () => {
      throw new Error('broken socket');
    });
    bus.subscribe('me', (event) => seen.push(event));

    await bus.publish('me', deleted('c1'));

    expect(seen).toEqual([deleted('c1')]);
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });
});
