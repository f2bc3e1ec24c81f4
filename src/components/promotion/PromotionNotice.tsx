import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { formatAmount } from '../../../machines/rules/display';
import * as welfareApi from '../../api/welfare';
import type { WelfareItem } from '../../api/welfare';
import { useList } from '../list/useList';
import { Dialog } from '../Dialog';
import { VipBadge } from '../VipBadge';
import { paths } from '../../config/paths';
import './PromotionNotice.css';

/** The new level's upgrade gift, if it is waiting in the welfare centre (a list of one, or none). */
async function fetchGift(level: number) {
  const page = await welfareApi.getWelfareItems({ status: 'claimable', pageIndex: 1, pageSize: 20 }, { handles: 'all' });
  const gift = page.records.find((item) => item.kind === 'upgrade' && item.vipLevel === level);
  return { items: gift ? [gift] : [], total: gift ? 1 : 0 };
}

/**
 * The celebration of a promotion (issue 24): the new level's badge and, when it is waiting, the upgrade gift with
 * the way to claim it. Its chunk loads only when a member's level rose (MemberBar), with the vip locale area.
 */
export function PromotionNotice({ level, onClose }: { level: number; onClose: () => void }) {
  const intl = useIntl();
  const list = useList<WelfareItem>({ fetchPage: () => fetchGift(level), filters: { level: String(level) } });
  const gift = list.loaded ? list.items[0] : null;
  return (
    <Dialog title={intl.formatMessage({ id: 'vip.promotion.title' }, { level })} onClose={onClose} size="small">
      <div className="promotion-notice" data-testid="promotion-notice" data-level={level}>
        <svg className="promotion-notice__burst" viewBox="0 0 120 120" aria-hidden="true">
          {Array.from({ length: 12 }, (_, index) => (
            <rect key={index} x="58" y="4" width="4" height="22" rx="2" transform={`rotate(${index * 30} 60 60)`} />
          ))}
          <circle cx="60" cy="60" r="26" />
        </svg>
        <p className="promotion-notice__level">
          <VipBadge level={level} />
        </p>
        <p className="promotion-notice__text">
          <FormattedMessage id="vip.promotion.text" values={{ level }} />
        </p>
        {gift && (
          <p className="promotion-notice__gift" data-testid="promotion-gift">
            <FormattedMessage id="vip.promotion.gift" values={{ amount: <strong>{formatAmount(Number(gift.amount))}</strong> }} />
          </p>
        )}
        <div className="promotion-notice__actions">
          <Link className="button button--gold button--large" href={paths.welfare()} onClick={onClose}>
            <FormattedMessage id={gift ? 'vip.promotion.claim' : 'vip.promotion.welfare'} />
          </Link>
          <button type="button" className="link-button" onClick={onClose}>
            <FormattedMessage id="vip.promotion.later" />
          </button>
        </div>
      </div>
    </Dialog>
  );
}
