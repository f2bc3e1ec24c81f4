import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { kenoDrawMachine } from '../../machines/kenoDraw';
import type { KenoState } from '../../contract/house';
import { KenoBoard } from '../../src/features/house/KenoBoard';
import { connectKeno } from '../../src/features/house/connectKeno';
import { renderWithSite, text } from './renderWithSite';
import type { LanguageCode } from '../../machines/rules/language';

/**
 * Issue 27: on the keno board the member's picks and the last draw are told apart by more than colour: a
 * pick carries a tick, a drawn number a ring, a legend says so, and a screen reader hears both (a pick is a
 * pressed button, a drawn number says so in its name).
 */

const DRAWN = [3, 5, 9, 12, 18, 22, 27, 31, 36, 40, 44, 47, 52, 58, 61, 66, 70, 73, 77, 80];
const NOW = 1_800_000_000_000;

const state = (lastDraw: KenoState['lastDraw']): KenoState => ({
  roundId: 30_000_000,
  drawAt: NOW + 40_000,
  now: NOW,
  lastDraw,
  tickets: [],
  balance: '100.00',
});

function TestBoard({ answer }: { answer: KenoState }) {
  const [logic] = useState(() =>
    kenoDrawMachine.provide({ actors: { loadState: fromPromise(async () => answer), buyTicket: fromPromise(async () => ({ ticket: answer.tickets[0], state: answer })) } }),
  );
  const [snapshot, send] = useMachine(logic);
  return <KenoBoard board={connectKeno(snapshot, send)} />;
}

const cell = (number: number) => document.querySelector<HTMLButtonElement>(`[data-number="${number}"]`)!;

async function boardWith(lastDraw: KenoState['lastDraw'], language: LanguageCode = 'en') {
  const rendered = renderWithSite(<TestBoard answer={state(lastDraw)} />, { language });
  await screen.findByTestId('keno-last-draw');
  await vi.waitFor(() => expect(cell(1).disabled).toBe(false));
  return rendered;
}

beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => vi.useRealTimers());

describe('keno picks and the last draw', { timeout: 20_000 }, () => {
  it('marks a pick with a tick and a drawn number with a ring, and names both for screen readers', async () => {
    const { user } = await boardWith({ roundId: 29_999_999, numbers: DRAWN, total: 911 });
    await user.click(cell(3)); // picked and drawn
    await user.click(cell(50)); // picked only

    expect(cell(3).getAttribute('aria-pressed')).toBe('true');
    expect(cell(3).className).toContain('is-picked');
    expect(cell(3).className).toContain('is-drawn');
    expect(cell(3).querySelector('.keno-tick')).not.toBeNull();
    expect(cell(3).getAttribute('aria-label')).toBe(text('house.keno.numberDrawn', { number: 3 }));

    expect(cell(50).getAttribute('aria-pressed')).toBe('true');
    expect(cell(50).querySelector('.keno-tick')).not.toBeNull();
    expect(cell(50).getAttribute('aria-label')).toBe(text('house.keno.number', { number: 50 }));

    // Drawn, not picked: the ring (a class the stylesheet draws as a circle), no tick, and the name says it was drawn.
    expect(cell(5).getAttribute('aria-pressed')).toBe('false');
    expect(cell(5).className).toContain('is-drawn');
    expect(cell(5).querySelector('.keno-tick')).toBeNull();
    expect(cell(5).getAttribute('aria-label')).toBe(text('house.keno.numberDrawn', { number: 5 }));

    // Neither: a plain number.
    expect(cell(4).querySelector('.keno-tick')).toBeNull();
    expect(cell(4).getAttribute('aria-label')).toBe(text('house.keno.number', { number: 4 }));
  });

  it('explains the marks in a legend, and marks the picks among the last draw’s balls too', async () => {
    const { user } = await boardWith({ roundId: 29_999_999, numbers: DRAWN, total: 911 });
    const legend = screen.getByRole('list', { name: text('house.keno.legend') });
    expect(within(legend).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      text('house.keno.legend.picked'),
      text('house.keno.legend.drawn'),
      text('house.keno.legend.hit'),
    ]);
    await user.click(cell(9));
    const strip = screen.getByTestId('keno-last-draw');
    const marked = [...strip.querySelectorAll('.keno-ball[data-picked]')];
    expect(marked.map((ball) => ball.textContent)).toEqual([`9${text('house.keno.legend.picked')}`]);
    expect(marked[0].querySelector('.keno-tick')).not.toBeNull();
  });

  it('shows no legend before there is a pick or a draw, and one as soon as a number is picked', async () => {
    const { user } = await boardWith(null, 'zh');
    expect(screen.queryByTestId('keno-legend')).toBeNull();
    await user.click(cell(12));
    expect(screen.getByTestId('keno-legend').textContent).toContain(text('house.keno.legend.picked', {}, 'zh'));
  });
});
