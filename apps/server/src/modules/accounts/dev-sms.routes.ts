import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { text } from '@quad/shared/contracts/common';
import { developmentAccess } from '../../core/auth/access';
import { isRecordingProvider } from '../../core/sms/sms';
import type { AccountsRouteOptions } from './accounts.deps';

const querySchema = z.object({ to: text().max(32).optional() });

/**
 * The development SMS outbox: the text messages the recording provider kept, newest first,
 * as JSON (GET /dev/sms?to=+44…), for a person on this machine or a signed-in admin. Registered
 * outside production only.
 */
export async function devSmsRoutes(
  app: FastifyInstance,
  { services }: AccountsRouteOptions,
): Promise<void> {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/dev/sms',
      { config: { access: developmentAccess }, schema: { hide: true, querystring: querySchema } },
      async (request) => {
        const messages = isRecordingProvider(services.sms) ? services.sms.messages : [];
        const { to } = request.query;
        return {
          messages: messages
            .filter((message) => !to || message.to === to)
            .map((message) => ({
              to: message.to,
              text: message.text,
              sentAt: message.sentAt.toISOString(),
            }))
            .reverse(),
        };
      },
    );
}
