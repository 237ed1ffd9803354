/**
 * An HTTPS front speaking HTTP/2 before the bench's server, as production's load balancer or CDN is
 * (README, "Production"): browsers speak HTTP/2 only over TLS, and a page of the web app asks for
 * about 140 files. Over plain HTTP/1.1 a browser keeps six connections to a host, so on a phone's round
 * trip those files queue for seconds, which production does not see; over HTTP/2 they share one.
 *
 * The certificate is made here by openssl for 127.0.0.1 (Node cannot make one). Chromium is told to trust exactly that key
 * (`--ignore-certificate-errors-spki-list`), so the page counts as secure and caches as it would.
 * Requests, including the socket's WebSocket upgrade, go on to the server over HTTP/1.1 (http2-proxy).
 */
import { execFileSync } from 'node:child_process';
import { createHash, X509Certificate } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http2 from 'node:http2';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import proxy from 'http2-proxy';

export interface H2Front {
  /** https://127.0.0.1:<port>, the origin the browser loads. */
  origin: string;
  /** The Chromium flag that trusts this front's certificate. */
  chromeFlag: string;
  close: () => Promise<void>;
}

function selfSignedCertificate(): { key: Buffer; cert: Buffer; spki: string } {
  const dir = mkdtempSync(path.join(tmpdir(), 'sahaj-bench-tls-'));
  try {
    const keyFile = path.join(dir, 'key.pem');
    const certFile = path.join(dir, 'cert.pem');
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
        '-keyout',
        keyFile,
        '-out',
        certFile,
      ],
      { stdio: 'ignore' },
    );
    const cert = readFileSync(certFile);
    // base64(sha256(SubjectPublicKeyInfo)): the form Chromium's SPKI list takes.
    const der = new X509Certificate(cert).publicKey.export({ type: 'spki', format: 'der' });
    const spki = createHash('sha256').update(der).digest('base64');
    return { key: readFileSync(keyFile), cert, spki };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function startH2Front(upstreamPort: number): Promise<H2Front> {
  const { key, cert, spki } = selfSignedCertificate();
  const upstream = { hostname: '127.0.0.1', port: upstreamPort };
  const server = http2.createSecureServer({ key, cert, allowHTTP1: true });
  // Open HTTP/2 sessions would hold close() until the browser drops them.
  const sessions = new Set<http2.ServerHttp2Session>();
  server.on('session', (s) => {
    sessions.add(s);
    s.once('close', () => sessions.delete(s));
  });
  server.on('request', (req, res) => {
    proxy.web(req, res, upstream, (err) => {
      if (!err) return;
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
  });
  server.on('upgrade', (req, socket, head) => {
    proxy.ws(req, socket, head, upstream, (err) => {
      if (err) socket.destroy();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `https://127.0.0.1:${port}`,
    chromeFlag: `--ignore-certificate-errors-spki-list=${spki}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const s of sessions) s.destroy();
      }),
  };
}
