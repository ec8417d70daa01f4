import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  useContractForm as useFormOver,
  type ContractForm,
  type ContractFormOptions,
} from '../../../lib/forms/use-contract-form';
import { formErrorFor } from '../validation';

/** A contract form whose failed calls speak of sign-in: wrong password, disabled account, SSO. */
export function useContractForm<Input extends FieldValues, Output extends FieldValues>(
  schema: z.ZodType<Output, Input>,
  options: Omit<ContractFormOptions<Input>, 'formError'>,
): ContractForm<Input, Output> {
  const { t } = useTranslation('auth');
  return useFormOver(schema, { ...options, formError: (error) => formErrorFor(error, t) });
}
