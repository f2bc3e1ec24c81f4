import { useEffect, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { useSnapshot } from 'valtio';
import type { PayoutFields, PayoutFormInput, PayoutKind } from '../../../machines/payoutForm';
import type { SysBank } from '../../api/payout';
import { paths } from '../../config/paths';
import { sessionData } from '../../store/session';
import { useSiteActors } from '../../session/SiteActorsContext';
import { refreshBankCardFlag } from '../../session/memberData';
import { loadSmsFlag } from '../../session/smsFlag';
import { useList } from '../../components/list/useList';
import { ListStatus } from '../../components/list/ListStatus';
import { PayoutFormDialog } from './PayoutFormDialog';
import { DeleteAccountDialog } from './DeleteAccountDialog';
import './PayoutPages.css';

/** What one of the three account pages lists and how it shows, changes and deletes an account. */
export interface PayoutPageSpec<Item extends { id: number }> {
  kind: PayoutKind;
  title: string;
  addLabel: string;
  emptyLabel: string;
  max: number;
  load: () => Promise<Item[]>;
  remove: (id: number, password: string) => Promise<unknown>;
  nameOf: (item: Item) => string;
  /** What the change form starts with (numbers and addresses are shown masked, so they are typed again). */
  initialOf: (item: Item) => Partial<PayoutFields>;
  card: (item: Item) => ReactNode;
}

const TABS: Array<{ kind: PayoutKind; href: string; label: string }> = [
  { kind: 'bankCard', href: paths.addBankCard(), label: 'payout.tab.bank' },
  { kind: 'blockchain', href: paths.virtualCoinCard(), label: 'payout.tab.coin' },
  { kind: 'thirdPart', href: paths.ebpayAccount(), label: 'payout.tab.wallet' },
];

/** The frame of /addBankCard, /virtualCoinCard and /ebpayAccount: tabs, the bound accounts, add, change, delete. */
export function PayoutAccounts<Item extends { id: number }>({ spec, banks = [] }: { spec: PayoutPageSpec<Item>; banks?: readonly SysBank[] }) {
  const intl = useIntl();
  const { userInfo, smsRequired } = useSnapshot(sessionData);
  const { session } = useSiteActors();
  // The real name and whether a withdrawal password is set may have changed elsewhere (another tab): read them afresh.
  useEffect(() => session.send({ type: 'REFRESH_MEMBER' }), [session]);
  // Whether the forms ask for an SMS code (the site setting sms_switch), read afresh as the page opens.
  useEffect(() => void loadSmsFlag(), []);
  const list = useList<Item>({ fetchPage: async () => {
    const items = await spec.load();
    return { items, total: items.length };
  }, pageSize: spec.max });
  const [editing, setEditing] = useState<PayoutFormInput | null>(null);
  const [deleting, setDeleting] = useState<Item | null>(null);
  // A saved or deleted account: the list loads again, and the session data's bank-card flag follows a card bound or
  // deleted here.
  const reload = () => {
    list.reload();
    if (spec.kind === 'bankCard') void refreshBankCardFlag();
  };
  const realName = userInfo?.realName ?? null;
  const full = list.loaded && list.items.length >= spec.max;
  return (
    <div className="payout-page">
      <h1 className="page-title">
        <FormattedMessage id={spec.title} />
      </h1>
      <nav className="payout-tabs" aria-label={intl.formatMessage({ id: 'payout.tabs' })}>
        {TABS.map((tab) => (
          <Link key={tab.kind} href={tab.href} className={tab.kind === spec.kind ? 'is-active' : ''} aria-current={tab.kind === spec.kind ? 'page' : undefined}>
            <FormattedMessage id={tab.label} />
          </Link>
        ))}
      </nav>
      <ul className="payout-cards" aria-busy={list.loading} data-testid="payout-accounts">
        {list.loaded &&
          list.items.map((item) => (
            <li key={item.id} className={`payout-card payout-card--${spec.kind}`}>
              {spec.card(item)}
              <div className="payout-card__actions">
                <button type="button" onClick={() => setEditing({ kind: spec.kind, realName, smsRequired: smsRequired ?? true, accountId: item.id, initial: spec.initialOf(item) })}>
                  <FormattedMessage id="payout.modify" />
                </button>
                <button type="button" onClick={() => setDeleting(item)}>
                  <FormattedMessage id="payout.delete" />
                </button>
              </div>
            </li>
          ))}
        {(list.loaded || list.empty) && (
          <li>
            <button type="button" className="payout-card payout-card--add" disabled={full} onClick={() => setEditing({ kind: spec.kind, realName, smsRequired: smsRequired ?? true })}>
              <span aria-hidden="true">＋</span>
              <FormattedMessage id={spec.addLabel} />
              <small>
                <FormattedMessage id={full ? 'payout.full' : 'payout.count'} values={{ count: list.items.length, max: spec.max }} />
              </small>
            </button>
          </li>
        )}
      </ul>
      {!list.empty && <ListStatus list={list} emptyKey={spec.emptyLabel} />}
      {list.empty && (
        <p className="payout-page__empty">
          <FormattedMessage id={spec.emptyLabel} />
        </p>
      )}
      <p className="payout-page__note">
        <FormattedMessage id={`payout.note.${spec.kind}`} />
      </p>
      {editing && (
        <PayoutFormDialog
          input={editing}
          banks={banks}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            reload();
          }}
        />
      )}
      {deleting && (
        <DeleteAccountDialog
          name={spec.nameOf(deleting)}
          hasWithdrawPassword={userInfo?.hasWithdrawPassword ?? false}
          remove={(password) => spec.remove(deleting.id, password)}
          onClose={() => setDeleting(null)}
          onDeleted={() => {
            setDeleting(null);
            reload();
          }}
        />
      )}
    </div>
  );
}
