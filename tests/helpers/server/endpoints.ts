/**
 * Every endpoint of docs/api.md, with a body that would pass its validation, so the fuzzers can
 * start from something valid and break it field by field. `{conversation}` and `{upload}` are
 * filled with ids from the fixture.
 */
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Endpoint {
  method: Method;
  path: string;
  /** A body that passes validation; absent for routes that read none. */
  sample?: Record<string, unknown>;
  /** Multipart upload rather than JSON. */
  multipart?: true;
  /** Ends or destroys the session it is called with: fuzzed anonymously only. */
  endsSession?: true;
  /** Runs the password hash (~100 ms a request): fuzzed with fewer runs. */
  hashes?: true;
}

const id = '00000000-0000-4000-8000-000000000000';

export const endpoints: Endpoint[] = [
  { method: 'GET', path: '/api/health' },
  {
    method: 'POST',
    path: '/api/auth/sign-up/email',
    sample: { name: 'Fuzzy', email: 'fuzz-signup@example.com', password: 'Sturdy-Workbench-42' },
    hashes: true,
  },
  {
    method: 'POST',
    path: '/api/auth/sign-in/email',
    sample: { email: 'fuzz-signin@example.com', password: 'Sturdy-Workbench-42' },
    hashes: true,
  },
  { method: 'GET', path: '/api/auth/get-session' },
  { method: 'GET', path: '/api/auth/list-sessions' },
  {
    method: 'POST',
    path: '/api/auth/change-password',
    sample: { currentPassword: 'not-the-password', newPassword: 'Another-Bench-43' },
    hashes: true,
  },
  { method: 'POST', path: '/api/auth/sign-out', sample: {}, endsSession: true },
  { method: 'POST', path: '/api/auth/revoke-sessions', sample: {}, endsSession: true },
  {
    method: 'POST',
    path: '/api/auth/delete-user',
    sample: { password: 'not-the-password' },
    endsSession: true,
    hashes: true,
  },
  { method: 'GET', path: '/api/profile' },
  { method: 'PATCH', path: '/api/profile', sample: { full_name: 'Fuzzy', avatar_url: null } },
  { method: 'GET', path: `/api/guest/allowance?guestSessionId=${id}` },
  { method: 'GET', path: '/api/conversations' },
  { method: 'POST', path: '/api/conversations', sample: { first_message: 'Hang a shelf' } },
  { method: 'PATCH', path: '/api/conversations/{conversation}', sample: { title: 'Shelf' } },
  { method: 'DELETE', path: '/api/conversations/{conversation}' },
  { method: 'GET', path: '/api/conversations/{conversation}/messages' },
  {
    method: 'POST',
    path: '/api/assistant',
    // No conversationId or attachmentIds: unknown ones stop the request before the message is
    // stored, and the fuzzers add wrong ones anyway.
    sample: { message: 'How do I patch drywall?', guestSessionId: id },
  },
  { method: 'POST', path: '/api/assistant/stop/{conversation}' },
  {
    method: 'POST',
    path: '/api/professional-leads',
    sample: {
      full_name: 'Pat Plumber',
      email: 'pat@example.com',
      phone: '555-0100',
      company_name: 'Pipes Ltd',
      trade_specialty: 'Plumbing,HVAC',
      years_experience: 12,
      business_type: 'LLC',
      current_challenges: 'Scheduling',
      interested_services: ['Project Planning & Estimation'],
      how_heard_about_us: 'Referral',
      additional_comments: 'Hi',
    },
  },
  { method: 'GET', path: '/api/inspiration?query=deck&limit=5&sources=reddit,youtube' },
  { method: 'GET', path: '/api/admin/professional-leads' },
  { method: 'GET', path: '/api/admin/professional-leads.csv' },
  {
    method: 'POST',
    path: '/api/pro-connect/waitlist',
    sample: { email: 'wait@example.com', professional: 'Sam', session_type: 'video' },
  },
  { method: 'GET', path: '/api/pins/search?query=deck&limit=3' },
  { method: 'GET', path: '/api/pins/status' },
  { method: 'GET', path: '/api/pins/connect' },
  { method: 'GET', path: '/api/pins/oauth/callback?code=abc&state=xyz' },
  { method: 'DELETE', path: '/api/pins/connection' },
  { method: 'GET', path: '/api/pins/boards' },
  { method: 'POST', path: '/api/pins/boards', sample: { name: 'Deck', description: 'Ideas' } },
  {
    method: 'POST',
    path: '/api/pins',
    sample: {
      title: 'Deck',
      description: 'Stain',
      image_url: 'https://example.com/a.jpg',
      board_id: '123',
      link: 'https://example.com',
    },
  },
  { method: 'POST', path: '/api/uploads', multipart: true },
  { method: 'GET', path: '/api/uploads/{upload}?width=32&format=png' },
  { method: 'GET', path: '/api/search?q=deck' },
  { method: 'GET', path: '/api/home' },
  {
    method: 'PUT',
    path: '/api/home',
    sample: {
      year_built: 1970,
      home_type: null,
      region: null,
      heating: null,
      water_heater: null,
      appliances: [],
      tools: [],
    },
  },
  { method: 'GET', path: '/api/plans/{conversation}' },
  { method: 'PUT', path: '/api/plans/{conversation}/notes', sample: { text: 'Buy screws' } },
  { method: 'GET', path: '/api/plans/{conversation}/shares' },
  {
    method: 'POST',
    path: '/api/plans/{conversation}/shares',
    sample: { expires_in_days: 7, show_notes: false, show_owner_name: false },
  },
  { method: 'DELETE', path: `/api/plans/{conversation}/shares/${id}` },
  { method: 'GET', path: `/api/shared-plans/${'a'.repeat(43)}` },
  { method: 'GET', path: `/api/shared-plans/${'a'.repeat(43)}/photos/{upload}` },
  { method: 'DELETE', path: '/api/uploads/{upload}' },
  {
    method: 'POST',
    path: '/api/client-errors',
    sample: { kind: 'render', message: 'Boom', path: '/explore' },
  },
];

export const bodyEndpoints = endpoints.filter((endpoint) => endpoint.method !== 'GET');

/** The path with the fixture's ids in place of `{conversation}` and `{upload}`. */
export function fillPath(path: string, ids: { conversation: string; upload: string }) {
  return path.replace('{conversation}', ids.conversation).replace('{upload}', ids.upload);
}

/** better-auth answers its own errors (`{code, message}`); docs/api.md says so. */
export const isAuthPath = (path: string) => path.startsWith('/api/auth/');
