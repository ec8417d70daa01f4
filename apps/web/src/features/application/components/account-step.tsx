import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import {
  applicationRegistrationSchema,
  type AccessCodeResult,
} from '@quad/shared/contracts/application';
import { ERROR_CODES } from '@quad/shared/errors';
import { Button } from '../../../components/ui/button';
import { EmailInput, Input } from '../../../components/ui/field';
import { FormAlert } from '../../../components/ui/form-alert';
import { PasswordInput } from '../../../components/ui/password-input';
import { ApiError } from '../../../lib/api-client';
import { useWidget } from '../../../app/widget-context/use-widget';
import { useRegisterApplicant } from '../api/register-applicant';
import { useFocusFirstError } from '../../../lib/forms/use-focus-first-error';
import { useStartSession } from '../hooks/use-start-session';
import { formMessage, isAccessCodeError, serverFieldErrors } from '../lib/form-errors';
import { forgetCode } from '../lib/pending-code';
import { screenPath } from '../lib/steps';
import { translatedResolver } from '../lib/translated-resolver';
import { ApplyFrame } from './apply-frame';
import styles from './apply.module.css';

const FIELDS = ['name', 'last_name', 'email', 'password'] as const;
type Field = (typeof FIELDS)[number];

const accountFormSchema = applicationRegistrationSchema.pick({
  name: true,
  last_name: true,
  email: true,
  password: true,
});

/** Step 1b: the ambassador's account, at the university the code named. */
export function AccountStep({ code }: { code: AccessCodeResult }) {
  const { t } = useTranslation('application');
  const { base } = useWidget();
  const navigate = useNavigate();
  const registration = useRegisterApplicant();
  const startSession = useStartSession();
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstError = useFocusFirstError(formRef);
  const messages: Record<Field, string> = {
    name: t('account.errors.name'),
    last_name: t('account.errors.lastName'),
    email: t('account.errors.email'),
    password: t('account.errors.password'),
  };
  const form = useForm({
    resolver: translatedResolver(
      accountFormSchema,
      (issue) => messages[String(issue.path?.[0]) as Field],
    ),
    defaultValues: { name: '', last_name: '', email: '', password: '' },
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  const { errors } = form.formState;
  const clearOnEdit = (field: Field) => ({ onChange: () => form.clearErrors(field) });

  const handleSubmit = form.handleSubmit(
    (values) => {
      form.clearErrors('root');
      registration.mutate(
        { ...values, access_code: code.access_code, ...scopeOf(base) },
        {
          onSuccess: (result) => {
            forgetCode();
            startSession(result);
            void navigate(screenPath(base.base, 'profile'), { replace: true });
          },
          onError: (error) => {
            if (isAccessCodeError(error)) {
              forgetCode();
              void navigate(screenPath(base.base, 'code'), {
                replace: true,
                state: { code: code.access_code, problem: error.message },
              });
              return;
            }
            if (error instanceof ApiError && error.code === ERROR_CODES.EMAIL_TAKEN) {
              form.setError('email', { message: t('account.errors.emailTaken') });
            }
            const fields = serverFieldErrors(error, FIELDS);
            for (const field of FIELDS) {
              const message = fields[field];
              if (message) form.setError(field, { message });
            }
            if (!(error instanceof ApiError) || (!error.details && error.status !== 409)) {
              form.setError('root', { message: formMessage(error, t('genericError')) });
            }
            focusFirstError();
          },
        },
      );
    },
    () => focusFirstError(),
  );

  return (
    <ApplyFrame
      screen="account"
      title={t('steps.account')}
      intro={t('account.intro', { university: code.university.name })}
    >
      <form ref={formRef} className={styles.form} noValidate onSubmit={handleSubmit}>
        <FormAlert message={errors.root?.message} />
        <div className={styles.row}>
          <Input
            label={t('account.name')}
            autoComplete="given-name"
            error={errors.name?.message}
            {...form.register('name', clearOnEdit('name'))}
          />
          <Input
            label={t('account.lastName')}
            autoComplete="family-name"
            error={errors.last_name?.message}
            {...form.register('last_name', clearOnEdit('last_name'))}
          />
        </div>
        <EmailInput
          label={t('account.email')}
          error={errors.email?.message}
          {...form.register('email', clearOnEdit('email'))}
        />
        <PasswordInput
          label={t('account.password')}
          hint={t('account.passwordHint')}
          autoComplete="new-password"
          error={errors.password?.message}
          {...form.register('password', clearOnEdit('password'))}
        />
        <p className={styles.hint}>{t('account.terms')}</p>
        <div className={styles.actions}>
          <Button type="submit" size="lg" fullWidth loading={registration.isPending}>
            {t('account.submit')}
          </Button>
          <Link
            className={`${styles.link} ${styles.muted}`}
            to={screenPath(base.base, 'code')}
            onClick={() => forgetCode()}
          >
            {t('account.otherCode')}
          </Link>
        </div>
      </form>
    </ApplyFrame>
  );
}

function scopeOf(base: ReturnType<typeof useWidget>['base']) {
  return base.kind === 'university'
    ? { universityId: base.universityId }
    : { groupId: base.groupId };
}
