import type { AppContext } from '../../http/context';
import type { operatorDesk } from '../../http/operatorAccess';
import type { ActingOperator } from '../ops/operators';
import { opsSettings } from '../../../contract/settings';
import { recordAction } from '../ops/actions';
import { writeSetting, type SiteSetting } from './settings';

const opsView = (setting: SiteSetting) => ({
  configKey: setting.key,
  configValue: setting.value,
  updateTime: setting.updatedAt,
  updatedBy: setting.updatedBy,
});

/** PUT /web/ops/settings/{key} on the operator's desk (admins): the change and its log row in one transaction. */
export function serveSettings(desk: ReturnType<typeof operatorDesk<ActingOperator>>, ctx: AppContext) {
  const { db, clock } = ctx;
  desk.serve(opsSettings.opsSetSetting, async (request) => {
    const setting = await db.transaction().execute(async (trx) => {
      const set = await writeSetting(trx, clock, request.params.key, request.body.value, request.operator.name);
      await recordAction(trx, clock, request.operator, { action: 'setting.set', targetKind: 'setting', targetId: set.key, detail: set.value });
      return set;
    });
    return { setting: opsView(setting) };
  });
}
