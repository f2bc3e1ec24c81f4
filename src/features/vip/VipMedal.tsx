import { vipTier } from '../../../machines/rules/vip';

/** The large badge of the level card and the levels table: the shield of the header's VipBadge, in the tier's metal. */
export function VipMedal({ level, size = 'large' }: { level: number; size?: 'large' | 'small' }) {
  return (
    <span className={`vip-medal vip-medal--${vipTier(level)} vip-medal--${size}`} data-level={level}>
      <svg viewBox="0 0 64 72" aria-hidden="true">
        <path d="M32 2 6 12v20c0 17 11 31 26 38 15-7 26-21 26-38V12z" />
        <path className="vip-medal__rim" d="M32 9 12 17v15c0 13.5 8.4 25 20 31 11.6-6 20-17.5 20-31V17z" />
      </svg>
      <span className="vip-medal__text">
        <small>VIP</small>
        {level}
      </span>
    </span>
  );
}
