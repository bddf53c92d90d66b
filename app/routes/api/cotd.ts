import { api, json } from "~/server/http/api";
import { coloringOfTheDay } from "~/server/services/cotd";
import type { CotdResponse } from "~/shared/api/cotd";

/** GET /api/cotd: the coloring of the day (spec §7, DESIGN §4.9). */
export const loader = api(async () => json({ CotD: await coloringOfTheDay() } satisfies CotdResponse));
