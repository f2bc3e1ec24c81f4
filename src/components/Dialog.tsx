import { useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useIntl } from 'react-intl';
import { useFocusTrap } from './useFocusTrap';
import './Dialog.css';

/**
 * A modal dialog that closes on its button, the backdrop or Escape, and keeps focus inside while open. It is
 * drawn into document.body: an ancestor with a `transform` (the side bar) would otherwise be the containing
 * block of its fixed backdrop, which would then cover that ancestor only and push the panel off screen.
 */
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
  const panel = useRef<HTMLDivElement>(null);
  useFocusTrap(panel, { onEscape: onClose });
  return createPortal(
    <div className="dialog-backdrop" onClick={onClose}>
      <div
        ref={panel}
        className={`dialog dialog--${size}`}
        role="dialog"
        aria-modal="true"
        aria-label={title}
        tabIndex={-1}
        onClick={(event) => event.stopPropagation()}
      >
        <header className="dialog__header">
          <h2>{title}</h2>
          <button type="button" className="dialog__close" aria-label={intl.formatMessage({ id: 'common.close' })} onClick={onClose}>
            ×
          </button>
        </header>
        <div className="dialog__body">{children}</div>
      </div>
    </div>,
    document.body,
  );
}

/** A dialog's buttons, at its foot, right-aligned (`className` adds a placement of the dialog's own). */
export function DialogActions({ className, children }: { className?: string; children: ReactNode }) {
  return <div className={className ? `dialog__actions ${className}` : 'dialog__actions'}>{children}</div>;
}
