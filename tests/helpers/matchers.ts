import { expect } from "vitest";

declare module "vitest" {
  interface Matchers<T> {
    /**
     * The answer is `status`, `application/json` and a body `{ error: string }` (a non-empty message), whose error
     * matches `pattern` when given (a RegExp, or a string the message contains). Reads a clone: the body stays readable.
     */
    toBeJsonError(status: number, pattern?: RegExp | string): Promise<T>;
  }
}

/** What is wrong with `received` as a JSON error answer (empty when nothing is). */
async function jsonErrorProblems(received: unknown, status: number, pattern?: RegExp | string): Promise<string[]> {
  if (!(received instanceof Response)) return [`expected a Response, got ${typeof received}`];
  const problems: string[] = [];
  if (received.status !== status) problems.push(`status ${received.status} instead of ${status}`);
  const type = received.headers.get("content-type") ?? "";
  if (!/^application\/json\b/i.test(type)) problems.push(`Content-Type "${type}" instead of application/json`);
  const text = await received.clone().text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return [...problems, `a body that is not JSON: ${text.slice(0, 200)}`];
  }
  const error = body !== null && typeof body === "object" && "error" in body ? body.error : undefined;
  if (typeof error !== "string" || !error) problems.push(`no { error: string } in ${text.slice(0, 200)}`);
  else if (pattern !== undefined && !(typeof pattern === "string" ? error.includes(pattern) : pattern.test(error))) {
    problems.push(`error "${error}" does not match ${String(pattern)}`);
  }
  return problems;
}

expect.extend({
  async toBeJsonError(received: unknown, status: number, pattern?: RegExp | string) {
    const problems = await jsonErrorProblems(received, status, pattern);
    return {
      pass: problems.length === 0,
      message: () =>
        problems.length === 0
          ? `expected an answer other than a JSON ${status} error`
          : `expected a JSON ${status} error: ${problems.join("; ")}`,
    };
  },
});
