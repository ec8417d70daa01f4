import { z } from 'zod';
import { detailCode } from '../errors';
import { DEFAULT_LIST_LIMIT } from '../limits';
import {
  coercedIdSchema,
  dateTimeSchema,
  hexColorSchema,
  idSchema,
  limitSchema,
  MAX_OFFSET,
  mediaUrlSchema,
  personLiteSchema,
  subjectSchema,
  text,
  universityRefSchema,
  profileTypeKeySchema,
  roleKeySchema,
} from './common';
import { messageSchema } from './dialogs';

/**
 * The community area's spaces, conversations and member lists (spec §7 "Community", CONTRACT
 * §11), under /api/v1/community with the community session. Every route answers 403
 * SUBJECTS_REQUIRED to an account that follows no subject yet (admins excepted, spec §4).
 * Conversations are dialogs: messages, sends, paging and read state use the chat's own schemas
 * (`messageListQuerySchema`, `sendMessageSchema`, `messageListResponseSchema`, `readStateSchema`,
 * `reportMessageSchema` in `contracts/dialogs`).
 */

/** 1-based page number of a community list. */
const pageSchema = z.coerce.number().int().min(1).max(MAX_OFFSET).describe('Page number, from 1');

const searchSchema = text().trim().max(100).describe('Words of a name or description');

const pagingShape = {
  page: pageSchema.default(1),
  limit: limitSchema.default(DEFAULT_LIST_LIMIT),
};

// ---------------------------------------------------------------------------------------------
// Spaces

export const communitySpaceSchema = z
  .object({
    id: idSchema,
    name: text(),
    description: text(),
    avatar: mediaUrlSchema.nullable(),
    isDefault: z.boolean(),
    universityId: idSchema,
    membersCount: z
      .number()
      .int()
      .min(0)
      .describe('People taking part in at least one conversation of the space'),
    conversationsCount: z.number().int().min(0).describe('Open public rooms of the space'),
  })
  .meta({ id: 'CommunitySpace', description: 'A community space of a university' });
export type CommunitySpace = z.infer<typeof communitySpaceSchema>;

export const communitySpacesQuerySchema = z
  .object({
    universityId: coercedIdSchema
      .optional()
      .describe("One of the caller's universities; all of them when left out"),
  })
  .meta({ id: 'CommunitySpacesQuery' });
export type CommunitySpacesQuery = z.infer<typeof communitySpacesQuerySchema>;

export const communitySpacesResponseSchema = z
  .object({ items: z.array(communitySpaceSchema) })
  .meta({ id: 'CommunitySpacesResponse' });
export const communitySpaceResponseSchema = z
  .object({ space: communitySpaceSchema })
  .meta({ id: 'CommunitySpaceResponse' });

// ---------------------------------------------------------------------------------------------
// Conversations

/** A public room (a group chat of a space) or a personal conversation between two people. */
export const COMMUNITY_DIALOG_KINDS = ['room', 'personal'] as const;
export const communityDialogKindSchema = z
  .enum(COMMUNITY_DIALOG_KINDS)
  .meta({ id: 'CommunityDialogKind' });
export type CommunityDialogKind = z.infer<typeof communityDialogKindSchema>;

/** What the caller may do in a conversation, so the web never re-derives it. */
export const communityDialogAbilitiesSchema = z
  .object({
    canRead: z.boolean().describe('Read its messages and hear its channels'),
    canWrite: z.boolean(),
    canJoin: z.boolean(),
    canLeave: z.boolean(),
    canReport: z.boolean().describe("Report others' messages"),
  })
  .meta({ id: 'CommunityDialogAbilities' });
export type CommunityDialogAbilities = z.infer<typeof communityDialogAbilitiesSchema>;

export const communityPersonSchema = personLiteSchema
  .extend({ color: hexColorSchema, role_key: roleKeySchema })
  .meta({ id: 'CommunityPerson' });
export type CommunityPerson = z.infer<typeof communityPersonSchema>;

export const communityDialogSchema = z
  .object({
    id: idSchema,
    kind: communityDialogKindSchema,
    type: z.literal([1, 4]).describe('Dialog type of spec §3: 4 a room, 1 a personal conversation'),
    spaceId: idSchema,
    universityId: idSchema.nullable(),
    name: text().nullable().describe("A room's name; null for a personal conversation"),
    description: text(),
    avatar: mediaUrlSchema.nullable(),
    color: hexColorSchema.nullable(),
    subject: subjectSchema.nullable().describe('The subject a room is about'),
    interlocutor: communityPersonSchema
      .nullable()
      .describe('The other person of a personal conversation'),
    isMember: z.boolean(),
    membersCount: z.number().int().min(0),
    lastMessage: messageSchema.nullable(),
    unreadCount: z.number().int().min(0),
    lastSeq: z.number().int().min(0).describe('Seq of the newest message: a client sees gaps'),
    lastActivity: dateTimeSchema,
    createdAt: dateTimeSchema,
    closed: z.boolean(),
    archived: z.boolean(),
    abilities: communityDialogAbilitiesSchema,
  })
  .meta({ id: 'CommunityDialog', description: 'A community conversation' });
export type CommunityDialog = z.infer<typeof communityDialogSchema>;

export const communityDialogResponseSchema = z
  .object({ dialog: communityDialogSchema })
  .meta({ id: 'CommunityDialogResponse' });
export const communityDialogsResponseSchema = z
  .object({ items: z.array(communityDialogSchema), total: z.number().int().min(0) })
  .meta({ id: 'CommunityDialogsResponse' });

export const communityRoomsQuerySchema = z
  .object({
    spaceId: coercedIdSchema,
    search: searchSchema.optional(),
    subjectId: coercedIdSchema.optional().describe('Only rooms about this subject'),
    ...pagingShape,
  })
  .meta({
    id: 'CommunityRoomsQuery',
    description: "A space's public rooms, with the ones the caller joined marked",
  });
export type CommunityRoomsQuery = z.infer<typeof communityRoomsQuerySchema>;

export const myCommunityDialogsQuerySchema = z
  .object({ spaceId: coercedIdSchema.optional(), ...pagingShape })
  .meta({
    id: 'MyCommunityDialogsQuery',
    description: 'Rooms the caller joined and their personal conversations, newest activity first',
  });
export type MyCommunityDialogsQuery = z.infer<typeof myCommunityDialogsQuerySchema>;

export const personalDialogParamsSchema = z
  .object({ id: coercedIdSchema.describe('The other person') })
  .meta({
    id: 'PersonalDialogParams',
    description:
      "GET /dialogs/personal/{id}: the caller's personal conversation with user {id} in the " +
      "default space of the caller's university (an account of a university group: the default " +
      'space of any of its universities, the most recently active). 404 until one is started.',
  });

/** POST /dialogs/create/ambassador and /dialogs/create/prospect: find-or-create. */
export const createPersonalDialogSchema = z.object({ spaceId: idSchema, userId: idSchema }).meta({
  id: 'CreatePersonalDialog',
  description:
    'The personal conversation between the caller and userId in the space; the same two ' +
    'people always get the same one. Anyone may start one with an ambassador of the ' +
    "space's university; only its ambassadors and admins with a prospect.",
});
export type CreatePersonalDialog = z.infer<typeof createPersonalDialogSchema>;

/** POST /messages/view: the newest message seq the member was shown in a focused window. */
export const communityMarkReadSchema = z
  .object({
    dialogId: idSchema,
    seq: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  })
  .meta({ id: 'CommunityMarkRead', description: 'Read position only moves forward' });
export type CommunityMarkRead = z.infer<typeof communityMarkReadSchema>;

// ---------------------------------------------------------------------------------------------
// Members

export const communityAmbassadorDataSchema = z
  .object({
    profile: z.object({ key: profileTypeKeySchema }),
    course: subjectSchema.nullable().describe("The ambassador's subject"),
    yearOfStudy: z.number().int().nullable(),
  })
  .meta({ id: 'CommunityAmbassadorData' });

export const communityMemberSchema = communityPersonSchema
  .extend({
    roleKey: roleKeySchema,
    university: universityRefSchema.nullable(),
    subjects: z.array(subjectSchema),
    ambassadorData: communityAmbassadorDataSchema.nullable().describe('Ambassadors only'),
    abilities: z
      .object({
        canMessage: z
          .boolean()
          .describe('The caller may start (or open) a personal conversation with them'),
      })
      .meta({ id: 'CommunityMemberAbilities' }),
  })
  .meta({
    id: 'CommunityMember',
    description: "A member's public community profile (never an email or a phone number)",
  });
export type CommunityMember = z.infer<typeof communityMemberSchema>;

export const communityMemberResponseSchema = z
  .object({ user: communityMemberSchema })
  .meta({ id: 'CommunityMemberResponse' });

export const communityMembersQuerySchema = z
  .object({
    universityId: coercedIdSchema.optional(),
    spaceId: coercedIdSchema.optional().describe('The members of the space’s university'),
    search: searchSchema.optional(),
    ...pagingShape,
  })
  .refine((query) => query.universityId !== undefined || query.spaceId !== undefined, {
    error: 'Either universityId or spaceId is required.',
    path: ['universityId'],
    params: detailCode('scope_required'),
  })
  .meta({ id: 'CommunityMembersQuery' });
export type CommunityMembersQuery = z.infer<typeof communityMembersQuerySchema>;

export const communityMembersResponseSchema = z
  .object({ items: z.array(communityMemberSchema), total: z.number().int().min(0) })
  .meta({ id: 'CommunityMembersResponse' });
