import type { ChangeEvent } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  get,
  useForm,
  type FieldError,
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormRegisterReturn,
  type UseFormReturn,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { errorToastFor } from '../error-toast';
import { fieldErrorsFromApi, formErrorMap, issueMessages } from './validation';

const isEmpty = (value: unknown) =>
  value === null ||
  value === undefined ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

export type ContractFormOptions<Input extends FieldValues> = {
  defaultValues: DefaultValues<Input>;
  /** A field's own words for "empty", instead of the generic "This field is required.". */
  required?: Partial<Record<Path<Input>, string>>;
  /**
   * The form-level words for a failed call no field took; by default the words of the error
   * toast for its status (spec §8).
   */
  formError?: (error: unknown) => string;
};

export type ContractForm<Input extends FieldValues, Output extends FieldValues> = UseFormReturn<
  Input,
  unknown,
  Output
> & {
  /**
   * Registers a control; its message goes once it is edited, and comes back on the next submit.
   * `onEdit` hears each edit too (a flow that keeps the values across its steps).
   */
  field: (
    name: Path<Input>,
    onEdit?: (event: ChangeEvent<HTMLInputElement>) => void,
  ) => UseFormRegisterReturn<Path<Input>>;
  /**
   * Puts a failed call's problems where they belong: `onField` (then the 400's details) on the
   * fields shown, focusing the first, else the form-level message. True when a field took it.
   */
  showServerError: (error: unknown, onField?: Partial<Record<Path<Input>, string>>) => boolean;
};

/**
 * A form over a contract schema (react-hook-form with the zod resolver): every problem in the
 * reader's language, next to its field, checked at submit.
 */
export function useContractForm<Input extends FieldValues, Output extends FieldValues>(
  schema: z.ZodType<Output, Input>,
  { defaultValues, required = {}, formError }: ContractFormOptions<Input>,
): ContractForm<Input, Output> {
  const { t } = useTranslation();
  const checked = zodResolver(schema, { error: formErrorMap(t) });
  const resolver: Resolver<Input, unknown, Output> = async (values, context, options) => {
    const result = await checked(values, context, options);
    if (Object.keys(result.errors).length > 0) {
      // A check whose schema wrote its own English words reads, by its code, in the reader's.
      const parsed = await schema.safeParseAsync(values);
      for (const [name, message] of parsed.success ? [] : issueMessages(parsed.error.issues, t)) {
        const error = get(result.errors, name) as FieldError | undefined;
        if (error) error.message = message;
      }
    }
    // An empty field gets its own "required" words, whatever words its schema's check carries.
    for (const [name, message] of Object.entries(required) as Array<[Path<Input>, string]>) {
      const error = get(result.errors, name) as FieldError | undefined;
      if (error && isEmpty(get(values, name))) error.message = message;
    }
    return result;
  };
  const form = useForm<Input, unknown, Output>({
    resolver,
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });

  const field = (name: Path<Input>, onEdit?: (event: ChangeEvent<HTMLInputElement>) => void) =>
    form.register(name, {
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        form.clearErrors(name);
        onEdit?.(event);
      },
    });

  const showServerError = (error: unknown, onField?: Partial<Record<Path<Input>, string>>) => {
    const names = Object.keys(form.getValues()) as Array<Path<Input>>;
    const found = Object.entries(onField ?? fieldErrorsFromApi(error, names)) as Array<
      [Path<Input>, string]
    >;
    if (found.length === 0) {
      form.setError('root', {
        message: formError?.(error) ?? errorToastFor(error)?.description ?? t('forms.generic'),
      });
      return false;
    }
    found.forEach(([name, message], index) =>
      form.setError(name, { message }, { shouldFocus: index === 0 }),
    );
    return true;
  };

  return { ...form, field, showServerError };
}
