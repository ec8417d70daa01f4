import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { z } from 'zod';
import { accessCodeSchema } from '@quad/shared/contracts/application';
import { widgetScope } from '@quad/shared/rules/base-path';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/field';
import { FormAlert } from '../../../components/ui/form-alert';
import { useWidget } from '../../../app/widget-context/use-widget';
import { useCheckAccessCode } from '../api/check-access-code';
import { useFocusFirstError } from '../../../lib/forms/use-focus-first-error';
import { formMessage, isAccessCodeError } from '../lib/form-errors';
import { rememberCode } from '../lib/pending-code';
import { screenPath } from '../lib/steps';
import { translatedResolver } from '../lib/translated-resolver';
import { ApplyFrame } from './apply-frame';
import styles from './apply.module.css';

const codeFormSchema = z.object({ access_code: accessCodeSchema });

/** Step 1a: the access code, checked against the widget's university or group. */
export function CodeStep({
  initialCode = '',
  problem,
}: {
  initialCode?: string;
  /** Why the code was refused after it had been checked (used up or revoked meanwhile). */
  problem?: string;
}) {
  const { t } = useTranslation('application');
  const { base } = useWidget();
  const navigate = useNavigate();
  const check = useCheckAccessCode();
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstError = useFocusFirstError(formRef);
  // Kept once: a new object on every render would put the message back after each keystroke.
  const [arrivalErrors] = useState(() =>
    problem ? { access_code: { type: 'server', message: problem } } : undefined,
  );
  const form = useForm({
    resolver: translatedResolver(codeFormSchema, () => t('code.required')),
    defaultValues: { access_code: initialCode },
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    errors: arrivalErrors,
  });
  const { errors } = form.formState;

  const handleSubmit = form.handleSubmit(
    ({ access_code }) => {
      form.clearErrors('root');
      check.mutate(
        { code: access_code, scope: widgetScope(base) },
        {
          onSuccess: (result) => {
            rememberCode(result);
            void navigate(screenPath(base.base, 'account'));
          },
          onError: (error) => {
            if (isAccessCodeError(error)) {
              form.setError('access_code', { message: error.message });
              focusFirstError();
            } else {
              form.setError('root', { message: formMessage(error, t('genericError')) });
            }
          },
        },
      );
    },
    () => focusFirstError(),
  );

  return (
    <ApplyFrame screen="code" title={t('steps.code')} intro={t('code.intro')}>
      <form ref={formRef} className={styles.form} noValidate onSubmit={handleSubmit}>
        <FormAlert message={errors.root?.message} />
        <Input
          label={t('code.label')}
          hint={t('code.hint')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          error={errors.access_code?.message}
          {...form.register('access_code', { onChange: () => form.clearErrors('access_code') })}
        />
        <div className={styles.actions}>
          <Button type="submit" size="lg" fullWidth loading={check.isPending}>
            {t('code.submit')}
          </Button>
        </div>
      </form>
      <p className={styles.muted}>
        {t('code.haveAccount')}{' '}
        <Link
          className={styles.link}
          to={`${base.base}/interaction/sign-in`}
          state={{ redirectTo: screenPath(base.base, 'code') }}
        >
          {t('code.signIn')}
        </Link>
      </p>
    </ApplyFrame>
  );
}
