import { vipTier } from '../../machines/rules/vip';
import './VipBadge.css';

/** The VIP badge for levels 0-10, drawn here so no image leaves our host. */
export function VipBadge({ level }: { level: number }) {
  const tier = vipTier(level);
  return (
    <span className={`vip-badge vip-badge--${tier}`} data-level={level}>
      <svg viewBox="0 0 16 16" aria-hidden="true">
        <path d="M8 1 2 3.5v4C2 11 4.6 14 8 15c3.4-1 6-4 6-7.5v-4z" />
      </svg>
      VIP{level}
    </span>
  );
}
