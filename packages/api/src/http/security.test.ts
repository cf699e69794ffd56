import { describe, expect, it } from 'vitest';
import { GONE_CLIENT_KEY, rateLimitKey } from './security.ts';

describe('rateLimitKey', () => {
  it('keys a request whose client has gone instead of throwing', () => {
    // A closed socket has no remote address, so Fastify's request.ip is undefined at run time.
    const gone = { ip: undefined as unknown as string };
    expect(rateLimitKey(gone)).toBe(GONE_CLIENT_KEY);
  });

  it('keys a client by its IPv4 address and an IPv6 client by its /64, as the plugin does', () => {
    expect(rateLimitKey({ ip: '203.0.113.9' })).toBe('203.0.113.9');
    expect(rateLimitKey({ ip: '::ffff:203.0.113.9' })).toBe('203.0.113.9');
    // Two addresses of one /64 (one network's hosts) share a count; another /64 does not.
    expect(rateLimitKey({ ip: '2001:db8:0:1::1' })).toBe(rateLimitKey({ ip: '2001:db8:0:1:ff::2' }));
    expect(rateLimitKey({ ip: '2001:db8:0:2::1' })).not.toBe(rateLimitKey({ ip: '2001:db8:0:1::1' }));
  });
});
