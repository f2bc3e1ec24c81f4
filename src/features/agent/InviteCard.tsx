import { useRef } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import type { InviterInfo } from '../../api/agent';
import { QrCode } from '../../components/QrCode';
import { useSiteActors } from '../../session/SiteActorsContext';
import { AgentIcon } from './AgentIcon';

/**
 * An agent's invitation: the code and the link (`/#/user/register?code=…`, as the server answers it) with copy
 * buttons, and the link's QR code. Where the browser will not write the clipboard, the field is selected instead
 * so the member copies it by hand.
 */
export function InviteCard({ info }: { info: InviterInfo }) {
  const intl = useIntl();
  const { notify } = useSiteActors();
  const codeField = useRef<HTMLInputElement>(null);
  const linkField = useRef<HTMLInputElement>(null);
  const copy = (text: string, field: HTMLInputElement | null) => {
    const selectIt = () => field?.select();
    if (!navigator.clipboard) return selectIt();
    navigator.clipboard.writeText(text).then(() => notify('success', 'agent.invite.copied'), selectIt);
  };
  const code = info.inviteCode ?? '';
  const link = info.inviteUrl ?? '';
  return (
    <section className="agent-invite" aria-labelledby="agent-invite-title" data-testid="agent-invite">
      <div className="agent-invite__fields">
        <h2 id="agent-invite-title">
          <FormattedMessage id="agent.invite.title" />
        </h2>
        {info.joinTime !== null && (
          <p className="agent-invite__since">
            <FormattedMessage id="agent.invite.since" values={{ date: <FormattedDate value={info.joinTime} year="numeric" month="2-digit" day="2-digit" /> }} />
          </p>
        )}
        <label className="agent-invite__field" htmlFor="agent-invite-code">
          <FormattedMessage id="agent.invite.code" />
        </label>
        <div className="agent-invite__copy">
          <input id="agent-invite-code" ref={codeField} className="agent-invite__code" value={code} readOnly data-testid="agent-code" />
          <button type="button" className="button button--gold" onClick={() => copy(code, codeField.current)}>
            <AgentIcon name="copy" />
            <FormattedMessage id="agent.invite.copyCode" />
          </button>
        </div>
        <label className="agent-invite__field" htmlFor="agent-invite-link">
          <FormattedMessage id="agent.invite.link" />
        </label>
        <div className="agent-invite__copy">
          <input id="agent-invite-link" ref={linkField} value={link} readOnly data-testid="agent-link" />
          <button type="button" className="button button--outline" onClick={() => copy(link, linkField.current)}>
            <AgentIcon name="copy" />
            <FormattedMessage id="agent.invite.copyLink" />
          </button>
        </div>
      </div>
      <figure className="agent-invite__qr">
        <QrCode link={link} size={124} label={intl.formatMessage({ id: 'agent.invite.qr' })} />
        <figcaption>
          <FormattedMessage id="agent.invite.qr" />
        </figcaption>
      </figure>
    </section>
  );
}
