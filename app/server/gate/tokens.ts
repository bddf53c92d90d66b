import crypto from "node:crypto";
import { z } from "zod";
import type { GateQuestion } from "~/shared/gate-rules";
import { sessionSecret } from "../config";

// Signed, expiring values of the parental gate, so the no-script page keeps no state between its two requests:
// the question a grown-up is answering, and the pass that lets a sign-in start go on after a right answer.

const QUESTION_LIFETIME_MS = 15 * 60_000;
const PASS_LIFETIME_MS = 5 * 60_000;

function sign(payload: string): string {
  return crypto.createHmac("sha256", `gate:${sessionSecret()}`).update(payload).digest("base64url");
}

function sealed(payload: string): string {
  return `${Buffer.from(payload).toString("base64url")}.${sign(payload)}`;
}

const questionPayloadSchema = z.object({
  q: z.tuple([z.number().int(), z.number().int()]),
  to: z.string(),
  exp: z.number(),
});
const passPayloadSchema = z.object({ pass: z.string(), exp: z.number() });

/** The JSON a genuine token carries, read with its schema (null when it does not fit: an older format, say). */
function readPayload<S extends z.ZodType>(payload: string, schema: S): z.infer<S> | null {
  try {
    const parsed = schema.safeParse(JSON.parse(payload));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function opened(token: string | null | undefined): string | null {
  if (!token || token.length > 400) return null;
  const [body, mac] = token.split(".");
  if (!body || !mac) return null;
  const payload = Buffer.from(body, "base64url").toString("utf8");
  const expected = Buffer.from(sign(payload));
  const given = Buffer.from(mac);
  return given.length === expected.length && crypto.timingSafeEqual(given, expected) ? payload : null;
}

/** The question, bound to its destination and good for 15 minutes (a grown-up may need a moment). */
export function questionToken(question: GateQuestion, to: string, now = Date.now()): string {
  return sealed(
    JSON.stringify({
      q: [question.a, question.b],
      to,
      exp: now + QUESTION_LIFETIME_MS,
      n: crypto.randomBytes(6).toString("base64url"),
    }),
  );
}

/** The question a token carries, when it is genuine, unexpired and for this destination. */
export function readQuestionToken(token: string | null | undefined, to: string, now = Date.now()): GateQuestion | null {
  const payload = opened(token);
  const question = payload ? readPayload(payload, questionPayloadSchema) : null;
  if (!question || question.to !== to || !(question.exp > now)) return null;
  return { a: question.q[0], b: question.q[1] };
}

/** After a right answer: lets the sign-in start at `path` go on for 5 minutes. */
export function exitPass(path: string, now = Date.now()): string {
  return sealed(JSON.stringify({ pass: path, exp: now + PASS_LIFETIME_MS }));
}

export function isValidExitPass(token: string | null | undefined, path: string, now = Date.now()): boolean {
  const payload = opened(token);
  const pass = payload ? readPayload(payload, passPayloadSchema) : null;
  return pass !== null && pass.pass === path && pass.exp > now;
}
