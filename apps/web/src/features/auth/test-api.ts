import { http, type HttpHandler } from 'msw';
import {
  accountInfoResponseSchema,
  authResultSchema,
  avatarResultSchema,
  logoutResultSchema,
  notificationMethodResultSchema,
  questionsResponseSchema,
  recoveryRequestedSchema,
  uniqueEmailResponseSchema,
  type AccountInfo,
  type AuthResult,
  type Question,
} from '@quad/shared/contracts/auth';
import {
  countriesResponseSchema,
  nationalitiesResponseSchema,
} from '@quad/shared/contracts/common';
import { questionsDataSchema, type QuestionsData } from '@quad/shared/contracts/questions';
import { okAs } from '../../test/msw';
import { countriesPayload, nationalitiesPayload } from './test-fixtures';

/** An MSW path pattern for a call under /api/v1. */
export const apiUrl = (path: string) => `*/api/v1${path}`;

/**
 * The auth and account API as MSW handlers, each answer checked against the contract's response
 * schema; a test serves the ones it needs (`serveApi(authApi.login(result))`).
 */
export const authApi = {
  login: (result: AuthResult) =>
    http.post(apiUrl('/interactionSite/auth/login'), () => okAs(authResultSchema, result)),
  loginWithCode: (code: string, result: AuthResult) =>
    http.get(apiUrl(`/interactionSite/auth/login/${code}`), () => okAs(authResultSchema, result)),
  register: (result: AuthResult) =>
    http.post(apiUrl('/interactionSite/auth/registration'), () => okAs(authResultSchema, result)),
  logout: () =>
    http.post(apiUrl('/interactionSite/auth/logout'), () =>
      okAs(logoutResultSchema, { loggedOut: true }),
    ),
  accountInfo: (account: AccountInfo) =>
    http.get(apiUrl('/interactionSite/account/info'), () =>
      okAs(accountInfoResponseSchema, { account }),
    ),
  uniqueEmail: (isUnique = true) =>
    http.get(apiUrl('/interactionSite/auth/unique/email'), () =>
      okAs(uniqueEmailResponseSchema, { isUnique }),
    ),
  recoverPassword: () =>
    http.post(apiUrl('/interactionSite/account/recovery/password'), () =>
      okAs(recoveryRequestedSchema, { sent: true }),
    ),
  confirmRecovery: (result: AuthResult) =>
    http.post(apiUrl('/interactionSite/account/recovery/passwordConfirm'), () =>
      okAs(authResultSchema, result),
    ),
  optionalQuestions: (questions: Question[]) =>
    http.get(apiUrl('/interactionSite/auth/:universityId/optionalQuestions'), () =>
      okAs(questionsResponseSchema, { questions }),
    ),
  saveOptionalAnswers: (saved: QuestionsData) =>
    http.post(apiUrl('/interactionSite/auth/:universityId/saveOptionalQuestionsAnswers'), () =>
      okAs(questionsDataSchema, saved),
    ),
  mandatoryQuestions: (asked: QuestionsData, saved: QuestionsData) => [
    http.get(apiUrl('/interactionSite/account/mandatoryQuestions'), () =>
      okAs(questionsDataSchema, asked),
    ),
    http.post(apiUrl('/interactionSite/account/mandatoryQuestions'), () =>
      okAs(questionsDataSchema, saved),
    ),
  ],
  emailNotifications: () =>
    http.put(apiUrl('/interactionSite/account/notificationMethod'), () =>
      okAs(notificationMethodResultSchema, {
        notificationData: {
          method: 'email',
          phone_country: null,
          phone_number: null,
          is_verified: false,
        },
        verificationRequired: false,
      }),
    ),
  avatar: (avatar: string) =>
    http.put(apiUrl('/interactionSite/account/edit/avatar'), () =>
      okAs(avatarResultSchema, { avatar }),
    ),
  /** The nationality and country lists of registration step 2. */
  referenceData: (): HttpHandler[] => [
    http.get(apiUrl('/common/data/nationalities'), () =>
      okAs(nationalitiesResponseSchema, nationalitiesPayload),
    ),
    http.get(apiUrl('/common/data/countries'), () =>
      okAs(countriesResponseSchema, countriesPayload),
    ),
  ],
};
