import type { WelfareItem } from '../../api/welfare';

/** Each kind's picture, drawn here: a gift box for gifts, a red envelope for red packets, a coin stack for rebates. */
export function WelfareKindIcon({ kind }: { kind: WelfareItem['kind'] }) {
  const packet = kind === 'weekly' || kind === 'exclusive';
  return (
    <span className={`welfare-icon welfare-icon--${kind}`} aria-hidden="true">
      <svg viewBox="0 0 40 40">
        {packet ? (
          <>
            <rect x="8" y="4" width="24" height="32" rx="4" className="welfare-icon__base" />
            <path d="M8 12c6 5 18 5 24 0V8a4 4 0 0 0-4-4H12a4 4 0 0 0-4 4z" className="welfare-icon__flap" />
            <circle cx="20" cy="17" r="4.5" className="welfare-icon__seal" />
          </>
        ) : kind === 'rebate' ? (
          <>
            <ellipse cx="20" cy="29" rx="12" ry="5" className="welfare-icon__base" />
            <ellipse cx="20" cy="21" rx="12" ry="5" className="welfare-icon__flap" />
            <ellipse cx="20" cy="13" rx="12" ry="5" className="welfare-icon__seal" />
          </>
        ) : (
          <>
            <rect x="6" y="15" width="28" height="21" rx="3" className="welfare-icon__base" />
            <rect x="4" y="10" width="32" height="8" rx="2" className="welfare-icon__flap" />
            <rect x="18" y="10" width="4" height="26" className="welfare-icon__seal" />
            <path d="M20 10c-3-6-10-6-9-1 1 3 6 1 9 1zm0 0c3-6 10-6 9-1-1 3-6 1-9 1z" className="welfare-icon__seal" />
          </>
        )}
      </svg>
    </span>
  );
}
