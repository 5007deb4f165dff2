import { describe, expect, it } from 'vitest';
import { realtimeClientMessageSchema, realtimeServerMessageSchema } from './realtime-protocol';
import { REALTIME_TIMING, reconnectDelay } from './realtime-timing';

describe('realtime protocol', () => {
  it('accepts pings and refuses anything else from a client', () => {
    expect(realtimeClientMessageSchema.safeParse({ type: 'ping', id: 3 }).success).toBe(true);
    expect(realtimeClientMessageSchema.safeParse({ type: 'ping', id: -1 }).success).toBe(false);
    expect(realtimeClientMessageSchema.safeParse({ type: 'subscribe', id: 1 }).success).toBe(false);
  });

  it('reads pongs and events from the server', () => {
    expect(realtimeServerMessageSchema.parse({ type: 'pong', id: 1 })).toEqual({
      type: 'pong',
      id: 1,
    });
    expect(realtimeServerMessageSchema.parse({ type: 'conversation.deleted', id: 'c1' })).toEqual({
      type: 'conversation.deleted',
      id: 'c1',
    });
    expect(realtimeServerMessageSchema.safeParse({ type: 'conversation.created' }).success).toBe(
      false,
    );
  });

  it('waits 1 s, 2 s, 5 s, then 10 s for every later attempt (docs/product.md#constants-and-limits)', () => {
    const delays = [0, 1, 2, 3, 4, 9].map((attempt) =>
      reconnectDelay(REALTIME_TIMING.reconnectDelaysMs, attempt),
    );
    expect(delays).toEqual([1_000, 2_000, 5_000, 10_000, 10_000, 10_000]);
  });
});
