import { api, json, parse } from "~/server/http/api";
import { puzzleOfTheDay, puzzleOfTheNextDay } from "~/server/services/potd";
import { potdDateSchema } from "~/shared/api/potd";
import type { Route } from "./+types/potd-preview";

/** GET /api/potd/preview/{date} and /api/potd/preview/next/{date} (DESIGN §4.9): `{image}` for the date or the day after. */
export const loader = api(async ({ request, params }: Route.LoaderArgs) => {
  const date = parse(potdDateSchema, params.date);
  const next = new URL(request.url).pathname.includes("/preview/next/");
  // no-store (json's default): the dashboard promises that schedule changes show at once
  return json(next ? await puzzleOfTheNextDay(date) : await puzzleOfTheDay(date));
});
