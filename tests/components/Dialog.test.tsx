import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { IntlProvider } from 'react-intl';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import en from '../../locales/en.json';
import { Dialog } from '../../src/components/Dialog';

/** A page with a button that opens a dialog holding two fields. */
function Page() {
  const [open, setOpen] = useState(false);
  return (
    <IntlProvider locale="en" messages={en}>
      <button type="button" onClick={() => setOpen(true)}>
        open
      </button>
      <button type="button">after</button>
      {open && (
        <Dialog title="Terms" onClose={() => setOpen(false)}>
          <input aria-label="first field" />
          <input aria-label="last field" />
        </Dialog>
      )}
    </IntlProvider>
  );
}

describe('Dialog', () => {
  it('takes focus, keeps Tab and Shift+Tab inside, closes on Escape and gives focus back', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByRole('button', { name: 'open' }));
    const close = screen.getByRole('button', { name: en['common.close'] });
    expect(document.activeElement).toBe(close);

    await user.tab();
    expect(document.activeElement).toBe(screen.getByLabelText('first field'));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByLabelText('last field'));
    await user.tab();
    expect(document.activeElement).toBe(close);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(screen.getByLabelText('last field'));

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'open' }));
  });
});
