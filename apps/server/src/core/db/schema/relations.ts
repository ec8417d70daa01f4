import { relations } from 'drizzle-orm';
import {
  accountIdentities,
  accounts,
  ambassadorProfiles,
  oneTimeCodes,
  questionAnswers,
  questions,
  refreshTokens,
} from './accounts';
import { ambassadorAccessCodes, ambassadorApplications } from './application';
import { accountSubjects, spaces } from './community';
import { faqAnswerLikes, faqAnswers, faqs, postLikes, posts } from './content';
import { dialogFeedback, dialogMembers, dialogs, messageReports, messages } from './dialogs';
import {
  liveEventAmbassadors,
  liveEventRegistrations,
  liveEvents,
  liveEventSpeakers,
} from './live-events';
import {
  institutions,
  universities,
  universityGroupMembers,
  universityGroups,
  widgetSettings,
} from './universities';

// Relations for drizzle's relational queries (db.query.x.findMany({ with })). Where one table
// points at another twice (dialog_members → accounts as member and as detacher), relationName
// tells the two apart.

export const universityGroupsRelations = relations(universityGroups, ({ many, one }) => ({
  members: many(universityGroupMembers),
  widgetSettings: one(widgetSettings),
}));

export const institutionsRelations = relations(institutions, ({ many }) => ({
  universities: many(universities),
}));

export const universitiesRelations = relations(universities, ({ many, one }) => ({
  institution: one(institutions, {
    fields: [universities.institutionId],
    references: [institutions.id],
  }),
  groupMemberships: many(universityGroupMembers),
  widgetSettings: one(widgetSettings),
  accounts: many(accounts),
  ambassadorProfiles: many(ambassadorProfiles),
  posts: many(posts),
  faqs: many(faqs),
  dialogs: many(dialogs),
  liveEvents: many(liveEvents),
  spaces: many(spaces),
  questions: many(questions),
  accessCodes: many(ambassadorAccessCodes),
}));

export const universityGroupMembersRelations = relations(universityGroupMembers, ({ one }) => ({
  group: one(universityGroups, {
    fields: [universityGroupMembers.groupId],
    references: [universityGroups.id],
  }),
  university: one(universities, {
    fields: [universityGroupMembers.universityId],
    references: [universities.id],
  }),
}));

export const widgetSettingsRelations = relations(widgetSettings, ({ one }) => ({
  university: one(universities, {
    fields: [widgetSettings.universityId],
    references: [universities.id],
  }),
  group: one(universityGroups, {
    fields: [widgetSettings.groupId],
    references: [universityGroups.id],
  }),
}));

export const ambassadorAccessCodesRelations = relations(ambassadorAccessCodes, ({ one }) => ({
  university: one(universities, {
    fields: [ambassadorAccessCodes.universityId],
    references: [universities.id],
  }),
}));

export const ambassadorApplicationsRelations = relations(ambassadorApplications, ({ one }) => ({
  account: one(accounts, { fields: [ambassadorApplications.accountId], references: [accounts.id] }),
  university: one(universities, {
    fields: [ambassadorApplications.universityId],
    references: [universities.id],
  }),
  accessCode: one(ambassadorAccessCodes, {
    fields: [ambassadorApplications.accessCodeId],
    references: [ambassadorAccessCodes.id],
  }),
}));

export const accountsRelations = relations(accounts, ({ many, one }) => ({
  university: one(universities, { fields: [accounts.universityId], references: [universities.id] }),
  universityGroup: one(universityGroups, {
    fields: [accounts.universityGroupId],
    references: [universityGroups.id],
  }),
  ambassadorProfile: one(ambassadorProfiles),
  identities: many(accountIdentities),
  subjects: many(accountSubjects),
  refreshTokens: many(refreshTokens),
  posts: many(posts),
  faqAnswers: many(faqAnswers),
  dialogMemberships: many(dialogMembers, { relationName: 'member' }),
  messages: many(messages),
  questionAnswers: many(questionAnswers),
}));

export const accountIdentitiesRelations = relations(accountIdentities, ({ one }) => ({
  account: one(accounts, { fields: [accountIdentities.accountId], references: [accounts.id] }),
}));

export const ambassadorProfilesRelations = relations(ambassadorProfiles, ({ one }) => ({
  account: one(accounts, { fields: [ambassadorProfiles.accountId], references: [accounts.id] }),
  university: one(universities, {
    fields: [ambassadorProfiles.universityId],
    references: [universities.id],
  }),
}));

export const accountSubjectsRelations = relations(accountSubjects, ({ one }) => ({
  account: one(accounts, { fields: [accountSubjects.accountId], references: [accounts.id] }),
}));

export const refreshTokensRelations = relations(refreshTokens, ({ one }) => ({
  account: one(accounts, { fields: [refreshTokens.accountId], references: [accounts.id] }),
}));

export const oneTimeCodesRelations = relations(oneTimeCodes, ({ one }) => ({
  account: one(accounts, { fields: [oneTimeCodes.accountId], references: [accounts.id] }),
}));

export const questionsRelations = relations(questions, ({ many, one }) => ({
  university: one(universities, {
    fields: [questions.universityId],
    references: [universities.id],
  }),
  answers: many(questionAnswers),
}));

export const questionAnswersRelations = relations(questionAnswers, ({ one }) => ({
  question: one(questions, { fields: [questionAnswers.questionId], references: [questions.id] }),
  account: one(accounts, { fields: [questionAnswers.accountId], references: [accounts.id] }),
}));

export const spacesRelations = relations(spaces, ({ many, one }) => ({
  university: one(universities, { fields: [spaces.universityId], references: [universities.id] }),
  dialogs: many(dialogs),
}));

export const postsRelations = relations(posts, ({ many, one }) => ({
  university: one(universities, { fields: [posts.universityId], references: [universities.id] }),
  author: one(accounts, { fields: [posts.authorAccountId], references: [accounts.id] }),
  likes: many(postLikes),
}));

export const postLikesRelations = relations(postLikes, ({ one }) => ({
  post: one(posts, { fields: [postLikes.postId], references: [posts.id] }),
  account: one(accounts, { fields: [postLikes.accountId], references: [accounts.id] }),
}));

export const faqsRelations = relations(faqs, ({ many, one }) => ({
  university: one(universities, { fields: [faqs.universityId], references: [universities.id] }),
  askedBy: one(accounts, { fields: [faqs.askedByAccountId], references: [accounts.id] }),
  answers: many(faqAnswers),
}));

export const faqAnswersRelations = relations(faqAnswers, ({ many, one }) => ({
  faq: one(faqs, { fields: [faqAnswers.faqId], references: [faqs.id] }),
  author: one(accounts, { fields: [faqAnswers.authorAccountId], references: [accounts.id] }),
  likes: many(faqAnswerLikes),
}));

export const faqAnswerLikesRelations = relations(faqAnswerLikes, ({ one }) => ({
  answer: one(faqAnswers, { fields: [faqAnswerLikes.answerId], references: [faqAnswers.id] }),
  account: one(accounts, { fields: [faqAnswerLikes.accountId], references: [accounts.id] }),
}));

export const dialogsRelations = relations(dialogs, ({ many, one }) => ({
  university: one(universities, { fields: [dialogs.universityId], references: [universities.id] }),
  space: one(spaces, { fields: [dialogs.spaceId], references: [spaces.id] }),
  firstAmbassador: one(accounts, {
    fields: [dialogs.firstAmbassadorId],
    references: [accounts.id],
    relationName: 'firstAmbassador',
  }),
  createdBy: one(accounts, {
    fields: [dialogs.createdByAccountId],
    references: [accounts.id],
    relationName: 'dialogCreator',
  }),
  members: many(dialogMembers),
  messages: many(messages),
  feedback: many(dialogFeedback),
}));

export const dialogMembersRelations = relations(dialogMembers, ({ one }) => ({
  dialog: one(dialogs, { fields: [dialogMembers.dialogId], references: [dialogs.id] }),
  account: one(accounts, {
    fields: [dialogMembers.accountId],
    references: [accounts.id],
    relationName: 'member',
  }),
  detacher: one(accounts, {
    fields: [dialogMembers.detachedBy],
    references: [accounts.id],
    relationName: 'detacher',
  }),
}));

export const messagesRelations = relations(messages, ({ one }) => ({
  dialog: one(dialogs, { fields: [messages.dialogId], references: [dialogs.id] }),
  account: one(accounts, { fields: [messages.accountId], references: [accounts.id] }),
  parent: one(messages, {
    fields: [messages.parentMessageId],
    references: [messages.id],
    relationName: 'parent',
  }),
}));

export const messageReportsRelations = relations(messageReports, ({ one }) => ({
  message: one(messages, { fields: [messageReports.messageId], references: [messages.id] }),
  dialog: one(dialogs, { fields: [messageReports.dialogId], references: [dialogs.id] }),
  reporter: one(accounts, {
    fields: [messageReports.reporterAccountId],
    references: [accounts.id],
  }),
}));

export const dialogFeedbackRelations = relations(dialogFeedback, ({ one }) => ({
  dialog: one(dialogs, { fields: [dialogFeedback.dialogId], references: [dialogs.id] }),
  author: one(accounts, {
    fields: [dialogFeedback.authorAccountId],
    references: [accounts.id],
    relationName: 'feedbackAuthor',
  }),
  prospect: one(accounts, {
    fields: [dialogFeedback.prospectId],
    references: [accounts.id],
    relationName: 'feedbackProspect',
  }),
}));

export const liveEventsRelations = relations(liveEvents, ({ many, one }) => ({
  university: one(universities, {
    fields: [liveEvents.universityId],
    references: [universities.id],
  }),
  liveChat: one(dialogs, {
    fields: [liveEvents.liveChatId],
    references: [dialogs.id],
    relationName: 'liveChat',
  }),
  speakersChat: one(dialogs, {
    fields: [liveEvents.speakersChatId],
    references: [dialogs.id],
    relationName: 'speakersChat',
  }),
  speakers: many(liveEventSpeakers),
  ambassadors: many(liveEventAmbassadors),
  registrations: many(liveEventRegistrations),
}));

export const liveEventSpeakersRelations = relations(liveEventSpeakers, ({ one }) => ({
  liveEvent: one(liveEvents, {
    fields: [liveEventSpeakers.liveEventId],
    references: [liveEvents.id],
  }),
  account: one(accounts, { fields: [liveEventSpeakers.accountId], references: [accounts.id] }),
}));

export const liveEventAmbassadorsRelations = relations(liveEventAmbassadors, ({ one }) => ({
  liveEvent: one(liveEvents, {
    fields: [liveEventAmbassadors.liveEventId],
    references: [liveEvents.id],
  }),
  account: one(accounts, { fields: [liveEventAmbassadors.accountId], references: [accounts.id] }),
}));

export const liveEventRegistrationsRelations = relations(liveEventRegistrations, ({ one }) => ({
  liveEvent: one(liveEvents, {
    fields: [liveEventRegistrations.liveEventId],
    references: [liveEvents.id],
  }),
  account: one(accounts, { fields: [liveEventRegistrations.accountId], references: [accounts.id] }),
}));
