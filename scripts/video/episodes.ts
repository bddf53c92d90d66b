/**
 * The catalog's rendered episodes and songs: shots (which art moves how) and the spoken lines in the 8 site
 * languages, in the order en, ko, zh-cn, zh-hk, zh-tw, ja, ru, id (Traditional Chinese with Hong Kong and
 * Taiwan wording). The ids match content/demo/videos.ts, which holds the titles and the durations measured here.
 */
import type { SeriesKey } from "../../app/shared/constants.ts";

export type Actor = "poli" | "roy" | "amber" | "helly" | "cap" | "cleany" | "posty" | "jin" | "schoolb" | "mark";

/** How an actor moves through a shot; every move is periodic so the same code also draws seamless loops. */
export type Move = "drive-right" | "drive-left" | "fly" | "bounce";

export interface ShotActor {
  who: Actor;
  move: Move;
  /** Vertical position of the actor's top edge, as a fraction of the frame height. */
  y: number;
  /** Horizontal position (fly and bounce only), as a fraction of the frame width. */
  x?: number;
}

export interface Shot {
  art: SeriesKey;
  seconds: number;
  actors: ShotActor[];
  /** Red/blue light flashes in the sky (sirens on). */
  sirens?: boolean;
}

/** [en, ko, zh-cn, zh-hk, zh-tw, ja, ru, id] */
export type Line = readonly [string, string, string, string, string, string, string, string];

export interface Episode {
  id: string;
  art: SeriesKey;
  /** The soundtrack's character: a lullaby-like patrol tune, a bright song, an alarm drill. */
  mood: "calm" | "song" | "drill";
  shots: Shot[];
  lines: Line[];
}

/** Seconds of title card (logo on the series art) before the first shot. */
export const TITLE_SECONDS = 4;

export const EPISODES: Episode[] = [
  {
    id: "demo-s5e01",
    art: "season5",
    mood: "calm",
    shots: [
      { art: "season5", seconds: 10, actors: [{ who: "poli", move: "drive-right", y: 0.68 }] },
      { art: "season5", seconds: 10, actors: [{ who: "amber", move: "drive-left", y: 0.68 }] },
      { art: "season5", seconds: 10, actors: [{ who: "roy", move: "drive-left", y: 0.66 }], sirens: true },
    ],
    lines: [
      [
        "The lights of Broomstown are on. Time for the night patrol!",
        "브룸스타운에 불이 켜졌어요. 밤 순찰 시간이에요!",
        "布鲁姆镇的灯亮了。夜间巡逻开始啦！",
        "布魯姆鎮的燈亮了。夜間巡邏開始啦！",
        "布魯姆鎮的燈亮了。夜間巡邏開始囉！",
        "ブルームスタウンに あかりが ついたよ。よるの パトロールの じかんだ！",
        "В Брумстауне зажглись огни. Пора в ночной патруль!",
        "Lampu Broomstown sudah menyala. Saatnya patroli malam!",
      ],
      [
        "Poli: I will drive along the main street.",
        "폴리: 나는 큰길을 따라 달릴게.",
        "波力：我沿着大街巡逻。",
        "波力：我沿住大街巡邏。",
        "波力：我沿著大街巡邏。",
        "ポリー：ぼくは おおどおりを はしるよ。",
        "Поли: Я поеду по главной улице.",
        "Poli: Aku akan berpatroli di jalan utama.",
      ],
      [
        "Helly: I can see the whole town from up here.",
        "헬리: 여기 위에서는 마을 전체가 보여.",
        "赫莉：从这里能看到整个小镇。",
        "赫莉：喺呢度可以睇到成個小鎮。",
        "赫莉：從這裡能看到整個小鎮。",
        "ヘリー：ここから まち ぜんぶが みえるよ。",
        "Хелли: Отсюда мне виден весь город.",
        "Helly: Dari atas sini aku bisa melihat seluruh kota.",
      ],
      [
        "Oh no, a street lamp has gone dark!",
        "앗, 가로등 하나가 꺼졌어요!",
        "哎呀，有一盏路灯不亮了！",
        "哎呀，有一支街燈唔著！",
        "哎呀，有一盞路燈不亮了！",
        "あれっ、がいとうが ひとつ きえちゃった！",
        "Ой, один фонарь погас!",
        "Oh tidak, ada lampu jalan yang padam!",
      ],
      [
        "Roy: Let's fix it together. Now everyone is safe!",
        "로이: 함께 고치자. 이제 모두 안전해!",
        "罗伊：我们一起修好它。大家都安全啦！",
        "羅伊：我哋一齊整好佢。大家都安全喇！",
        "羅伊：我們一起修好它。大家都安全了！",
        "ロイ：いっしょに なおそう。これで みんな あんしんだね！",
        "Рой: Починим вместе. Теперь все в безопасности!",
        "Roy: Ayo kita perbaiki bersama. Sekarang semua aman!",
      ],
    ],
  },
  {
    id: "demo-s4e01",
    art: "season4",
    mood: "calm",
    shots: [
      { art: "season4", seconds: 10, actors: [{ who: "cleany", move: "drive-right", y: 0.66 }] },
      { art: "season4", seconds: 10, actors: [{ who: "posty", move: "bounce", y: 0.62, x: 0.55 }] },
      { art: "season4", seconds: 10, actors: [{ who: "poli", move: "drive-left", y: 0.66 }], sirens: true },
    ],
    lines: [
      [
        "It snowed all night in Broomstown.",
        "브룸스타운에 밤새 눈이 내렸어요.",
        "布鲁姆镇下了一整夜的雪。",
        "布魯姆鎮落咗成晚雪。",
        "布魯姆鎮下了一整夜的雪。",
        "ブルームスタウンに ひとばんじゅう ゆきが ふったよ。",
        "Всю ночь в Брумстауне шёл снег.",
        "Semalaman salju turun di Broomstown.",
      ],
      [
        "Cleany: I will sweep the road so cars can pass.",
        "클리니: 차들이 지나가게 길을 쓸게.",
        "克林尼：我来扫路，让车子能通过。",
        "克林尼：我嚟掃路，等啲車可以過。",
        "克林尼：我來掃路，讓車子能通過。",
        "クリーニー：くるまが とおれるように みちを はくよ。",
        "Клини: Я расчищу дорогу, чтобы машины проехали.",
        "Cleany: Aku akan menyapu jalan supaya mobil bisa lewat.",
      ],
      [
        "Posty's van is stuck in the snow!",
        "포스티가 눈에 갇혔어요!",
        "波斯迪被雪困住了！",
        "波斯迪俾雪困住咗！",
        "波斯迪被雪困住了！",
        "ポスティーが ゆきに はまっちゃった！",
        "Пости застрял в снегу!",
        "Posty terjebak di salju!",
      ],
      [
        "Poli: Hold on, Posty. We are coming.",
        "폴리: 조금만 기다려, 포스티. 우리가 갈게.",
        "波力：坚持住，波斯迪。我们来了。",
        "波力：頂住呀，波斯迪。我哋嚟緊。",
        "波力：撐住，波斯迪。我們來了。",
        "ポリー：まってて、ポスティー。いま いくよ。",
        "Поли: Держись, Пости. Мы уже едем.",
        "Poli: Bertahanlah, Posty. Kami datang.",
      ],
      [
        "Everyone works together. The road is clear!",
        "모두 힘을 모았어요. 길이 깨끗해졌어요!",
        "大家齐心协力，道路通畅啦！",
        "大家齊心合力，條路通咗喇！",
        "大家齊心協力，道路暢通了！",
        "みんなで ちからを あわせたら、みちが きれいに なったよ！",
        "Все вместе — и дорога свободна!",
        "Semua bekerja sama. Jalannya sudah bersih!",
      ],
    ],
  },
  {
    id: "demo-s3e01",
    art: "season3",
    mood: "calm",
    shots: [
      { art: "season3", seconds: 10, actors: [{ who: "roy", move: "drive-right", y: 0.64 }] },
      { art: "season3", seconds: 10, actors: [{ who: "amber", move: "drive-left", y: 0.64 }] },
      { art: "season3", seconds: 10, actors: [{ who: "amber", move: "bounce", y: 0.62, x: 0.7 }], sirens: true },
    ],
    lines: [
      [
        "Roy and Amber drive up the mountain road.",
        "로이와 엠버가 산길을 올라가요.",
        "罗伊和安博沿着山路往上开。",
        "羅伊同安寶沿住山路向上揸。",
        "羅伊和安寶沿著山路往上開。",
        "ロイと アンバーが やまみちを のぼっていくよ。",
        "Рой и Эмбер едут вверх по горной дороге.",
        "Roy dan Amber mendaki jalan gunung.",
      ],
      [
        "Amber: Slow down on the curves, Roy.",
        "엠버: 굽은 길에서는 천천히 가, 로이.",
        "安博：转弯的时候慢一点，罗伊。",
        "安寶：轉彎嗰陣慢啲呀，羅伊。",
        "安寶：轉彎的時候慢一點，羅伊。",
        "アンバー：カーブでは ゆっくりね、ロイ。",
        "Эмбер: На поворотах потише, Рой.",
        "Amber: Pelan-pelan di tikungan, Roy.",
      ],
      [
        "A hiker has hurt her ankle near the flag.",
        "깃발 근처에서 등산객이 발목을 다쳤어요.",
        "旗子旁边有一位登山的人扭伤了脚踝。",
        "旗仔附近有位行山人士扭親腳踭。",
        "旗子旁邊有一位登山客扭傷了腳踝。",
        "はたの ちかくで、やまの ぼりの ひとが あしを いためたよ。",
        "У флажка туристка подвернула ногу.",
        "Seorang pendaki terkilir di dekat bendera.",
      ],
      [
        "Helly: I will fly ahead and show you the way.",
        "헬리: 내가 먼저 날아가서 길을 알려 줄게.",
        "赫莉：我先飞过去给你们带路。",
        "赫莉：我飛前面同你哋帶路。",
        "赫莉：我先飛過去幫你們帶路。",
        "ヘリー：さきに とんで みちを おしえるね。",
        "Хелли: Я полечу вперёд и покажу дорогу.",
        "Helly: Aku terbang duluan dan menunjukkan jalan.",
      ],
      [
        "Amber: Let me help you. You are safe now.",
        "엠버: 내가 도와줄게요. 이제 괜찮아요.",
        "安博：让我来帮你。你现在安全了。",
        "安寶：等我幫你。你而家安全喇。",
        "安寶：讓我來幫你。你現在安全了。",
        "アンバー：てつだうね。もう だいじょうぶだよ。",
        "Эмбер: Я помогу. Теперь ты в безопасности.",
        "Amber: Biar aku bantu. Sekarang kamu aman.",
      ],
    ],
  },
  {
    id: "demo-s2e01",
    art: "season2",
    mood: "calm",
    shots: [
      { art: "season2", seconds: 10, actors: [{ who: "cap", move: "bounce", y: 0.6, x: 0.3 }] },
      { art: "season2", seconds: 10, actors: [{ who: "mark", move: "drive-left", y: 0.66 }] },
      { art: "season2", seconds: 10, actors: [{ who: "poli", move: "drive-right", y: 0.66 }], sirens: true },
    ],
    lines: [
      [
        "Thick fog covers the harbour this morning.",
        "오늘 아침 항구에 짙은 안개가 꼈어요.",
        "今天早上，港口起了大雾。",
        "今朝海港起咗大霧。",
        "今天早上，港口起了大霧。",
        "けさは みなとに こい きりが でているよ。",
        "Сегодня утром гавань накрыл густой туман.",
        "Pagi ini kabut tebal menutupi pelabuhan.",
      ],
      [
        "Cap: I can't see the boats from the pier!",
        "캡: 부두에서 배가 하나도 안 보여!",
        "卡普：我在码头上看不见船！",
        "卡普：我喺碼頭度睇唔到啲船！",
        "卡普：我在碼頭上看不見船！",
        "キャップ：さんばしから ふねが みえないよ！",
        "Кэп: С причала не видно лодок!",
        "Cap: Aku tidak bisa melihat kapal dari dermaga!",
      ],
      [
        "The lighthouse lamp is not shining.",
        "등대 불빛이 꺼져 있어요.",
        "灯塔的灯不亮了。",
        "燈塔盞燈唔著。",
        "燈塔的燈不亮了。",
        "とうだいの あかりが ついていないよ。",
        "Маяк не светит.",
        "Lampu mercusuar tidak menyala.",
      ],
      [
        "Poli: Let's turn on our lights and sirens.",
        "폴리: 우리 경광등과 사이렌을 켜자.",
        "波力：我们打开警灯和警笛吧。",
        "波力：我哋開著警燈同警笛啦。",
        "波力：我們打開警燈和警笛吧。",
        "ポリー：ライトと サイレンを つけよう。",
        "Поли: Включим мигалки и сирены!",
        "Poli: Ayo nyalakan lampu dan sirene kita.",
      ],
      [
        "The boats follow the lights home. Well done, team!",
        "배들이 불빛을 따라 돌아왔어요. 잘했어, 얘들아!",
        "船跟着灯光回家了。干得好，队员们！",
        "啲船跟住燈光返屋企喇。做得好，隊員們！",
        "船跟著燈光回家了。做得好，隊員們！",
        "ふねは あかりを たよりに かえってきたよ。よくやったね、みんな！",
        "Лодки вернулись на свет. Молодцы, команда!",
        "Kapal-kapal pulang mengikuti cahaya. Kerja bagus, tim!",
      ],
    ],
  },
  {
    id: "demo-s1e01",
    art: "season1",
    mood: "calm",
    shots: [
      { art: "season1", seconds: 10, actors: [{ who: "poli", move: "drive-right", y: 0.66 }] },
      { art: "season1", seconds: 10, actors: [{ who: "amber", move: "drive-left", y: 0.66 }] },
      { art: "season1", seconds: 10, actors: [{ who: "roy", move: "drive-right", y: 0.64 }] },
    ],
    lines: [
      [
        "Hello! Welcome to Broomstown.",
        "안녕! 브룸스타운에 온 걸 환영해요.",
        "你好！欢迎来到布鲁姆镇。",
        "你好！歡迎嚟到布魯姆鎮。",
        "你好！歡迎來到布魯姆鎮。",
        "こんにちは！ブルームスタウンへ ようこそ。",
        "Привет! Добро пожаловать в Брумстаун.",
        "Halo! Selamat datang di Broomstown.",
      ],
      [
        "This is Poli, the police car. He keeps everyone safe.",
        "경찰차 폴리예요. 모두를 안전하게 지켜요.",
        "这是警车波力，他守护大家的安全。",
        "呢個係警車波力，佢保護大家嘅安全。",
        "這是警車波力，他守護大家的安全。",
        "パトカーの ポリーだよ。みんなの あんぜんを まもるんだ。",
        "Это Поли, полицейская машина. Он всех бережёт.",
        "Ini Poli, si mobil polisi. Dia menjaga semua orang.",
      ],
      [
        "Amber is the ambulance. She helps people who are hurt.",
        "구급차 엠버는 다친 사람을 도와요.",
        "救护车安博帮助受伤的人。",
        "救護車安寶幫助受傷嘅人。",
        "救護車安寶幫助受傷的人。",
        "きゅうきゅうしゃの アンバーは けがを した ひとを たすけるよ。",
        "Эмбер — скорая помощь. Она помогает раненым.",
        "Amber si ambulans menolong orang yang terluka.",
      ],
      [
        "Roy the fire truck puts out fires. Helly flies high above.",
        "소방차 로이는 불을 꺼요. 헬리는 하늘 높이 날아요.",
        "消防车罗伊负责灭火，赫莉在高空飞翔。",
        "消防車羅伊負責救火，赫莉喺高空飛。",
        "消防車羅伊負責滅火，赫莉在高空飛翔。",
        "しょうぼうしゃの ロイは ひを けすよ。ヘリーは そらたかく とぶんだ。",
        "Пожарная машина Рой тушит пожары. Хелли летает высоко.",
        "Roy si truk pemadam memadamkan api. Helly terbang tinggi.",
      ],
      [
        "Together, we are the Rescue Team!",
        "우리는 함께하는 구조대예요!",
        "我们一起组成了救援队！",
        "我哋一齊就係救援隊！",
        "我們一起組成了救援隊！",
        "みんな そろって、レスキューチームだ！",
        "Вместе мы — команда спасателей!",
        "Bersama, kami adalah Tim Penyelamat!",
      ],
    ],
  },
  {
    id: "demo-song01",
    art: "songsong",
    mood: "song",
    shots: [
      { art: "songsong", seconds: 10, actors: [{ who: "poli", move: "bounce", y: 0.58, x: 0.62 }] },
      { art: "songsong", seconds: 10, actors: [{ who: "amber", move: "bounce", y: 0.58, x: 0.3 }], sirens: true },
      { art: "songsong", seconds: 10, actors: [{ who: "roy", move: "drive-right", y: 0.62 }] },
      { art: "songsong", seconds: 10, actors: [{ who: "jin", move: "bounce", y: 0.55, x: 0.5 }], sirens: true },
    ],
    lines: [
      [
        "♪ Wee-woo, wee-woo, hear the siren sing ♪",
        "♪ 삐뽀 삐뽀, 사이렌이 노래해요 ♪",
        "♪ 呜哇呜哇，听警笛在唱歌 ♪",
        "♪ 嗚哇嗚哇，聽警笛喺度唱歌 ♪",
        "♪ 嗚哇嗚哇，聽警笛在唱歌 ♪",
        "♪ ピーポー ピーポー サイレンが うたう ♪",
        "♪ Уи-у, уи-у, сирена поёт ♪",
        "♪ Nging-nging, dengar sirene bernyanyi ♪",
      ],
      [
        "♪ Poli's lights go blue and red ♪",
        "♪ 폴리의 불빛은 파랑 빨강 ♪",
        "♪ 波力的灯蓝又红 ♪",
        "♪ 波力盞燈藍又紅 ♪",
        "♪ 波力的燈藍又紅 ♪",
        "♪ ポリーの ライトは あおと あか ♪",
        "♪ У Поли огни — синий, красный ♪",
        "♪ Lampu Poli biru dan merah ♪",
      ],
      [
        "♪ Move aside and let them pass ♪",
        "♪ 옆으로 비켜 길을 내 줘요 ♪",
        "♪ 靠边让一让，让他们先过 ♪",
        "♪ 埋一埋邊，俾佢哋行先 ♪",
        "♪ 靠邊讓一讓，讓他們先過 ♪",
        "♪ わきに よけて みちを あけよう ♪",
        "♪ Посторонись, дай им проехать ♪",
        "♪ Minggir dan beri mereka jalan ♪",
      ],
      [
        "♪ Help is coming, quick and fast ♪",
        "♪ 도움이 와요, 빨리빨리 ♪",
        "♪ 帮手来了，又快又急 ♪",
        "♪ 救兵嚟喇，快快趕到 ♪",
        "♪ 幫手來了，又快又急 ♪",
        "♪ たすけが くるよ はやく はやく ♪",
        "♪ Помощь мчится быстро-быстро ♪",
        "♪ Bantuan datang, cepat sekali ♪",
      ],
      [
        "♪ Wee-woo, wee-woo, the team is here! ♪",
        "♪ 삐뽀 삐뽀, 구조대가 왔어요! ♪",
        "♪ 呜哇呜哇，救援队来啦！♪",
        "♪ 嗚哇嗚哇，救援隊嚟喇！♪",
        "♪ 嗚哇嗚哇，救援隊來囉！♪",
        "♪ ピーポー ピーポー チームが きたよ！ ♪",
        "♪ Уи-у, уи-у, команда здесь! ♪",
        "♪ Nging-nging, timnya sudah datang! ♪",
      ],
      [
        "♪ Sing it again, everybody! ♪",
        "♪ 다 같이 한 번 더! ♪",
        "♪ 大家再唱一遍！♪",
        "♪ 大家再唱多次！♪",
        "♪ 大家再唱一遍！♪",
        "♪ みんなで もう いっかい！ ♪",
        "♪ Споём ещё раз все вместе! ♪",
        "♪ Ayo nyanyi sekali lagi! ♪",
      ],
    ],
  },
  {
    id: "demo-song02",
    art: "songsong",
    mood: "song",
    shots: [
      { art: "songsong", seconds: 10, actors: [{ who: "cleany", move: "drive-right", y: 0.62 }] },
      { art: "songsong", seconds: 10, actors: [{ who: "poli", move: "bounce", y: 0.58, x: 0.45 }] },
      { art: "songsong", seconds: 10, actors: [{ who: "amber", move: "bounce", y: 0.58, x: 0.6 }] },
      { art: "songsong", seconds: 10, actors: [{ who: "schoolb", move: "drive-left", y: 0.6 }] },
    ],
    lines: [
      [
        "♪ Splish and splash, it's washing time ♪",
        "♪ 첨벙첨벙, 세차 시간이에요 ♪",
        "♪ 哗啦哗啦，洗车时间到 ♪",
        "♪ 嘩啦嘩啦，洗車時間到 ♪",
        "♪ 嘩啦嘩啦，洗車時間到 ♪",
        "♪ パシャパシャ あらう じかんだよ ♪",
        "♪ Плюх да плюх, пора мыться ♪",
        "♪ Byur-byur, waktunya mencuci ♪",
      ],
      [
        "♪ Scrub the wheels and make them shine ♪",
        "♪ 바퀴를 닦아 반짝반짝 ♪",
        "♪ 刷刷车轮亮晶晶 ♪",
        "♪ 擦擦車轆閃閃亮 ♪",
        "♪ 刷刷輪子亮晶晶 ♪",
        "♪ タイヤを みがいて ピカピカに ♪",
        "♪ Трём колёса до блеска ♪",
        "♪ Gosok roda sampai berkilau ♪",
      ],
      [
        "♪ Wash the windows, wash the doors ♪",
        "♪ 창문도 닦고 문도 닦고 ♪",
        "♪ 洗洗车窗，洗洗车门 ♪",
        "♪ 洗洗車窗，洗洗車門 ♪",
        "♪ 洗洗車窗，洗洗車門 ♪",
        "♪ まども あらって ドアも あらって ♪",
        "♪ Моем окна, моем двери ♪",
        "♪ Cuci jendela, cuci pintu ♪",
      ],
      [
        "♪ Bubbles here and bubbles there ♪",
        "♪ 여기도 거품, 저기도 거품 ♪",
        "♪ 这里泡泡，那里泡泡 ♪",
        "♪ 呢度泡泡，嗰度泡泡 ♪",
        "♪ 這裡泡泡，那裡泡泡 ♪",
        "♪ こっちも あわ あっちも あわ ♪",
        "♪ Пена тут и пена там ♪",
        "♪ Busa di sini, busa di sana ♪",
      ],
      [
        "♪ Rinse it off with cool, clear water ♪",
        "♪ 시원한 물로 헹궈요 ♪",
        "♪ 用清水冲干净 ♪",
        "♪ 用清水沖乾淨 ♪",
        "♪ 用清水沖乾淨 ♪",
        "♪ きれいな みずで すすごうね ♪",
        "♪ Смоем чистою водой ♪",
        "♪ Bilas dengan air yang segar ♪",
      ],
      [
        "♪ Squeaky clean and ready to go! ♪",
        "♪ 뽀득뽀득, 이제 출발! ♪",
        "♪ 干干净净，出发啦！♪",
        "♪ 乾乾淨淨，出發喇！♪",
        "♪ 乾乾淨淨，出發囉！♪",
        "♪ ピカピカ じゅんび オーケー！ ♪",
        "♪ Чисто-чисто, в путь пора! ♪",
        "♪ Bersih kinclong, siap berangkat! ♪",
      ],
    ],
  },
  {
    id: "demo-fire01",
    art: "fire-safety",
    mood: "drill",
    shots: [
      { art: "fire-safety", seconds: 10, actors: [{ who: "roy", move: "bounce", y: 0.6, x: 0.6 }], sirens: true },
      { art: "fire-safety", seconds: 10, actors: [{ who: "schoolb", move: "drive-right", y: 0.62 }] },
      { art: "fire-safety", seconds: 10, actors: [{ who: "amber", move: "drive-left", y: 0.64 }] },
    ],
    lines: [
      [
        "Ring, ring! The fire alarm is ringing. It's a drill.",
        "따르릉! 화재경보가 울려요. 훈련이에요.",
        "铃铃铃！火警铃响了。这是演习。",
        "鈴鈴鈴！火警鐘響喇。呢個係演習。",
        "鈴鈴鈴！火警鈴響了。這是演習。",
        "ジリリリ！かさいけいほうが なったよ。くんれんだよ。",
        "Дзынь! Звенит пожарная тревога. Это учения.",
        "Kring, kring! Alarm kebakaran berbunyi. Ini latihan.",
      ],
      [
        "Roy: Stay calm and walk, don't run.",
        "로이: 침착하게 걸어요, 뛰지 말고요.",
        "罗伊：保持冷静，用走的，不要跑。",
        "羅伊：保持冷靜，行就得，唔好跑。",
        "羅伊：保持冷靜，用走的，不要跑。",
        "ロイ：おちついて あるこう。はしらないでね。",
        "Рой: Спокойно, идите шагом, не бегите.",
        "Roy: Tetap tenang dan berjalan, jangan berlari.",
      ],
      [
        "Use the stairs, never the elevator.",
        "엘리베이터 말고 계단을 이용해요.",
        "走楼梯，千万不要坐电梯。",
        "行樓梯，千祈唔好搭升降機。",
        "走樓梯，千萬不要搭電梯。",
        "エレベーターは つかわず、かいだんを つかおう。",
        "Идите по лестнице, не на лифте.",
        "Gunakan tangga, jangan lift.",
      ],
      [
        "Meet your teacher outside at the meeting place.",
        "밖에 있는 모이는 곳에서 선생님을 만나요.",
        "到外面的集合点找老师。",
        "出去集合點搵老師。",
        "到外面的集合點找老師。",
        "そとの あつまる ばしょで せんせいと あおう。",
        "Встречаемся с учителем у места сбора.",
        "Temui gurumu di titik kumpul di luar.",
      ],
      [
        "Amber: Great job! Everyone is safe and sound.",
        "엠버: 잘했어요! 모두 무사해요.",
        "安博：做得好！大家都平安无事。",
        "安寶：做得好！大家都平安無事。",
        "安寶：做得好！大家都平安無事。",
        "アンバー：よく できました！みんな ぶじだよ。",
        "Эмбер: Молодцы! Все целы и невредимы.",
        "Amber: Hebat! Semua selamat.",
      ],
    ],
  },
];

/** Every loop: the home hero uses season5's. Each is a 10-second seamless cycle over the series art. */
export const LOOP_SECONDS = 10;

export const LOOP_ACTORS: Record<SeriesKey, ShotActor[]> = {
  season1: [{ who: "posty", move: "drive-right", y: 0.7 }],
  season2: [{ who: "posty", move: "drive-right", y: 0.7 }],
  season3: [{ who: "mark", move: "drive-left", y: 0.7 }],
  season4: [{ who: "roy", move: "drive-left", y: 0.7 }],
  season5: [{ who: "mark", move: "drive-right", y: 0.72 }],
  songsong: [{ who: "posty", move: "bounce", y: 0.62, x: 0.8 }],
  "traffic-safety": [{ who: "amber", move: "drive-right", y: 0.72 }],
  "fire-safety": [{ who: "poli", move: "drive-right", y: 0.72 }],
  "daily-safety": [{ who: "poli", move: "drive-left", y: 0.72 }],
};

/**
 * Captions for the sounds that are not speech (issue 32: deaf and hard-of-hearing children need them, WCAG 1.2.2),
 * in brackets as the BBC subtitle guidelines ask, ♪ for music; full-width brackets in Chinese and Japanese.
 * The title card's chime is captioned with the music that follows it, which depends on the episode's mood.
 */
export const SOUND_LABELS: Record<"siren" | "bell" | `chime-${Episode["mood"]}`, Line> = {
  "chime-calm": [
    "[♪ A chime, then gentle music]",
    "[♪ 차임벨, 이어서 잔잔한 음악]",
    "［♪ 铃声响起，然后是轻柔的音乐］",
    "［♪ 鈴聲響起，跟住係輕柔嘅音樂］",
    "［♪ 鈴聲響起，接著是輕柔的音樂］",
    "［♪ チャイムの あと やさしい おんがく］",
    "[♪ Перезвон, затем тихая музыка]",
    "[♪ Denting lonceng, lalu musik lembut]",
  ],
  "chime-song": [
    "[♪ A chime, then a bouncy song]",
    "[♪ 차임벨, 이어서 신나는 노래]",
    "［♪ 铃声响起，然后是欢快的歌曲］",
    "［♪ 鈴聲響起，跟住係歡快嘅歌］",
    "［♪ 鈴聲響起，接著是歡快的歌曲］",
    "［♪ チャイムの あと たのしい うた］",
    "[♪ Перезвон, затем весёлая песня]",
    "[♪ Denting lonceng, lalu lagu ceria]",
  ],
  "chime-drill": [
    "[♪ A chime, then lively music]",
    "[♪ 차임벨, 이어서 경쾌한 음악]",
    "［♪ 铃声响起，然后是轻快的音乐］",
    "［♪ 鈴聲響起，跟住係輕快嘅音樂］",
    "［♪ 鈴聲響起，接著是輕快的音樂］",
    "［♪ チャイムの あと げんきな おんがく］",
    "[♪ Перезвон, затем бодрая музыка]",
    "[♪ Denting lonceng, lalu musik riang]",
  ],
  siren: [
    "[Siren wailing]",
    "[사이렌 소리]",
    "［警笛声］",
    "［警笛聲］",
    "［警笛聲］",
    "［サイレンの おと］",
    "[Воет сирена]",
    "[Sirene meraung]",
  ],
  bell: [
    "[Alarm bell ringing]",
    "[비상벨이 울려요]",
    "［警铃响起］",
    "［警鐘響起］",
    "［警鈴響起］",
    "［ひじょうベルが なる おと］",
    "[Звенит тревожный звонок]",
    "[Bel alarm berbunyi]",
  ],
};
