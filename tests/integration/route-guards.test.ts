// DESIGN §4.1: staff-only subtrees are guarded once, by their layout's middleware, so a route added under a guarded
// layout is refused to the wrong caller even when its own handler checks nothing. Each probe below is such a route,
// added to the real route tree; the requests go through React Router's request handler (tests/helpers/router.ts).
// Removing a layout's middleware makes its probe answer 200 to everyone, and these tests fail.
import { beforeAll, describe, expect, it } from "vitest";
import { routerFetch, type ExtraRoute, type RouterFetch } from "../helpers/router";
import { EVERYONE, signInAs, useAdminConfig, type Who } from "./fixtures";

const reached = () => Response.json({ reached: true });
const probe = (id: string, parentId: string, path: string): ExtraRoute => ({
  id,
  parentId,
  path,
  module: { loader: reached, action: reached },
});

const PROBES = {
  staffApi: probe("probe-staff-api", "routes/api/staff-layout", "api/admin/probe-staff"),
  adminApi: probe("probe-admin-api", "routes/api/admin-layout", "api/admin/probe-admin"),
  dashboard: probe("probe-dashboard", "routes/dashboard/layout", "rt-dashboard/probe"),
};

let send: RouterFetch;
beforeAll(async () => {
  useAdminConfig();
  send = await routerFetch(Object.values(PROBES));
});

const STAFF_ONLY: Record<Who, number> = { anonymous: 401, user: 403, blocked: 401, manager: 200, admin: 200 };
const ADMIN_ONLY: Record<Who, number> = { ...STAFF_ONLY, manager: 403 };

/** What the probe answers: `{reached: true}`, or for a page's data request React Router's encoding of it. */
const REACHED_API = { reached: true };
const REACHED_DATA = expect.arrayContaining(["reached", true]);

async function expectGuarded(
  path: string,
  expected: Record<Who, number>,
  method = "GET",
  reachedBody: unknown = REACHED_API,
) {
  for (const who of EVERYONE) {
    const { cookie } = await signInAs(who);
    const response = await send(path, { method, cookie });
    const body = await response.json();
    expect(response.status, `${method} ${path} as ${who}`).toBe(expected[who]);
    if (expected[who] === 200) expect(body).toEqual(reachedBody);
    else expect(typeof body.error, `${method} ${path} as ${who}: {error}`).toBe("string");
  }
}

describe("a route added under a guarded layout, with no check of its own", () => {
  it("under the staff API layout: visitors 401, users 403, blocked 401, staff through (GET and POST)", async () => {
    await expectGuarded("/api/admin/probe-staff", STAFF_ONLY);
    await expectGuarded("/api/admin/probe-staff", STAFF_ONLY, "POST");
  });

  it("under the administrators' API layout: managers 403 as well", async () => {
    await expectGuarded("/api/admin/probe-admin", ADMIN_ONLY);
    await expectGuarded("/api/admin/probe-admin", ADMIN_ONLY, "DELETE");
  });

  it("under the dashboard layout: its data request alone (the layout's loader does not run) is refused the same way", async () => {
    await expectGuarded(`/rt-dashboard/probe.data?_routes=${PROBES.dashboard.id}`, STAFF_ONLY, "GET", REACHED_DATA);
  });
});
