import type { IncomingMessage, ServerResponse } from 'node:http';
import type Provider from 'oidc-provider';
import { renderLoginPage, renderMessagePage } from './pages.ts';
import { authenticate, demoUsers } from './users.ts';

/**
 * Handles /interaction/:uid[/login|/abort]; returns false for other paths. `development`: the
 * sign-in page lists the demo accounts with their password.
 */
export async function handleInteraction(
  provider: Provider,
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
  { development }: { development: boolean },
): Promise<boolean> {
  const match = /^\/interaction\/([^/]+)(?:\/(login|abort))?$/.exec(pathname);
  if (!match) return false;
  const action = match[2];

  try {
    const details = await provider.interactionDetails(req, res);
    const client = await provider.Client.find(String(details.params.client_id));
    const clientName = client?.clientName ?? String(details.params.client_id);

    if (details.prompt.name === 'consent') {
      // Only reached when the client explicitly asks for prompt=consent: first-party, so accept.
      const grant = new provider.Grant({
        clientId: String(details.params.client_id),
        accountId: details.session?.accountId,
      });
      grant.addOIDCScope(String(details.params.scope ?? 'openid'));
      await provider.interactionFinished(req, res, { consent: { grantId: await grant.save() } });
      return true;
    }

    if (action === 'abort' && req.method === 'GET') {
      await provider.interactionFinished(req, res, {
        error: 'access_denied',
        error_description: 'The user cancelled the sign-in.',
      });
      return true;
    }

    if (action === 'login' && req.method === 'POST') {
      const form = new URLSearchParams(await readBody(req));
      const username = form.get('username') ?? '';
      const user = authenticate(username, form.get('password') ?? '');
      if (!user) {
        const page = renderLoginPage({
          uid: details.uid,
          clientName,
          users: demoUsers,
          username,
          error: 'Wrong username or password.',
          development,
        });
        sendHtml(res, 401, page);
        return true;
      }
      await provider.interactionFinished(
        req,
        res,
        { login: { accountId: user.sub } },
        { mergeWithLastSubmission: false },
      );
      return true;
    }

    if (!action && req.method === 'GET') {
      sendHtml(res, 200, renderLoginPage({ uid: details.uid, clientName, users: demoUsers, development }));
      return true;
    }
    sendHtml(res, 405, renderMessagePage('Method not allowed', 'This page does not accept that request.'));
  } catch (error) {
    // Typically SessionNotFound: the interaction cookie expired or belongs to another browser.
    const message = error instanceof Error ? error.message : String(error);
    sendHtml(
      res,
      400,
      renderMessagePage('Sign-in expired', `Start the sign-in again from the app. (${message})`),
    );
  }
  return true;
}

function sendHtml(res: ServerResponse, status: number, html: string): void {
  res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    // No form-action: browsers apply it to the redirect chain back to the client.
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'",
  });
  res.end(html);
}

const MAX_BODY_BYTES = 16 * 1024;

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw new Error('Request body too large');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}
