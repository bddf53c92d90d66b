/**
 * Lets the browser paint and handle input before the next piece of start-up work: `scheduler.yield()` where there
 * is one (the continuation keeps its place ahead of other tasks), else a fresh task (a MessageChannel message, which
 * unlike setTimeout is not clamped).
 */
export function yieldToPage(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === "function") return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
