import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RealtimeEvent } from '../../../shared/realtime/realtime-events';
import { REALTIME_CLOSE } from '../../../shared/realtime/realtime-protocol';
import { REALTIME_TIMING } from '../../../shared/realtime/realtime-timing';
import { fakeEnvironment } from '../../../../tests/helpers/web/fake-socket';
import { RealtimeConnection, type RealtimeState } from './realtime-connection';

const { heartbeatIntervalMs, pongTimeoutMs, closeGraceMs } = REALTIME_TIMING;

function setup() {
  const fake = fakeEnvironment();
  const events: RealtimeEvent[] = [];
  const states: RealtimeState[] = [];
  const connection = new RealtimeConnection(fake.environment, {
    onEvent: (event) => events.push(event),
    onStateChange: (state) => states.push(state),
  });
  return { ...fake, connection, events, states };
}

/** Fails connection attempts one by one and records the wait before each next attempt. */
async function delaysBetweenFailures(ctx: ReturnType<typeof setup>, failures: number) {
  const delays: number[] = [];
  for (let i = 0; i < failures; i += 1) {
    const before = ctx.sockets.length;
    ctx.latest().drop();
    let waited = 0;
    while (ctx.sockets.length === before) {
      await vi.advanceTimersByTimeAsync(100);
      waited += 100;
    }
    delays.push(waited);
  }
  return delays;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('RealtimeConnection', () => {
  it('connects, opens and hands events on', () => {
    const ctx = setup();
    ctx.connection.start();
    expect(ctx.connection.state).toBe('connecting');
    ctx.latest().open();
    expect(ctx.connection.state).toBe('open');
    ctx.latest().receive({ type: 'conversation.deleted', id: 'c1' });
    ctx.latest().receive({ type: 'something.new' });
    expect(ctx.events).toEqual([{ type: 'conversation.deleted', id: 'c1' }]);
  });

  it('backs off 1 s, 2 s, 5 s, then 10 s while the server cannot be reached', async () => {
    const ctx = setup();
    ctx.connection.start();
    expect(await delaysBetweenFailures(ctx, 5)).toEqual([1_000, 2_000, 5_000, 10_000, 10_000]);
    expect(ctx.states.slice(0, 3)).toEqual(['connecting', 'closed', 'connecting']);
  });

  it('starts the backoff over after a connection opened', async () => {
    const ctx = setup();
    ctx.connection.start();
    expect(await delaysBetweenFailures(ctx, 3)).toEqual([1_000, 2_000, 5_000]);
    ctx.latest().open();
    expect(await delaysBetweenFailures(ctx, 2)).toEqual([1_000, 2_000]);
  });

  it('pings every heartbeat interval and stays open while pongs come back', async () => {
    const ctx = setup();
    ctx.connection.start();
    ctx.latest().open();
    for (let id = 1; id <= 3; id += 1) {
      await vi.advanceTimersByTimeAsync(heartbeatIntervalMs);
      expect(ctx.latest().sent.at(-1)).toEqual({ type: 'ping', id });
      ctx.latest().receive({ type: 'pong', id });
    }
    await vi.advanceTimersByTimeAsync(pongTimeoutMs);
    expect(ctx.connection.state).toBe('open');
    expect(ctx.sockets).toHaveLength(1);
  });

  it('closes and reconnects when a pong does not arrive in time', async () => {
    const ctx = setup();
    ctx.connection.start();
    const first = ctx.latest();
    first.open();
    await vi.advanceTimersByTimeAsync(heartbeatIntervalMs + pongTimeoutMs - 1);
    expect(ctx.connection.state).toBe('open');
    await vi.advanceTimersByTimeAsync(1);
    expect(ctx.connection.state).toBe('closing');
    expect(first.closedWith?.code).toBe(4000);
    first.drop();
    expect(ctx.connection.state).toBe('closed');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(ctx.sockets).toHaveLength(2);
    expect(ctx.connection.state).toBe('connecting');
  });

  it('moves on when a closing socket never confirms the close', async () => {
    const ctx = setup();
    ctx.connection.start();
    ctx.latest().open();
    await vi.advanceTimersByTimeAsync(heartbeatIntervalMs + pongTimeoutMs);
    expect(ctx.connection.state).toBe('closing');
    await vi.advanceTimersByTimeAsync(closeGraceMs);
    expect(ctx.connection.state).toBe('closed');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(ctx.sockets).toHaveLength(2);
  });

  it('asks for a resync when it opens again after a drop', async () => {
    const ctx = setup();
    ctx.connection.start();
    ctx.latest().open();
    ctx.latest().drop();
    await vi.advanceTimersByTimeAsync(1_000);
    ctx.latest().open();
    expect(ctx.events).toEqual([{ type: 'resync' }]);
  });

  it('waits while offline and reconnects at once when back online', async () => {
    const ctx = setup();
    ctx.connection.start();
    ctx.latest().open();
    ctx.network.online = false;
    ctx.network.onOffline();
    expect(ctx.connection.state).toBe('closing');
    ctx.latest().drop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(ctx.sockets).toHaveLength(1);
    expect(ctx.connection.state).toBe('closed');
    ctx.network.online = true;
    ctx.network.onOnline();
    expect(ctx.sockets).toHaveLength(2);
    expect(ctx.connection.state).toBe('connecting');
  });

  it('does not connect while the browser starts offline', () => {
    const ctx = setup();
    ctx.network.online = false;
    ctx.connection.start();
    expect(ctx.sockets).toHaveLength(0);
    expect(ctx.connection.state).toBe('closed');
  });

  it('stops for good: no reconnect after stop()', async () => {
    const ctx = setup();
    ctx.connection.start();
    ctx.latest().open();
    ctx.connection.stop();
    expect(ctx.latest().closedWith?.code).toBe(1000);
    ctx.latest().drop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(ctx.sockets).toHaveLength(1);
    expect(ctx.states.at(-1)).toBe('closed');
  });

  it('does not reconnect when the server closed it for too many sockets of this user', async () => {
    const ctx = setup();
    ctx.connection.start();
    ctx.latest().open();
    ctx.latest().drop(REALTIME_CLOSE.tooManySockets);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(ctx.sockets).toHaveLength(1);
    expect(ctx.states.at(-1)).toBe('closed');
  });
});
