import type { FastifySchemaCompiler } from 'fastify';
import type { TSchema } from 'typebox';
import { Compile } from 'typebox/compile';
import { badRequest } from '../errors';

/**
 * Checks a request part against its contract schema (TypeBox's compiled checker). JSON bodies are taken
 * as typed: a number is a number and "1000" is text. Query strings, path parameters and headers arrive
 * as text, so a value whose schema is numeric is read as a number only when it is plainly one
 * ("12", "-3", "0.5"; never "1e3", "0x10" or " 1"). Text is trimmed, as members paste stray spaces,
 * and no text may hold a NUL (no client sends one and PostgreSQL refuses it). A refusal is a 400
 * envelope naming the parameter (`field`), in the caller's language.
 */

type Json = Record<string, unknown>;

const INTEGER_TEXT = /^-?[0-9]{1,15}$/;
const NUMBER_TEXT = /^-?[0-9]{1,15}(\.[0-9]{1,15})?$/;

/** The JSON types a schema accepts, looking through unions. */
function typesOf(schema: TSchema | undefined): Set<string> {
  const types = new Set<string>();
  if (!schema) return types;
  const node = schema as { type?: string | string[]; anyOf?: TSchema[] };
  for (const type of [node.type ?? []].flat()) types.add(type);
  for (const branch of node.anyOf ?? []) for (const type of typesOf(branch)) types.add(type);
  return types;
}

/** How a text value is read for a property's schema: as given, or as a number or boolean when plainly one. */
type FromText = (raw: string) => unknown;

/** The reading of text for a schema, worked out once per property when the route's checker is compiled. */
function fromTextFor(schema: TSchema | undefined): FromText {
  const types = typesOf(schema);
  if (types.has('string')) return (raw) => raw;
  const integer = types.has('integer');
  const number = types.has('number');
  const boolean = types.has('boolean');
  return (raw) => {
    if (integer && INTEGER_TEXT.test(raw)) return Number(raw);
    if (number && NUMBER_TEXT.test(raw)) return Number(raw);
    if (boolean && (raw === 'true' || raw === 'false')) return raw === 'true';
    return raw;
  };
}

/** A parameter the schema does not name stays text (the checker then refuses it, or lets it be). */
const asGiven: FromText = (raw) => raw;

function containsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\0');
  if (Array.isArray(value)) return value.some(containsNul);
  if (value !== null && typeof value === 'object') return Object.values(value).some(containsNul);
  return false;
}

/** Top-level values of a part, trimmed, and read from text (by each property's `readers`) where the part is text. */
function normalise(input: Json, readers: Map<string, FromText>, textPart: boolean): { value: Json; nulIn: string | null } {
  const value: Json = {};
  let nulIn: string | null = null;
  for (const name of Object.keys(input)) {
    const raw = input[name];
    if (nulIn === null && containsNul(raw)) nulIn = name;
    const trimmed = typeof raw === 'string' ? raw.trim() : raw;
    value[name] = textPart && typeof trimmed === 'string' ? (readers.get(name) ?? asGiven)(trimmed) : trimmed;
  }
  return { value, nulIn };
}

interface CheckError {
  keyword: string;
  instancePath: string;
  params: { requiredProperties?: string[] };
}

/** The parameter an error is about: the missing property, else the first step of its path. */
export function fieldOf(error: CheckError, part: string): string {
  if (error.keyword === 'required' && error.params.requiredProperties?.length) {
    const prefix = error.instancePath.split('/').filter(Boolean);
    return [...prefix, error.params.requiredProperties[0]].join('.');
  }
  const path = error.instancePath.split('/').filter(Boolean);
  return path.length > 0 ? path.join('.') : part;
}

const PART_NAMES: Record<string, string> = { body: 'body', querystring: 'query', params: 'params', headers: 'headers' };

export const validatorCompiler: FastifySchemaCompiler<TSchema> = ({ schema, httpPart }) => {
  const checker = Compile(schema);
  const part = PART_NAMES[httpPart ?? 'body'] ?? 'body';
  const textPart = httpPart !== 'body';
  const properties = (schema as { properties?: Record<string, TSchema> }).properties ?? {};
  // Object.hasOwn: a parameter named like an Object.prototype member ("constructor") is just an unknown one.
  const readers = new Map(Object.keys(properties).filter((name) => Object.hasOwn(properties, name)).map((name) => [name, fromTextFor(properties[name])]));
  return (input: unknown) => {
    // A POST without a body (or with JSON null) sends no parameters, like an empty object.
    const given = input === null || input === undefined ? {} : input;
    if (typeof given !== 'object' || Array.isArray(given)) return { error: badRequest('error.badParameter', { name: part }, part) };
    const { value, nulIn } = normalise(given as Json, readers, textPart);
    if (nulIn !== null) return { error: badRequest('error.badParameter', { name: nulIn }, nulIn) };
    if (checker.Check(value)) return { value };
    const [first] = checker.Errors(value) as CheckError[];
    const field = first ? fieldOf(first, part) : part;
    return { error: badRequest('error.badParameter', { name: field }, field) };
  };
};
