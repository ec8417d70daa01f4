import type { FastifyRequest } from 'fastify';
import type {
  CodeSent,
  NotificationData,
  NotificationMethodInput,
  Phone,
  PhoneConfirm,
} from '@quad/shared/contracts/auth';
import { commit } from '../../core/db/transaction';
import { BadRequestError } from '../../core/errors/app-error';
import { toE164 } from '../../core/sms/sms';
import type { AccountsContext } from './accounts.deps';
import { presentNotificationData } from './account.presenter';
import { updateAccount, type AccountRow } from './accounts.repository';
import {
  claimCode,
  invalidCode,
  issueCode,
  numericCode,
  verifyCode,
} from './one-time-codes.service';
import type { CodePurposeKey } from './one-time-codes.repository';
import { accountScope } from './widget-scope';
import { problem } from '../../core/errors/problems';

export type PhoneDeps = Pick<
  AccountsContext,
  'db' | 'after' | 'config' | 'sms' | 'codeMessages' | 'log'
>;

/** How long a texted code works. */
export const SMS_CODE_TTL_MINUTES = 10;

const samePhone = (payload: Record<string, unknown>, phone: Phone) =>
  toE164(String(payload['phone_country']), String(payload['phone_number'])) ===
  toE164(phone.phone_country, phone.phone_number);

/** Texts a one-time code for a purpose; the payload says what it confirms. */
async function sendCode(
  deps: PhoneDeps,
  request: FastifyRequest,
  account: AccountRow,
  purpose: CodePurposeKey,
  phone: Phone,
  payload: Record<string, unknown>,
): Promise<CodeSent> {
  // Without a gateway in production a code would only reach the log: refuse instead.
  if (deps.sms.kind === 'recording' && deps.config.env === 'production') {
    throw new BadRequestError(problem('textMessagesUnavailable'));
  }
  const key = `sms:${account.id}`;
  await deps.codeMessages.assertAllowed(request, key, 'tooManyCodes');
  await deps.codeMessages.count(request, key);
  const code = numericCode();
  const brand = (await accountScope(deps.db, deps.config.publicUrl, account)).brand.name;
  await commit(deps.db, deps.after, (tx) =>
    issueCode(tx, deps.config.jwtSecret, {
      accountId: account.id,
      purpose,
      code,
      ttlMinutes: SMS_CODE_TTL_MINUTES,
      payload: { ...payload, phone_country: phone.phone_country, phone_number: phone.phone_number },
    }),
  );
  try {
    await deps.sms.send(
      toE164(phone.phone_country, phone.phone_number),
      `${code} is your ${brand} verification code. It expires in ${SMS_CODE_TTL_MINUTES} minutes.`,
    );
  } catch (error) {
    deps.log.warn({ err: error, accountId: account.id }, 'text message not sent');
    throw new BadRequestError(problem('textMessageFailed'));
  }
  return { sent: true, expiresInMinutes: SMS_CODE_TTL_MINUTES };
}

/** Texts a code that proves the person holds this phone number. */
export function requestPhoneVerification(
  deps: PhoneDeps,
  request: FastifyRequest,
  account: AccountRow,
  phone: Phone,
): Promise<CodeSent> {
  return sendCode(deps, request, account, 'phone', phone, {});
}

/** Marks the phone number verified once its code comes back. */
export async function confirmPhoneVerification(
  deps: PhoneDeps,
  account: AccountRow,
  input: PhoneConfirm,
): Promise<Phone & { is_verified: true }> {
  const code = await verifyCode(deps.db, deps.config.jwtSecret, {
    accountId: account.id,
    purpose: 'phone',
    code: input.code,
  });
  if (!samePhone(code.payload, input)) throw invalidCode();
  await commit(deps.db, deps.after, async (tx) => {
    await claimCode(tx, code.id);
    await updateAccount(tx, account.id, {
      phoneCountry: input.phone_country,
      phoneNumber: input.phone_number,
      phoneVerified: true,
    });
  });
  return {
    phone_country: input.phone_country,
    phone_number: input.phone_number,
    is_verified: true,
  };
}

/**
 * Chooses how new messages are announced. Email applies at once; a text-message method
 * applies at once for the account's verified phone, and otherwise after the texted code is
 * confirmed (PUT /account/confirmNotificationMethod).
 */
export async function setNotificationMethod(
  deps: PhoneDeps,
  request: FastifyRequest,
  account: AccountRow,
  input: NotificationMethodInput,
): Promise<{ notificationData: NotificationData; verificationRequired: boolean }> {
  const stored = account.notificationData;
  if (input.method === 'email') {
    const notificationData = { ...stored, method: 'email', is_verified: true };
    await commit(deps.db, deps.after, (tx) => updateAccount(tx, account.id, { notificationData }));
    return {
      notificationData: presentNotificationData(notificationData),
      verificationRequired: false,
    };
  }
  const phone = {
    phone_country: input.phone_country ?? '',
    phone_number: input.phone_number ?? '',
  };
  const verifiedPhone =
    account.phoneVerified &&
    account.phoneCountry !== null &&
    account.phoneNumber !== null &&
    samePhone({ phone_country: account.phoneCountry, phone_number: account.phoneNumber }, phone);
  if (verifiedPhone) {
    const notificationData = { ...stored, method: input.method, ...phone, is_verified: true };
    await commit(deps.db, deps.after, (tx) => updateAccount(tx, account.id, { notificationData }));
    return {
      notificationData: presentNotificationData(notificationData),
      verificationRequired: false,
    };
  }
  await sendCode(deps, request, account, 'notification_method', phone, { method: input.method });
  return { notificationData: presentNotificationData(stored), verificationRequired: true };
}

/** Applies the text-message method whose code was sent by setNotificationMethod. */
export async function confirmNotificationMethod(
  deps: PhoneDeps,
  account: AccountRow,
  codeText: string,
): Promise<{ notificationData: NotificationData; verificationRequired: boolean }> {
  const code = await verifyCode(deps.db, deps.config.jwtSecret, {
    accountId: account.id,
    purpose: 'notification_method',
    code: codeText,
  });
  const { method, phone_country: phoneCountry, phone_number: phoneNumber } = code.payload;
  if (typeof phoneCountry !== 'string' || typeof phoneNumber !== 'string') throw invalidCode();
  const notificationData = {
    ...account.notificationData,
    method,
    phone_country: phoneCountry,
    phone_number: phoneNumber,
    is_verified: true,
  };
  await commit(deps.db, deps.after, async (tx) => {
    await claimCode(tx, code.id);
    await updateAccount(tx, account.id, {
      notificationData,
      phoneCountry,
      phoneNumber,
      phoneVerified: true,
    });
  });
  return {
    notificationData: presentNotificationData(notificationData),
    verificationRequired: false,
  };
}
