import type { DepositKind } from '../../../machines/rules/depositForm';

/** Our own pictures of the three ways to pay: a bank, a card at a cashier, a coin on a network. */
export function MethodIcon({ kind, size = 36 }: { kind: DepositKind; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={`deposit-icon-${kind}`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#f3cd72" />
          <stop offset="1" stopColor="#c48f2c" />
        </linearGradient>
      </defs>
      <circle cx="24" cy="24" r="23" fill="#121d44" />
      {kind === 'bank' && (
        <g fill={`url(#deposit-icon-${kind})`}>
          <path d="M24 9 38 16v3H10v-3z" />
          <rect x="13" y="21" width="3.5" height="12" rx="1" />
          <rect x="19.5" y="21" width="3.5" height="12" rx="1" />
          <rect x="26" y="21" width="3.5" height="12" rx="1" />
          <rect x="32.5" y="21" width="3.5" height="12" rx="1" />
          <rect x="10" y="35" width="28" height="3.5" rx="1" />
        </g>
      )}
      {kind === 'online' && (
        <g>
          <rect x="9" y="14" width="30" height="20" rx="3.5" fill={`url(#deposit-icon-${kind})`} />
          <rect x="9" y="18.5" width="30" height="4" fill="#121d44" />
          <rect x="13" y="27" width="9" height="3" rx="1" fill="#121d44" />
          <circle cx="33" cy="28.5" r="2.2" fill="#121d44" />
        </g>
      )}
      {kind === 'crypto' && (
        <g>
          <circle cx="24" cy="24" r="14" fill={`url(#deposit-icon-${kind})`} />
          <path d="M17 17h14v3.5h-5.2v3c3.7.3 6.2 1.1 6.2 2.1s-2.5 1.8-6.2 2.1V34h-3.6v-6.3c-3.7-.3-6.2-1.1-6.2-2.1s2.5-1.8 6.2-2.1v-3H17z" fill="#121d44" />
        </g>
      )}
    </svg>
  );
}
