import { describe, expect, it } from 'vitest';
import {
  FIXED_FILTER_KEYS,
  PERMISSION_KEYS,
  isPermissionAllowed,
  widgetSettingsQuerySchema,
  widgetSettingsSchema,
} from './widget-settings';
import type { WidgetSettings } from './widget-settings';

const sampleSettings: WidgetSettings = {
  settings: { show_chat_button: true, max_ambassadors: 12, welcome: 'Hi', empty: null },
  primary_color: '#FF5100',
  permissions: [
    { key: 'display_ambassador_country_flag', isAllowed: true },
    { key: 'ssoOnly', isAllowed: false },
  ],
  ssoClientId: null,
  titles: {
    page_title: 'Chat with our students',
    page_desc: null,
    display_search_bar: true,
    display_tap_logo: false,
    group_chat_title: 'Group chats',
    profile_title: 'Our students',
    content_title: 'Posts',
    faq_title: 'Questions',
    social_proof_data: { ambassadors: 48, conversations: 1200, countries: 31 },
  },
  filters: [
    {
      key: '_subject',
      name: 'Subject',
      filterIndex: 0,
      type: 'fixed',
      options: [{ key: '_subject', id: 3, name: 'Law', partnerUniIds: [1] }],
    },
    {
      key: 'sport',
      name: 'Sport',
      filterIndex: 1,
      type: 'custom',
      options: [{ key: 'sport', name: 'Rowing' }],
    },
  ],
  show_number_likes_views: true,
  universities: [{ id: 1, name: 'Demo University', logo: null, city: 'Leeds', country: null }],
  is_test_university: false,
  ABTesting: { bucket: 'A', tests: [{ name: 'ABTEST_1', variant: 'B' }] },
  institution: {
    id: 1,
    name: 'Demo University',
    slug: 'demo-university',
    logo: '/storage/logo.png',
    website: 'https://demo.test',
  },
  university_group: { id: 1, name: 'Demo Group' },
};

describe('widgetSettingsQuerySchema', () => {
  it('needs a university or a group', () => {
    expect(widgetSettingsQuerySchema.safeParse({}).success).toBe(false);
    expect(widgetSettingsQuerySchema.parse({ universityId: '1' })).toEqual({ universityId: 1 });
  });

  it('accepts one prefilter item as a plain query value', () => {
    expect(widgetSettingsQuerySchema.parse({ groupId: '1', prefilterItems: 'law' })).toEqual({
      groupId: 1,
      prefilterItems: ['law'],
    });
  });

  it('refuses more than 10 prefilter items', () => {
    const items = Array.from({ length: 11 }, (_, i) => `item ${i}`);
    const result = widgetSettingsQuerySchema.safeParse({ universityId: 1, prefilterItems: items });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(
      'You can use up to 10 prefilter items at the same time.',
    );
    expect(
      widgetSettingsQuerySchema.safeParse({ universityId: 1, prefilterItems: items.slice(0, 10) })
        .success,
    ).toBe(true);
  });

  it('reads content types from a comma-separated value and refuses unknown ones', () => {
    expect(
      widgetSettingsQuerySchema.parse({ universityId: 1, contentTypes: 'posts,faqs' }).contentTypes,
    ).toEqual(['posts', 'faqs']);
    expect(
      widgetSettingsQuerySchema.safeParse({ universityId: 1, contentTypes: ['videos'] }).success,
    ).toBe(false);
  });
});

describe('widgetSettingsSchema', () => {
  it('parses every field of spec §3', () => {
    expect(widgetSettingsSchema.parse(sampleSettings)).toEqual(sampleSettings);
  });

  it('refuses an invalid colour, AB bucket or filter type', () => {
    expect(
      widgetSettingsSchema.safeParse({ ...sampleSettings, primary_color: 'orange' }).success,
    ).toBe(false);
    const abTesting = { bucket: 'C', tests: [] };
    expect(
      widgetSettingsSchema.safeParse({ ...sampleSettings, ABTesting: abTesting }).success,
    ).toBe(false);
    const filters = [{ key: 'x', name: 'X', filterIndex: 0, type: 'other' }];
    expect(widgetSettingsSchema.safeParse({ ...sampleSettings, filters }).success).toBe(false);
  });
});

describe('permissions and filter keys', () => {
  it('spell the spec keys', () => {
    expect(Object.values(PERMISSION_KEYS)).toEqual([
      'display_ambassador_country_flag',
      'ssoProspect',
      'ssoAmbassador',
      'ssoOnly',
      'ssoEncrypted',
    ]);
    expect(Object.values(FIXED_FILTER_KEYS)).toEqual([
      'university_countries',
      '_countries',
      'account_type',
      '_subject',
      'group_universities',
    ]);
  });

  it('treats a listed and allowed key as on, anything else as off', () => {
    const { permissions } = sampleSettings;
    expect(isPermissionAllowed(permissions, 'display_ambassador_country_flag')).toBe(true);
    expect(isPermissionAllowed(permissions, 'ssoOnly')).toBe(false);
    expect(isPermissionAllowed(permissions, 'ssoProspect')).toBe(false);
  });
});
