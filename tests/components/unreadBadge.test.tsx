import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import * as client from '../../src/api/client';
import { MemberBar } from '../../src/features/layout/MemberBar';
import type { SiteActors } from '../../src/session/actors';
import { SiteActorsContext } from '../../src/session/SiteActorsContext';
import { sessionData } from '../../src/store/session';
import { refreshUnreadCount } from '../../src/session/unreadCount';
import { renderWithSite, sessionRecorder, text } from './renderWithSite';

vi.mock('../../src/api/client', async (original) => ({ ...(await original<typeof import('../../src/api/client')>()), call: vi.fn() }));

const renderBar = () =>
  renderWithSite(
    <SiteActorsContext.Provider value={{ session: sessionRecorder() } as unknown as SiteActors}>
      <MemberBar />
    </SiteActorsContext.Provider>,
  );

/** The header's badges (over the avatar and beside Messages in the menu). */
const badges = () => screen.queryAllByTestId('unread-badge').map((badge) => badge.textContent);

afterEach(() => {
  sessionData.unreadCount = 0;
});

describe('the unread badge in the header (spec section 9: "99+" above 99)', () => {
  it('shows 99 at 99 unread and 99+ at 100, naming the count in words', async () => {
    sessionData.unreadCount = 99;
    renderBar();
    expect(badges()).toEqual(['99', '99']);
    await act(async () => {
      sessionData.unreadCount = 100;
    });
    expect(badges()).toEqual(['99+', '99+']);
    expect(screen.getAllByTestId('unread-badge')[0].getAttribute('aria-label')).toBe(text('header.unreadMessages', { count: 100 }));
  });

  it('shows nothing when every message is read', () => {
    renderBar();
    expect(badges()).toEqual([]);
  });

  it('takes the count from the server when the member is published, and keeps it when the call fails', async () => {
    vi.mocked(client.call).mockResolvedValueOnce({ data: { totalCount: 100, tabCounts: {} } } as never);
    await refreshUnreadCount();
    expect(sessionData.unreadCount).toBe(100);
    vi.mocked(client.call).mockRejectedValueOnce(new Error('offline'));
    await refreshUnreadCount();
    expect(sessionData.unreadCount).toBe(100);
  });
});
