import { jsonError } from "~/server/http/api";

const notFound = () => jsonError(404, "Not found");
export const loader = notFound;
export const action = notFound;
