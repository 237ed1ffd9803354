import SonicBoom from 'sonic-boom';

/**
 * Where the structured log goes: stdout, written asynchronously and never waited for (issue 9 #11).
 * pino's default destination writes synchronously and, on a full pipe (a reader that stopped
 * reading), retries forever in an Atomics.wait loop on the main thread, so SIGTERM and the exit
 * timer could never run. Here a full pipe is retried on a timer (the event loop stays free), at
 * most `maxLength` bytes are held (the rest is dropped), a closed pipe turns logging off, and no
 * flush is forced at exit.
 */
export function stdoutLogDestination(): SonicBoom {
  const dest = new SonicBoom({ fd: 1, sync: false, minLength: 0, maxLength: 1024 * 1024 });
  dest.on('error', () => {
    // The reader has gone (EPIPE and the like): there is nobody left to log to.
    dest.write = () => true;
  });
  return dest;
}
