import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from './locales/en.json';
import enAdmin from './locales/en/admin.json';
import enApplication from './locales/en/application.json';
import enAuth from './locales/en/auth.json';
import enChat from './locales/en/chat.json';
import enCommunity from './locales/en/community.json';
import enContent from './locales/en/content.json';
import enLiveEvents from './locales/en/liveEvents.json';
import enSso from './locales/en/sso.json';

/**
 * Bundled translations. `translation` holds the shell's strings; each feature area keeps its
 * own namespace (`useTranslation('content')`), so features never edit each other's files.
 */
export const resources = {
  en: {
    translation: en,
    content: enContent,
    auth: enAuth,
    chat: enChat,
    community: enCommunity,
    application: enApplication,
    liveEvents: enLiveEvents,
    sso: enSso,
    admin: enAdmin,
  },
} as const;

/** The one i18next instance; resources are bundled, so it is ready synchronously. */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  ns: [
    'translation',
    'content',
    'auth',
    'chat',
    'community',
    'application',
    'liveEvents',
    'sso',
    'admin',
  ],
  defaultNS: 'translation',
  resources,
  initAsync: false,
  interpolation: { escapeValue: false },
});
