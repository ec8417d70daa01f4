/**
 * The reasons an error names beyond its code: the detail codes of field problems, what a 404 did
 * not find and why a 403 refused. Clients translate each by its key, never by message text.
 */

/**
 * Stable machine codes of one field problem (`details[].code`): zod's own issue codes, and the
 * codes the contracts' and the server's own rules name. Clients translate by these, never by
 * message text; `params` carries the numbers a text needs (`minimum`, `maximum`, …).
 */
export const DETAIL_CODES = [
  // zod's issue codes
  'invalid_type',
  'too_small',
  'too_big',
  'invalid_format',
  'not_multiple_of',
  'unrecognized_keys',
  'invalid_union',
  'invalid_key',
  'invalid_element',
  'invalid_value',
  /** A rule without a code of its own: its `message` is the text. */
  'custom',
  // the contracts' own rules
  'required',
  'passwords_differ',
  'too_many_search_terms',
  'invalid_id_or_slug',
  'year_of_study_required',
  'graduation_year_required',
  'job_title_required',
  'phone_required',
  'scope_required',
  'nul_character',
  'nothing_to_change',
  'date_range_reversed',
  'duplicate_items',
  'date_range_too_long',
  'end_before_start',
  'person_required',
  'webhook_url_invalid',
  'gtm_container_invalid',
  'not_a_fixed_filter',
  'filter_options_required',
  'too_many_fields',
  'conflicting_cursors',
  'mandatory_needs_group',
  // the server's own rules
  'birth_date_invalid',
  'parental_consent_required',
  'password_required',
  'password_too_short',
  'password_too_long',
  'password_is_email',
  'password_too_easy',
  'password_too_common',
  'not_in_list',
] as const;

export type DetailCode = (typeof DETAIL_CODES)[number];

const detailCodeSet: ReadonlySet<string> = new Set(DETAIL_CODES);

export function isDetailCode(value: unknown): value is DetailCode {
  return typeof value === 'string' && detailCodeSet.has(value);
}

/** The zod `params` of a custom rule with its own detail code. */
export function detailCode(code: DetailCode): { code: DetailCode } {
  return { code };
}

/**
 * What a 404 did not find (`error.reason` of NOT_FOUND): each reads as a sentence of its own in
 * every language ("This university was not found."), so no language has to glue a noun into one.
 */
export const NOT_FOUND_SUBJECTS = [
  'page',
  'university',
  'university_group',
  'university_in_group',
  'group_of_your_university',
  'account',
  'your_account',
  'person',
  'member',
  'ambassador',
  'prospect',
  'conversation_prospect',
  'conversation',
  'conversation_with_person',
  'group_chat',
  'message',
  'post',
  'faq',
  'answer',
  'filter',
  'file',
  'live_event',
  'live_stream',
  'question',
  'speaker',
  'your_stream',
  'media_subscription',
  'push_subscription',
  'webhook',
  'moderation_item',
  'mail',
  'your_application',
  'application',
  'access_code',
  'space',
  'space_of_university',
  'community_space',
] as const;

export type NotFoundSubject = (typeof NOT_FOUND_SUBJECTS)[number];

/** Why a 403 refused (`error.reason` of FORBIDDEN and the other 403 codes), when it says more. */
export const REFUSAL_REASONS = [
  'cannot_see_conversation',
  'join_to_read',
  'cannot_join_conversation',
  'join_to_write',
  'staff_only_close',
  'staff_only_invite',
  'staff_only_moderate',
  'admins_only',
  'staff_only_archive',
  'prospect_only_report',
  'members_only_feedback',
  'staff_only_rate_prospect',
  'staff_only_prospect_info',
  'event_staff_only',
  'event_status_staff_only',
  'admins_only_archive_event',
  'event_chat_staff_only',
  'prospect_only_ask',
  'join_to_vote',
  'join_to_see_questions',
  'event_answer_staff_only',
  'admins_only_draft_faqs',
  'stage_staff_only',
  'stream_not_live',
  'backstage_staff_only',
  'not_on_stage',
  'only_open_rooms',
  'join_room_to_write',
  'only_own_rooms_left',
  'cannot_report_here',
  'only_rooms_joinable',
  'staff_only_contact_prospect',
  'prospect_cannot_speak',
  'admins_not_erased',
  'admin_closed_conversation',
  'speaker_code_needed',
  'speaker_code_wrong',
  'admin_only_sign_in_settings',
  'ambassador_cannot_chat',
  'person_cannot_chat',
  'conversation_disabled',
  'account_cannot_chat',
  'no_longer_write',
  'cannot_write_now',
  'own_messages_only_questions',
  'own_watching_only',
  'no_university',
  'removed_from_conversation',
  'account_without_university',
  'cannot_like',
  'account_type_cannot',
] as const;

export type RefusalReason = (typeof REFUSAL_REASONS)[number];

/** Whether a value is a reason this version knows (a newer server may send others). */
export function isNotFoundSubject(value: unknown): value is NotFoundSubject {
  return typeof value === 'string' && (NOT_FOUND_SUBJECTS as readonly string[]).includes(value);
}

/** Whether a value is a refusal reason this version knows. */
export function isRefusalReason(value: unknown): value is RefusalReason {
  return typeof value === 'string' && (REFUSAL_REASONS as readonly string[]).includes(value);
}
