import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  codeSentSchema,
  confirmCodeSchema,
  notificationMethodResultSchema,
  notificationMethodSchema,
  phoneConfirmSchema,
  phoneSchema,
  phoneVerifiedSchema,
} from '@quad/shared/contracts/auth';
import { requireActor, signedIn } from '../../core/auth/access';
import { ok, okSchema } from '../../core/http/envelope';
import type { AccountsRouteOptions } from './accounts.deps';
import { requireLiveAccount } from './account-info.service';
import {
  confirmNotificationMethod,
  confirmPhoneVerification,
  requestPhoneVerification,
  setNotificationMethod,
} from './phone.service';

/** Phone verification and the notification method, both confirmed by texted codes. */
export async function phoneRoutes(
  app: FastifyInstance,
  { services }: AccountsRouteOptions,
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = services;

  r.put(
    '/auth/phoneNumberVerification',
    {
      config: { access: signedIn() },
      schema: {
        tags: ['auth'],
        summary: 'Text a one-time code to a phone number',
        body: phoneSchema,
        response: okSchema(codeSentSchema),
      },
    },
    async (request) => {
      const account = await requireLiveAccount(db, requireActor(request).id);
      return ok(await requestPhoneVerification(services, request, account, request.body));
    },
  );

  r.put(
    '/auth/phoneNumberVerificationConfirm',
    {
      config: { access: signedIn() },
      schema: {
        tags: ['auth'],
        summary: 'Confirm a phone number with its texted code',
        body: phoneConfirmSchema,
        response: okSchema(phoneVerifiedSchema),
      },
    },
    async (request) => {
      const account = await requireLiveAccount(db, requireActor(request).id);
      return ok(await confirmPhoneVerification(services, account, request.body));
    },
  );

  r.put(
    '/account/notificationMethod',
    {
      config: { access: signedIn() },
      schema: {
        tags: ['account'],
        summary: 'Choose email, SMS or WhatsApp notifications (a new number is confirmed by code)',
        body: notificationMethodSchema,
        response: okSchema(notificationMethodResultSchema),
      },
    },
    async (request) => {
      const account = await requireLiveAccount(db, requireActor(request).id);
      return ok(await setNotificationMethod(services, request, account, request.body));
    },
  );

  r.put(
    '/account/confirmNotificationMethod',
    {
      config: { access: signedIn() },
      schema: {
        tags: ['account'],
        summary: 'Confirm a text-message notification method with its code',
        body: confirmCodeSchema,
        response: okSchema(notificationMethodResultSchema),
      },
    },
    async (request) => {
      const account = await requireLiveAccount(db, requireActor(request).id);
      return ok(await confirmNotificationMethod(services, account, request.body.code));
    },
  );
}
