import { COUNTRY_CN } from "~/shared/constants";

/**
 * The countries whose visitors see a page of their own (issue 29): the region profiles that differ from the rest
 * (shared/region-profile.ts: the China variant, Korea's sign-in buttons) and the regions campaigns are aimed at
 * (campaignsForVisitor). Every other country sees exactly what a visitor of unknown country sees, so a shared page is
 * keyed, and rendered, by this variant rather than by the country itself: one copy for the ~240 countries with nothing
 * of their own instead of one each.
 */
const PROFILE_COUNTRIES = [COUNTRY_CN, "KR"];

export interface CountryVariants {
  /** The country a shared page is keyed and rendered for: the country itself when it has content of its own, else "". */
  variant(country: string): string;
  /** Replaces the campaign regions (read from the database at start and after every campaign change). */
  setCampaignRegions(regions: Iterable<string>): void;
}

export function createCountryVariants(): CountryVariants {
  let own = new Set(PROFILE_COUNTRIES);
  return {
    variant: (country) => (own.has(country.toUpperCase()) ? country.toUpperCase() : ""),
    setCampaignRegions(regions) {
      own = new Set([
        ...PROFILE_COUNTRIES,
        ...[...regions].filter((region) => region !== "*").map((region) => region.toUpperCase()),
      ]);
    },
  };
}
