import { useEffect, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import './Dialog.css';

/** A modal dialog that closes on its button, the backdrop or Escape. */
export function Dialog({
  title,
  onClose,
  children,
  size = 'large',
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
  size?: 'small' | 'large';
}) {
  const intl = useIntl();
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <div className="dialog-backdrop" onClick={onClose}>
      <div className={`dialog dialog--${size}`} role="dialog" aria-modal="true" aria-label={title} onClick={(event) => event.stopPropagation()}>
        <header className="dialog__header">
          <h2>{title}</h2>
          <button type="button" className="dialog__close" aria-label={intl.formatMessage({ id: 'common.close' })} onClick={onClose}>
            ×
          </button>
        </header>
        <div className="dialog__body">{children}</div>
      </div>
    </div>
  );
}
