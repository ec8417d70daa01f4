// The one schema object drizzle needs (client.ts, drizzle-kit): every table and relation of
// the area files in schema/.
export * from './schema/universities';
export * from './schema/accounts';
export * from './schema/community';
export * from './schema/content';
export * from './schema/dialogs';
export * from './schema/live-events';
export * from './schema/application';
export * from './schema/sign-in';
export * from './schema/admin';
export * from './schema/admin-tools';
export * from './schema/outbox';
export * from './schema/notifications';
export * from './schema/analytics';
export * from './schema/relations';
