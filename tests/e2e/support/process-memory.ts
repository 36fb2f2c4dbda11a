import fs from 'node:fs';

/** Resident memory of a process in bytes, from /proc (Linux): what the machine actually gives it. */
export function residentSetBytes(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kilobytes = /^VmRSS:\s+(\d+)\s+kB$/m.exec(status)?.[1];
  if (!kilobytes) throw new Error(`no VmRSS for process ${pid}`);
  return Number(kilobytes) * 1024;
}
