import { useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import { LANGUAGES, isLanguageCode } from '../../../machines/rules/language';
import { useSiteActors } from '../../session/SiteActorsContext';

export function LanguageSelect() {
  const intl = useIntl();
  const { languageSelector } = useSiteActors();
  const current = useSelector(languageSelector, (state) => state.context.pending ?? state.context.current);
  const saving = useSelector(languageSelector, (state) => state.hasTag('saving'));
  return (
    <label className="language-select">
      <svg viewBox="0 0 20 20" aria-hidden="true">
        <path d="M10 1.5a8.5 8.5 0 1 0 0 17 8.5 8.5 0 0 0 0-17Zm5.9 5h-2.6a13 13 0 0 0-1.2-3.4 7 7 0 0 1 3.8 3.4ZM10 3c.8 1 1.5 2.2 1.8 3.5H8.2C8.5 5.2 9.2 4 10 3ZM3.2 11.5a7 7 0 0 1 0-3h3a15 15 0 0 0 0 3h-3Zm.9 2h2.6c.3 1.2.7 2.4 1.2 3.4a7 7 0 0 1-3.8-3.4Zm2.6-7H4.1a7 7 0 0 1 3.8-3.4c-.5 1-.9 2.2-1.2 3.4ZM10 17c-.8-1-1.5-2.2-1.8-3.5h3.6C11.5 14.8 10.8 16 10 17Zm2.1-5.5H7.9a13 13 0 0 1 0-3h4.2a13 13 0 0 1 0 3Zm0 5.4c.5-1 .9-2.2 1.2-3.4h2.6a7 7 0 0 1-3.8 3.4Zm1.7-5.4a15 15 0 0 0 0-3h3a7 7 0 0 1 0 3h-3Z" />
      </svg>
      <select
        aria-label={intl.formatMessage({ id: 'language.label' })}
        value={current}
        disabled={saving}
        onChange={(event) => {
          const language = event.target.value;
          if (isLanguageCode(language)) languageSelector.send({ type: 'SELECT', language });
        }}
      >
        {LANGUAGES.map(({ code }) => (
          <option key={code} value={code}>
            {intl.formatMessage({ id: `language.${code}` })}
          </option>
        ))}
      </select>
    </label>
  );
}
