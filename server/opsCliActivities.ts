/**
 * `npm run ops -- activities …` and `applications …`: the promotions desk of the operator's terminal
 * (./opsCli.ts), over /web/ops/activities and /web/ops/activity-applications. An activity is written from a
 * JSON file holding the body of POST /web/ops/activities (contract/activity.ts ActivityInput; the sandbox's
 * server/content/activities/activities.json shows the rules' fields).
 */
import { readFileSync } from 'node:fs';
import type { OpsActivity, OpsApplication } from '../contract/activity';

export const ACTIVITIES_USAGE = [
  '       npm run ops -- activities [list [scheduled|running|ended|all] [--page N] [--size N] | create <file.json> | edit <id> <file.json> | end <id>]',
  '       npm run ops -- applications [list [all] [--page N] [--size N] | approve <id> | reject <id> <reason>]',
].join('\n');

const time = (at: number) => new Date(at).toISOString().slice(0, 16).replace('T', ' ');

export const activityLine = (activity: OpsActivity) => {
  const gives = activity.kind === 'bettingGift' ? `${activity.tiers.length} tiers` : activity.bonusType === 'fixed' ? activity.bonusAmount : `${activity.bonusPercent}% up to ${activity.bonusCap}`;
  const counts = `${activity.applications.pending} pending, ${activity.applications.granted} granted, ${activity.applications.rejected} rejected`;
  return [activity.id, activity.phase, `${time(activity.startTime)} → ${time(activity.endTime)}`, activity.texts.en.title, gives, `${activity.turnoverMultiple}x`, activity.review ? 'reviewed' : 'at once', counts].join('\t');
};

export const applicationLine = (application: OpsApplication) =>
  [application.id, application.orderNo, application.userName, application.activityName, application.prize, application.status, application.depositAmount ? `deposit ${application.depositAmount}` : '-', application.rejectReason ?? '-'].join('\t');

type Answer = { activity?: OpsActivity; application?: OpsApplication };

const bodyOf = (file: string): object => JSON.parse(readFileSync(file, 'utf8')) as object;

/** What the promotions desk asks the server, or null for a command it does not understand. */
export function activitiesRequest<L>(area: string, action: string, rest: string[], pagingQuery: string[], listOf: <T>(path: string, line: (record: T) => string, none: string) => L) {
  const query = (parts: string[]) => (parts.length ? `?${parts.join('&')}` : '');
  const showActivity = (answer: Answer) => activityLine(answer.activity!);
  const showApplication = (answer: Answer) => applicationLine(answer.application!);
  if (area === 'activities') {
    if (action === 'list' && rest.length <= 1 && ['scheduled', 'running', 'ended', 'all', undefined].includes(rest[0])) {
      return listOf(`/activities${query([`phase=${rest[0] ?? 'all'}`, ...pagingQuery])}`, activityLine, 'no activities');
    }
    if (action === 'create' && rest.length === 1) return { method: 'POST' as const, path: '/activities', body: bodyOf(rest[0]), show: showActivity };
    if (action === 'edit' && rest.length === 2) return { method: 'PUT' as const, path: `/activities/${encodeURIComponent(rest[0])}`, body: bodyOf(rest[1]), show: showActivity };
    if (action === 'end' && rest.length === 1) return { method: 'POST' as const, path: `/activities/${encodeURIComponent(rest[0])}/end`, show: showActivity };
    return null;
  }
  if (area === 'applications') {
    if (action === 'list' && rest.length <= 1 && (rest[0] === undefined || rest[0] === 'all')) {
      return listOf(`/activity-applications${query([`status=${rest[0] === 'all' ? 'all' : 'pending'}`, ...pagingQuery])}`, applicationLine, 'no applications');
    }
    if (action === 'approve' && rest.length === 1) return { method: 'POST' as const, path: `/activity-applications/${encodeURIComponent(rest[0])}/approve`, show: showApplication };
    if (action === 'reject' && rest.length >= 2) {
      return { method: 'POST' as const, path: `/activity-applications/${encodeURIComponent(rest[0])}/reject`, body: { reason: rest.slice(1).join(' ') }, show: showApplication };
    }
    return null;
  }
  return null;
}
