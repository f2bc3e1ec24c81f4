import { useEffect, useId, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useIntl } from 'react-intl';
import { currencyCodeOf, offeredCurrencies } from '../../../machines/rules/currency';
import { getSysConfigValue } from '../../api/settings';
import { changeCurrency } from '../../api/user';
import { isApiFailure } from '../../api/client';
import { sessionData } from '../../store/session';
import { useSiteActors } from '../../session/SiteActorsContext';
import './CurrencySelect.css';

/**
 * The member's currency beside the language (issue 23), loaded for members only: the currencies the operator
 * offers (the `currencies` site setting), or, when there is one, that one with the reason there is no other.
 * A change goes to the server, which refuses it while the member holds money in the current currency (its
 * message is shown in place); a change made reloads the member through the session actor.
 */
export function CurrencySelect() {
  const intl = useIntl();
  const { session } = useSiteActors();
  const { userInfo } = useSnapshot(sessionData);
  const [offered, setOffered] = useState<number[]>(() => offeredCurrencies(null));
  const [open, setOpen] = useState(false);
  const [saving, setSaving] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const menuId = useId();
  useEffect(() => {
    let live = true;
    // A setting that cannot be read leaves the default offer (CNY alone): nothing new opens by mistake.
    getSysConfigValue('currencies', { handles: 'all' }).then(
      (value) => live && setOffered(offeredCurrencies(value)),
      () => {},
    );
    return () => {
      live = false;
    };
  }, []);
  const current = userInfo?.currencyType ?? offered[0];
  const choose = async (currencyType: number) => {
    if (currencyType === current) return setOpen(false);
    setSaving(true);
    setRefusal(null);
    try {
      await changeCurrency(currencyType, { handles: 'all' });
      session.send({ type: 'REFRESH_MEMBER' });
      setOpen(false);
    } catch (error) {
      setRefusal(isApiFailure(error) && error.code !== -1 ? error.msg : intl.formatMessage({ id: isApiFailure(error) ? error.msg : 'currency.failed' }));
    } finally {
      setSaving(false);
    }
  };
  const others = offered.filter((type) => type !== current);
  return (
    <div
      className="currency-select"
      onKeyDown={(event) => {
        if (event.key === 'Escape') setOpen(false);
      }}
    >
      <button
        type="button"
        className="currency-select__toggle"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={intl.formatMessage({ id: 'currency.current' }, { currency: currencyCodeOf(current) })}
        onClick={() => {
          setOpen(!open);
          setRefusal(null);
        }}
      >
        {currencyCodeOf(current)}
      </button>
      {open && (
        <div id={menuId} className="currency-select__menu" role="group" aria-label={intl.formatMessage({ id: 'header.currency' })}>
          {others.length === 0 ? (
            <p className="currency-select__note" data-testid="currency-only">
              {intl.formatMessage({ id: 'currency.only' }, { currency: currencyCodeOf(current) })}
            </p>
          ) : (
            <ul className="currency-select__options">
              {[current, ...others].map((type) => (
                <li key={type}>
                  <button type="button" aria-pressed={type === current} disabled={saving} onClick={() => void choose(type)}>
                    {currencyCodeOf(type)}
                  </button>
                </li>
              ))}
            </ul>
          )}
          {others.length > 0 && <p className="currency-select__note">{intl.formatMessage({ id: 'currency.keepsMoney' })}</p>}
          {refusal && (
            <p className="currency-select__refusal" role="alert">
              {refusal}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
