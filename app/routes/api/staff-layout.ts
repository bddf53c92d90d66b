import { roleGuard } from "~/server/session/guards";
import type { Route } from "./+types/staff-layout";

/** The subtree `/api/admin/…`, `/api/upload/media`, `/api/upload/video`: staff only (401 visitors, 403 others, JSON). */
export const middleware: Route.MiddlewareFunction[] = [roleGuard("staff")];
