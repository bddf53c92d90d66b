import type { Locale } from "../../app/shared/locales";

export interface DemoCampaign {
  keyid: string;
  region: string;
  channel: Locale | "*";
  title: string;
  description: string;
  targetUrl: string;
  bannerUrl: string;
}

const galleryCopy: Record<Locale, [string, string]> = {
  en: [
    "Color with the Rescue Team",
    "Color a page in the play area and share it in the gallery.\nEvery coloring gets cheers from friends!",
  ],
  ko: ["구조대와 함께 색칠해요", "놀이터에서 그림을 색칠하고 갤러리에 자랑해 보세요.\n친구들이 응원해 줄 거예요!"],
  "zh-cn": ["和救援队一起涂色", "在游戏区涂一幅画，分享到画廊。\n小伙伴们都会为你加油！"],
  "zh-hk": ["同救援隊一齊填色", "喺遊戲區填一幅畫，分享到畫廊。\n朋友們都會為你打氣！"],
  "zh-tw": ["和救援隊一起著色", "在遊戲區著色一幅畫，分享到畫廊。\n朋友們都會為你加油！"],
  ja: [
    "レスキューチームと ぬりえしよう",
    "あそびばで ぬりえをして ギャラリーに かざろう。\nおともだちが おうえんしてくれるよ！",
  ],
  ru: [
    "Раскрашивай вместе со спасателями",
    "Раскрась картинку в игровой зоне и покажи её в галерее.\nДрузья обязательно поддержат!",
  ],
  id: [
    "Mewarnai Bersama Tim Penyelamat",
    "Warnai gambar di area bermain dan pamerkan di galeri.\nTeman-teman akan menyemangatimu!",
  ],
};

export const DEMO_CAMPAIGNS: DemoCampaign[] = [
  ...(Object.entries(galleryCopy) as [Locale, [string, string]][]).map(([channel, [title, description]]) => ({
    keyid: `coloring-party-${channel}`,
    region: "*",
    channel,
    title,
    description,
    targetUrl: "/play/gallery",
    bannerUrl: "/art/seasons/season1.svg",
  })),
  {
    keyid: "puzzle-week",
    region: "*",
    channel: "en",
    title: "Puzzle Week",
    description: "A new jigsaw picture every day.",
    targetUrl: "/play",
    bannerUrl: "/art/seasons/season5.svg",
  },
  {
    keyid: "theme-park-kr",
    region: "KR",
    channel: "ko",
    title: "구조대 테마파크 봄 축제",
    description: "테마파크에서 구조대 친구들을 만나요!\n주말마다 특별 공연이 열립니다.",
    targetUrl: "/poliworld/event/theme-park-kr",
    bannerUrl: "/art/theme-park-banner.svg",
  },
];
