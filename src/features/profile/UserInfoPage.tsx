import { FormattedDate, FormattedMessage } from 'react-intl';
import { useSnapshot } from 'valtio';
import { sessionData } from '../../store/session';
import { Avatar } from '../../components/Avatar';
import { securityLevel } from '../../../machines/rules/profile';
import { AvatarDialog } from './AvatarDialog';
import { useAvatar } from './useAvatar';
import './UserInfoPage.css';

/** /mine/userInfo: personal info and the security meter (spec sections 2, 3 and 5). */
export default function UserInfoPage() {
  const { userInfo } = useSnapshot(sessionData);
  const avatar = useAvatar();
  if (!userInfo) return null;
  const level = securityLevel({
    hasPhone: userInfo.phone !== null,
    hasEmail: userInfo.email !== null,
    hasRealName: userInfo.realName !== null,
    hasWithdrawPassword: userInfo.hasWithdrawPassword,
  });
  const unset = <FormattedMessage id="profile.unset" />;
  const rows: Array<[string, React.ReactNode]> = [
    ['profile.realName', userInfo.realName ?? unset],
    ['profile.gender', userInfo.gender ? <FormattedMessage id={`profile.gender.${userInfo.gender}`} /> : unset],
    ['profile.birthDate', userInfo.birthDate ?? unset],
    ['profile.registeredAt', <FormattedDate value={userInfo.registeredAt} year="numeric" month="2-digit" day="2-digit" />],
    ['profile.phone', userInfo.phone ?? unset],
    ['profile.email', userInfo.email ?? unset],
  ];
  return (
    <section className="user-info">
      <header className="user-info__head">
        <button type="button" className="user-info__avatar" onClick={() => avatar.send({ type: 'OPEN' })}>
          <Avatar src={userInfo.photoUrl} size={88} />
          <span>
            <FormattedMessage id="profile.avatar.change" />
          </span>
        </button>
        <div>
          <h1>{userInfo.userName}</h1>
          <p>
            <FormattedMessage id="profile.joinedDays" values={{ days: userInfo.joinDays }} />
          </p>
        </div>
        <div className={`security-meter security-meter--${level.grade}`} aria-label="security level">
          <span className="security-meter__label">
            <FormattedMessage id="security.level" />: <strong><FormattedMessage id={`security.grade.${level.grade}`} /></strong>
          </span>
          <meter min={0} max={4} low={2} high={4} optimum={4} value={level.score} />
          <small>
            {level.next ? <FormattedMessage id={`security.next.${level.next}`} /> : <FormattedMessage id="security.next.none" />}
          </small>
        </div>
      </header>
      <h2 className="user-info__title">
        <FormattedMessage id="profile.basicInfo" />
      </h2>
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
      <h2 className="user-info__title">
        <FormattedMessage id="security.title" />
      </h2>
      <ul className="security-items">
        {(['phone', 'email', 'realName', 'withdrawPassword'] as const).map((item) => {
          const done = { phone: userInfo.phone !== null, email: userInfo.email !== null, realName: userInfo.realName !== null, withdrawPassword: userInfo.hasWithdrawPassword }[item];
          return (
            <li key={item} className={done ? 'is-done' : ''}>
              <span className="security-items__mark" aria-hidden="true">{done ? '✓' : '!'}</span>
              <FormattedMessage id={`security.item.${item}`} />
              <em>
                <FormattedMessage id={done ? 'security.done' : 'security.todo'} />
              </em>
            </li>
          );
        })}
      </ul>
      <AvatarDialog avatar={avatar} current={userInfo.photoUrl} />
    </section>
  );
}
