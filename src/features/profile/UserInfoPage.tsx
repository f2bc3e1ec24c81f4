import { useState } from 'react';
import { FormattedDate, FormattedMessage } from 'react-intl';
import { useSnapshot } from 'valtio';
import { sessionData } from '../../store/session';
import { Avatar } from '../../components/Avatar';
import { securityLevel } from '../../../machines/rules/profile';
import type { SecurityFormKind } from '../../../machines/rules/securityForms';
import type { MemberInfo } from '../../api/user';
import { AvatarDialog } from './AvatarDialog';
import { SecurityFormDialog } from './SecurityFormDialog';
import { useAvatar } from './useAvatar';
import './UserInfoPage.css';

interface SecurityRow {
  item: 'phone' | 'email' | 'password' | 'withdrawPassword';
  done: boolean;
  value: React.ReactNode;
  form: SecurityFormKind;
  action: string;
}

function securityRows(userInfo: MemberInfo): SecurityRow[] {
  return [
    { item: 'phone', done: userInfo.phone !== null, value: userInfo.phone, form: 'phone', action: userInfo.phone ? 'security.action.change' : 'security.action.bind' },
    { item: 'email', done: userInfo.email !== null, value: userInfo.email, form: 'email', action: userInfo.email ? 'security.action.change' : 'security.action.bind' },
    { item: 'password', done: true, value: '••••••••', form: 'password', action: 'security.action.change' },
    {
      item: 'withdrawPassword',
      done: userInfo.hasWithdrawPassword,
      value: userInfo.hasWithdrawPassword ? '••••••' : null,
      form: userInfo.hasWithdrawPassword ? 'withdrawChange' : 'withdrawSet',
      action: userInfo.hasWithdrawPassword ? 'security.action.change' : 'security.action.set',
    },
  ];
}

/** /mine/userInfo: personal info, the security meter and the dialogs that change them (spec sections 2, 3 and 5). */
export default function UserInfoPage() {
  const { userInfo } = useSnapshot(sessionData);
  const avatar = useAvatar();
  const [dialog, setDialog] = useState<SecurityFormKind | null>(null);
  if (!userInfo) return null;
  const level = securityLevel({
    hasPhone: userInfo.phone !== null,
    hasEmail: userInfo.email !== null,
    hasRealName: userInfo.realName !== null,
    hasWithdrawPassword: userInfo.hasWithdrawPassword,
  });
  const nextForm: Record<NonNullable<typeof level.next>, SecurityFormKind> = {
    phone: 'phone',
    email: 'email',
    realName: 'basicInfo',
    withdrawPassword: 'withdrawSet',
  };
  const unset = (
    <span className="user-info__unset">
      <FormattedMessage id="profile.unset" />
    </span>
  );
  const rows: Array<[string, React.ReactNode]> = [
    ['profile.realName', userInfo.realName ?? unset],
    ['profile.gender', userInfo.gender ? <FormattedMessage id={`profile.gender.${userInfo.gender}`} /> : unset],
    ['profile.birthDate', userInfo.birthDate ?? unset],
    ['profile.registeredAt', <FormattedDate value={userInfo.registeredAt} year="numeric" month="2-digit" day="2-digit" />],
  ];
  return (
    <section className="user-info">
      <header className="user-info__head">
        <button type="button" className="user-info__avatar" onClick={() => avatar.send({ type: 'OPEN' })}>
          <Avatar src={userInfo.photoUrl} size={84} />
          <span>
            <FormattedMessage id="profile.avatar.change" />
          </span>
        </button>
        <div className="user-info__who">
          <h1>{userInfo.userName}</h1>
          <p>
            <FormattedMessage id="profile.joinedDays" values={{ days: userInfo.joinDays }} />
          </p>
        </div>
        <div className={`security-meter security-meter--${level.grade}`}>
          <span className="security-meter__label">
            <FormattedMessage id="security.level" />
            <strong>
              <FormattedMessage id={`security.grade.${level.grade}`} />
            </strong>
          </span>
          <div className="security-meter__bar" role="meter" aria-valuemin={0} aria-valuemax={4} aria-valuenow={level.score} aria-labelledby="security-meter-text">
            {[0, 1, 2, 3].map((step) => (
              <i key={step} className={step < level.score ? 'is-on' : ''} />
            ))}
          </div>
          {level.next ? (
            <button type="button" className="link-button security-meter__next" id="security-meter-text" onClick={() => setDialog(nextForm[level.next!])}>
              <FormattedMessage id={`security.next.${level.next}`} /> ›
            </button>
          ) : (
            <small id="security-meter-text">
              <FormattedMessage id="security.next.none" />
            </small>
          )}
        </div>
      </header>

      <div className="user-info__section">
        <h2 className="user-info__title">
          <FormattedMessage id="profile.basicInfo" />
        </h2>
        <button type="button" className="button button--outline user-info__edit" onClick={() => setDialog('basicInfo')}>
          <FormattedMessage id="profile.edit" />
        </button>
      </div>
      <dl className="user-info__rows">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>
              <FormattedMessage id={label} />
            </dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>

      <div className="user-info__section">
        <h2 className="user-info__title">
          <FormattedMessage id="security.title" />
        </h2>
      </div>
      <ul className="security-items">
        {securityRows(userInfo).map((row) => (
          <li key={row.item} className={row.done ? 'is-done' : ''} data-item={row.item}>
            <span className="security-items__mark" aria-hidden="true">
              {row.done ? '✓' : '!'}
            </span>
            <div className="security-items__text">
              <strong>
                <FormattedMessage id={`security.item.${row.item}`} />
              </strong>
              <small>
                <FormattedMessage id={`security.about.${row.item}`} />
              </small>
            </div>
            <span className="security-items__value">{row.value ?? unset}</span>
            <button type="button" className={`button ${row.done ? 'button--outline' : 'button--gold'}`} onClick={() => setDialog(row.form)}>
              <FormattedMessage id={row.action} />
            </button>
          </li>
        ))}
      </ul>
      <AvatarDialog avatar={avatar} current={userInfo.photoUrl} />
      {dialog && <SecurityFormDialog kind={dialog} member={userInfo as MemberInfo} onClose={() => setDialog(null)} />}
    </section>
  );
}
