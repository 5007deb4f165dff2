import { describe, expect, it } from 'vitest';
import { describeUserAgent } from './user-agent';

const agents: Array<[string, string]> = [
  [
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
    'Chrome on Linux',
  ],
  [
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0',
    'Edge on Windows',
  ],
  [
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
    'Safari on macOS',
  ],
  [
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0 Mobile/15E148 Safari/604.1',
    'Chrome on iOS',
  ],
  ['Mozilla/5.0 (Android 14; Mobile; rv:127.0) Gecko/127.0 Firefox/127.0', 'Firefox on Android'],
  [
    'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
    'Samsung Internet on Android',
  ],
  ['curl/8.5.0', 'Unknown device'],
  ['', 'Unknown device'],
];

describe('describeUserAgent', () => {
  it.each(agents)('%s', (ua, label) => {
    expect(describeUserAgent(ua).label).toBe(label);
  });

  it('tells phones from desktops', () => {
    expect(describeUserAgent(agents[3]![0]).mobile).toBe(true);
    expect(describeUserAgent(agents[0]![0]).mobile).toBe(false);
  });
});
