import type { SignInProvider } from "~/shared/account-rules";
import { COUNTRY_CN } from "./constants";

/**
 * Everything the site does differently by the visitor's country (DESIGN §4.14), decided here and only here: the
 * China variant and the rest. Loaders, the wire contract and components read the profile instead of testing "CN".
 */
export interface RegionProfile {
  /** The China variant: Chinese channels and video sites, no watch list, no Google Play. */
  china: boolean;
  /** The login buttons, in order: CN Weibo only; KR Google, Facebook, Kakao, Line; elsewhere Google, Facebook, Line. */
  signInProviders: readonly SignInProvider[];
  /** Whether the watch list shows (/watch and the home watch slider); where it does not, video sites stand in. */
  watchList: boolean;
  /** Which video sites pages link to: the Chinese video sites, or the streaming services (seasons that promote them). */
  videoSites: "china" | "streaming";
  /** The brand's channels in the footer. */
  socialLinks: readonly SocialLink[];
  /** The app store badges, in order. */
  storeBadges: readonly StoreBadge[];
}

export type StoreBadge = "ios" | "android";

export interface SocialLink {
  key: string;
  label: string;
  href: string;
  /** An icon of the ui kit's Icon. */
  icon: "youtube" | "facebook" | "instagram" | "tiktok" | "globe";
}

export const SOCIAL_LINKS: readonly SocialLink[] = [
  { key: "youtube", label: "YouTube", href: "https://www.youtube.com/", icon: "youtube" },
  { key: "facebook", label: "Facebook", href: "https://www.facebook.com/", icon: "facebook" },
  { key: "instagram", label: "Instagram", href: "https://www.instagram.com/", icon: "instagram" },
  { key: "tiktok", label: "TikTok", href: "https://www.tiktok.com/", icon: "tiktok" },
];

/** The channels that work in China. */
export const CHINA_SOCIAL_LINKS: readonly SocialLink[] = [
  { key: "weibo", label: "微博 Weibo", href: "https://weibo.com/", icon: "globe" },
  { key: "douyin", label: "抖音 Douyin", href: "https://www.douyin.com/", icon: "tiktok" },
  { key: "bilibili", label: "哔哩哔哩 bilibili", href: "https://www.bilibili.com/", icon: "youtube" },
];

const CHINA: RegionProfile = {
  china: true,
  signInProviders: ["weibo"],
  watchList: false,
  videoSites: "china",
  socialLinks: CHINA_SOCIAL_LINKS,
  // Google Play is not available in China.
  storeBadges: ["ios"],
};

const REST: RegionProfile = {
  china: false,
  signInProviders: ["google", "facebook", "line"],
  watchList: true,
  videoSites: "streaming",
  socialLinks: SOCIAL_LINKS,
  storeBadges: ["ios", "android"],
};

const KOREA: RegionProfile = { ...REST, signInProviders: ["google", "facebook", "kakao", "line"] };

/** The profile for an ISO 3166 country code (any case; "" when unknown, which gets the rest's profile). */
export function regionProfile(country: string): RegionProfile {
  const code = country.toUpperCase();
  if (code === COUNTRY_CN) return CHINA;
  if (code === "KR") return KOREA;
  return REST;
}
