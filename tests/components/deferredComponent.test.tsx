import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { deferredComponent } from '../../src/app/deferredComponent';
import { ChunkBoundary } from '../../src/components/ChunkBoundary';
import en from '../../locales/en.json';

/** The header's member bar: shown by a state update once its chunk arrives, a failed chunk caught by the boundary. */

function controlled<T>() {
  let settle!: { resolve: (value: T) => void; reject: (error: unknown) => void };
  const promise = new Promise<T>((resolve, reject) => (settle = { resolve, reject }));
  return { promise, ...settle };
}

describe('deferredComponent', () => {
  it('shows the fallback until the chunk arrives, then the component; a second mount renders it at once', async () => {
    const chunk = controlled<(props: { name: string }) => ReactElement>();
    let loads = 0;
    const Bar = deferredComponent(() => {
      loads += 1;
      return chunk.promise;
    }, <span>waiting</span>);
    const first = render(<Bar name="demo" />);
    expect(screen.getByText('waiting')).toBeTruthy();
    await act(async () => chunk.resolve(({ name }) => <span>bar of {name}</span>));
    expect(screen.getByText('bar of demo')).toBeTruthy();
    first.unmount();
    render(<Bar name="again" />);
    expect(screen.getByText('bar of again')).toBeTruthy();
    expect(loads).toBe(1);
  });

  it('throws a failed chunk to the chunk boundary, and the next mount loads again', async () => {
    const attempts = [controlled<() => ReactElement>(), controlled<() => ReactElement>()];
    let loads = 0;
    const Bar = deferredComponent(() => attempts[loads++].promise, <span>waiting</span>);
    const page = (
      <IntlProvider locale="en" messages={en}>
        <ChunkBoundary>
          <Bar />
        </ChunkBoundary>
      </IntlProvider>
    );
    const first = render(page);
    const quiet = console.error;
    console.error = () => undefined;
    try {
      await act(async () => attempts[0].reject(new TypeError('Failed to fetch dynamically imported module: /assets/js/MemberBar-1.js')));
    } finally {
      console.error = quiet;
    }
    expect(screen.getByRole('alert').textContent).toContain('/assets/js/MemberBar-1.js');
    first.unmount();
    render(page);
    await act(async () => attempts[1].resolve(() => <span>bar</span>));
    expect(screen.getByText('bar')).toBeTruthy();
    expect(loads).toBe(2);
  });
});
