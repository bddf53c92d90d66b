import crypto from "node:crypto";
import {
  destinationLabel,
  GATE_PATH,
  isCorrect,
  makeQuestion,
  type GateQuestion,
  type GateView,
} from "~/shared/gate-rules";
import { config } from "../config";
import { readCookie } from "../locale";
import { allowedExit, type Exit } from "./destinations";
import { lockedFor, recordRight, recordWrong } from "./lockout";
import { questionToken, readQuestionToken } from "./tokens";

/**
 * The parental gate (DESIGN §4.17) on the server: the same for the page that works without scripts and for the
 * in-page dialog that enhances it. A visitor is known by a random cookie (by address when cookies are off), so the
 * lockout after wrong answers holds across tries, tabs and reloads.
 */

export const GATE_COOKIE = "gate_id";

export type GateOutcome = { passed: Exit } | { view: GateView; status: number };

interface Visitor {
  key: string;
  /** The cookies to set when the visitor had none. */
  setCookies?: string[];
}

function visitor(request: Request, ip: string): Visitor {
  const id = readCookie(request, GATE_COOKIE);
  if (id && /^[A-Za-z0-9_-]{16,64}$/.test(id)) return { key: `id:${id}` };
  const fresh = crypto.randomBytes(16).toString("base64url");
  const secure = config().production ? "; Secure" : "";
  // Without the cookie (a first visit, or cookies off) the address stands in for this answer. The cookie goes to the
  // gate's page alone (and to its data URL, which the page's own script posts to), so every other page stays
  // shareable in the page cache.
  const cookie = (path: string) =>
    `${GATE_COOKIE}=${fresh}; Path=${path}; Max-Age=31536000; HttpOnly; SameSite=Lax${secure}`;
  return { key: `ip:${ip}`, setCookies: [cookie(GATE_PATH), cookie(`${GATE_PATH}.data`)] };
}

function view(to: string, fields: Partial<GateView> & { previous?: GateQuestion }): GateView {
  const question = makeQuestion(Math.random, fields.previous);
  return {
    to,
    destination: destinationLabel(to),
    question,
    token: questionToken(question, to),
    wrong: fields.wrong ?? false,
    lockedSeconds: fields.lockedSeconds ?? 0,
  };
}

/** The gate for `to`, or null when the gate must not send anyone there. */
export async function openGate(
  request: Request,
  ip: string,
  to: string | null,
): Promise<{ view: GateView; setCookies?: string[] } | null> {
  const exit = await allowedExit(to);
  if (!exit || !to) return null;
  const { key, setCookies } = visitor(request, ip);
  return { view: view(to, { lockedSeconds: await lockedFor(key) }), setCookies };
}

/** Checks an answer: a right one passes (and clears the lockout); a wrong one counts, and the third locks the gate. */
export async function answerGate(
  request: Request,
  ip: string,
  to: string | null,
  form: { token?: unknown; answer?: unknown },
): Promise<GateOutcome | null> {
  const exit = await allowedExit(to);
  if (!exit || !to) return null;
  const { key } = visitor(request, ip);
  const question = readQuestionToken(typeof form.token === "string" ? form.token : null, to);
  const locked = await lockedFor(key);
  if (locked > 0) return { view: view(to, { lockedSeconds: locked, previous: question ?? undefined }), status: 429 };
  if (question && typeof form.answer === "string" && isCorrect(question, form.answer)) {
    await recordRight(key);
    return { passed: exit };
  }
  const lockedSeconds = await recordWrong(key);
  return {
    view: view(to, { wrong: true, lockedSeconds, previous: question ?? undefined }),
    status: lockedSeconds > 0 ? 429 : 422,
  };
}
