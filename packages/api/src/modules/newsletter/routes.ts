import { captchaChallengeShape as challengeShape, english } from '@vrmarket/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { NewsletterService } from './service.ts';

/** Newsletter signups per client IP per minute (on top of the proof of work). */
export const SUBMIT_EMAIL_PER_MINUTE = 5;

export function newsletterRoutes({ newsletter }: { newsletter: NewsletterService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/v1/captcha/challenge',
      {
        schema: {
          tags: ['newsletter'],
          summary: 'An ALTCHA proof-of-work challenge (the widget’s challengeurl)',
          response: { 200: challengeShape },
        },
      },
      async (_request, reply) => {
        reply.header('cache-control', 'no-store');
        return newsletter.captchaChallenge();
      },
    );

    app.post(
      '/v1/submit-email',
      {
        config: { rateLimit: { max: SUBMIT_EMAIL_PER_MINUTE, timeWindow: 60_000 } },
        schema: {
          tags: ['newsletter'],
          summary: 'Newsletter signup: an email and a solved captcha',
          body: z.object({
            email: z.string().max(254),
            captcha: z.string().max(4096).describe('the ALTCHA solution payload (base64 JSON)'),
          }),
          response: { 200: z.object({ code: z.literal('NEWSLETTER_SENT'), message: z.string() }) },
        },
      },
      async (request) => {
        await newsletter.subscribe(request.body.email, request.body.captcha);
        return { code: 'NEWSLETTER_SENT' as const, message: english('NEWSLETTER_SENT') };
      },
    );
  };
}
