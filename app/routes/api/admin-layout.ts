import { roleGuard } from "~/server/session/guards";
import type { Route } from "./+types/admin-layout";

/** Inside the staff subtree: user management and the activity log, administrators only (403 for managers). */
export const middleware: Route.MiddlewareFunction[] = [roleGuard("admin")];
