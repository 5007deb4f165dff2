export interface DeviceSummary {
  browser: string | null;
  system: string | null;
  mobile: boolean;
  /** e.g. "Chrome on Linux"; "Unknown device" when nothing is recognised. */
  label: string;
}

// Order matters: Edge and Opera also say "Chrome", Chrome also says "Safari", Android also says
// "Linux" and iOS also says "Mac OS X", so the more specific names come first.
const browsers: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bCriOS\/|Chrome\/|\bChromium\//, 'Chrome'],
  [/\bSafari\//, 'Safari'],
];

const systems: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bWindows\b/, 'Windows'],
  [/\biPhone\b|\biPad\b|\biPod\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b|\bX11\b/, 'Linux'],
];

function match(userAgent: string, table: typeof browsers): string | null {
  return table.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null;
}

/** A short, human summary of a User-Agent header: enough to tell one's devices apart. */
export function describeUserAgent(userAgent?: string | null): DeviceSummary {
  const ua = userAgent ?? '';
  const browser = match(ua, browsers);
  const system = match(ua, systems);
  const mobile = /\bMobi|\biPhone\b|\biPad\b|\bAndroid\b/.test(ua);
  const label =
    browser && system
      ? `${browser} on ${system}`
      : (browser ?? (system ? `${system} device` : 'Unknown device'));
  return { browser, system, mobile, label };
}
