import { FormattedMessage } from 'react-intl';
import { BANK_CARD_MAX } from '../../../machines/rules/payout';
import * as payoutApi from '../../api/payout';
import type { SysBank, UserBankCard } from '../../api/payout';
import { useList } from '../../components/list/useList';
import { SmartImage } from '../../components/SmartImage';
import { PayoutAccounts, type PayoutPageSpec } from './PayoutAccounts';

const BANK_CARDS: PayoutPageSpec<UserBankCard> = {
  kind: 'bankCard',
  title: 'payout.bank.title',
  addLabel: 'payout.bank.add',
  emptyLabel: 'payout.bank.empty',
  max: BANK_CARD_MAX,
  load: () => payoutApi.getBankCards({ handles: 'all' }),
  remove: (id, password) => payoutApi.deleteBankCard(id, password),
  nameOf: (card) => `${card.bankName} ${card.bankcardNo.slice(-4)}`,
  initialOf: (card) => ({ bankId: String(card.bankId), holderName: card.holderName, cardType: String(card.cardType) }),
  card: (card) => (
    <>
      <div className="payout-card__head">
        <SmartImage className="payout-card__icon" src={card.iconUrl} alt="" width={36} height={36} />
        <strong>{card.bankName}</strong>
        <span className="payout-card__badge">{card.cardTypeName}</span>
      </div>
      <p className="payout-card__number">{card.bankcardNo.replace(/(.{4})/g, '$1 ').trim()}</p>
      <p className="payout-card__meta">
        <span>{card.holderName}</span>
        <span>{card.phone}</span>
      </p>
    </>
  ),
};

/** /addBankCard: the member's bank cards (at most 10), with add, change and delete. */
export default function BankCardsPage() {
  const banks = useList<SysBank>({
    fetchPage: async () => {
      const items = await payoutApi.getSysBanks();
      return { items, total: items.length };
    },
    pageSize: 50,
  });
  if (banks.failed) {
    return (
      <p className="page-message" role="alert">
        <FormattedMessage id="list.failed" />
      </p>
    );
  }
  return <PayoutAccounts spec={BANK_CARDS} banks={banks.items} />;
}
