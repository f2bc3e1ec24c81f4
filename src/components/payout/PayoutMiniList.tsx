import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import * as payoutApi from '../../api/payout';
import { paths } from '../../config/paths';
import { useList } from '../list/useList';
import { ListStatus } from '../list/ListStatus';
import './PayoutSummary.css';

interface MiniRow {
  id: number;
  name: string;
  number: string;
}

const SOURCES = {
  bank: {
    load: async (): Promise<MiniRow[]> =>
      (await payoutApi.getBankCards({ handles: 'all' })).map((card) => ({ id: card.id, name: card.bankName, number: card.bankcardNo })),
    href: paths.addBankCard(),
    empty: 'payout.bank.empty',
    add: 'payout.bank.add',
  },
  coin: {
    load: async (): Promise<MiniRow[]> =>
      (await payoutApi.getCoinAccounts({ handles: 'all' })).map((coin) => ({ id: coin.id, name: `${coin.alias} · ${coin.protocol}`, number: coin.address })),
    href: paths.virtualCoinCard(),
    empty: 'payout.coin.empty',
    add: 'payout.coin.add',
  },
} as const;

/** A short list of the member's bank cards or USDT addresses, for side panels and the wallet page. */
export function PayoutMiniList({ kind }: { kind: keyof typeof SOURCES }) {
  const source = SOURCES[kind];
  const list = useList<MiniRow>({
    fetchPage: async () => {
      const items = await source.load();
      return { items, total: items.length };
    },
    pageSize: 10,
  });
  return (
    <div className="payout-mini" data-testid={`payout-mini-${kind}`}>
      {list.loaded && (
        <ul>
          {list.items.map((row) => (
            <li key={row.id}>
              <strong>{row.name}</strong>
              <span>{row.number}</span>
            </li>
          ))}
        </ul>
      )}
      <ListStatus list={list} emptyKey={source.empty} />
      <Link className="panel-more" href={source.href}>
        <FormattedMessage id={list.empty ? source.add : 'payout.panel.manage'} />
      </Link>
    </div>
  );
}
