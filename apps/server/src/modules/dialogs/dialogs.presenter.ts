import {
  DIALOG_TYPES,
  type Dialog,
  type DialogMember,
  type DialogType,
  type ProspectInfo,
} from '@quad/shared/contracts/dialogs';
import { type FeedbackDto } from '@quad/shared/contracts/dialog-actions';
import type { GroupChatCard } from '@quad/shared/contracts/content';
import { academicLevelById } from '@quad/shared/data/academic-levels';
import { admissionStageById } from '@quad/shared/data/admission-stages';
import { countryById } from '@quad/shared/data/countries';
import { nationalityById } from '@quad/shared/data/nationalities';
import { DEFAULT_PRIMARY_COLOR } from '@quad/shared/limits';
import { isRoleKey, ROLES } from '@quad/shared/roles';
import { toSlugAndId } from '@quad/shared/rules/slug';
import type { Storage } from '../../core/storage/storage';
import type { DialogView } from './dialog-views';
import type { GroupChatCardView } from './group-chats.service';
import { fullName } from './system-messages';
import type { AccountRow, DialogRow, MemberRow } from './dialogs.repository';
import { isActiveMember } from './dialogs.policy';
import { presentMessage, presentPerson, type MessageAudience } from './messages.presenter';

const TYPES: ReadonlySet<number> = new Set(Object.values(DIALOG_TYPES));

/** The dialog type as the contract numbers it. */
function dialogType(row: DialogRow): DialogType {
  return (TYPES.has(row.type) ? row.type : DIALOG_TYPES.individual) as DialogType;
}

/** The marks left after a conversation, when both were given. */
function marksOf(row: DialogRow): Dialog['feedback'] {
  const userMark = row.feedback?.['user_mark'];
  const universityMark = row.feedback?.['university_mark'];
  return typeof userMark === 'number' && typeof universityMark === 'number'
    ? { user_mark: userMark, university_mark: universityMark }
    : null;
}

/** A member as the members list shows them. */
export function presentMember(
  found: { member: MemberRow; account: AccountRow },
  storage: Storage,
): DialogMember {
  const { member, account } = found;
  return {
    ...presentPerson(account, storage),
    color: account.color,
    role_key: isRoleKey(member.roleKey) ? member.roleKey : ROLES.prospect,
    is_enabled: account.isEnabled && !member.isDisabled,
    isProspectBlocked: member.isBlocked,
  };
}

/** Dialog record → the spec §3 Dialog, field by field. */
export function presentDialog(view: DialogView, audience: MessageAudience): Dialog {
  const { dialog, membership, prospect, university } = view;
  const viewerIsProspect = membership?.roleKey === ROLES.prospect;
  return {
    id: dialog.id,
    type: dialogType(dialog),
    name: dialog.name,
    archived: dialog.archived,
    closed: dialog.closed,
    admin_closed: dialog.adminClosed,
    // Ambassadors are never told a conversation was reported (the reporter is protected).
    reported: dialog.reported && membership?.roleKey !== ROLES.ambassador,
    last_activity: dialog.lastActivity.toISOString(),
    created_at: dialog.createdAt.toISOString(),
    // Dialog avatars are stored files, addressed by URL; there is no separate image record.
    avatar_id: null,
    avatar: dialog.avatarKey ? audience.storage.url(dialog.avatarKey) : null,
    color: dialog.color,
    description: dialog.description,
    new_messages: membership ? Math.max(0, dialog.lastSeq - membership.lastReadSeq) : 0,
    last_message: view.lastMessage ? presentMessage(view.lastMessage, audience) : null,
    prospect: prospect ? presentPerson(prospect.account, audience.storage) : null,
    isProspectBlocked: viewerIsProspect
      ? (membership?.isBlocked ?? false)
      : (prospect?.member.isBlocked ?? false),
    is_enabled: dialog.isEnabled && !(membership?.isDisabled ?? false),
    university: university ? { id: university.id, name: university.name } : null,
    university_id: dialog.universityId,
    feedback: marksOf(dialog),
    first_ambassador: view.firstAmbassador
      ? presentPerson(view.firstAmbassador, audience.storage)
      : null,
    universityQuestionsAnswered: view.questionsAnswered,
    isActive: !dialog.archived && dialog.isEnabled,
    is_private: dialog.privateCode !== null,
    last_seq: dialog.lastSeq,
    isJoined: isActiveMember(membership),
    ...(view.members
      ? { members: view.members.map((found) => presentMember(found, audience.storage)) }
      : {}),
    ...(view.abilities ? { abilities: view.abilities } : {}),
    ...(view.contactDetailsHidden !== undefined
      ? { contact_details_hidden: view.contactDetailsHidden }
      : {}),
  };
}

/** A group chat or forum as a card in lists (the content contract's GroupChatCard). */
export function presentGroupChatCard(view: GroupChatCardView, storage: Storage): GroupChatCard {
  const { dialog, university } = view;
  return {
    id: dialog.id,
    type: dialog.type === DIALOG_TYPES.forum ? DIALOG_TYPES.forum : DIALOG_TYPES.groupChat,
    name: dialog.name ?? '',
    description: dialog.description || null,
    avatar: dialog.avatarKey ? storage.url(dialog.avatarKey) : null,
    color: dialog.color ?? university?.primaryColor ?? DEFAULT_PRIMARY_COLOR,
    // Only dialogs with a university are listed (the list filters on it).
    university_id: dialog.universityId ?? 0,
    members_count: view.membersCount,
    ambassadors: view.ambassadors.map((account) => ({
      ...presentPerson(account, storage),
      color: account.color,
      slug: toSlugAndId(fullName(account), account.id),
    })),
    last_activity: dialog.lastActivity.toISOString(),
    created_at: dialog.createdAt.toISOString(),
    isJoined: isActiveMember(view.membership),
  };
}

/** An answer as the panel prints it: lists joined, everything else as text. */
function answerText(answer: unknown): string {
  if (Array.isArray(answer)) return answer.map((item) => answerText(item)).join(', ');
  if (answer === null || answer === undefined) return '';
  return typeof answer === 'object' ? JSON.stringify(answer) : String(answer);
}

/** The prospect-info panel: who the prospect is and what they answered. */
export function presentProspectInfo(
  info: { account: AccountRow; answers: { question: string; answer: unknown }[] },
  storage: Storage,
): ProspectInfo {
  const { account } = info;
  const nationality = account.nationalityId ? nationalityById(account.nationalityId) : undefined;
  const country = account.residenceCountryId ? countryById(account.residenceCountryId) : undefined;
  const stage = account.admissionStageId ? admissionStageById(account.admissionStageId) : undefined;
  const level = account.academicLevelId ? academicLevelById(account.academicLevelId) : undefined;
  return {
    ...presentPerson(account, storage),
    color: account.color,
    nationality: nationality ? { id: nationality.id, name: nationality.name } : null,
    residence_country: country ? { id: country.id, name: country.name, code: country.code } : null,
    admission_stage: stage ? { id: stage.id, name: stage.name } : null,
    academic_level: level ? { id: level.id, name: level.name } : null,
    study_start_date: account.studyStartDate,
    answers: info.answers.map((row) => ({
      question: row.question,
      answer: answerText(row.answer),
    })),
    created_at: account.createdAt.toISOString(),
  };
}

/** A stored feedback record, as its author gets it back. */
export function presentFeedback(row: {
  id: number;
  dialogId: number;
  kind: string;
  createdAt: Date;
}): FeedbackDto {
  return {
    id: row.id,
    dialog_id: row.dialogId,
    kind: row.kind === 'prospect' || row.kind === 'after_report' ? row.kind : 'general',
    created_at: row.createdAt.toISOString(),
  };
}
