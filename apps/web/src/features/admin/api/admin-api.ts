import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminSettingsResponseSchema,
  auditListResponseSchema,
  type AdminSettings,
  type AdminSettingsChange,
} from '@quad/shared/contracts/admin';
import {
  accessCodeListResponseSchema,
  accessCodeResponseSchema,
  applicationListResponseSchema,
  applicationResponseSchema,
  type createAccessCodeSchema,
} from '@quad/shared/contracts/application';
import type { z } from 'zod';
import {
  identityProviderResponseSchema,
  type IdentityProviderInput,
} from '@quad/shared/contracts/sign-in';
import {
  adminFaqListResponseSchema,
  adminFaqResponseSchema,
  type AdminFaqChange,
} from '@quad/shared/contracts/admin-faqs';
import {
  teamListResponseSchema,
  teamMemberResponseSchema,
  type TeamMemberChange,
} from '@quad/shared/contracts/admin-people';
import {
  adminLiveEventListResponseSchema,
  adminLiveEventResponseSchema,
  type AdminLiveEventCreate,
} from '@quad/shared/contracts/admin-live-events';
import { liveStreamStateSchema } from '@quad/shared/contracts/live-events';
import type { LiveEventStatus } from '@quad/shared/rules/status-name';
import {
  adminPostListResponseSchema,
  adminPostResponseSchema,
  type AdminPostChange,
  type POST_STATES,
} from '@quad/shared/contracts/admin-content';
import { apiClient } from '../../../lib/api-client';

/** Query keys of the console; everything under `all` belongs to the signed-in admin. */
export const adminKeys = {
  all: ['admin'] as const,
  settings: () => [...adminKeys.all, 'settings'] as const,
  audit: (page: number) => [...adminKeys.all, 'audit', page] as const,
  applications: () => [...adminKeys.all, 'applications'] as const,
  accessCodes: () => [...adminKeys.all, 'accessCodes'] as const,
};

/** GET /admin/settings: the university's widget settings as the console edits them. */
export async function getAdminSettings(signal?: AbortSignal): Promise<AdminSettings> {
  const data = await apiClient.get('/admin/settings', {
    signal,
    schema: adminSettingsResponseSchema,
  });
  return data.settings;
}

export function useAdminSettings() {
  return useQuery(
    queryOptions({
      queryKey: adminKeys.settings(),
      queryFn: ({ signal }) => getAdminSettings(signal),
    }),
  );
}

/** PUT /admin/settings with the whole document; the answer replaces the cached one. */
export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: AdminSettingsChange) => {
      const data = await apiClient.put('/admin/settings', change, {
        schema: adminSettingsResponseSchema,
      });
      return data.settings;
    },
    meta: { toastErrors: false },
    onSuccess: (settings) => {
      queryClient.setQueryData(adminKeys.settings(), settings);
      void queryClient.invalidateQueries({ queryKey: [...adminKeys.all, 'audit'] });
    },
  });
}

/** GET /admin/audit?page=: one page of the audit trail, newest first. */
export function useAuditPage(page: number) {
  return useQuery({
    queryKey: adminKeys.audit(page),
    queryFn: ({ signal }) =>
      apiClient.get('/admin/audit', { query: { page }, signal, schema: auditListResponseSchema }),
    placeholderData: (previous) => previous,
  });
}

/** GET /admin/applications: the university's applications, pending ones first. */
export function useApplications() {
  return useQuery({
    queryKey: adminKeys.applications(),
    queryFn: ({ signal }) =>
      apiClient.get('/admin/applications', { signal, schema: applicationListResponseSchema }),
  });
}

type Decision = { accountId: number } & ({ kind: 'approve' } | { kind: 'reject'; reason: string });

/** Approve or reject a sent application (the application module's admin routes). */
export function useDecideApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: Decision) =>
      decision.kind === 'approve'
        ? apiClient.post(`/admin/applications/${decision.accountId}/approve`, undefined, {
            schema: applicationResponseSchema,
          })
        : apiClient.post(
            `/admin/applications/${decision.accountId}/reject`,
            { reason: decision.reason },
            { schema: applicationResponseSchema },
          ),
    meta: { toastErrors: false },
    // A decision publishes or hides the profile: the people list changes too.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.applications() }),
        queryClient.invalidateQueries({ queryKey: [...adminKeys.all, 'people'] }),
      ]),
  });
}

/** GET /admin/accessCodes. */
export function useAccessCodes() {
  return useQuery({
    queryKey: adminKeys.accessCodes(),
    queryFn: ({ signal }) =>
      apiClient.get('/admin/accessCodes', { signal, schema: accessCodeListResponseSchema }),
  });
}

/** POST /admin/accessCodes (a random code unless one is given). */
export function useCreateAccessCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: z.input<typeof createAccessCodeSchema>) =>
      apiClient.post('/admin/accessCodes', input, { schema: accessCodeResponseSchema }),
    meta: { toastErrors: false },
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.accessCodes() }),
  });
}

/** POST /admin/accessCodes/{id}/revoke. */
export function useRevokeAccessCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiClient.post(`/admin/accessCodes/${id}/revoke`, undefined, {
        schema: accessCodeResponseSchema,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.accessCodes() }),
  });
}

/** GET /admin/posts: a page of the university's posts, drafts included. */
export function useAdminPosts(query: {
  search: string;
  state: (typeof POST_STATES)[number];
  sort: 'newest' | 'oldest' | 'popular';
  page: number;
}) {
  return useQuery({
    queryKey: [...adminKeys.all, 'posts', query] as const,
    queryFn: ({ signal }) =>
      apiClient.get('/admin/posts', {
        query: { ...query, search: query.search.trim() || undefined },
        signal,
        schema: adminPostListResponseSchema,
      }),
    placeholderData: (previous) => previous,
  });
}

/** POST /admin/posts, or PUT /admin/posts/{id} with an id. */
export function useSavePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, change }: { id?: number; change: AdminPostChange }) => {
      const data =
        id === undefined
          ? await apiClient.post('/admin/posts', change, { schema: adminPostResponseSchema })
          : await apiClient.put(`/admin/posts/${id}`, change, { schema: adminPostResponseSchema });
      return data.post;
    },
    meta: { toastErrors: false },
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...adminKeys.all, 'posts'] }),
  });
}

/** GET /admin/liveEvents?page=: the university's live events with their join codes. */
export function useAdminLiveEvents(page: number) {
  return useQuery({
    queryKey: [...adminKeys.all, 'liveEvents', page] as const,
    queryFn: ({ signal }) =>
      apiClient.get('/admin/liveEvents', {
        query: { page },
        signal,
        schema: adminLiveEventListResponseSchema,
      }),
    placeholderData: (previous) => previous,
  });
}

/** POST /admin/liveEvents: schedules an upcoming event. */
export function useCreateLiveEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: AdminLiveEventCreate) => {
      const data = await apiClient.post('/admin/liveEvents', input, {
        schema: adminLiveEventResponseSchema,
      });
      return data.liveEvent;
    },
    meta: { toastErrors: false },
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...adminKeys.all, 'liveEvents'] }),
  });
}

/** PUT /admin/liveEvents/{id}/status: the live events module's one status rule, audited. */
export function useChangeLiveEventStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: LiveEventStatus }) =>
      apiClient.put(
        `/admin/liveEvents/${id}/status`,
        { status },
        { schema: liveStreamStateSchema },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...adminKeys.all, 'liveEvents'] }),
  });
}

/** GET /admin/people: a page of the university's ambassadors and admins. */
export function useTeam(query: {
  search: string;
  role: '' | 'ambassador' | 'admin';
  sort: 'name' | 'newest';
  page: number;
}) {
  return useQuery({
    queryKey: [...adminKeys.all, 'people', query] as const,
    queryFn: ({ signal }) =>
      apiClient.get('/admin/people', {
        query: {
          search: query.search.trim() || undefined,
          role: query.role || undefined,
          sort: query.sort,
          page: query.page,
        },
        signal,
        schema: teamListResponseSchema,
      }),
    placeholderData: (previous) => previous,
  });
}

/** PATCH /admin/people/{id}: enable or disable, publish or unpublish. */
export function useChangeTeamMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, change }: { id: number; change: TeamMemberChange }) => {
      const data = await apiClient.request(`/admin/people/${id}`, {
        method: 'PATCH',
        body: change,
        schema: teamMemberResponseSchema,
      });
      return data.person;
    },
    meta: { toastErrors: false },
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...adminKeys.all, 'people'] }),
  });
}

/** GET /admin/faqs: a page of the university's FAQs. */
export function useAdminFaqs(query: { search: string; page: number }) {
  return useQuery({
    queryKey: [...adminKeys.all, 'faqs', query] as const,
    queryFn: ({ signal }) =>
      apiClient.get('/admin/faqs', {
        query: { search: query.search.trim() || undefined, page: query.page },
        signal,
        schema: adminFaqListResponseSchema,
      }),
    placeholderData: (previous) => previous,
  });
}

/** POST /admin/faqs, or PUT /admin/faqs/{id} with an id. */
export function useSaveFaq() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, change }: { id?: number; change: AdminFaqChange }) => {
      const data =
        id === undefined
          ? await apiClient.post('/admin/faqs', change, { schema: adminFaqResponseSchema })
          : await apiClient.put(`/admin/faqs/${id}`, change, { schema: adminFaqResponseSchema });
      return data.faq;
    },
    meta: { toastErrors: false },
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...adminKeys.all, 'faqs'] }),
  });
}

/** GET /admin/identityProvider: the university's provider, or null (the secrets never shown). */
export function useIdentityProvider() {
  return useQuery({
    queryKey: [...adminKeys.all, 'identityProvider'] as const,
    queryFn: ({ signal }) =>
      apiClient.get('/admin/identityProvider', { signal, schema: identityProviderResponseSchema }),
  });
}

/** PUT /admin/identityProvider, or DELETE it with null. */
export function useSaveIdentityProvider() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: IdentityProviderInput | null) =>
      input === null
        ? apiClient.delete('/admin/identityProvider', { schema: identityProviderResponseSchema })
        : apiClient.put('/admin/identityProvider', input, {
            schema: identityProviderResponseSchema,
          }),
    meta: { toastErrors: false },
    onSuccess: (data) => queryClient.setQueryData([...adminKeys.all, 'identityProvider'], data),
  });
}
