import { z } from "../../zod";
import {
  fetchUserResponseSchema,
  changeAccountResponseSchema,
  changeAccountSchema,
  deleteColoringResponseSchema,
  ownColoringsQuerySchema,
  ownColoringsResponseSchema,
} from "../account";
import { analyticsEventSchema } from "../analytics";
import { cotdResponseSchema } from "../cotd";
import { eventPageSchema } from "../events";
import {
  coloringsQuerySchema,
  coloringsResponseSchema,
  reactionResponseSchema,
  uploadColoringResponseSchema,
} from "../gallery";
import { endpoint } from "../endpoint";
import { idParamSchema } from "../params";
import {
  potdDayResponseSchema,
  potdDaySchema,
  shelfDrawingSchema,
  shelfItemInputSchema,
  shelfMergeSchema,
  shelfPageKeySchema,
  shelfResponseSchema,
  shelfSaveResponseSchema,
} from "../shelf";
import { potdDateSchema, potdPreviewSchema } from "../potd";
import { REACTION_ID_PARAM, reactionBodySchema } from "../reactions";
import { siteInfoSchema } from "../site";
import { videoDetailsQuerySchema, videoListSchema, videoSearchQuerySchema } from "../videos";

// The visitor-facing endpoints of spec §7: the site, the player, the games, the gallery and the account.

export const siteInfo = endpoint({
  method: "GET",
  path: "/api/site-info/:locale",
  role: "public",
  params: { locale: z.string() },
  response: siteInfoSchema,
});
export const analyticsEvent = endpoint({
  method: "POST",
  path: "/api/analytics",
  role: "public",
  body: analyticsEventSchema,
  response: null,
  status: 204,
});
export const eventFetch = endpoint({
  method: "GET",
  path: "/api/poliworld/event/fetch/:id",
  role: "public",
  params: { id: z.string() },
  response: eventPageSchema,
});
export const potdPreview = endpoint({
  method: "GET",
  path: "/api/potd/preview/:date",
  role: "public",
  params: { date: potdDateSchema },
  response: potdPreviewSchema,
});
export const potdPreviewNext = endpoint({
  method: "GET",
  path: "/api/potd/preview/next/:date",
  role: "public",
  params: { date: potdDateSchema },
  response: potdPreviewSchema,
});
export const cotd = endpoint({ method: "GET", path: "/api/cotd", role: "public", response: cotdResponseSchema });
export const videoSearch = endpoint({
  method: "GET",
  path: "/api/politv/search",
  role: "public",
  query: videoSearchQuerySchema,
  response: videoListSchema,
});
export const videoDetails = endpoint({
  method: "GET",
  path: "/api/politv/details",
  role: "public",
  query: videoDetailsQuerySchema,
  response: videoListSchema,
});
export const colorings = endpoint({
  method: "GET",
  path: "/api/colorings",
  role: "public",
  query: coloringsQuerySchema,
  response: coloringsResponseSchema,
});

export const fetchUser = endpoint({
  method: "GET",
  path: "/api/fetch-user",
  role: "public",
  response: fetchUserResponseSchema,
});
export const logout = endpoint({
  method: "GET",
  path: "/api/logout",
  role: "public",
  response: fetchUserResponseSchema,
});
export const changeAccount = endpoint({
  method: "PUT",
  path: "/api/change-account",
  role: "user",
  body: changeAccountSchema,
  response: changeAccountResponseSchema,
});
export const deleteAccount = endpoint({
  method: "DELETE",
  path: "/api/delete-account",
  role: "user",
  response: z.object({ id: z.string() }),
});
export const ownColorings = endpoint({
  method: "GET",
  path: "/api/colorings/:userId",
  role: "user",
  params: { userId: z.string() },
  query: ownColoringsQuerySchema,
  response: ownColoringsResponseSchema,
});
export const deleteColoring = endpoint({
  method: "DELETE",
  path: "/api/coloring/:id",
  role: "user",
  params: { id: idParamSchema },
  notFound: "This coloring does not exist.",
  response: deleteColoringResponseSchema,
});
export const uploadColoring = endpoint({
  method: "POST",
  path: "/api/upload/coloring",
  role: "user",
  body: "multipart",
  response: uploadColoringResponseSchema,
  status: 201,
});
export const reaction = endpoint({
  method: "POST",
  path: "/api/reaction/:id",
  role: "user",
  params: { id: REACTION_ID_PARAM },
  body: reactionBodySchema,
  response: reactionResponseSchema,
});
export const shelf = endpoint({ method: "GET", path: "/api/shelf", role: "user", response: shelfResponseSchema });
export const shelfSave = endpoint({
  method: "PUT",
  path: "/api/shelf/item",
  role: "user",
  body: shelfItemInputSchema,
  response: shelfSaveResponseSchema,
});
export const shelfDrawing = endpoint({
  method: "GET",
  path: "/api/shelf/coloring/:pageKey",
  role: "user",
  params: { pageKey: shelfPageKeySchema },
  response: shelfDrawingSchema,
});
export const shelfForgetStarted = endpoint({
  method: "DELETE",
  path: "/api/shelf/coloring/:pageKey",
  role: "user",
  params: { pageKey: shelfPageKeySchema },
  response: null,
});
export const shelfMerge = endpoint({
  method: "POST",
  path: "/api/shelf/merge",
  role: "user",
  body: shelfMergeSchema,
  response: shelfResponseSchema,
});
export const shelfPotdDay = endpoint({
  method: "POST",
  path: "/api/shelf/potd-day",
  role: "user",
  body: potdDaySchema,
  response: potdDayResponseSchema,
});
