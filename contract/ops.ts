import { Type, type Static } from 'typebox';
import { endpoint, EpochMs } from './envelope';
import { RecordPage } from './wallet';
import { PAGE_SIZE_MAX } from '../machines/rules/paging';
import { OPERATOR_NAME_MAX, OPERATOR_NAME_MIN, OPERATOR_NAME_PATTERN, OPERATOR_ROLES, REJECT_REASON_MAX, type OperatorRole } from '../machines/rules/operators';

/**
 * The operator's desk (/web/ops/, only with OPERATOR_KEY set; Authorization: Bearer KEY): who may call what,
 * the paging every desk list shares, the operators themselves and the log of their actions. The deposit and
 * withdrawal desks' endpoints are in deposit.ts and withdrawal.ts and use the parts declared here.
 */

/** Who may call an operator endpoint. Admin may do everything, so admin is in every list. */
export const OPS_ROLES = {
  /** Reading the desk's lists and logs. */
  anyOperator: ['admin', 'finance', 'support'],
  /** Approving or rejecting money, setting money settings: never support. */
  money: ['admin', 'finance'],
  /** Managing operators. */
  admin: ['admin'],
} as const satisfies Record<string, readonly [OperatorRole, ...OperatorRole[]]>;

export const OperatorRoleValue = Type.Union([Type.Literal(OPERATOR_ROLES[0]), Type.Literal(OPERATOR_ROLES[1]), Type.Literal(OPERATOR_ROLES[2])]);

export const OPS_PAGE_SIZE_DEFAULT = 50;
const pageIndex = Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 }));
const pageSize = Type.Optional(Type.Integer({ minimum: 1, maximum: PAGE_SIZE_MAX, default: OPS_PAGE_SIZE_DEFAULT }));
/** Every desk list is paged as the member's records are: pageIndex from 1, pageSize 1-100 (default 50); the answer carries the total. */
export const OpsPage = { pageIndex, pageSize };

/** A desk list of orders: pending (awaiting the operator, oldest first) or all (newest first), by page. */
export const OpsOrderQuery = Type.Object({
  status: Type.Optional(Type.Union([Type.Literal('pending'), Type.Literal('all')], { default: 'pending', description: 'pending: awaiting the operator, oldest first; all: newest first' })),
  ...OpsPage,
});
export type OpsOrderQuery = Static<typeof OpsOrderQuery>;

export const OpsOrderParams = Type.Object({ orderNo: Type.String({ minLength: 1, maxLength: 64 }) });

/** A rejection always says why; the member reads it on the order. */
export const OpsRejectBody = Type.Object({
  reason: Type.String({ minLength: 1, maxLength: REJECT_REASON_MAX, pattern: '\\S', description: 'Why, shown to the member (not blank)' }),
});

export const Operator = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  role: OperatorRoleValue,
  bootstrap: Type.Boolean({ description: 'The admin whose key is OPERATOR_KEY' }),
  createTime: EpochMs,
  disabledTime: Type.Union([EpochMs, Type.Null()]),
});
export type Operator = Static<typeof Operator>;

export const AddOperatorBody = Type.Object({
  name: Type.String({ minLength: OPERATOR_NAME_MIN, maxLength: OPERATOR_NAME_MAX, pattern: OPERATOR_NAME_PATTERN, description: '2-32 letters, digits, dot, dash or underscore, the first a letter or digit' }),
  role: OperatorRoleValue,
});

export const OperatorParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });

export const OpsAction = Type.Object({
  id: Type.Integer(),
  operatorId: Type.Integer(),
  operatorName: Type.String(),
  operatorRole: OperatorRoleValue,
  action: Type.String({ description: 'deposit.approve, deposit.reject, withdrawal.approve, withdrawal.reject, operator.add, operator.disable' }),
  targetKind: Type.String({ description: 'deposit, withdrawal or operator' }),
  targetId: Type.String({ description: "The order number, or the operator's id" }),
  reason: Type.Union([Type.String(), Type.Null()]),
  detail: Type.Union([Type.String(), Type.Null()]),
  createTime: EpochMs,
});
export type OpsAction = Static<typeof OpsAction>;

export const OpsActionQuery = Type.Object({
  operatorId: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647, description: "Only this operator's actions" })),
  ...OpsPage,
});

export const operators = {
  opsMe: endpoint({
    method: 'GET',
    path: '/ops/me',
    summary: 'The operator the key belongs to: name and role',
    access: 'operator',
    roles: OPS_ROLES.anyOperator,
    reply: Type.Object({ operator: Operator }),
  }),
  opsOperators: endpoint({
    method: 'GET',
    path: '/ops/operators',
    summary: 'The operators, oldest first, by page',
    access: 'operator',
    roles: OPS_ROLES.admin,
    querystring: Type.Object(OpsPage),
    reply: Type.Object({ page: RecordPage(Operator) }),
  }),
  opsAddOperator: endpoint({
    method: 'POST',
    path: '/ops/operators',
    summary: 'Adds an operator: the answer shows the key once (only its hash is kept)',
    access: 'operator',
    roles: OPS_ROLES.admin,
    body: AddOperatorBody,
    reply: Type.Object({ key: Type.String({ description: 'Shown this once' }), operator: Operator }),
  }),
  opsDisableOperator: endpoint({
    method: 'POST',
    path: '/ops/operators/:id/disable',
    summary: "Disables an operator: the key is refused from the next call (the bootstrap admin is turned off by unsetting OPERATOR_KEY)",
    access: 'operator',
    roles: OPS_ROLES.admin,
    params: OperatorParams,
    reply: Type.Object({ operator: Operator }),
  }),
  opsActions: endpoint({
    method: 'GET',
    path: '/ops/actions',
    summary: "What the operators did, newest first, by page (one operator's with operatorId)",
    access: 'operator',
    roles: OPS_ROLES.anyOperator,
    querystring: OpsActionQuery,
    reply: Type.Object({ page: RecordPage(OpsAction) }),
  }),
} as const;
