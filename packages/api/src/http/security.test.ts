import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import helmet from 'helmet';
import { describe, expect, it } from 'vitest';
import { GONE_CLIENT_KEY, headersOf, rateLimitKey } from './security.ts';

describe('headersOf', () => {
  it('reads the headers helmet sets on a real answer, once', () => {
    const middleware = helmet({
      contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'self'"] } },
      crossOriginEmbedderPolicy: false,
    });
    const request = new IncomingMessage(new Socket());
    const response = new ServerResponse(request);
    response.setHeader('X-Powered-By', 'something');
    middleware(request, response, () => {});
    const { set, removed } = headersOf(middleware);
    expect(Object.fromEntries(set.map(([name, value]) => [name.toLowerCase(), value]))).toEqual(
      response.getHeaders(),
    );
    expect(removed).toEqual(['X-Powered-By']);
  });

  it('refuses a middleware that does not finish at once', () => {
    expect(() => headersOf(() => {})).toThrow(/synchronously/);
  });
});

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
