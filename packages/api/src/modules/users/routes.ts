import { profileShape, usernameAnswerShape, usernamesAnswerShape } from '@vrmarket/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authenticate, requireUser } from '../../http/auth.ts';
import { walletListLookupBodySchema, walletLookupBodySchema } from './schema.ts';
import type { UserService } from './service.ts';

/** The signed-in user's profile and the public username look-ups by wallet address. */
export function userRoutes({ users }: { users: UserService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/v1/profile',
      {
        preHandler: authenticate,
        schema: {
          tags: ['users'],
          summary: "The signed-in user's profile",
          response: { 200: profileShape },
        },
      },
      (request) => users.profile(requireUser(request).id),
    );

    app.post(
      '/get-user-by-wallet-address',
      {
        schema: {
          tags: ['users'],
          summary: 'Username of the account a wallet is linked to (null when none)',
          body: walletLookupBodySchema,
          response: { 200: usernameAnswerShape },
        },
      },
      async (request) => ({ user_name: await users.usernameOf(request.body.wallet_address) }),
    );

    app.post(
      '/get-list-users-by-list-wallet-addresses',
      {
        schema: {
          tags: ['users'],
          summary: 'Usernames of several wallets at once (comma-separated, up to 100)',
          body: walletListLookupBodySchema,
          response: { 200: usernamesAnswerShape },
        },
      },
      async (request) => ({ list_usernames: await users.usernamesOf(request.body.list_wallet_addresses) }),
    );
  };
}
