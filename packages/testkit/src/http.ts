/**
 * Stands in for a browser over plain HTTP: keeps the cookies each answer sets, and follows
 * redirects by hand until one points at `stopAt` (an app's callback, not fetched) or a page comes.
 * For sign-in flows through an OpenID Connect provider.
 */
export class CookieBrowser {
  private cookies = new Map<string, string>();

  constructor(private readonly stopAt: string) {}

  async request(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size) headers.set('cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    const response = await fetch(url, { ...init, headers, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const eq = pair.indexOf('=');
      this.cookies.set(pair.slice(0, eq), pair.slice(eq + 1));
    }
    return response;
  }

  /** Follows redirects from `response` (whose url was `base`); `stopAt` overrides the default stop. */
  async follow(
    response: Response,
    base: string,
    stopAt = this.stopAt,
  ): Promise<{ url: string; response?: Response }> {
    let current = response;
    let url = base;
    while (current.status >= 300 && current.status < 400) {
      url = new URL(current.headers.get('location') ?? '', url).href;
      if (url.startsWith(stopAt)) return { url };
      current = await this.request(url);
    }
    return { url, response: current };
  }
}
