/** The servers playwright.config.ts starts, by port. */
const appPort = Number(process.env.E2E_PORT ?? 4173);
export const modelAppUrl = `http://localhost:${appPort + 1}`;
export const fakeModelUrl = `http://127.0.0.1:${appPort + 2}`; // the control port

export async function setFakeModelMode(mode: 'ok' | 'unauthorized' | 'hang' | 'cut' | 'refuse') {
  const res = await fetch(`${fakeModelUrl}/__mode`, {
    method: 'POST',
    body: JSON.stringify({ mode }),
  });
  if (!res.ok) throw new Error(`could not set the fake model's mode: ${res.status}`);
}

/** Lets the fake model send the rest of the replies it holds half written (model-scripts.ts). */
export async function releaseHeldReplies() {
  const res = await fetch(`${fakeModelUrl}/__release`, { method: 'POST' });
  if (!res.ok) throw new Error(`could not release the fake model's replies: ${res.status}`);
}
