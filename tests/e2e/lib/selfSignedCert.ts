// A throwaway self-signed certificate for test host names, made with the openssl command line (Node can't
// write X.509 certificates). The browser is told to accept it (ignoreHTTPSErrors), never to trust it.
import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface PemPair {
  key: string;
  cert: string;
}

export async function selfSignedCert(hostNames: readonly string[]): Promise<PemPair> {
  const dir = await mkdtemp(join(tmpdir(), 'mcp-bridge-cert-'));
  try {
    const [keyFile, certFile] = [join(dir, 'key.pem'), join(dir, 'cert.pem')];
    try {
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
          `/CN=${hostNames[0]}`,
          '-addext',
          `subjectAltName=${hostNames.map((name) => `DNS:${name}`).join(',')}`,
          '-keyout',
          keyFile,
          '-out',
          certFile,
        ],
        { stdio: 'pipe' },
      );
    } catch (error) {
      const missing = (error as NodeJS.ErrnoException).code === 'ENOENT';
      throw new Error(
        missing
          ? 'openssl was not found: install it (Debian: apt-get install openssl) to run the hosting test'
          : `openssl could not make a certificate: ${String((error as { stderr?: Buffer }).stderr ?? error)}`,
      );
    }
    return { key: await readFile(keyFile, 'utf8'), cert: await readFile(certFile, 'utf8') };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
