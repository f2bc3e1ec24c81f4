/**
 * The server's only source of time. Sandbox mode can move it forward so that
 * end-to-end tests reach expiry rules without waiting.
 */
export interface Clock {
  now(): number;
  advance(ms: number): void;
}

export function createClock(source: () => number = Date.now): Clock {
  let offset = 0;
  return {
    now: () => source() + offset,
    advance(ms) {
      offset += ms;
    },
  };
}
