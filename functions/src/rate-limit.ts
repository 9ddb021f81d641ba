/**
 * Whether an address is this machine's own (IPv4 127/8, IPv6 ::1, or 127/8 mapped into IPv6).
 * `npm start` and the area check pass it as `unlimited`: there, every sender is the developer or
 * the e2e suite, which posts all its forms from one address.
 */
export function isLoopback(address = ''): boolean {
  return address === '::1' || /^(?:::ffff:)?127\./.test(address);
}

export interface RateLimit {
  /** 0 when the post may go on, else the whole seconds until it may. */
  take(address: string): number;
}

/**
 * At most `limit` posts a minute from one address: a token bucket per address, `limit` deep,
 * refilled at `limit` a minute. Full buckets are dropped, so memory follows the addresses posting
 * right now.
 */
export function createRateLimit(limit: number, now: () => number): RateLimit {
  const perMs = limit / 60_000;
  const buckets = new Map<string, { tokens: number; at: number }>();
  function sweep(at: number) {
    for (const [address, bucket] of buckets) {
      if (bucket.tokens + (at - bucket.at) * perMs >= limit) buckets.delete(address);
    }
  }
  return {
    take(address) {
      const at = now();
      if (buckets.size > 10_000) sweep(at);
      const bucket = buckets.get(address) ?? { tokens: limit, at };
      const tokens = Math.min(limit, bucket.tokens + (at - bucket.at) * perMs);
      if (tokens < 1) {
        buckets.set(address, { tokens, at });
        return Math.ceil((1 - tokens) / perMs / 1000);
      }
      buckets.set(address, { tokens: tokens - 1, at });
      return 0;
    },
  };
}
