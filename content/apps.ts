// The brand's mobile apps (spec §2 Apps page, §3 Licensed app): the two official apps and the licensed
// third-party apps, as fixed data. Every app is free (price 0). Store pages differ per locale: the App Store
// by country, Google Play by interface language.
import type { Locale } from "../app/shared/locales";

export interface StoreUrls {
  ios: string;
  android: string;
}

export interface OfficialApp {
  key: "video" | "singalong";
  icon: string;
  /** Translation keys (app/locales/apps). */
  titleKey: string;
  descriptionKey: string;
  price: 0;
  ios: { id: string };
  android: { id: string };
  termsPath: string;
  privacyPath: string;
}

export interface LicensedApp {
  key: string;
  icon: string;
  developer: string;
  developerUrl?: string;
  price: 0;
  ios: { id: string };
  android: { id: string };
  /** Per locale: the title and the store URLs. */
  locales: Record<Locale, { title: string; url: StoreUrls }>;
}

const APP_STORE_COUNTRY: Record<Locale, string> = {
  en: "us",
  ko: "kr",
  "zh-cn": "cn",
  "zh-hk": "hk",
  "zh-tw": "tw",
  ja: "jp",
  ru: "ru",
  id: "id",
};
const PLAY_LANGUAGE: Record<Locale, string> = {
  en: "en",
  ko: "ko",
  "zh-cn": "zh-CN",
  "zh-hk": "zh-HK",
  "zh-tw": "zh-TW",
  ja: "ja",
  ru: "ru",
  id: "id",
};

export function storeUrls(app: { ios: { id: string }; android: { id: string } }, locale: Locale): StoreUrls {
  return {
    ios: `https://apps.apple.com/${APP_STORE_COUNTRY[locale]}/app/id${app.ios.id}`,
    android: `https://play.google.com/store/apps/details?id=${encodeURIComponent(app.android.id)}&hl=${PLAY_LANGUAGE[locale]}`,
  };
}

export const OFFICIAL_APPS: Record<OfficialApp["key"], OfficialApp> = {
  video: {
    key: "video",
    icon: "/art/apps/video-app.svg",
    titleKey: "Video App Title",
    descriptionKey: "Video App Desc",
    price: 0,
    ios: { id: "6450000101" },
    android: { id: "com.polirescue.videoapp" },
    termsPath: "/polivideoapp/terms",
    privacyPath: "/polivideoapp/privacy",
  },
  singalong: {
    key: "singalong",
    icon: "/art/apps/singalong-app.svg",
    titleKey: "Singalong App Title",
    descriptionKey: "Singalong App Desc",
    price: 0,
    ios: { id: "6450000102" },
    android: { id: "com.polirescue.singalong" },
    termsPath: "/polisingalong/terms",
    privacyPath: "/polisingalong/privacy",
  },
};

type Titles = Record<Locale, string>;

function licensed(
  key: string,
  icon: string,
  developer: string,
  developerUrl: string | undefined,
  ios: string,
  android: string,
  titles: Titles,
): LicensedApp {
  const app = { ios: { id: ios }, android: { id: android } };
  const locales = Object.fromEntries(
    (Object.keys(titles) as Locale[]).map((locale) => [locale, { title: titles[locale], url: storeUrls(app, locale) }]),
  ) as LicensedApp["locales"];
  return { key, icon, developer, ...(developerUrl ? { developerUrl } : {}), price: 0, ...app, locales };
}

export const LICENSED_APPS: readonly LicensedApp[] = [
  licensed(
    "racing",
    "/art/apps/licensed/app1.svg",
    "Kidsway Games",
    "https://kidsway-games.example/",
    "6450000201",
    "com.kidsway.rescuerace",
    {
      en: "Rescue Team Racing",
      ko: "구조대 레이싱",
      "zh-cn": "救援队赛车",
      "zh-hk": "救援隊賽車",
      "zh-tw": "救援隊賽車",
      ja: "レスキューチーム レーシング",
      ru: "Гонки спасателей",
      id: "Balap Tim Penyelamat",
    },
  ),
  licensed(
    "puzzle",
    "/art/apps/licensed/app2.svg",
    "Bright Blocks Studio",
    undefined,
    "6450000202",
    "com.brightblocks.rescuepuzzle",
    {
      en: "Rescue Team Puzzles",
      ko: "구조대 퍼즐",
      "zh-cn": "救援队拼图",
      "zh-hk": "救援隊砌圖",
      "zh-tw": "救援隊拼圖",
      ja: "レスキューチーム パズル",
      ru: "Пазлы спасателей",
      id: "Puzzle Tim Penyelamat",
    },
  ),
  licensed(
    "drawing",
    "/art/apps/licensed/app3.svg",
    "Crayon Lab",
    "https://crayonlab.example/",
    "6450000203",
    "com.crayonlab.rescuedraw",
    {
      en: "Draw with the Rescue Team",
      ko: "구조대와 그림 그리기",
      "zh-cn": "和救援队一起画画",
      "zh-hk": "同救援隊一齊畫畫",
      "zh-tw": "和救援隊一起畫畫",
      ja: "レスキューチームと おえかき",
      ru: "Рисуем со спасателями",
      id: "Menggambar bersama Tim Penyelamat",
    },
  ),
  licensed(
    "city",
    "/art/apps/licensed/app4.svg",
    "Tiny Town Games",
    "https://tinytown-games.example/",
    "6450000204",
    "com.tinytown.rescuecity",
    {
      en: "Rescue Town Builder",
      ko: "구조대 마을 만들기",
      "zh-cn": "救援小镇建造师",
      "zh-hk": "救援小鎮建造師",
      "zh-tw": "救援小鎮建造師",
      ja: "レスキュータウン づくり",
      ru: "Строим город спасателей",
      id: "Membangun Kota Penyelamat",
    },
  ),
  licensed(
    "music",
    "/art/apps/licensed/app5.svg",
    "Melody Kids",
    undefined,
    "6450000205",
    "com.melodykids.rescuepiano",
    {
      en: "Rescue Team Piano",
      ko: "구조대 피아노",
      "zh-cn": "救援队钢琴",
      "zh-hk": "救援隊鋼琴",
      "zh-tw": "救援隊鋼琴",
      ja: "レスキューチーム ピアノ",
      ru: "Пианино спасателей",
      id: "Piano Tim Penyelamat",
    },
  ),
  licensed(
    "car-wash",
    "/art/apps/licensed/app6.svg",
    "Bubble Apps",
    "https://bubble-apps.example/",
    "6450000206",
    "com.bubbleapps.rescuewash",
    {
      en: "Rescue Team Car Wash",
      ko: "구조대 세차장",
      "zh-cn": "救援队洗车场",
      "zh-hk": "救援隊洗車場",
      "zh-tw": "救援隊洗車場",
      ja: "レスキューチーム せんしゃじょう",
      ru: "Автомойка спасателей",
      id: "Cuci Mobil Tim Penyelamat",
    },
  ),
];

/** The publisher's contacts on the Apps page. */
export const PUBLISHER = {
  name: "POLI Rescue Team Studio",
  email: "apps@poli-rescue.example",
  web: "https://poli-rescue.example/",
} as const;
