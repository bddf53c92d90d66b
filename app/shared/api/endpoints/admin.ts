import {
  analyticsQuerySchema,
  analyticsResponseSchema,
  campaignCreateSchema,
  campaignIdSchema,
  campaignResponseSchema,
  campaignsQuerySchema,
  campaignsResponseSchema,
  campaignUpdateSchema,
  gradeBodySchema,
  idResponseSchema,
  logsQuerySchema,
  logsResponseSchema,
  mediaListQuerySchema,
  mediaListResponseSchema,
  mediaUploadResponseSchema,
  renameBodySchema,
  seoCreateSchema,
  seoIdSchema,
  seoListResponseSchema,
  seoResponseSchema,
  seoUpdateSchema,
  userIdQuerySchema,
  userResponseSchema,
  usersQuerySchema,
  usersResponseSchema,
} from "../admin";
import { videoListQuerySchema, videoListResponseSchema, videoResponseSchema, videoUpdateSchema } from "../admin/videos";
import { endpoint } from "../endpoint";
import {
  mediaDeleteQuerySchema,
  mediaDeleteResponseSchema,
  mediaIdSchema,
  mediaResponseSchema,
  mediaUpdateBodySchema,
} from "../media";
import { videoIdSchema } from "../videos";

// The staff dashboard's endpoints (spec §7 `/api/admin/…`, `/api/upload/…`; DESIGN §4.1): staff = managers and admins.

export const mediaList = endpoint({
  method: "GET",
  path: "/api/admin/media",
  role: "staff",
  query: mediaListQuerySchema,
  response: mediaListResponseSchema,
});
export const mediaDelete = endpoint({
  method: "DELETE",
  path: "/api/admin/media",
  role: "staff",
  query: mediaDeleteQuerySchema,
  response: mediaDeleteResponseSchema,
});
export const mediaUpdate = endpoint({
  method: "PUT",
  path: "/api/admin/media/:id",
  role: "staff",
  params: { id: mediaIdSchema },
  body: mediaUpdateBodySchema,
  response: mediaResponseSchema,
});
export const mediaUpload = endpoint({
  method: "POST",
  path: "/api/upload/media",
  role: "staff",
  body: "multipart",
  response: mediaUploadResponseSchema,
  status: 201,
});

export const campaignList = endpoint({
  method: "GET",
  path: "/api/admin/campaigns",
  role: "staff",
  query: campaignsQuerySchema,
  response: campaignsResponseSchema,
});
export const campaignCreate = endpoint({
  method: "POST",
  path: "/api/admin/campaign",
  role: "staff",
  body: campaignCreateSchema,
  response: campaignResponseSchema,
  status: 201,
});
export const campaignUpdate = endpoint({
  method: "PUT",
  path: "/api/admin/campaign/:id",
  role: "staff",
  params: { id: campaignIdSchema },
  body: campaignUpdateSchema,
  response: campaignResponseSchema,
});
export const campaignDelete = endpoint({
  method: "DELETE",
  path: "/api/admin/campaign/:id",
  role: "staff",
  params: { id: campaignIdSchema },
  response: idResponseSchema,
});

export const seoList = endpoint({
  method: "GET",
  path: "/api/admin/seo",
  role: "staff",
  response: seoListResponseSchema,
});
export const seoCreate = endpoint({
  method: "POST",
  path: "/api/admin/seo",
  role: "staff",
  body: seoCreateSchema,
  response: seoResponseSchema,
  status: 201,
});
export const seoUpdate = endpoint({
  method: "PUT",
  path: "/api/admin/seo/:id",
  role: "staff",
  params: { id: seoIdSchema },
  body: seoUpdateSchema,
  response: seoResponseSchema,
});
export const seoDelete = endpoint({
  method: "DELETE",
  path: "/api/admin/seo/:id",
  role: "staff",
  params: { id: seoIdSchema },
  response: idResponseSchema,
});

export const analyticsSummary = endpoint({
  method: "GET",
  path: "/api/admin/analytics",
  role: "staff",
  query: analyticsQuerySchema,
  response: analyticsResponseSchema,
});

export const videoList = endpoint({
  method: "GET",
  path: "/api/admin/videos",
  role: "staff",
  query: videoListQuerySchema,
  response: videoListResponseSchema,
});
export const videoGet = endpoint({
  method: "GET",
  path: "/api/admin/videos/:id",
  role: "staff",
  params: { id: videoIdSchema },
  response: videoResponseSchema,
});
export const videoUpdate = endpoint({
  method: "PUT",
  path: "/api/admin/videos/:id",
  role: "staff",
  params: { id: videoIdSchema },
  body: videoUpdateSchema,
  response: videoResponseSchema,
});
export const videoDelete = endpoint({
  method: "DELETE",
  path: "/api/admin/videos/:id",
  role: "staff",
  params: { id: videoIdSchema },
  response: idResponseSchema,
});
export const videoRetry = endpoint({
  method: "POST",
  path: "/api/admin/videos/:id/retry",
  role: "staff",
  params: { id: videoIdSchema },
  response: videoResponseSchema,
});
export const videoUpload = endpoint({
  method: "POST",
  path: "/api/upload/video",
  role: "staff",
  body: "multipart",
  response: videoResponseSchema,
  status: 201,
});

// Administrators only: user management and the activity log.

export const userList = endpoint({
  method: "GET",
  path: "/api/admin/users/fetch",
  role: "admin",
  query: usersQuerySchema,
  response: usersResponseSchema,
});
export const userGrade = endpoint({
  method: "PUT",
  path: "/api/admin/user/grade",
  role: "admin",
  body: gradeBodySchema,
  response: userResponseSchema,
});
export const userRename = endpoint({
  method: "PUT",
  path: "/api/admin/user/rename",
  role: "admin",
  body: renameBodySchema,
  response: userResponseSchema,
});
export const userDelete = endpoint({
  method: "DELETE",
  path: "/api/admin/user",
  role: "admin",
  query: userIdQuerySchema,
  response: idResponseSchema,
});
export const logList = endpoint({
  method: "GET",
  path: "/api/admin/logs",
  role: "admin",
  query: logsQuerySchema,
  response: logsResponseSchema,
});
export const logCsv = endpoint({
  method: "GET",
  path: "/api/admin/logs.csv",
  role: "admin",
  query: logsQuerySchema,
  response: null,
});
