import { jsonError } from "~/server/http/api";

/** /auth/{provider}: starts social sign-in. Filled in by the accounts work. */
export function loader() {
  return jsonError(404, "This sign-in provider is not available.");
}
