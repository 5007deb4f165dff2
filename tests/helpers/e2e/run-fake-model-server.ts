// A fake OpenAI-compatible model server for the browser tests of the model path: its failures
// and the scripted conversations of tests/helpers/server/model-scripts.ts (tool calls included).
// Usage: tsx tests/helpers/e2e/run-fake-model-server.ts <controlPort> <modelPort>
// POST http://127.0.0.1:<controlPort>/__mode {"mode": "ok" | "unauthorized" | "hang" | "cut" | "refuse"}
// POST http://127.0.0.1:<controlPort>/__release sends the rest of the replies held half written.
import http from 'node:http';
import { startFakeModelServer, type FakeModelMode } from '../server/fake-model-server';
import { scriptedConversations } from '../server/model-scripts';

const controlPort = Number(process.argv[2] ?? 4175);
const modelPort = Number(process.argv[3] ?? 4176);
const reply =
  '## Fix a dripping faucet\n\nHere is the plan.\n\n1. Close the valves\n2. Remove the handle\n3. Swap the cartridge';

async function start() {
  const server = await startFakeModelServer(reply, modelPort);
  server.state.scripts.push(...scriptedConversations);
  return server;
}

let model: Awaited<ReturnType<typeof startFakeModelServer>> | undefined = await start();

/** 'refuse' closes the model's port, so connections to it are refused outright. */
async function setMode(mode: FakeModelMode | 'refuse') {
  if (mode === 'refuse') {
    await model?.close();
    model = undefined;
    return;
  }
  model ??= await start();
  model.state.mode = mode;
}

const control = http.createServer(async (req, res) => {
  let raw = '';
  for await (const chunk of req) raw += chunk;
  if (req.url === '/__mode') {
    await setMode((JSON.parse(raw) as { mode: FakeModelMode | 'refuse' }).mode);
    res.writeHead(204).end();
    return;
  }
  if (req.url === '/__release') {
    model?.state.releaseHeld();
    res.writeHead(204).end();
    return;
  }
  res.writeHead(200).end('ok');
});
control.listen(controlPort, '127.0.0.1', () =>
  console.log(`fake model on :${modelPort}, control on :${controlPort}`),
);
process.on('SIGTERM', () => process.exit(0));
