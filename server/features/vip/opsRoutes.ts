import type { AppContext } from '../../http/context';
import type { operatorDesk } from '../../http/operatorAccess';
import type { ActingOperator } from '../ops/operators';
import { opsVip, type SetVipLevelBody } from '../../../contract/vip';
import { recordAction } from '../ops/actions';
import { badRequest } from '../../errors';
import { percentOf } from '../games/rebates';
import { vipLevels, vipLevelView, welfareMultiples } from './levels';
import { returnWaterList } from './standing';

/**
 * The operator's VIP desk (admin only): the configuration in force, a level's requirements and benefits, and a
 * rebate ratio (at most 1.2 %: the contract refuses 1.21). A level's promotion turnover must stay between its
 * neighbours' (level 0 asks nothing), so the levels keep rising. Each change is logged in its own transaction.
 * The content loader keeps an operator's edit of a row (server/features/content/loadContent.ts).
 */

const LEVEL_AMOUNT = /^(0|[1-9]\d{0,8})(\.\d{1,2})?$/;

/** An amount of a level ("18", "18.5", "18.50"; 0 allowed) in minor units, or a refusal naming the field. */
function minorOf(body: SetVipLevelBody, field: Exclude<keyof SetVipLevelBody, 'dailyWithdrawCount'>) {
  const text = body[field].trim();
  if (!LEVEL_AMOUNT.test(text)) throw badRequest('vip.error.amount', {}, field);
  const [whole, fraction = ''] = text.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

function levelRow(vipLevel: number, body: SetVipLevelBody) {
  return {
    vip_level: vipLevel,
    promotion_minor: minorOf(body, 'promotionTurnover'),
    keep_minor: minorOf(body, 'relegationTurnover'),
    daily_count: body.dailyWithdrawCount,
    daily_limit_minor: minorOf(body, 'dailyWithdrawLimit'),
    upgrade_gift_minor: minorOf(body, 'upgradeGift'),
    birthday_gift_minor: minorOf(body, 'birthdayGift'),
    weekly_packet_minor: minorOf(body, 'weeklyRedPacket'),
    exclusive_packet_minor: minorOf(body, 'exclusiveRedPacket'),
  };
}

export function serveOperatorVip(desk: ReturnType<typeof operatorDesk<ActingOperator>>, ctx: AppContext) {
  const { db, clock } = ctx;
  desk.serve(opsVip.opsVipConfig, async (request) => ({
    vipLevelList: (await vipLevels(db)).map(vipLevelView),
    welfareMultiples: await welfareMultiples(db),
    returnWaterList: await returnWaterList(db, request.language),
  }));

  desk.serve(opsVip.opsSetVipLevel, async (request) => {
    const row = levelRow(request.params.vipLevel, request.body);
    const levels = await vipLevels(db);
    const below = levels.find((level) => level.vip_level === row.vip_level - 1);
    const above = levels.find((level) => level.vip_level === row.vip_level + 1);
    if (row.vip_level === 0 && (row.promotion_minor !== 0 || row.keep_minor !== 0)) throw badRequest('vip.error.levelZeroFree', {}, 'promotionTurnover');
    if ((below && row.promotion_minor <= below.promotion_minor) || (above && row.promotion_minor >= above.promotion_minor)) {
      throw badRequest('vip.error.promotionOrder', { level: row.vip_level }, 'promotionTurnover');
    }
    await db.transaction().execute(async (trx) => {
      await trx.updateTable('vip_levels').set(row).where('vip_level', '=', row.vip_level).execute();
      await recordAction(trx, clock, request.operator, { action: 'vip.level', targetKind: 'setting', targetId: `VIP${row.vip_level}`, detail: JSON.stringify(request.body) });
    });
    return { vipLevel: vipLevelView(row) };
  });

  desk.serve(opsVip.opsSetRebate, async (request) => {
    const { gameType, vipLevel, ratio } = request.body;
    const ratioBp = Math.round(ratio * 100);
    if (Math.abs(ratio * 100 - ratioBp) > 1e-9) throw badRequest('vip.error.ratioDecimals', {}, 'ratio');
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('game_rebates')
        .values({ game_type: gameType, vip_level: vipLevel, ratio_bp: ratioBp })
        .onConflict((oc) => oc.columns(['game_type', 'vip_level']).doUpdateSet({ ratio_bp: ratioBp }))
        .execute();
      await recordAction(trx, clock, request.operator, { action: 'vip.rebate', targetKind: 'setting', targetId: `rebate:${gameType}:${vipLevel}`, detail: percentOf(ratioBp) });
    });
    return { waterStrategy: { vipLevel, ratio: percentOf(ratioBp) } };
  });
}
