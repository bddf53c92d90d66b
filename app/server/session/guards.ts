import { isStaff } from "~/shared/constants";
import type { PublicUser } from "~/shared/api/account";
import { HttpError } from "../http/api";
import { currentUser } from "./current-user";

/** The signed-in user, or a 401 `{error}` (blocked users have no session, so they land here too). */
export async function requireUser(request: Request): Promise<PublicUser> {
  const user = await currentUser(request);
  if (!user || user.grade === "blocked") throw new HttpError(401, "Please sign in first.");
  return user;
}

/** A manager or admin (DESIGN §4.1), else 401 for visitors and 403 for everyone else. */
export async function requireStaff(request: Request): Promise<PublicUser> {
  const user = await requireUser(request);
  if (!isStaff(user.grade)) throw new HttpError(403, "Only staff can do this.");
  return user;
}

/** An admin (user management, activity logs), else 401 / 403. */
export async function requireAdmin(request: Request): Promise<PublicUser> {
  const user = await requireUser(request);
  if (user.grade !== "admin") throw new HttpError(403, "Only administrators can do this.");
  return user;
}
