import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { AppContext } from '../../http/context';
import { ok } from '../../http/envelope';
import { routeOptions } from '../../http/route';
import { settings } from '../../../contract/settings';
import { readSetting } from './settings';

/** /sys/sysConfig/getSysConfigValue: any visitor reads a setting (the registration form asks before there is a member). */
export function settingRoutes(ctx: AppContext) {
  const { db } = ctx;
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<TypeBoxTypeProvider>();
    app.post(settings.getSysConfigValue.path, routeOptions(settings.getSysConfigValue), async (request) => {
      const setting = await readSetting(db, request.query.key);
      return ok(request, { configKey: setting.key, configValue: setting.value });
    });
  };
}
