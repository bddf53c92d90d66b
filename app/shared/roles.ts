import type { Grade } from "./constants";

// Who is staff, the one home of the rule (spec §3 User grades, DESIGN §4.1): managers and administrators are staff;
// some screens and calls are for administrators only. Blocked users and plain users are neither.

/** What a dashboard screen or a staff API call needs: any staff member, or an administrator. */
export type DashboardRole = "staff" | "admin";

export const STAFF_GRADES = ["manager", "admin"] as const satisfies readonly Grade[];

export function isStaff(grade: string | null | undefined): boolean {
  return (STAFF_GRADES as readonly (string | null | undefined)[]).includes(grade);
}

export function gradeMayUse(grade: string | null | undefined, role: DashboardRole): boolean {
  return role === "admin" ? grade === "admin" : isStaff(grade);
}
