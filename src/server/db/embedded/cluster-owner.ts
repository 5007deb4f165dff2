import { execFileSync } from 'node:child_process';
import { chmodSync, chownSync, readFileSync, statSync } from 'node:fs';

/** The account the database processes run as: ours, or a `postgres` account when we are root. */
export interface ClusterOwner {
  /** Set only when the server runs as root and must hand the processes to another account. */
  uid?: number;
  gid?: number;
}

const ACCOUNT = 'postgres';

/** The account's ids from /etc/passwd (`name:password:uid:gid:…`). */
function lookUp(): ClusterOwner | undefined {
  const line = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith(`${ACCOUNT}:`));
  const [, , uid, gid] = line?.split(':') ?? [];
  return uid && gid ? { uid: Number(uid), gid: Number(gid) } : undefined;
}

/**
 * PostgreSQL refuses to run as root. Run as root (a container, say), the processes run as the
 * system account `postgres`, which Debian's own PostgreSQL package also uses; it is created
 * (no home, no login) when missing.
 */
export function clusterOwner(): ClusterOwner {
  if (process.getuid?.() !== 0) return {};
  const existing = lookUp();
  if (existing) return existing;
  console.log(`running as root: creating the system account "${ACCOUNT}" for the database`);
  execFileSync('useradd', ['--system', '--user-group', '--no-create-home', ACCOUNT], {
    stdio: 'inherit',
  });
  const created = lookUp();
  if (!created) throw new Error(`could not create the system account "${ACCOUNT}"`);
  return created;
}

/**
 * Hands `dir` to the owner (root only). `DATA_DIR` itself gets the owner's group with
 * traverse-only permission, so the database account can reach its folder without being able
 * to list or read the rest of `DATA_DIR`.
 */
export function handOver(owner: ClusterOwner, dataDir: string, clusterDir: string) {
  if (owner.uid === undefined || owner.gid === undefined) return;
  const data = statSync(dataDir);
  if ((data.mode & 0o001) === 0 && !(data.gid === owner.gid && data.mode & 0o010)) {
    chownSync(dataDir, data.uid, owner.gid);
    chmodSync(dataDir, (data.mode & 0o7777) | 0o010);
  }
  const cluster = statSync(clusterDir);
  if (cluster.uid !== owner.uid) chownSync(clusterDir, owner.uid, owner.gid);
}
