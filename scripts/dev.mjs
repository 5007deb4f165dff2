// `npm run dev`: the API with reloads on change (port 3000) and Vite's dev server (port 5173),
// which proxies /api to it. Ctrl+C stops both.
import { spawn } from 'node:child_process';

const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'src/server/main.ts'], {
    stdio: 'inherit',
    // The browser talks to Vite's origin; sessions and sockets check it against PUBLIC_URL.
    env: { NODE_ENV: 'development', PUBLIC_URL: 'http://localhost:5173', ...process.env },
  }),
  spawn('npx', ['vite'], { stdio: 'inherit' }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', stop);
