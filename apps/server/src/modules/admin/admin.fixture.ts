import type { AdminSettingsChange } from '@quad/shared/contracts/admin';
import type { LightMyRequestResponse } from 'fastify';
import type { App } from '../../app';
import { bearer } from '../../test/accounts-factories';
import {
  buildAdmin,
  buildAmbassador,
  buildProspect,
  buildUniversity,
  tokenFor,
} from '../../test/factories';
import type { TestApp } from '../../test/test-app';

/** A university with an admin, plus the callers every console route is checked against. */
export async function buildConsoleWorld(t: TestApp) {
  const db = t.database.db;
  const uni = await buildUniversity(db, { name: 'Riverside University' });
  const other = await buildUniversity(db, { name: 'Hillside College' });
  const adminAccount = await buildAdmin(db, uni.id, { name: 'Ada', lastName: 'Admin' });
  const { account: ambassador } = await buildAmbassador(db, uni.id);
  const prospect = await buildProspect(db);
  return {
    uni,
    other,
    adminAccount,
    admin: bearer(await tokenFor(t.app, adminAccount)),
    otherAdmin: bearer(await tokenFor(t.app, await buildAdmin(db, other.id))),
    ambassador: bearer(await tokenFor(t.app, ambassador)),
    prospect: bearer(await tokenFor(t.app, prospect)),
  };
}
export type ConsoleWorld = Awaited<ReturnType<typeof buildConsoleWorld>>;

/** A complete, valid settings document. */
export function validSettings(overrides: Partial<AdminSettingsChange> = {}): AdminSettingsChange {
  return {
    primary_color: '#1D3C6E',
    titles: {
      page_title: 'Talk to our students',
      page_desc: null,
      display_search_bar: true,
      display_tap_logo: false,
      group_chat_title: null,
      profile_title: 'Our ambassadors',
      content_title: null,
      faq_title: null,
    },
    permissions: [{ key: 'display_ambassador_country_flag', isAllowed: true }],
    filters: [
      { key: '_subject', name: 'Subject', type: 'fixed' },
      {
        key: 'campus',
        name: 'Campus',
        type: 'custom',
        options: [
          { key: 'north', name: 'North' },
          { key: 'south', name: 'South' },
        ],
      },
    ],
    prefilterItems: [],
    contentTypes: [],
    show_number_likes_views: true,
    allowedOrigins: ['https://www.riverside.ac.uk'],
    hideKeywords: ['whatsapp'],
    ambassadorTimeLimit: { minutes: 600, period: 'month' },
    ageOfConsent16: false,
    maintenance: false,
    customGtm: null,
    ...overrides,
  };
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** An injected console call. */
export function call(
  app: App,
  method: Method,
  url: string,
  headers: Record<string, string> = {},
  payload?: object,
): Promise<LightMyRequestResponse> {
  return app.inject({ method, url, headers, ...(payload !== undefined ? { payload } : {}) });
}
