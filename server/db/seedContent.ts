/** Demo content of a fresh site: settings, dictionaries, terms and the demo member. */

export const DEMO_MEMBER = {
  userName: 'demo01',
  password: 'demo1234',
  phone: '13800138000',
  realName: '陈嘉明',
  email: 'demo01@golden-arena.test',
};

export const REGISTER_ITEMS: Array<[id: number, key: string, shown: boolean]> = [
  [1, 'registerEnabled', true],
  [2, 'realName', false],
  [3, 'phone', true],
  [4, 'email', false],
  [5, 'inviteCode', false],
  [6, 'qq', false],
  [7, 'wechat', false],
  [8, 'birthday', false],
  [9, 'withdrawPassword', false],
  [10, 'smsVerify', true],
  [11, 'emailVerify', false],
  [12, 'registerCaptcha', false],
  [13, 'loginCaptcha', true],
];

/** [key, language (0 = all), value] */
export const SITE_CONFIG: Array<[string, number, string]> = [
  ['siteName', 1, '金域体育'],
  ['siteName', 2, '金域體育'],
  ['siteName', 3, 'Golden Arena'],
  ['title', 1, '金域体育 - 体育、真人娱乐与电子游戏'],
  ['title', 2, '金域體育 - 體育、真人娛樂與電子遊戲'],
  ['title', 3, 'Golden Arena - sports, live casino and games'],
  ['keywords', 1, '体育投注,真人娱乐,电子游戏,彩票,电竞'],
  ['keywords', 2, '體育投注,真人娛樂,電子遊戲,彩票,電競'],
  ['keywords', 3, 'sports betting,live casino,slots,lottery,esports'],
  ['logo', 0, '/brand/logo.svg'],
  ['icon', 0, '/favicon.svg'],
  ['customerServiceLink', 0, '/#/customer/main'],
  ['iosAppLink', 0, '/#/download?type=0'],
  ['androidAppLink', 0, '/#/download?type=1'],
];

export const DICTIONARY: Array<[dictionary: string, value: string, zh: string, hk: string, en: string]> = [
  ['language_type', '1', '简体中文', '简体中文', '简体中文'],
  ['language_type', '2', '繁體中文', '繁體中文', '繁體中文'],
  ['language_type', '3', 'English', 'English', 'English'],
  ['currency_type', '1', '人民币 CNY', '人民幣 CNY', 'Chinese yuan CNY'],
  ['currency_type', '2', '港币 HKD', '港幣 HKD', 'Hong Kong dollar HKD'],
  ['currency_type', '3', '美元 USD', '美元 USD', 'US dollar USD'],
];

export const TERMS: Array<[language: number, title: string, content: string]> = [
  [
    1,
    '会员条款与隐私政策',
    [
      '1. 您必须年满 18 周岁方可注册并使用本站服务（首页年龄提示要求访客年满 21 周岁，两种说法均适用于所在地区的法定要求）。',
      '2. 每位用户只可拥有一个账户；重复注册的账户将被关闭，相关余额与优惠不予保留。',
      '3. 菲律宾、台湾、美国、新加坡及香港居民不得开户或投注。',
      '4. 您提交的手机号码、真实姓名等资料仅用于身份核验、安全通知与提款审核，不会出售给第三方。',
      '5. 密码以不可逆方式加密保存；请勿向任何人透露密码或短信验证码，客服不会索取。',
      '6. 本站提倡理性娱乐，您可随时联系 7×24 小时在线客服申请暂停或关闭账户。',
    ].join('\n'),
  ],
  [
    2,
    '會員條款與私隱政策',
    [
      '1. 您必須年滿 18 歲方可註冊並使用本站服務（首頁年齡提示要求訪客年滿 21 歲，兩種說法均適用於所在地區的法定要求）。',
      '2. 每位用戶只可擁有一個賬戶；重複註冊的賬戶將被關閉，相關餘額與優惠不予保留。',
      '3. 菲律賓、台灣、美國、新加坡及香港居民不得開戶或投注。',
      '4. 您提交的手機號碼、真實姓名等資料僅用於身份核驗、安全通知與提款審核，不會出售給第三方。',
      '5. 密碼以不可逆方式加密保存；請勿向任何人透露密碼或短信驗證碼，客服不會索取。',
      '6. 本站提倡理性娛樂，您可隨時聯絡 7×24 小時線上客服申請暫停或關閉賬戶。',
    ].join('\n'),
  ],
  [
    3,
    'Membership terms and privacy policy',
    [
      '1. You must be at least 18 years old to register and use this site (the home-page age notice asks visitors to be 21 or older; both readings apply as your local law requires).',
      '2. One account per person. Duplicate accounts are closed and their balances and bonuses are forfeited.',
      '3. Residents of the Philippines, Taiwan, the United States, Singapore and Hong Kong may not open an account or bet.',
      '4. Your phone number, real name and other details are used only for identity checks, security notices and withdrawal reviews, and are never sold to third parties.',
      '5. Passwords are stored with one-way encryption. Never share your password or SMS code; our staff will never ask for them.',
      '6. Play responsibly: customer service is available 24/7 to pause or close your account at any time.',
    ].join('\n'),
  ],
];

/** Documentation ranges stand in for the barred regions until an operator loads real ones. */
export const BARRED_RANGES: Array<[cidr: string, note: string]> = [
  ['198.51.100.0/24', 'demo barred range (TEST-NET-2)'],
  ['2001:db8:bad::/48', 'demo barred range (IPv6 documentation block)'],
];
