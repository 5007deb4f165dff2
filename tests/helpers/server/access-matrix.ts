import type { OwnedResources } from './security-fixture';

export const actors = ['anonymous', 'guest', 'A', 'B', 'admin'] as const;
export type Actor = (typeof actors)[number];

/** An exact status, or any 2xx. */
export type Expected = '2xx' | 400 | 401 | 403 | 404 | 409;

export interface Route {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Built from a fresh set of A's (and a guest's) resources for each cell. */
  path: (owned: OwnedResources) => string;
  /** A JSON body, or a FormData sent as it is. */
  body?: (owned: OwnedResources, actor: Actor) => unknown;
  /** Which of A's resources the route acts on: it must be intact after anyone but its owner. */
  target?: 'conversation' | 'upload' | 'guestUpload';
  expect: Record<Actor, Expected>;
}

const uuid = '00000000-0000-4000-8000-000000000001';
const lead = {
  full_name: 'Pat Plumber',
  email: 'pat@example.com',
  trade_specialty: 'Plumbing',
};

function textFile(name: string, text: string) {
  const form = new FormData();
  form.append('file', new Blob([text]), name);
  return form;
}

// prettier-ignore
const row = (a: Expected, g: Expected, userA: Expected, userB: Expected, admin: Expected) =>
  ({ anonymous: a, guest: g, A: userA, B: userB, admin });

/**
 * docs/security.md access matrix: every route of docs/api.md × every kind of caller. "A", "B" and
 * "admin" always act on A's resources: B and the admin must get 404 for them, exactly as for an
 * id that does not exist. Columns: anonymous, guest, A, B, admin.
 */
// prettier-ignore
export const accessMatrix: Record<string, Route> = {
  'GET health':                { method: 'GET', path: () => '/api/health', expect: row('2xx', '2xx', '2xx', '2xx', '2xx') },
  'GET session':               { method: 'GET', path: () => '/api/auth/get-session', expect: row('2xx', '2xx', '2xx', '2xx', '2xx') },
  'GET list-sessions':         { method: 'GET', path: () => '/api/auth/list-sessions', expect: row(401, 401, '2xx', '2xx', '2xx') },
  'GET profile':               { method: 'GET', path: () => '/api/profile', expect: row(401, 401, '2xx', '2xx', '2xx') },
  'PATCH profile':             { method: 'PATCH', path: () => '/api/profile', body: (_, actor) => ({ full_name: actor === 'A' ? 'Alice again' : `${actor} renamed` }), expect: row(401, 401, '2xx', '2xx', '2xx') },
  'GET guest allowance':       { method: 'GET', path: () => `/api/guest/allowance?guestSessionId=${uuid}`, expect: row('2xx', '2xx', '2xx', '2xx', '2xx') },
  'GET conversations':         { method: 'GET', path: () => '/api/conversations', expect: row(401, 401, '2xx', '2xx', '2xx') },
  'GET search':                { method: 'GET', path: () => '/api/search?q=deck', expect: row(401, 401, '2xx', '2xx', '2xx') },
  'GET home':                  { method: 'GET', path: () => '/api/home', expect: row(401, 401, '2xx', '2xx', '2xx') },
  'PUT home':                  { method: 'PUT', path: () => '/api/home', body: () => ({ year_built: 1970, home_type: null, region: null, heating: null, water_heater: null, appliances: [], tools: [] }), expect: row(401, 401, '2xx', '2xx', '2xx') },
  'POST conversation':         { method: 'POST', path: () => '/api/conversations', body: () => ({ first_message: 'Fix a tap' }), expect: row(401, 401, '2xx', '2xx', '2xx') },
  "PATCH A's conversation":    { method: 'PATCH', path: (o) => `/api/conversations/${o.conversationId}`, body: () => ({ title: 'Taken over' }), target: 'conversation', expect: row(401, 401, '2xx', 404, 404) },
  "DELETE A's conversation":   { method: 'DELETE', path: (o) => `/api/conversations/${o.conversationId}`, target: 'conversation', expect: row(401, 401, '2xx', 404, 404) },
  "GET A's messages":          { method: 'GET', path: (o) => `/api/conversations/${o.conversationId}/messages`, target: 'conversation', expect: row(401, 401, '2xx', 404, 404) },
  "POST assistant into A's":   { method: 'POST', path: () => '/api/assistant', body: (o) => ({ message: 'Add this', conversationId: o.conversationId }), target: 'conversation', expect: row(401, 401, '2xx', 404, 404) },
  'POST assistant as guest':   { method: 'POST', path: () => '/api/assistant', body: () => ({ message: 'Deck stain?', guestSessionId: uuid }), expect: row('2xx', '2xx', '2xx', '2xx', '2xx') },
  "POST stop A's reply":       { method: 'POST', path: (o) => `/api/assistant/stop/${o.conversationId}`, target: 'conversation', expect: row(401, 401, '2xx', 404, 404) },
  "POST assistant + A's file": { method: 'POST', path: () => '/api/assistant', body: (o) => ({ message: 'See file', guestSessionId: uuid, attachmentIds: [o.uploadId] }), target: 'upload', expect: row(400, 400, '2xx', 400, 400) },
  "GET A's plan":              { method: 'GET', path: (o) => `/api/plans/${o.conversationId}`, target: 'conversation', expect: row(401, 401, '2xx', 404, 404) },
  "PUT A's plan notes":        { method: 'PUT', path: (o) => `/api/plans/${o.conversationId}/notes`, body: (_, actor) => ({ text: `${actor} wrote this` }), target: 'conversation', expect: row(401, 401, '2xx', 404, 404) },
  "GET A's share links":       { method: 'GET', path: (o) => `/api/plans/${o.conversationId}/shares`, target: 'conversation', expect: row(401, 401, '2xx', 404, 404) },
  "POST A's share link":       { method: 'POST', path: (o) => `/api/plans/${o.conversationId}/shares`, body: () => ({ expires_in_days: 7 }), target: 'conversation', expect: row(401, 401, '2xx', 404, 404) },
  "DELETE A's share link":     { method: 'DELETE', path: (o) => `/api/plans/${o.conversationId}/shares/${uuid}`, target: 'conversation', expect: row(401, 401, 404, 404, 404) },
  'GET unknown shared plan':   { method: 'GET', path: () => `/api/shared-plans/${'a'.repeat(43)}`, expect: row(404, 404, 404, 404, 404) },
  'POST lead':                 { method: 'POST', path: () => '/api/professional-leads', body: () => lead, expect: row('2xx', '2xx', '2xx', '2xx', '2xx') },
  'GET inspiration':           { method: 'GET', path: () => '/api/inspiration?limit=3', expect: row('2xx', '2xx', '2xx', '2xx', '2xx') },
  'GET admin leads':           { method: 'GET', path: () => '/api/admin/professional-leads', expect: row(401, 401, 403, 403, '2xx') },
  'GET admin leads csv':       { method: 'GET', path: () => '/api/admin/professional-leads.csv', expect: row(401, 401, 403, 403, '2xx') },
  'POST waitlist':             { method: 'POST', path: () => '/api/pro-connect/waitlist', body: () => ({ email: 'w@example.com' }), expect: row('2xx', '2xx', '2xx', '2xx', '2xx') },
  'GET pins search':           { method: 'GET', path: () => '/api/pins/search', expect: row('2xx', '2xx', '2xx', '2xx', '2xx') },
  'GET pins status':           { method: 'GET', path: () => '/api/pins/status', expect: row('2xx', '2xx', '2xx', '2xx', '2xx') },
  // Pinterest is not configured in tests: connecting is a 404 once signed in.
  'GET pins connect':          { method: 'GET', path: () => '/api/pins/connect', expect: row(401, 401, 404, 404, 404) },
  'DELETE pins connection':    { method: 'DELETE', path: () => '/api/pins/connection', expect: row(401, 401, '2xx', '2xx', '2xx') },
  'GET pins boards':           { method: 'GET', path: () => '/api/pins/boards', expect: row(401, 401, 409, 409, 409) },
  'POST pins board':           { method: 'POST', path: () => '/api/pins/boards', body: () => ({ name: 'Deck' }), expect: row(401, 401, 409, 409, 409) },
  'POST pin':                  { method: 'POST', path: () => '/api/pins', body: () => ({ title: 'D', description: 'D', image_url: 'https://example.com/a.jpg', board_id: '1' }), expect: row(401, 401, 409, 409, 409) },
  'POST upload':               { method: 'POST', path: () => '/api/uploads', body: () => textFile('plan.txt', 'Measure twice'), expect: row(401, '2xx', '2xx', '2xx', '2xx') },
  "GET A's upload":            { method: 'GET', path: (o) => `/api/uploads/${o.uploadId}`, target: 'upload', expect: row(404, 404, '2xx', 404, 404) },
  "DELETE A's upload":         { method: 'DELETE', path: (o) => `/api/uploads/${o.uploadId}`, target: 'upload', expect: row(404, 404, '2xx', 404, 404) },
  "GET guest's upload":        { method: 'GET', path: (o) => `/api/uploads/${o.guestUploadId}`, target: 'guestUpload', expect: row(404, '2xx', 404, 404, 404) },
  "DELETE guest's upload":     { method: 'DELETE', path: (o) => `/api/uploads/${o.guestUploadId}`, target: 'guestUpload', expect: row(404, '2xx', 404, 404, 404) },
  'POST client error':         { method: 'POST', path: () => '/api/client-errors', body: () => ({ kind: 'render', message: 'Boom', path: '/' }), expect: row('2xx', '2xx', '2xx', '2xx', '2xx') },
  'GET unknown API path':      { method: 'GET', path: () => '/api/nothing-here', expect: row(404, 404, 404, 404, 404) },
};
