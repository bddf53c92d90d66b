import { z } from "zod";
import { flashMessageSchema, type FlashMessage } from "~/shared/api/account";
import { readCookie } from "../locale";

const FLASH_COOKIE = "flash";
const listSchema = z.array(flashMessageSchema).max(5);

/** A Set-Cookie value that queues messages for the next page the browser loads. */
export function flashCookie(messages: FlashMessage[], secure: boolean): string {
  const value = encodeURIComponent(JSON.stringify(messages.slice(0, 5)));
  return `${FLASH_COOKIE}=${value}; Path=/; Max-Age=60; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/** Reads and clears queued messages. */
export function takeFlash(request: Request): { messages: FlashMessage[]; headers: Headers } {
  const headers = new Headers();
  const raw = readCookie(request, FLASH_COOKIE);
  if (raw === undefined) return { messages: [], headers };
  headers.append("Set-Cookie", `${FLASH_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`);
  try {
    const parsed = listSchema.safeParse(JSON.parse(raw));
    return { messages: parsed.success ? parsed.data : [], headers };
  } catch {
    return { messages: [], headers };
  }
}
