import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { EndedStep } from '../../src/features/deposit/DepositSteps';
import type { ConnectedDeposit } from '../../src/features/deposit/connectDeposit';
import { renderWithSite, text } from './renderWithSite';

const ended = (outcome: 'credited' | 'cancelled') =>
  ({ outcome, order: { amount: '1200.00' }, newDeposit: vi.fn() }) as unknown as ConnectedDeposit;

describe('the deposit’s last step', () => {
  it('a credited deposit offers the next step: transfer, play or the records, besides depositing again', () => {
    renderWithSite(<EndedStep deposit={ended('credited')} />);
    expect(screen.getByRole('link', { name: text('deposit.next.transfer') }).getAttribute('href')).toContain('/finance/transfer');
    expect(screen.getByRole('link', { name: text('deposit.next.play') }).getAttribute('href')).toMatch(/#\/$|^\/$/);
    expect(screen.getByRole('link', { name: text('deposit.next.records') }).getAttribute('href')).toContain('/record/transRecord?type=recharge');
    expect(screen.getByRole('button', { name: text('deposit.newDeposit') })).toBeTruthy();
  });

  it('a cancelled deposit offers to deposit again and the records, not to play', () => {
    renderWithSite(<EndedStep deposit={ended('cancelled')} />);
    expect(screen.queryByRole('link', { name: text('deposit.next.play') })).toBeNull();
    expect(screen.getByRole('link', { name: text('deposit.next.records') })).toBeTruthy();
  });
});
