import type { SeriesKey } from "../../app/shared/constants";

type Titles = Record<"en" | "ko" | "zh-cn" | "zh-hk" | "zh-tw" | "ja" | "ru" | "id", string>;

export interface DemoVideo {
  id: string;
  art: SeriesKey;
  daysAgo: number;
  viewCount: number;
  rating: number;
  /** Real length of the rendered video, in seconds. */
  durationSeconds: number;
  titles: Titles;
}

/**
 * The embedded catalog used without a YouTube API key: the episodes and songs rendered by `npm run video`
 * (scripts/video/episodes.ts) into public/video/<id>/ — HLS master playlist, poster and captions in every
 * locale. durationSeconds is the rendered length (a unit test checks it against the episode's shots).
 */
export const DEMO_VIDEOS: DemoVideo[] = [
  { id: "demo-s5e01", art: "season5", daysAgo: 3, viewCount: 15400, rating: 4.9, durationSeconds: 34,
    titles: { en: "Lights Over Broomstown", ko: "브룸스타운의 불빛", "zh-cn": "布鲁姆镇的灯光", "zh-hk": "布魯姆鎮的燈光", "zh-tw": "布魯姆鎮的燈光", ja: "ブルームスタウンの あかり", ru: "Огни над Брумстауном", id: "Cahaya di Atas Broomstown" } },
  { id: "demo-s4e01", art: "season4", daysAgo: 40, viewCount: 22100, rating: 4.8, durationSeconds: 34,
    titles: { en: "Snow Day Rescue", ko: "눈 오는 날의 구조", "zh-cn": "下雪天的救援", "zh-hk": "落雪天的救援", "zh-tw": "下雪天的救援", ja: "ゆきの日の レスキュー", ru: "Спасение в снежный день", id: "Penyelamatan Hari Bersalju" } },
  { id: "demo-s3e01", art: "season3", daysAgo: 90, viewCount: 31000, rating: 4.6, durationSeconds: 34,
    titles: { en: "Up the Mountain Road", ko: "산길을 올라요", "zh-cn": "登上山路", "zh-hk": "走上山路", "zh-tw": "登上山路", ja: "やまみちを のぼろう", ru: "Вверх по горной дороге", id: "Mendaki Jalan Gunung" } },
  { id: "demo-s2e01", art: "season2", daysAgo: 150, viewCount: 27500, rating: 4.5, durationSeconds: 34,
    titles: { en: "Fog in the Harbour", ko: "항구의 안개", "zh-cn": "港口起雾了", "zh-hk": "海港起霧了", "zh-tw": "港口起霧了", ja: "みなとの きり", ru: "Туман в гавани", id: "Kabut di Pelabuhan" } },
  { id: "demo-s1e01", art: "season1", daysAgo: 400, viewCount: 54000, rating: 4.9, durationSeconds: 34,
    titles: { en: "Meet the Rescue Team", ko: "구조대를 만나요", "zh-cn": "认识救援队", "zh-hk": "認識救援隊", "zh-tw": "認識救援隊", ja: "レスキューチームに あおう", ru: "Знакомьтесь: спасатели", id: "Kenalan dengan Tim Penyelamat" } },
  { id: "demo-song01", art: "songsong", daysAgo: 20, viewCount: 41000, rating: 4.9, durationSeconds: 44,
    titles: { en: "Sing Along: Siren Song", ko: "함께 불러요: 사이렌 노래", "zh-cn": "一起唱：警笛之歌", "zh-hk": "一齊唱：警笛之歌", "zh-tw": "一起唱：警笛之歌", ja: "いっしょに うたおう：サイレンの うた", ru: "Поём вместе: песня сирены", id: "Ayo Bernyanyi: Lagu Sirene" } },
  { id: "demo-song02", art: "songsong", daysAgo: 60, viewCount: 38000, rating: 4.8, durationSeconds: 44,
    titles: { en: "Sing Along: Wash Your Wheels", ko: "함께 불러요: 바퀴를 닦아요", "zh-cn": "一起唱：洗洗车轮", "zh-hk": "一齊唱：洗洗車轆", "zh-tw": "一起唱：洗洗輪子", ja: "いっしょに うたおう：タイヤを あらおう", ru: "Поём вместе: моем колёса", id: "Ayo Bernyanyi: Cuci Rodamu" } },
  { id: "demo-fire01", art: "fire-safety", daysAgo: 75, viewCount: 16000, rating: 4.6, durationSeconds: 34,
    titles: { en: "Roy's Fire Drill", ko: "로이의 소방 훈련", "zh-cn": "罗伊的消防演习", "zh-hk": "羅伊的消防演習", "zh-tw": "羅伊的消防演習", ja: "ロイの ひなんくんれん", ru: "Учебная тревога с Роем", id: "Latihan Kebakaran Roy" } },
];
