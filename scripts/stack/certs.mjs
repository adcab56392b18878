/**
 * A throwaway certificate authority and a server certificate signed by it, for the local stack only (openssl):
 * `ca.crt` (trust it with NODE_EXTRA_CA_CERTS, curl --cacert, or a browser's certificate settings) and
 * `server.crt`/`server.key` for `localhost` and 127.0.0.1. Valid 30 days; made once per stack directory and
 * renewed when less than a day is left. Real servers use a certificate from a real CA (docs/deploying.md).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

function openssl(args, cwd) {
  execFileSync('openssl', args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
}

/** @param {string} dir @returns {{ ca: string, cert: string, key: string }} */
export function ensureCertificates(dir) {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const files = { ca: path.join(dir, 'ca.crt'), cert: path.join(dir, 'server.crt'), key: path.join(dir, 'server.key') };
  const fresh = () => {
    try {
      openssl(['x509', '-checkend', '86400', '-noout', '-in', files.cert], dir);
      return true;
    } catch {
      return false;
    }
  };
  if (existsSync(files.ca) && existsSync(files.cert) && existsSync(files.key) && fresh()) return files;
  const ec = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'];
  openssl(
    [
      'req',
      '-x509',
      '-new',
      ...ec,
      '-keyout',
      'ca.key',
      '-out',
      'ca.crt',
      '-days',
      '30',
      '-subj',
      '/CN=Hengxi local stack CA (throwaway)',
      '-addext',
      'basicConstraints=critical,CA:TRUE',
      '-addext',
      'keyUsage=critical,keyCertSign,cRLSign',
    ],
    dir,
  );
  openssl(['req', '-new', ...ec, '-keyout', 'server.key', '-out', 'server.csr', '-subj', '/CN=localhost'], dir);
  writeFileSync(
    path.join(dir, 'server.ext'),
    'basicConstraints=CA:FALSE\nkeyUsage=critical,digitalSignature\nextendedKeyUsage=serverAuth\nsubjectAltName=DNS:localhost,IP:127.0.0.1\n',
  );
  openssl(
    [
      'x509',
      '-req',
      '-in',
      'server.csr',
      '-CA',
      'ca.crt',
      '-CAkey',
      'ca.key',
      '-CAcreateserial',
      '-out',
      'server.crt',
      '-days',
      '30',
      '-extfile',
      'server.ext',
    ],
    dir,
  );
  return files;
}
