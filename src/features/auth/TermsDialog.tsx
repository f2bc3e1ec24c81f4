import { useEffect, useState } from 'react';
import { Dialog } from '../../components/Dialog';
import * as guestApi from '../../api/guest';

/** The registration terms, in the language of the request. */
export function TermsDialog({ onClose }: { onClose: () => void }) {
  const [terms, setTerms] = useState<{ title: string; content: string } | null>(null);
  useEffect(() => {
    let live = true;
    guestApi.getRegisterTerms().then(
      (loaded) => live && setTerms(loaded),
      () => live && onClose(),
    );
    return () => {
      live = false;
    };
  }, [onClose]);
  return (
    <Dialog title={terms?.title ?? ''} onClose={onClose}>
      <div className="terms-text">
        {terms?.content.split('\n').map((line) => <p key={line}>{line}</p>)}
      </div>
    </Dialog>
  );
}
