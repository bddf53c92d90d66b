import { jsonError } from "~/server/http/api";

/** GET/POST /auth/dev: dev sign-in (DESIGN §3). Filled in by the accounts work. */
export function loader() {
  return jsonError(404, "Dev sign-in is not available.");
}
