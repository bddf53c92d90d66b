// Titles, in the 8 site languages, of puzzle pictures 13–24 (drawn in puzzle-scenes.ts); build-puzzles.ts writes them
// to public/art/puzzles/index.json with the first twelve.
import {
  carWash,
  farm,
  autumn,
  afterRain,
  camping,
  bridge,
  mailDay,
  spring,
  sunset,
  birthday,
  tunnel,
  balloons,
} from "./puzzle-scenes.ts";

type Locale = "en" | "ko" | "zh-cn" | "zh-hk" | "zh-tw" | "ja" | "ru" | "id";
export interface MoreScene {
  key: string;
  title: Record<Locale, string>;
  draw: () => { defs: string; body: string };
}

export const MORE_SCENES: MoreScene[] = [
  {
    key: "scene13",
    title: {
      en: "At the Car Wash",
      ko: "세차장에서",
      "zh-cn": "在洗车场",
      "zh-hk": "在洗車場",
      "zh-tw": "在洗車場",
      ja: "せんしゃじょうで",
      ru: "На автомойке",
      id: "Di Tempat Cuci Mobil",
    },
    draw: carWash,
  },
  {
    key: "scene14",
    title: {
      en: "On the Farm",
      ko: "농장에서",
      "zh-cn": "在农场",
      "zh-hk": "在農場",
      "zh-tw": "在農場",
      ja: "のうじょうで",
      ru: "На ферме",
      id: "Di Pertanian",
    },
    draw: farm,
  },
  {
    key: "scene15",
    title: {
      en: "Autumn Leaves",
      ko: "가을 낙엽",
      "zh-cn": "秋天的落叶",
      "zh-hk": "秋天的落葉",
      "zh-tw": "秋天的落葉",
      ja: "あきの おちば",
      ru: "Осенние листья",
      id: "Daun Musim Gugur",
    },
    draw: autumn,
  },
  {
    key: "scene16",
    title: {
      en: "Rainbow After the Rain",
      ko: "비 갠 뒤 무지개",
      "zh-cn": "雨后的彩虹",
      "zh-hk": "雨後的彩虹",
      "zh-tw": "雨後的彩虹",
      ja: "あめあがりの にじ",
      ru: "Радуга после дождя",
      id: "Pelangi Setelah Hujan",
    },
    draw: afterRain,
  },
  {
    key: "scene17",
    title: {
      en: "Camping Under the Stars",
      ko: "별빛 아래 캠핑",
      "zh-cn": "星空下露营",
      "zh-hk": "星空下露營",
      "zh-tw": "星空下露營",
      ja: "ほしぞらの キャンプ",
      ru: "Поход под звёздами",
      id: "Berkemah di Bawah Bintang",
    },
    draw: camping,
  },
  {
    key: "scene18",
    title: {
      en: "The Big Bridge",
      ko: "커다란 다리",
      "zh-cn": "大桥",
      "zh-hk": "大橋",
      "zh-tw": "大橋",
      ja: "おおきな はし",
      ru: "Большой мост",
      id: "Jembatan Besar",
    },
    draw: bridge,
  },
  {
    key: "scene19",
    title: {
      en: "Mail Day",
      ko: "편지 배달하는 날",
      "zh-cn": "送信的日子",
      "zh-hk": "送信的日子",
      "zh-tw": "送信的日子",
      ja: "ゆうびんの ひ",
      ru: "Почтальон спешит",
      id: "Hari Mengantar Surat",
    },
    draw: mailDay,
  },
  {
    key: "scene20",
    title: {
      en: "Spring Blossoms",
      ko: "봄꽃 나들이",
      "zh-cn": "春暖花开",
      "zh-hk": "春暖花開",
      "zh-tw": "春暖花開",
      ja: "はるの おはなみ",
      ru: "Весна цветёт",
      id: "Bunga Musim Semi",
    },
    draw: spring,
  },
  {
    key: "scene21",
    title: {
      en: "Sunset by the Sea",
      ko: "바닷가 노을",
      "zh-cn": "海边日落",
      "zh-hk": "海邊日落",
      "zh-tw": "海邊夕陽",
      ja: "うみの ゆうやけ",
      ru: "Закат у моря",
      id: "Senja di Tepi Laut",
    },
    draw: sunset,
  },
  {
    key: "scene22",
    title: {
      en: "Birthday Party",
      ko: "생일 파티",
      "zh-cn": "生日派对",
      "zh-hk": "生日派對",
      "zh-tw": "生日派對",
      ja: "おたんじょうび パーティー",
      ru: "День рождения",
      id: "Pesta Ulang Tahun",
    },
    draw: birthday,
  },
  {
    key: "scene23",
    title: {
      en: "Through the Tunnel",
      ko: "터널을 지나서",
      "zh-cn": "穿过隧道",
      "zh-hk": "穿過隧道",
      "zh-tw": "穿越隧道",
      ja: "トンネルを ぬけて",
      ru: "Через тоннель",
      id: "Melewati Terowongan",
    },
    draw: tunnel,
  },
  {
    key: "scene24",
    title: {
      en: "Hot-Air Balloons",
      ko: "열기구 여행",
      "zh-cn": "热气球",
      "zh-hk": "熱氣球",
      "zh-tw": "熱氣球",
      ja: "ききゅうの そら",
      ru: "Воздушные шары",
      id: "Balon Udara",
    },
    draw: balloons,
  },
];
