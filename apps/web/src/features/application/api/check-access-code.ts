import { useMutation } from '@tanstack/react-query';
import { accessCodeResultSchema, type AccessCodeResult } from '@quad/shared/contracts/application';
import type { WidgetScope } from '@quad/shared/rules/base-path';
import { apiClient } from '../../../lib/api-client';

/** GET /application/auth/registration/access_code → whose the code is (or why it is refused). */
export function checkAccessCode(input: {
  code: string;
  scope: WidgetScope;
}): Promise<AccessCodeResult> {
  return apiClient.get('/application/auth/registration/access_code', {
    query: { access_code: input.code, ...input.scope },
    schema: accessCodeResultSchema,
  });
}

export function useCheckAccessCode() {
  return useMutation({ mutationFn: checkAccessCode, meta: { toastErrors: false } });
}
