/** Demo data of a fresh site: the demo member and stand-in barred ranges (the content is in server/content). */

export const DEMO_MEMBER = {
  userName: 'demo01',
  password: 'demo1234',
  phone: '13800138000',
  realName: '陈嘉明',
  email: 'demo01@golden-arena.test',
};

/** Documentation ranges stand in for the barred regions until an operator loads real ones. */
export const BARRED_RANGES: Array<[cidr: string, note: string]> = [
  ['198.51.100.0/24', 'demo barred range (TEST-NET-2)'],
  ['2001:db8:bad::/48', 'demo barred range (IPv6 documentation block)'],
];
