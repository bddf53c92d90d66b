import type { PublicUser } from "~/shared/api/account";

/** The signed-in user of a request, or null. The accounts work replaces this with the better-auth session lookup. */
export async function currentUser(_request: Request): Promise<PublicUser | null> {
  return null;
}
