import { badRequest } from '../errors';

/** Reads a string parameter from a parsed query or JSON body; anything else counts as missing. */
export function text(source: unknown, name: string): string {
  if (source === null || typeof source !== 'object') return '';
  const value = (source as Record<string, unknown>)[name];
  if (typeof value === 'number') return String(value);
  if (typeof value !== 'string') return '';
  // No client sends a NUL character, and PostgreSQL refuses one in any text it is given.
  if (value.includes('\0')) throw badRequest('error.badParameter', { name });
  return value.trim();
}

/** Reads an optional whole-number parameter, rejecting anything that is not one. */
export function optionalInteger(source: unknown, name: string): number | null {
  const raw = text(source, name);
  if (raw === '') return null;
  if (!/^-?[0-9]{1,9}$/.test(raw)) throw badRequest('error.badParameter', { name });
  return Number(raw);
}

export function flag(source: unknown, name: string): boolean {
  const raw = text(source, name).toLowerCase();
  return raw === '1' || raw === 'true';
}
