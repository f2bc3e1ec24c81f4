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
      {/* The globe is drawn by the stylesheet (a mask of /brand/globe.svg): kept out of the first load's script. */}
      <span className="language-select__globe" aria-hidden="true" />
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
