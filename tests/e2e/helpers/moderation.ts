import { expect } from "vitest";
import { baseURL } from "./browser";

/**
 * Approves colorings as staff (dev:e2e-manager), the way the dashboard's review queue does: under the default
 * pre-moderation (issue 28) an upload reaches the gallery only after this. Runs outside the browser, so the page's own
 * session stays the child's.
 */
export async function approveAsStaff(ids: number[]): Promise<void> {
  const signIn = await fetch(`${baseURL()}/auth/dev`, {
    method: "POST",
    body: new URLSearchParams({ name: "e2e-manager" }),
    redirect: "manual",
  });
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  expect(cookie).toMatch(/session_token=/);
  for (const id of ids) {
    const response = await fetch(`${baseURL()}/api/admin/media/${id}`, {
      method: "PUT",
      headers: { cookie, "content-type": "application/json" },
      body: JSON.stringify({ approved: 1 }),
    });
    expect(response.status, `approve ${id}`).toBe(200);
  }
}
