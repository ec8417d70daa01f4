import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { passwordRecoveryConfirmSchema, type AuthResult } from '@quad/shared/contracts/auth';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { PasswordInput } from '../../../components/ui/password-input';
import { useConfirmPasswordRecovery } from '../api/confirm-password-recovery';
import { useFocusFirstError } from '../hooks/use-focus-first-error';
import {
  fieldErrorsFromApi,
  fieldErrorsFromIssues,
  formErrorFor,
  type FieldErrors,
} from '../validation';
import styles from './auth-form.module.css';

const FIELDS = ['new_password', 'confirm_password'] as const;
type Field = (typeof FIELDS)[number];

type ResetPasswordFormProps = {
  userId: number;
  code: string;
  /** The new password is set and the person is signed in with it. */
  onDone: (result: AuthResult) => void;
  onRequestNewLink: () => void;
};

/** The mailed recovery link's screen: a new password, twice (spec §5), then signed in. */
export function ResetPasswordForm({
  userId,
  code,
  onDone,
  onRequestNewLink,
}: ResetPasswordFormProps) {
  const { t } = useTranslation('auth');
  const [values, setValues] = useState({ new_password: '', confirm_password: '' });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [formError, setFormError] = useState('');
  const [linkExpired, setLinkExpired] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstError = useFocusFirstError(formRef);
  const confirm = useConfirmPasswordRecovery();

  const edit = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFormError('');
    const parsed = passwordRecoveryConfirmSchema.safeParse({ user_id: userId, code, ...values });
    if (!parsed.success) {
      const found = fieldErrorsFromIssues(parsed.error.issues, t, {
        fields: FIELDS,
        values,
        required: {
          new_password: t('validation.newPasswordRequired'),
          confirm_password: t('validation.confirmRequired'),
        },
      });
      if (Object.keys(found).length > 0) {
        setErrors(found);
        return focusFirstError();
      }
      // The link itself is malformed: only a new one helps.
      setLinkExpired(true);
      return setFormError(t('reset.badLink'));
    }
    confirm.mutate(parsed.data, {
      onSuccess: onDone,
      onError: (error) => {
        const found = fieldErrorsFromApi(error, FIELDS);
        if (Object.keys(found).length > 0) {
          setErrors(found);
          return focusFirstError();
        }
        setLinkExpired(true);
        setFormError(formErrorFor(error, t));
      },
    });
  };

  return (
    <form ref={formRef} className={styles.form} noValidate onSubmit={handleSubmit}>
      <FormAlert message={formError} />
      <PasswordInput
        label={t('fields.newPassword')}
        name="new_password"
        autoComplete="new-password"
        value={values.new_password}
        onChange={(event) => edit('new_password', event.target.value)}
        hint={t('signUp.passwordHint')}
        error={errors.new_password}
      />
      <PasswordInput
        label={t('fields.confirmPassword')}
        name="confirm_password"
        autoComplete="new-password"
        value={values.confirm_password}
        onChange={(event) => edit('confirm_password', event.target.value)}
        error={errors.confirm_password}
      />
      <div className={styles.actions}>
        <Button type="submit" size="lg" fullWidth loading={confirm.isPending}>
          {t('reset.submit')}
        </Button>
        {linkExpired && (
          <button
            type="button"
            className={`${styles.link} ${styles.center}`}
            onClick={onRequestNewLink}
          >
            {t('reset.newLink')}
          </button>
        )}
      </div>
    </form>
  );
}
