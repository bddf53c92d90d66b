import pino from "pino";
import { config } from "./config";

export const logger = pino({
  level: process.env.VITEST ? "silent" : config().logLevel,
  redact: ["req.headers.cookie", "req.headers.authorization", 'res.headers["set-cookie"]'],
});
