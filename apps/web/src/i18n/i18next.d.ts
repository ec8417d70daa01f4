import 'i18next';
import type en from './locales/en.json';
import type enAdmin from './locales/en/admin.json';
import type enApplication from './locales/en/application.json';
import type enAuth from './locales/en/auth.json';
import type enChat from './locales/en/chat.json';
import type enCommunity from './locales/en/community.json';
import type enContent from './locales/en/content.json';
import type enLiveEvents from './locales/en/liveEvents.json';
import type enNotifications from './locales/en/notifications.json';
import type enSso from './locales/en/sso.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: {
      translation: typeof en;
      content: typeof enContent;
      auth: typeof enAuth;
      chat: typeof enChat;
      community: typeof enCommunity;
      liveEvents: typeof enLiveEvents;
      application: typeof enApplication;
      sso: typeof enSso;
      admin: typeof enAdmin;
      notifications: typeof enNotifications;
    };
  }
}
