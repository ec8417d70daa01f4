import { fillText } from '@quad/shared/errors';

/**
 * The specific problems a 400, 401, 409, 413, 415 or 429 names when it says more than its
 * code, in English. Each language's catalogue (`locales/*.ts`, `problems`) writes every one, so
 * an answer reads in the reader's language; `{{name}}` marks a value the thrower passes.
 */
export const PROBLEMS = {
  // Sessions and sign-in
  sessionInvalid: 'Your session is not valid. Please sign in again.',
  sessionNoLongerValid: 'Your session is no longer valid. Please sign in again.',
  sessionExpired: 'Your session has expired.',
  sessionExpiredSignIn: 'Your session has expired. Please sign in again.',
  signInAgain: 'Please sign in again.',
  signedOut: 'You were signed out. Please sign in again.',
  bearerHeader: 'The Authorization header must be "Bearer <token>".',
  sessionWrongArea: 'This session cannot be used here. Please sign in again.',
  accountGone: 'This account no longer exists. Please sign in again.',
  sessionOtherBrowser:
    'This sign-in belongs to another browser, so we signed it out for your safety. Please sign in again.',
  sessionReused:
    'This sign-in was used from somewhere else, so we signed it out everywhere for your safety. Please sign in again.',
  badCredentials: 'The email or password is not correct.',
  tooManySignInFailures:
    'Too many failed sign-in attempts for this account. Please try again in {{minutes}} min, or reset your password.',
  signInLinkInvalid:
    'This sign-in link is not valid or has expired. Please sign in with your password.',
  signInExpired: 'This sign-in has expired. Please try again.',
  signUpExpired: 'This sign-up has expired. Please sign in with your provider again.',
  universitySignInFailed:
    'Your university could not sign you in from its site. Please sign in here instead.',
  tiktokNotConfirmed: 'TikTok did not confirm this sign-in. Please try again.',
  googleNoEmail:
    'Your Google account did not share an email address. Please sign up with your email.',
  signInToGoOnStage: 'Please sign in to go on stage.',
  communityPassInvalid:
    'This pass to the community is not valid. Please open the community from the widget again.',
  communityPassExpired:
    'This pass to the community has expired. Please open the community from the widget again.',
  communityPassUsed:
    'This pass to the community was used already. Please open the community from the widget again.',

  // Accounts, codes and contact details
  emailTaken: 'An account with this email already exists. Please sign in.',
  alreadyHaveAccount: 'You already have an account. Please sign in.',
  speakerEmailTaken:
    'An account with this email already exists. Sign in first, then join with your speaker code.',
  accountNoLongerExists: 'Your account no longer exists.',
  sameEmail: 'This is already your email address.',
  codeInvalid: 'This code is not valid or has expired. Ask for a new one.',
  resetLinkInvalid: 'This reset link is not valid or has expired.',
  tooManyCodes:
    'We have sent several codes already. Please wait {{minutes}} min before asking for another.',
  tooManyResets: 'Too many reset requests for this address. Please try again in {{minutes}} min.',
  textMessagesUnavailable:
    'Text messages are not available here yet. Please choose email notifications.',
  textMessageFailed:
    'We could not send a text message to this number. Please check it and try again.',
  tooManyRequests: 'Too many requests. Please try again in {{seconds}} s.',

  // Uploads
  uploadEmpty: 'The uploaded file is empty.',
  uploadUnreadable: 'The upload could not be read. Please try again.',
  imageEmpty: 'The image is empty.',
  imageUnreadable: 'This image could not be read. Please try another one.',
  imageTooLarge: 'The image is larger than {{max}} MB.',
  imageType: 'Upload a PNG, JPEG, GIF or WebP image.',
  imageFieldFile: 'Attach the image as the "file" field.',
  imageFieldAvatar: 'Attach the image as the "avatar" field.',
  imageMultipart: 'Send the image as multipart/form-data. Upload a PNG, JPEG, GIF or WebP image.',
  imageUploadAgain: 'Upload the picture again: it was not found.',
  recordingType: 'Upload the recording as an MP4 or WebM video.',
  recordingField: 'Attach the recording as the "file" field.',
  recordingTooLarge: 'The recording is larger than {{max}} MB.',
  profileMultipart: 'Send the profile as multipart/form-data.',
  recordingMultipart:
    'Send the recording as multipart/form-data. Upload the recording as an MP4 or WebM video.',

  // Chats
  chatWithYourself: 'You cannot start a conversation with yourself.',
  conversationClosed: 'This conversation is closed.',
  conversationArchived: 'This conversation is archived.',
  replyElsewhere: 'The message you reply to is not in this conversation.',
  reportOwnMessage: 'You cannot report your own message.',
  pinPeopleMessages: 'Only messages people wrote can be pinned.',
  noInvitesHere: 'People cannot be invited to this kind of chat.',
  leaveWithExit: 'To leave a conversation yourself, use exit.',
  personNotInChat: 'This person is not in this chat.',
  noSingleMessageToHide: 'A reported conversation has no single message to hide.',
  messageGone: 'This message is gone.',

  // The console
  disableYourself: 'You cannot disable your own account.',
  onlyAmbassadorProfile: 'Only an ambassador has a profile to publish.',
  faqOrder: 'Send every FAQ of your university, each once, in the new order.',
  emailMismatch: 'The email address does not match this person.',
  authorOfUniversity: 'The author must be an ambassador or admin of your university.',
  speakerOfUniversity: 'Choose an active ambassador or admin of your university.',
  webhookLimit: 'A university can have up to {{max}} webhook receivers; remove one first.',
  listScope: 'Either groupId, universityId or universityIds is required.',

  // Live events
  recordingNeedsEnd: 'Only an ended or on-demand event takes a recording.',
  recordingInUse:
    'This event is on demand: people watch this recording. Change its status before removing it, or upload a new one to replace it.',
  faqsAfterEvent: 'Questions can become FAQs once the live event has ended.',
  speakersAfterEnd: 'This live event has ended, so speakers can no longer join it.',
  stageFull: 'This live event has as many people on stage as it can take.',
  stageLimit: 'This live event already has {{max}} people on stage, its limit.',
  chatCannotReopen: 'The chat of a cancelled or archived live event cannot be reopened.',
  nothingToWatch: 'There is nothing to watch: this live event is not live and has no recording.',
  statusAlready: 'This live event already has this status.',
  statusNotNext: 'A live event cannot move from its status to that one.',
  onDemandNeedsRecording: 'This live event has no recording yet, so it cannot be shown on demand.',

  // Applications
  applicationIncomplete: 'Add your profile and your photo before you send your application.',
  applicationNotSent: 'This application has not been sent yet.',
  applicationDecided: 'This application has already been decided.',
  accessCodeTaken: 'This code is taken. Choose another one.',
  accessCodeUnknown:
    "We don't recognise this access code. Check it with the person at your university who sent it to you.",
  accessCodeExpired: 'This access code has expired. Ask your university for a new one.',
  accessCodeUsedUp:
    'This access code has been used as many times as it allows. Ask your university for a new one.',
  accessCodeRevoked: 'This access code is no longer valid. Ask your university for a new one.',

  // Notifications
  pushHttps: 'A push service address must start with https://.',
  timeZone: 'timeZone must be an IANA time zone such as Europe/London.',
  unsubscribeInvalid: 'This unsubscribe link is not valid.',
} as const;

export type ProblemKey = keyof typeof PROBLEMS;

/** A specific problem: its key, and the values its text names. */
export interface Problem {
  readonly key: ProblemKey;
  readonly params?: Readonly<Record<string, string | number>>;
}

/** A problem to throw (`new ConflictError(problem('stageLimit', { max: 6 }))`). */
export function problem(key: ProblemKey, params?: Record<string, string | number>): Problem {
  return params ? { key, params } : { key };
}

/** A problem's text in one catalogue's words, its values filled in. */
export function problemText(
  texts: Readonly<Record<ProblemKey, string>>,
  { key, params }: Problem,
): string {
  return params ? fillText(texts[key], params) : texts[key];
}

/** A field's problem, for an error's details: its English text, and the problem to localise. */
export function problemDetail(
  path: string,
  which: Problem,
): { path: string; message: string; problem: Problem } {
  return { path, message: problemText(PROBLEMS, which), problem: which };
}
