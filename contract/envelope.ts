import { Type, type Static, type TObject, type TProperties, type TSchema } from 'typebox';
import type { OperatorRole } from '../machines/rules/operators';

/**
 * The shape every /web call shares, and the record each area file fills in per endpoint. A schema is
 * written once here; the server validates and serialises with it, the site types its calls with it,
 * and the OpenAPI document is generated from it.
 */

/**
 * Who may call an endpoint: anyone, a member with a live token (header `token`), sandbox mode only, a
 * payment provider (its signature), or an operator (Authorization: Bearer KEY) of the roles it names.
 */
export type Access = 'guest' | 'member' | 'sandbox' | 'provider' | 'operator';

interface EndpointParts {
  method: 'GET' | 'POST' | 'PUT';
  /** Path under /web. */
  path: string;
  summary: string;
  querystring?: TObject;
  body?: TObject;
  params?: TObject;
  /** The data keys beside code and msg; null when the answer is not a JSON envelope (a picture, a page). */
  reply: TObject | null;
  /** Content type of a reply that is not JSON. */
  produces?: string;
  /** Money-moving: the call carries an Idempotency-Key, and a repeat answers the first result. */
  idempotent?: boolean;
}

export interface PublicEndpoint extends EndpointParts {
  access: Exclude<Access, 'operator'>;
  roles?: never;
}

/**
 * An operator's endpoint names the roles that may call it (admin among them: admin may do everything); the
 * server installs one check from this declaration (server/http/operatorAccess.ts), so a route cannot forget it.
 */
export interface OperatorEndpoint extends EndpointParts {
  access: 'operator';
  roles: readonly [OperatorRole, ...OperatorRole[]];
  reply: TObject;
}

export type Endpoint = PublicEndpoint | OperatorEndpoint;

/** Declares an endpoint, keeping its literal types so that routes and calls infer from it. */
export const endpoint = <const E extends Endpoint>(definition: E): E => definition;

/** The full success body: code 0, msg and the endpoint's data keys. */
export const withEnvelope = <P extends TProperties>(reply: TObject<P>) =>
  Type.Object({ code: Type.Integer(), msg: Type.String(), ...reply.properties });

/** Every refusal: a non-zero code (also the HTTP status), a message in the caller's language, the field at fault. */
export const FailureEnvelope = Type.Object(
  {
    code: Type.Integer({ description: 'Non-zero; equal to the HTTP status' }),
    msg: Type.String({ description: "In the caller's language (member setting, else the lang header, else zh)" }),
    field: Type.Optional(Type.String({ description: 'The parameter at fault, where there is one' })),
  },
  { additionalProperties: true },
);
export type FailureEnvelope = Static<typeof FailureEnvelope>;

/** No data keys beside code and msg. */
export const NoData = Type.Object({});

type SchemaOf<S> = S extends TSchema ? Static<S> : never;
/** What a call sends and receives, for the site's call functions. */
export type QueryOf<E extends Endpoint> = SchemaOf<E['querystring']>;
export type BodyOf<E extends Endpoint> = SchemaOf<E['body']>;
export type ParamsOf<E extends Endpoint> = SchemaOf<E['params']>;
export type ReplyOf<E extends Endpoint> = SchemaOf<E['reply']>;

/** Amounts are 2-decimal text ("12.30"); minor units never cross the wire. */
export const Amount = Type.String({ description: 'Two-decimal amount, e.g. "12.30"', examples: ['12.30'] });

/** A venue's plat_type, or "central" for the central wallet where a wallet is named. */
export const WalletId = Type.String({ minLength: 1, maxLength: 32, description: 'plat_type of a venue, or "central"' });

/** A whole number a JSON body may also carry as its digits in text (older clients send "1"). */
export const WholeNumber = Type.Union([Type.Integer(), Type.String({ pattern: '^[0-9]{1,9}$' })]);

/** Milliseconds since 1970. */
export const EpochMs = Type.Integer({ minimum: 0, maximum: 999_999_999_999_999 });
