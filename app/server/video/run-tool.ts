/**
 * Runs ffmpeg and ffprobe so that they cannot outlive what started them (issue 29):
 * - each in a process group of its own (`detached`), killed as a group (SIGKILL) when the caller's signal aborts
 *   (job cancelled, lease lost, server stopping) or its own deadline passes;
 * - on Linux through util-linux's `setpriv --pdeathsig KILL`, so the kernel kills the tool the moment the Node
 *   process dies, even by `kill -9` (a closed pipe does not stop ffmpeg: it ignores SIGPIPE and keeps encoding).
 * Plain TypeScript with relative imports only (scripts/video/ uses it through hls.ts).
 */
import { spawn, spawnSync } from "node:child_process";

export interface ToolResult {
  stdout: string;
  stderr: string;
}

export interface ToolOptions {
  signal?: AbortSignal;
  /** Wall-clock limit for this one run; the process group is killed when it passes. */
  timeoutMs?: number;
  /** Receives stdout as it arrives (then `stdout` in the result stays empty: a long scan need not be kept). */
  onStdout?: (chunk: string) => void;
}

/** Thrown when a run was killed for its own deadline (not for the caller's signal). */
export class ToolTimeoutError extends Error {}

let deathSignalWrapper: boolean | undefined;

/** Whether `setpriv --pdeathsig` works here (Linux with util-linux, as in the Debian image); checked once. */
function canTieToParent(): boolean {
  deathSignalWrapper ??=
    process.platform === "linux" &&
    spawnSync("setpriv", ["--pdeathsig", "KILL", "true"], { stdio: "ignore" }).status === 0;
  return deathSignalWrapper;
}

function killGroup(pid: number | undefined) {
  if (pid === undefined) return;
  try {
    process.kill(-pid, "SIGKILL");
  } catch {
    // Already gone.
  }
}

/** Runs a tool; rejects with the tail of stderr (ffmpeg's own explanation) on a non-zero exit. */
export function runTool(command: string, args: string[], options: ToolOptions = {}): Promise<ToolResult> {
  const { signal, timeoutMs, onStdout } = options;
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason as Error);
    const [file, argv] = canTieToParent() ? ["setpriv", ["--pdeathsig", "KILL", command, ...args]] : [command, args];
    const child = spawn(file, argv, { stdio: ["ignore", "pipe", "pipe"], detached: true });
    const pid = child.pid;
    let stdout = "";
    let stderr = "";
    let stoppedBy: Error | undefined;
    const stop = (reason: Error) => {
      stoppedBy ??= reason;
      killGroup(pid);
    };
    const onAbort = () => stop(signal!.reason instanceof Error ? signal!.reason : new Error(String(signal!.reason)));
    signal?.addEventListener("abort", onAbort, { once: true });
    const timer =
      timeoutMs === undefined
        ? undefined
        : setTimeout(
            () => stop(new ToolTimeoutError(`${command} ran longer than ${Math.round(timeoutMs / 1000)} s`)),
            timeoutMs,
          );
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => {
      if (onStdout) onStdout(chunk);
      else stdout += chunk;
    });
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => {
      // Keep only the end: ffmpeg can be chatty and the last lines carry the reason of a failure.
      stderr = (stderr + chunk).slice(-8000);
    });
    const finish = () => {
      clearTimeout(timer);
      signal?.removeEventListener("abort", onAbort);
    };
    child.on("error", (error) => {
      finish();
      reject(error);
    });
    child.on("close", (code) => {
      finish();
      if (stoppedBy) reject(stoppedBy);
      else if (code === 0) resolve({ stdout, stderr });
      else {
        const lastLines = stderr.trim().split("\n").slice(-3).join(" | ");
        reject(new Error(`${command} exited with ${code}: ${lastLines}`));
      }
    });
  });
}
