import { existsSync, readFileSync, statSync } from 'node:fs';

/** The parent of a process, from /proc (Linux). */
function parentOf(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
}

/**
 * True when this process or one above it holds the flock on `file` (`flock /tmp/mitti-ports.lock npm run
 * bench`): taking it again would wait for ever. Read from /proc/locks, whose FLOCK lines name the holder's
 * pid and the file's device:inode.
 */
export function heldByCaller(file: string): boolean {
  if (!existsSync(file) || !existsSync('/proc/locks')) return false;
  const inode = statSync(file).ino;
  const holders = readFileSync('/proc/locks', 'utf8')
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter((fields) => fields[1] === 'FLOCK' && fields[5]?.split(':')[2] === String(inode))
    .map((fields) => Number(fields[4]));
  for (let pid = process.pid; pid > 1; pid = parentOf(pid)) if (holders.includes(pid)) return true;
  return false;
}
