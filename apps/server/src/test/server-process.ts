import { type ChildProcess, spawn } from 'node:child_process';

export interface ServerProcess {
  child: ChildProcess;
  /** The address it listens on, once it says so; rejects if it exits first. */
  url: Promise<string>;
  /** Everything it printed so far (stdout and stderr). */
  output: () => string;
}

/**
 * Starts a real server process on the embedded database in `dataDir`, on a free port, and reads its
 * address from the start-up line. `args` choose what runs (the sources through tsx, or the bundle).
 */
export function startServerProcess(opts: {
  args: string[];
  dataDir: string;
  env?: Record<string, string>;
  cwd?: string;
}): ServerProcess {
  const child = spawn(process.execPath, opts.args, {
    cwd: opts.cwd,
    env: {
      ...process.env,
      DATABASE_URL: '',
      REDIS_URL: '',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: opts.dataDir,
      WEB_DIST: opts.dataDir,
      ...opts.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const url = new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const m = out.match(/Sahaj is running on (http:\/\/localhost:\d+)/);
      if (m) resolve(m[1]!.replace('localhost', '127.0.0.1'));
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`exited ${code}: ${out.slice(-2000)}`)));
  });
  return { child, url, output: () => out };
}
