import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { DEMO_ACCOUNTS } from './db/seed/demo-accounts';

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(`Sahaj cannot start: ${err.message}`);
      process.exit(1);
    }
    throw err;
  }

  const app = await buildApp(config).catch((err: unknown) => {
    if (err instanceof ConfigError) {
      console.error(`Sahaj cannot start: ${err.message}`);
      process.exit(1);
    }
    throw err;
  });
  await app.listen({ port: config.port, host: config.host });

  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  // Plain lines for people (the structured log above is for machines).
  const a = DEMO_ACCOUNTS;
  console.log(
    [
      `\nSahaj is running on http://localhost:${port}  (API docs: /api/docs)`,
      ...(config.seedDemo
        ? [
            'Demo logins:',
            `  admin      ${a.admin.email} / ${a.admin.password}   (console: http://localhost:${port}/admin)`,
            `  patient    +91 ${a.patient.phone.slice(3)} / ${a.patient.password}`,
            `  therapist  +91 ${a.therapist.phone.slice(3)} / ${a.therapist.password}`,
            `  company    ${a.company.email} / ${a.company.password}   (http://localhost:${port}/user/corporate/login)`,
            ...(config.isProduction
              ? []
              : [`  outbox     http://localhost:${port}/dev/outbox  (codes and e-mails land here)`]),
          ]
        : []),
      '',
    ].join('\n'),
  );

  // Graceful shutdown: stop accepting, let requests finish, close sockets and the database.
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, shutting down`);
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    await app.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

void main();
