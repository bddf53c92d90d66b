import fs from "node:fs";

/** The pids of this machine's processes whose command line contains `marker` (read from /proc, Linux). */
export function processesWith(marker: string): number[] {
  const pids: number[] = [];
  for (const name of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(name) || Number(name) === process.pid) continue;
    let cmdline: string;
    try {
      cmdline = fs.readFileSync(`/proc/${name}/cmdline`, "utf8");
    } catch {
      continue; // Ended while we looked.
    }
    if (cmdline.split("\0").some((arg) => arg.includes(marker))) pids.push(Number(name));
  }
  return pids;
}

/** Waits until `check` is true, polling every 50 ms; false when `ms` passed first. */
export async function waitFor(check: () => boolean | Promise<boolean>, ms: number): Promise<boolean> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return check();
}
