import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  applicationResponseSchema,
  type Application,
  type ApplicationInfoResponse,
  type SetInfoInput,
} from '@quad/shared/contracts/application';
import { apiClient } from '../../../lib/api-client';
import { applicationKeys } from './application-keys';

/** POST /application/account/set-info → the application with its next step. */
export async function setInfo(body: SetInfoInput): Promise<Application> {
  const data = await apiClient.post('/application/account/set-info', body, {
    schema: applicationResponseSchema,
  });
  return data.application;
}

/** POST /application/account/avatar with the cropped photo as base64 (no `data:` prefix). */
export async function uploadAvatar(base64: string): Promise<Application> {
  const data = await apiClient.post(
    '/application/account/avatar',
    { file: base64 },
    { schema: applicationResponseSchema },
  );
  return data.application;
}

/** PUT /application/account/welcome/introduction `{ all_done: true }`: sends the application. */
export async function finishApplication(): Promise<Application> {
  const data = await apiClient.put(
    '/application/account/welcome/introduction',
    { all_done: true },
    { schema: applicationResponseSchema },
  );
  return data.application;
}

/** A mutation whose answer is the new state of the application, kept in the query cache. */
function useApplicationMutation<Input>(mutationFn: (input: Input) => Promise<Application>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    meta: { toastErrors: false },
    onSuccess: (application) => {
      queryClient.setQueryData<ApplicationInfoResponse>(applicationKeys.info(), (info) =>
        info ? { ...info, application } : info,
      );
    },
  });
}

export const useSetInfo = () => useApplicationMutation(setInfo);
export const useUploadAvatar = () => useApplicationMutation(uploadAvatar);
export const useFinishApplication = () => useApplicationMutation(() => finishApplication());
