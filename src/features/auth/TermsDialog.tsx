import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Dialog } from '../../components/Dialog';
import * as registrationApi from '../../api/registration';

/** The registration terms, in the language of the request. */
export function TermsDialog({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  const [terms, setTerms] = useState<{ title: string; content: string } | null>(null);
  useEffect(() => {
    let live = true;
    registrationApi.getRegisterTerms().then(
      (loaded) => live && setTerms(loaded),
      () => live && onClose(),
    );
    return () => {
      live = false;
    };
  }, [onClose]);
  return (
    <Dialog title={terms?.title ?? intl.formatMessage({ id: 'common.loading' })} onClose={onClose}>
      <div className="terms-text">
        {terms?.content.split('\n').map((line, index) => <p key={index}>{line}</p>)}
      </div>
    </Dialog>
  );
}
