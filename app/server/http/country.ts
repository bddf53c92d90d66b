import { config } from "../config";

/**
 * The visitor's country (ISO 3166 alpha-2, upper case) from the trusted header named by COUNTRY_HEADER,
 * or from `?country=XX` while dev sign-in is on (DESIGN §3). Empty when unknown.
 */
export function visitorCountry(request: Request): string {
  const cfg = config();
  if (cfg.devLogin) {
    const override = new URL(request.url).searchParams.get("country");
    if (override && /^[a-z]{2}$/i.test(override)) return override.toUpperCase();
  }
  const header = request.headers.get(cfg.countryHeader) ?? "";
  return /^[a-z]{2}$/i.test(header) ? header.toUpperCase() : "";
}
