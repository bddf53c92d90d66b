import type { EndpointShape } from "../endpoint";
import * as admin from "./admin";
import * as pictures from "./pictures";
import * as site from "./public";

/** The whole API of spec §7, one entry per method and path; the route modules, callApi and the permission matrix read it. */
export const api = { ...site, ...admin, ...pictures };

export const ENDPOINTS: readonly EndpointShape[] = Object.values(api);
