/** Our own pictures for the deposit tutorial: a phone paying a bank, a cashier window, a wallet scanning a code. */

const frame = { rx: 18, fill: '#0b1430' };

export function BankPicture() {
  return (
    <svg viewBox="0 0 320 180" role="img" aria-hidden="true" focusable="false">
      <rect width="320" height="180" {...frame} />
      <rect x="28" y="26" width="86" height="130" rx="14" fill="#1b2a5c" stroke="#e2b04a" strokeWidth="2" />
      <rect x="40" y="44" width="62" height="10" rx="4" fill="#f3cd72" />
      <rect x="40" y="64" width="62" height="6" rx="3" fill="#5a6480" />
      <rect x="40" y="76" width="44" height="6" rx="3" fill="#5a6480" />
      <rect x="40" y="96" width="62" height="22" rx="6" fill="#e2b04a" />
      <text x="71" y="111" textAnchor="middle" fontSize="10" fontWeight="700" fill="#0b1430">RC7731</text>
      <path d="M130 90h50" stroke="#f3cd72" strokeWidth="3" strokeDasharray="6 6" />
      <path d="m176 82 12 8-12 8z" fill="#f3cd72" />
      <g fill="#e2b04a">
        <path d="M250 40 290 58v8h-80v-8z" />
        <rect x="218" y="72" width="10" height="44" rx="2" />
        <rect x="238" y="72" width="10" height="44" rx="2" />
        <rect x="258" y="72" width="10" height="44" rx="2" />
        <rect x="278" y="72" width="10" height="44" rx="2" />
        <rect x="210" y="122" width="80" height="10" rx="2" />
      </g>
    </svg>
  );
}

export function OnlinePicture() {
  return (
    <svg viewBox="0 0 320 180" role="img" aria-hidden="true" focusable="false">
      <rect width="320" height="180" {...frame} />
      <rect x="40" y="30" width="240" height="124" rx="10" fill="#f6f7fb" />
      <rect x="40" y="30" width="240" height="22" rx="10" fill="#1b2a5c" />
      <circle cx="56" cy="41" r="4" fill="#e0454b" />
      <circle cx="70" cy="41" r="4" fill="#f3cd72" />
      <circle cx="84" cy="41" r="4" fill="#1f9d68" />
      <rect x="64" y="66" width="110" height="70" rx="8" fill="url(#tutorial-card)" />
      <defs>
        <linearGradient id="tutorial-card" x1="0" x2="1">
          <stop offset="0" stopColor="#f3cd72" />
          <stop offset="1" stopColor="#c48f2c" />
        </linearGradient>
      </defs>
      <rect x="64" y="80" width="110" height="12" fill="#0b1430" />
      <rect x="76" y="110" width="40" height="8" rx="3" fill="#0b1430" />
      <rect x="192" y="72" width="70" height="10" rx="4" fill="#5a6480" />
      <rect x="192" y="90" width="50" height="10" rx="4" fill="#c7cedd" />
      <rect x="192" y="114" width="70" height="22" rx="11" fill="#1f9d68" />
      <path d="m217 125 6 6 12-12" stroke="#fff" strokeWidth="3" fill="none" />
    </svg>
  );
}

export function CryptoPicture() {
  const cells = [0, 1, 2, 3, 4, 5, 6].flatMap((row) => [0, 1, 2, 3, 4, 5, 6].map((column) => [row, column] as const));
  return (
    <svg viewBox="0 0 320 180" role="img" aria-hidden="true" focusable="false">
      <rect width="320" height="180" {...frame} />
      <rect x="36" y="34" width="112" height="112" rx="10" fill="#fff" />
      {cells
        .filter(([row, column]) => (row * 7 + column * 3 + row * column) % 3 !== 0)
        .map(([row, column]) => (
          <rect key={`${row}-${column}`} x={48 + column * 13} y={46 + row * 13} width="11" height="11" rx="2" fill="#0b1430" />
        ))}
      <circle cx="232" cy="90" r="46" fill="#1f9d68" />
      <path d="M210 66h44v10h-17v9c11 1 19 3 19 6s-8 5-19 6v19h-10V97c-11-1-19-3-19-6s8-5 19-6v-9h-17z" fill="#fff" />
      <text x="232" y="160" textAnchor="middle" fontSize="13" fontWeight="700" fill="#f3cd72">30:00</text>
    </svg>
  );
}
