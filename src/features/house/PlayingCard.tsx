import { useId } from 'react';
import { useIntl } from 'react-intl';
import { rankLabel, type Card } from '../../../machines/rules/baccarat';

/** Suit shapes of our own, drawn in a 100×100 box centred on 50,50. */
const SUIT_PATHS: Record<number, string> = {
  0: 'M50 8C38 28 14 40 14 60c0 14 12 22 24 18 5-2 8-5 9-8-1 8-4 16-10 22h26c-6-6-9-14-10-22 1 3 4 6 9 8 12 4 24-4 24-18C86 40 62 28 50 8z',
  1: 'M50 90C36 76 10 60 10 36 10 22 20 12 32 12c8 0 14 5 18 12 4-7 10-12 18-12 12 0 22 10 22 24 0 24-26 40-40 54z',
  2: 'M50 10a17 17 0 0 0-15 25 17 17 0 1 0 9 27c-1 10-4 18-10 26h32c-6-8-9-16-10-26a17 17 0 1 0 9-27 17 17 0 0 0-15-25z',
  3: 'M50 6 84 50 50 94 16 50z',
};

const RED = '#c8102e';
const INK = '#1b1b2f';

export function SuitIcon({ suit, x, y, size }: { suit: number; x: number; y: number; size: number }) {
  return (
    <svg x={x} y={y} width={size} height={size} viewBox="0 0 100 100" aria-hidden="true">
      <path d={SUIT_PATHS[suit]} fill={suit === 1 || suit === 3 ? RED : INK} />
    </svg>
  );
}

/** A playing card, face up (rank and suit in the corners, a large pip in the middle) or face down. */
export function PlayingCard({ card, faceUp }: { card: Card; faceUp: boolean }) {
  const intl = useIntl();
  // Pattern and gradient ids must be unique on the page, which shows several cards.
  const id = useId().replace(/:/g, '');
  if (!faceUp) {
    return (
      <svg className="playing-card playing-card--back" viewBox="0 0 120 168" role="img" aria-label={intl.formatMessage({ id: 'house.cardBack' })}>
        <defs>
          <pattern id={`${id}-lattice`} width="12" height="12" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
            <rect width="12" height="12" fill="#7a1022" />
            <path d="M0 6h12M6 0v12" stroke="#b8892c" strokeWidth="1.2" opacity=".55" />
          </pattern>
        </defs>
        <rect x="1" y="1" width="118" height="166" rx="10" fill="#fff" stroke="#d9c089" strokeWidth="2" />
        <rect x="8" y="8" width="104" height="152" rx="6" fill={`url(#${id}-lattice)`} stroke="#f5d27a" strokeWidth="2" />
        <circle cx="60" cy="84" r="20" fill="#7a1022" stroke="#f5d27a" strokeWidth="2.5" />
        <text x="60" y="92" textAnchor="middle" fontFamily="Georgia,serif" fontSize="22" fontWeight="700" fill="#f5d27a">
          G
        </text>
      </svg>
    );
  }
  const rank = rankLabel(card.rank);
  const colour = card.suit === 1 || card.suit === 3 ? RED : INK;
  const label = intl.formatMessage({ id: 'house.card' }, { rank, suit: intl.formatMessage({ id: `house.suit.${card.suit}` }) });
  return (
    <svg className="playing-card playing-card--face" viewBox="0 0 120 168" role="img" aria-label={label} data-rank={card.rank} data-suit={card.suit}>
      <defs>
        <linearGradient id={`${id}-sheen`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ffffff" />
          <stop offset="1" stopColor="#f3efe4" />
        </linearGradient>
      </defs>
      <rect x="1" y="1" width="118" height="166" rx="10" fill={`url(#${id}-sheen)`} stroke="#cfc6b0" strokeWidth="2" />
      <text x="12" y="34" fontFamily="Georgia,'Times New Roman',serif" fontSize="28" fontWeight="700" fill={colour}>
        {rank}
      </text>
      <SuitIcon suit={card.suit} x={12} y={40} size={20} />
      <g transform="rotate(180 60 84)">
        <text x="12" y="34" fontFamily="Georgia,'Times New Roman',serif" fontSize="28" fontWeight="700" fill={colour}>
          {rank}
        </text>
        <SuitIcon suit={card.suit} x={12} y={40} size={20} />
      </g>
      <SuitIcon suit={card.suit} x={32} y={56} size={56} />
    </svg>
  );
}
