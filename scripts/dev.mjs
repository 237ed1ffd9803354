// `npm run dev`: the API in watch mode on :3000 and Vite with hot reload on :5173 (proxying /api).
import { spawn } from 'node:child_process';

const procs = [
  spawn(
    'node',
    [
      '--watch-path=apps/server/src',
      '--watch-path=packages/contract/src',
      '--import',
      'tsx',
      'apps/server/src/main.ts',
    ],
    {
      stdio: 'inherit',
      env: { ...process.env, CORS_ORIGINS: process.env.CORS_ORIGINS ?? 'http://localhost:5173,http://localhost:3000' },
    },
  ),
  spawn('npm', ['run', 'dev', '-w', '@sahaj/web'], { stdio: 'inherit' }),
];
const stop = () => {
  for (const p of procs) p.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const p of procs)
  p.on('exit', (code) => {
    if (code) stop();
  });
