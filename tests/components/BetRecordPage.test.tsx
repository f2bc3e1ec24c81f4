import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import * as betsApi from '../../src/api/bets';
import * as walletApi from '../../src/api/wallet';
import type { BetRecord } from '../../src/api/bets';
import BetRecordPage from '../../src/features/bets/BetRecordPage';
import { renderWithSite, text } from './renderWithSite';

vi.mock('../../src/api/bets', () => ({ getBetRecords: vi.fn(), getBetTotals: vi.fn(), getBetDetail: vi.fn() }));
vi.mock('../../src/api/wallet', () => ({ getWalletOverview: vi.fn() }));

const getBetRecords = vi.mocked(betsApi.getBetRecords);
const getBetTotals = vi.mocked(betsApi.getBetTotals);
const getBetDetail = vi.mocked(betsApi.getBetDetail);
const getWalletOverview = vi.mocked(walletApi.getWalletOverview);

const bet = (id: number, status: number, statusName: string): BetRecord => ({
  id,
  orderNo: `BT${id}`,
  platType: 'pgx',
  apiTitle: 'Pixel Games',
  gameCode: 'g',
  gameName: `Game ${id}`,
  roundId: `R${id}`,
  betAmount: '10.00',
  validBetAmount: status === 1 ? '10.00' : '0.00',
  payout: status === 1 ? '20.00' : '0.00',
  status,
  statusName,
  createTime: new Date('2025-03-31T10:00:00').getTime(),
  settleTime: null,
});
const lastQuery = () => getBetRecords.mock.lastCall![0];
const windowButton = (name: string) => screen.getByRole('button', { name: text(`bets.window.${name}`) });

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true, now: new Date('2025-03-31T12:00:00') });
  getBetRecords.mockReset().mockResolvedValue({ records: [bet(2, 1, 'Settled'), bet(1, 0, 'Invalid')], total: 2, pageIndex: 1, pageSize: 10 });
  getBetTotals.mockReset().mockResolvedValue({ count: 2, betAmount: '20.00', validBetAmount: '10.00', payout: '20.00', winLoss: '10.00' });
  getBetDetail.mockReset();
  getWalletOverview.mockReset().mockResolvedValue({
    walletType: 0,
    centralBalance: '0.00',
    venueBalance: '0.00',
    walletList: [{ platType: 'pgx', gameType: 2, apiTitle: 'Pixel Games', eng: 'Pixel Games', balance: '0.00', locked: false }],
  });
});
afterEach(() => vi.useRealTimers());

describe('bet record page on the list machine', () => {
  it('opens on today with every venue, shows the rows with their status labels and the totals of the filter', async () => {
    renderWithSite(<BetRecordPage />);
    const totals = await screen.findByTestId('bet-totals');
    expect(lastQuery()).toMatchObject({ platType: '', startTime: new Date('2025-03-31T00:00:00').getTime(), pageIndex: 1, pageSize: 10 });
    expect(windowButton('today').getAttribute('aria-pressed')).toBe('true');
    expect(totals.textContent).toContain(text('bets.totals', { count: 2 }));
    expect(totals.querySelector('[data-total="stake"]')!.textContent).toBe('20.00');
    expect(totals.querySelector('[data-total="validStake"]')!.textContent).toBe('10.00');
    expect(screen.getByText('Invalid').className).toContain('bet-status--0');
    expect(getBetTotals.mock.lastCall![0]).toEqual({ platType: '', startTime: lastQuery().startTime, endTime: lastQuery().endTime });
  });

  it('asks again for yesterday, the last 30 days (to the end of today) and one venue, each from page 1', async () => {
    const { user } = renderWithSite(<BetRecordPage />);
    await screen.findByTestId('bet-totals');
    await user.click(windowButton('yesterday'));
    await waitFor(() =>
      expect(lastQuery()).toMatchObject({ startTime: new Date('2025-03-30T00:00:00').getTime(), endTime: new Date('2025-03-30T23:59:59.999').getTime() }),
    );
    await user.click(windowButton('days30'));
    await waitFor(() => expect(lastQuery().startTime).toBe(new Date('2025-03-02T00:00:00').getTime()));
    expect(lastQuery().endTime).toBe(new Date('2025-03-31T23:59:59.999').getTime());
    expect(windowButton('days30').getAttribute('aria-pressed')).toBe('true');
    await screen.findByRole('option', { name: 'Pixel Games' });
    await user.selectOptions(screen.getByLabelText(text('bets.venue')), 'pgx');
    await waitFor(() => expect(lastQuery()).toMatchObject({ platType: 'pgx', pageIndex: 1 }));
    expect(getBetTotals.mock.lastCall![0].platType).toBe('pgx');
  });
});

describe('win/loss and a bet’s detail (issue 27)', () => {
  const settled = (id: number, betAmount: string, payout: string): BetRecord => ({ ...bet(id, 1, 'Settled'), betAmount, validBetAmount: betAmount, payout });
  const rowOf = (orderNo: string) => screen.getByRole('button', { name: text('bets.openDetail', { orderNo }) }).closest('tr')!;
  const winLossOf = (orderNo: string) => rowOf(orderNo).querySelector('.win-loss')!;

  it('shows each bet’s win/loss by sign and tone, a dash for a bet not settled, and the filter’s win/loss', async () => {
    getBetRecords.mockResolvedValue({
      records: [settled(5, '10.00', '25.00'), settled(4, '10.00', '0.00'), settled(3, '10.00', '10.00'), bet(2, 2, 'Unsettled'), bet(1, 0, 'Invalid')],
      total: 5,
      pageIndex: 1,
      pageSize: 10,
    });
    getBetTotals.mockResolvedValue({ count: 5, betAmount: '50.00', validBetAmount: '30.00', payout: '35.00', winLoss: '-5.00' });
    renderWithSite(<BetRecordPage />);
    const totals = await screen.findByTestId('bet-totals');
    expect(screen.getByRole('columnheader', { name: text('bets.winLoss') })).toBeTruthy();
    expect([winLossOf('BT5'), winLossOf('BT4'), winLossOf('BT3')].map((cell) => [cell.textContent, cell.className])).toEqual([
      ['+15.00', 'win-loss is-win'],
      ['-10.00', 'win-loss is-loss'],
      ['0.00', 'win-loss is-even'],
    ]);
    expect(winLossOf('BT2').textContent).toBe('—');
    expect(winLossOf('BT1').textContent).toBe('—');
    expect(totals.querySelector('[data-total="winLoss"]')!.textContent).toBe('-5.00');
  });

  it('opens a bet’s detail from its row with every field of the bet, and closes it', async () => {
    const record = { ...settled(7, '12.00', '30.00'), validBetAmount: '11.00', gameName: 'Fortune Dragon', roundId: 'SR7', settleTime: new Date('2025-03-31T10:05:00').getTime() };
    getBetRecords.mockResolvedValue({ records: [record], total: 1, pageIndex: 1, pageSize: 10 });
    getBetDetail.mockResolvedValue({ bet: record, result: null });
    const { user } = renderWithSite(<BetRecordPage />);
    await screen.findByTestId('bet-totals');
    await user.click(screen.getByText('Fortune Dragon'));
    const dialog = await screen.findByRole('dialog', { name: text('bets.detail.title') });
    await within(dialog).findByTestId('bet-detail');
    expect(getBetDetail).toHaveBeenCalledWith(7, { handles: 'all' });
    const field = (label: string) => within(dialog).getByText(text(label)).nextElementSibling!.textContent;
    expect(field('records.order')).toBe('BT7');
    expect(field('bets.detail.betTime')).toMatch(/03\/31\/2025/);
    expect(field('bets.detail.settleTime')).toMatch(/10:05/);
    expect(field('bets.platform')).toBe('Pixel Games');
    expect(field('bets.content')).toBe('Fortune Dragon');
    expect(field('bets.detail.round')).toBe('SR7');
    expect(field('bets.stake')).toBe('12.00');
    expect(field('bets.validStake')).toBe('11.00');
    expect(field('bets.payout')).toBe('30.00');
    expect(field('bets.winLoss')).toBe('+18.00');
    expect(field('records.status')).toBe('Settled');
    expect(within(dialog).queryByText(text('bets.detail.result'))).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: text('common.close') }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens from the keyboard too: the order number is a button', async () => {
    getBetDetail.mockResolvedValue({ bet: bet(2, 1, 'Settled'), result: null });
    const { user } = renderWithSite(<BetRecordPage />);
    await screen.findByTestId('bet-totals');
    screen.getByRole('button', { name: text('bets.openDetail', { orderNo: 'BT2' }) }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog')).toBeTruthy();
    expect(getBetDetail).toHaveBeenCalledWith(2, { handles: 'all' });
  });

  it('shows a house baccarat round: the outcome, both hands with their points, and the stakes per spot', async () => {
    const record = { ...settled(8, '3.00', '4.00'), platType: 'house', apiTitle: 'House', gameCode: 'house-baccarat', gameName: 'Classic Baccarat' };
    getBetRecords.mockResolvedValue({ records: [record], total: 1, pageIndex: 1, pageSize: 10 });
    getBetDetail.mockResolvedValue({
      bet: record,
      result: {
        game: 'baccarat',
        playerCards: [{ rank: 1, suit: 1 }, { rank: 7, suit: 0 }],
        bankerCards: [{ rank: 13, suit: 3 }, { rank: 5, suit: 2 }],
        playerTotal: 8,
        bankerTotal: 5,
        outcome: 'player',
        stakes: { player: '2.00', banker: '0.00', tie: '1.00' },
      },
    });
    const { user } = renderWithSite(<BetRecordPage />);
    await screen.findByTestId('bet-totals');
    await user.click(screen.getByText('Classic Baccarat'));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText(text('bets.detail.outcome.player'));
    const player = dialog.querySelector('[data-hand="player"]')!;
    expect(player.textContent).toContain('8 points');
    expect(player.textContent).toContain('A of hearts');
    expect(dialog.querySelector('[data-hand="banker"]')!.textContent).toContain('K of diamonds');
    expect(dialog.querySelector('.bet-baccarat__stakes')!.textContent).toBe('Player2.00Banker0.00Tie1.00');
    expect(within(dialog).queryByText(text('bets.detail.round'))).toBeNull();
  });

  it('shows a house keno ticket against its draw: hits told apart by a tick and in words, or waiting for the draw', async () => {
    const record = { ...settled(9, '5.00', '0.00'), platType: 'house', gameCode: 'house-keno', gameName: 'Happy Lottery' };
    const drawn = [3, 9, 12, 20, 22, 25, 31, 36, 40, 44, 48, 50, 55, 61, 63, 67, 70, 72, 76, 79];
    getBetRecords.mockResolvedValue({ records: [record], total: 1, pageIndex: 1, pageSize: 10 });
    getBetDetail.mockResolvedValue({ bet: record, result: { game: 'keno', round: 2912, numbers: [3, 4, 9, 80], markets: ['big'], drawn, total: 903, hits: 2 } });
    const { user } = renderWithSite(<BetRecordPage />);
    await screen.findByTestId('bet-totals');
    await user.click(screen.getByText('Happy Lottery'));
    const dialog = await screen.findByRole('dialog');
    const picks = await within(dialog).findByTestId('bet-keno-picks');
    expect(within(dialog).getByText('2 hits')).toBeTruthy();
    expect(within(dialog).getByText('Draw 2912')).toBeTruthy();
    expect([...picks.querySelectorAll('li')].map((ball) => [ball.textContent, ball.querySelector('.bet-ball__tick') !== null])).toEqual([
      ['3' + text('bets.detail.hitNumber', { number: 3 }), true],
      ['4' + text('bets.detail.missNumber', { number: 4 }), false],
      ['9' + text('bets.detail.hitNumber', { number: 9 }), true],
      ['80' + text('bets.detail.missNumber', { number: 80 }), false],
    ]);
    expect(within(dialog).getByTestId('bet-keno-drawn').querySelectorAll('li')).toHaveLength(20);
    expect(within(dialog).getByTestId('bet-keno-drawn').querySelectorAll('.is-hit')).toHaveLength(2);
    expect(within(dialog).getByText('Total 903')).toBeTruthy();
    expect(within(dialog).getByText('Big')).toBeTruthy();
  });

  it('offers a retry when the detail cannot be loaded', async () => {
    getBetDetail.mockRejectedValueOnce({ code: 404, msg: 'No such bet.' }).mockResolvedValueOnce({ bet: bet(2, 1, 'Settled'), result: null });
    const { user } = renderWithSite(<BetRecordPage />);
    await screen.findByTestId('bet-totals');
    await user.click(screen.getByText('Game 2'));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('No such bet.');
    await user.click(within(dialog).getByRole('button', { name: text('list.retry') }));
    await within(dialog).findByTestId('bet-detail');
  });
});
