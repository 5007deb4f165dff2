import fc from 'fast-check';

/** Fixed so a failure reproduces; FUZZ_SEED=<n> replays another run. */
export const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? 20_240_611);

export function fuzzOptions(numRuns: number) {
  return { seed: FUZZ_SEED, numRuns } as const;
}

/** Keys that have hurt JavaScript servers before: prototype pollution and look-alikes. */
const nastyKeys = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', ''];

/** Strings databases and parsers trip on: NUL, lone surrogates, RTL marks, markup, huge ones. */
export const nastyStringList = [
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '\u202e\u200b\ufeff',
  '💥'.repeat(300),
  '<script>alert(1)</script>',
  "'; drop table users; --",
  '%00%ff%',
  '../../etc/passwd',
  '   ',
  'null',
  'x'.repeat(100_000),
];
const nastyStrings = fc.constantFrom(...nastyStringList);

export const weirdString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((n) => String.fromCharCode(n)) }),
  nastyStrings,
);

const weirdNumber = fc.oneof(
  fc.double(),
  fc.integer(),
  fc.constantFrom(0, -1, 1e308, -1e308, 2 ** 53 + 1, 4.5, 1e-320),
);

const deep = (depth: number) =>
  fc.constantFrom('[', '{"a":').map((open) => {
    const close = open === '[' ? ']' : '}';
    return JSON.parse(`${open.repeat(depth)}1${close.repeat(depth)}`) as unknown;
  });

/** Any JSON value, biased towards the kinds of wrong a client can send. */
export const weirdValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  weirdString,
  weirdNumber,
  fc.constantFrom(null, true, false, [], {}),
  fc.array(weirdString, { maxLength: 8 }),
  deep(64),
);

/** One member written by hand, so `__proto__` reaches the server as a real key. */
const member = (key: string, value: unknown) =>
  `${JSON.stringify(key)}:${JSON.stringify(value) ?? 'null'}`;

/**
 * JSON bodies: anything at all, or the endpoint's valid sample with fields changed to wrong
 * types, removed, or joined by nasty keys (duplicates included).
 */
export function jsonBody(sample: Record<string, unknown> = {}): fc.Arbitrary<string> {
  const keys = Object.keys(sample);
  const key = fc.oneof(
    ...(keys.length ? [fc.constantFrom(...keys)] : []),
    fc.constantFrom(...nastyKeys),
    fc.string({ maxLength: 12 }),
  );
  const mutated = fc
    .tuple(
      fc.subarray(keys),
      fc.array(fc.tuple(key, fc.oneof(weirdValue, fc.constant({ isAdmin: true, role: 'admin' }))), {
        maxLength: 4,
      }),
    )
    .map(([kept, extra]) => {
      const members = [
        ...kept.map((name) => member(name, sample[name])),
        ...extra.map(([name, value]) => member(name, value)),
      ];
      return `{${members.join(',')}}`;
    });
  return fc.oneof(
    { arbitrary: mutated, weight: 3 },
    { arbitrary: weirdValue.map((value) => JSON.stringify(value) ?? 'null'), weight: 1 },
  );
}

/** Bodies that are not JSON at all, or only nearly. */
export const rawBody: fc.Arbitrary<string | Uint8Array> = fc.oneof(
  fc.string({ maxLength: 200 }),
  fc.uint8Array({ maxLength: 300 }),
  fc.constantFrom(
    '',
    '{',
    '{"a":',
    '[1,2,',
    'undefined',
    "{'single': 1}",
    '{"a":1}garbage',
    '\ufeff{"message":"bom"}',
    `${'['.repeat(20_000)}${']'.repeat(20_000)}`,
    `{"x":"${'y'.repeat(1_100_000)}"}`,
    '--x\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\n\r\nhi\r\n--x--',
    'file=abc&name=..%2F..%2Fx',
  ),
);

/** A header value the Fetch API accepts: printable Latin-1, no CR/LF/NUL. */
export const headerValue = fc.oneof(
  fc.string({
    unit: fc
      .integer({ min: 0x20, max: 0xff })
      .filter((n) => n !== 0x7f)
      .map((n) => String.fromCharCode(n)),
    maxLength: 80,
  }),
  fc.constantFrom('', 'x'.repeat(8000), 'null', '*', '%ZZ', '=;=;;=', '"', '\\'),
);

export const contentType = fc.oneof(
  fc.constantFrom(
    'application/json',
    'application/json; charset=utf-16',
    'application/vnd.api+json',
    'text/plain',
    'text/plain; charset=utf-8',
    'application/x-www-form-urlencoded',
    'multipart/form-data',
    'multipart/form-data; boundary=x',
    'multipart/form-data; boundary=',
    'application/xml',
    'application/octet-stream',
  ),
  headerValue,
);

/** Every byte percent-encoded, so NUL and invalid UTF-8 reach the server as they are. */
const percent = (bytes: Iterable<number>) =>
  [...bytes].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('');

/** A query-string or path value: encoded weird text, raw bytes, or broken escapes. */
export const urlPart = fc.oneof(
  weirdString.filter((s) => s.length < 5000).map((text) => percent(Buffer.from(text, 'utf8'))),
  fc.uint8Array({ maxLength: 30 }).map(percent),
  fc.constantFrom(
    '',
    '%',
    '%Z',
    '%E0%A4%A',
    '%ED%A0%80',
    '..',
    '%2e%2e%2f',
    '0',
    '-1',
    '1e3',
    '101',
    'NaN',
    '[]',
    '%00',
  ),
  fc.stringMatching(/^[A-Za-z0-9._~-]{0,20}$/),
);

export function queryString(knownKeys: string[]): fc.Arbitrary<string> {
  const key = fc.oneof(
    ...(knownKeys.length ? [fc.constantFrom(...knownKeys)] : []),
    fc.constantFrom('__proto__', 'constructor', 'query[]', 'a[b]'),
    urlPart,
  );
  return fc
    .array(fc.tuple(key, urlPart, fc.boolean()), { maxLength: 6 })
    .map((pairs) => pairs.map(([k, v, bare]) => (bare && !v ? k : `${k}=${v}`)).join('&'));
}
