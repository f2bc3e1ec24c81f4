/** Home-page content of a fresh site: announcements, banner slides, game categories and providers. */

type Texts = { zh: string; hk: string; en: string };

export const NOTICES: Array<{ title: Texts; content: Texts; scrollContent: Texts }> = [
  {
    title: { zh: '欢迎来到金域体育', hk: '歡迎來到金域體育', en: 'Welcome to Golden Arena' },
    content: {
      zh: '一个中心钱包畅玩体育、真人、电子、彩票、电竞、捕鱼与棋牌。存款约 5-15 分钟到账，提款通常 10 分钟内到账，超过 30 分钟请联系 7×24 小时在线客服。',
      hk: '一個中心錢包暢玩體育、真人、電子、彩票、電競、捕魚與棋牌。存款約 5-15 分鐘到賬，提款通常 10 分鐘內到賬，超過 30 分鐘請聯絡 7×24 小時線上客服。',
      en: 'One central wallet for sports, live casino, slots, lottery, esports, fishing and card games. Deposits arrive in about 5-15 minutes and withdrawals usually within 10 minutes; after 30 minutes, please contact our 24/7 customer service.',
    },
    scrollContent: {
      zh: '欢迎来到金域体育！存款约 5-15 分钟到账，提款通常 10 分钟内到账，7×24 小时在线客服随时为您服务。',
      hk: '歡迎來到金域體育！存款約 5-15 分鐘到賬，提款通常 10 分鐘內到賬，7×24 小時線上客服隨時為您服務。',
      en: 'Welcome to Golden Arena! Deposits arrive in about 5-15 minutes, withdrawals usually within 10 minutes, and our customer service is online 24/7.',
    },
  },
  {
    title: { zh: 'VIP 周末红包', hk: 'VIP 週末紅包', en: 'VIP weekend red packets' },
    content: {
      zh: 'VIP1-5 会员每周六 01:00 起、VIP6-10 会员每周六 13:00 起可领取红包，均于周三 23:59:59 过期。红包需完成 3 倍流水。',
      hk: 'VIP1-5 會員每週六 01:00 起、VIP6-10 會員每週六 13:00 起可領取紅包，均於週三 23:59:59 過期。紅包需完成 3 倍流水。',
      en: 'VIP1-5 members can claim red packets from 01:00 every Saturday and VIP6-10 members from 13:00; both expire on Wednesday at 23:59:59. Red packets carry a 3x turnover requirement.',
    },
    scrollContent: {
      zh: 'VIP 周末红包：VIP1-5 周六 01:00、VIP6-10 周六 13:00 开抢，周三 23:59:59 截止。',
      hk: 'VIP 週末紅包：VIP1-5 週六 01:00、VIP6-10 週六 13:00 開搶，週三 23:59:59 截止。',
      en: 'VIP weekend red packets: VIP1-5 from Saturday 01:00, VIP6-10 from Saturday 13:00, until Wednesday 23:59:59.',
    },
  },
  {
    title: { zh: '防劫持提醒', hk: '防劫持提醒', en: 'Stay on the official site' },
    content: {
      zh: '请收藏官方网址并使用可信 DNS，切勿在陌生链接中输入账号密码。客服不会向您索取密码或短信验证码。',
      hk: '請收藏官方網址並使用可信 DNS，切勿在陌生連結中輸入賬號密碼。客服不會向您索取密碼或短訊驗證碼。',
      en: 'Bookmark the official address and use a trusted DNS; never enter your account and password behind an unknown link. Our staff will never ask for your password or SMS code.',
    },
    scrollContent: {
      zh: '安全提示：请收藏官方网址，客服绝不会索取您的密码或短信验证码。',
      hk: '安全提示：請收藏官方網址，客服絕不會索取您的密碼或短訊驗證碼。',
      en: 'Security tip: bookmark the official address; we will never ask for your password or SMS code.',
    },
  },
];

/** Slides of the web banner (device 1, position 1); the image carries the slide's own language. */
export const SLIDES: Array<{ image: number; activityId: number | null }> = [
  { image: 1, activityId: 101 },
  { image: 2, activityId: null },
  { image: 3, activityId: 103 },
  { image: 4, activityId: null },
];

export const CATEGORIES: Array<{ gameType: number; key: string; link: string; layout: number; name: Texts }> = [
  { gameType: 3, key: 'sport', link: '/game/sport', layout: 1, name: { zh: '体育', hk: '體育', en: 'Sports' } },
  { gameType: 1, key: 'realbet', link: '/game/realbet', layout: 1, name: { zh: '真人', hk: '真人', en: 'Live casino' } },
  { gameType: 2, key: 'egame', link: '/game/egame/2', layout: 2, name: { zh: '电子', hk: '電子', en: 'Slots' } },
  { gameType: 4, key: 'lottery', link: '/game/lottery', layout: 1, name: { zh: '彩票', hk: '彩票', en: 'Lottery' } },
  { gameType: 5, key: 'gaming', link: '/game/gaming', layout: 1, name: { zh: '电竞', hk: '電競', en: 'Esports' } },
  { gameType: 6, key: 'fishing', link: '/game/fishing', layout: 2, name: { zh: '捕鱼', hk: '捕魚', en: 'Fishing' } },
  { gameType: 7, key: 'chess', link: '/game/chess', layout: 2, name: { zh: '棋牌', hk: '棋牌', en: 'Cards' } },
];

/** [platType, gameType, English, simplified and traditional Chinese names] — 32 venues, as the home dial says. */
export const PLATFORMS: Array<[string, number, string, string, string]> = [
  ['gsport', 3, 'Golden Sports', '金域体育', '金域體育'],
  ['nsb', 3, 'Nova Sportsbook', '新星体育', '新星體育'],
  ['atx', 3, 'Apex Bet', '巅峰体育', '巔峰體育'],
  ['sbx', 3, 'Stadium X', '球场体育', '球場體育'],
  ['rlive', 1, 'Royal Live', '皇家真人', '皇家真人'],
  ['evx', 1, 'Evoke Live', '唤醒真人', '喚醒真人'],
  ['dgl', 1, 'Dragon Gate Live', '龙门真人', '龍門真人'],
  ['sxl', 1, 'Sapphire Live', '蓝宝真人', '藍寶真人'],
  ['mgl', 1, 'Mirage Live', '幻影真人', '幻影真人'],
  ['abl', 1, 'Aurora Baccarat', '极光百家乐', '極光百家樂'],
  ['pgx', 2, 'Pixel Games', '像素电子', '像素電子'],
  ['jdb2', 2, 'Jade Dragon', '玉龙电子', '玉龍電子'],
  ['cq8', 2, 'CQ Eight', 'CQ8 电子', 'CQ8 電子'],
  ['fcg', 2, 'Fortune Craft', '财富工坊', '財富工坊'],
  ['pps', 2, 'Pulse Play', '脉动电子', '脈動電子'],
  ['mgx', 2, 'Mega Slots', '超级老虎机', '超級老虎機'],
  ['tpg', 2, 'Tiger Paw', '虎爪电子', '虎爪電子'],
  ['bng2', 2, 'Bright Night', '明夜电子', '明夜電子'],
  ['glot', 4, 'Golden Lottery', '金域彩票', '金域彩票'],
  ['vrl', 4, 'Vera Lotto', '维拉彩票', '維拉彩票'],
  ['kll', 4, 'Keno Lucky', '幸运基诺', '幸運基諾'],
  ['sgl', 4, 'Swift Lotto', '极速彩票', '極速彩票'],
  ['esx', 5, 'E-Sports X', '电竞 X', '電競 X'],
  ['tfg', 5, 'Thunder Fire Gaming', '雷火电竞', '雷火電競'],
  ['ia3', 5, 'Ion Arena', '离子电竞', '離子電競'],
  ['fhk', 6, 'Fish King', '捕鱼王', '捕魚王'],
  ['ocn', 6, 'Ocean Hunter', '海洋猎手', '海洋獵手'],
  ['jfs', 6, 'Jackpot Fishing', '奖池捕鱼', '獎池捕魚'],
  ['kyx', 7, 'Kaiyuan Cards', '开元棋牌', '開元棋牌'],
  ['lcx', 7, 'Lucky Chess', '幸运棋牌', '幸運棋牌'],
  ['tgc', 7, 'Tiger Cards', '老虎棋牌', '老虎棋牌'],
  ['wsc', 7, 'Wise Star Cards', '智星棋牌', '智星棋牌'],
];

/** Site settings the home and public pages read, by language (0 = every language). */
export const PUBLIC_CONFIG: Array<[string, number, string]> = [
  ['sponsorImg', 0, '/content/sponsor/madrid.svg'],
  ['webAppLeftImg', 0, '/content/app/phone.svg'],
  ['iosApp', 0, 'iOS 13+'],
  ['androidApp', 0, 'Android 8+'],
  ['sponsorTitle', 1, '马德里首都足球俱乐部官方区域合作伙伴'],
  ['sponsorTitle', 2, '馬德里首都足球會官方區域合作夥伴'],
  ['sponsorTitle', 3, 'Official regional partner of Madrid Capital CF'],
  [
    'sponsorText',
    1,
    '金域体育自 2024 赛季起成为马德里首都足球俱乐部的官方区域合作伙伴。我们与俱乐部一起支持青训、社区足球与理性观赛，把看台上的热爱带给每一位会员。',
  ],
  [
    'sponsorText',
    2,
    '金域體育自 2024 賽季起成為馬德里首都足球會的官方區域合作夥伴。我們與球會一起支持青訓、社區足球與理性觀賽，把看台上的熱愛帶給每一位會員。',
  ],
  [
    'sponsorText',
    3,
    'Since the 2024 season Golden Arena has been the official regional partner of Madrid Capital CF. Together with the club we support youth football, community teams and responsible fandom, bringing the passion of the stands to every member.',
  ],
];
