// Calendar dates as YYYY-MM-DD strings (zod-free: the browser imports these without the API contract).

/** The date in UTC as YYYY-MM-DD. */
export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The visitor's own calendar date (the browser's time zone) as YYYY-MM-DD. */
export function localIsoDate(date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Whole days from 1970-01-01 to a YYYY-MM-DD date (DESIGN §4.9 rotations). */
export function daysSinceEpoch(isoDay: string): number {
  return Math.floor(Date.parse(`${isoDay}T00:00:00Z`) / 86_400_000);
}

export function addDays(isoDay: string, days: number): string {
  return isoDate(new Date(Date.parse(`${isoDay}T00:00:00Z`) + days * 86_400_000));
}
