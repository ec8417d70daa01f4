import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import styles from './admin.module.css';

type FormFooterProps = {
  /** The submit button's words. */
  submit: string;
  pending: boolean;
  /** Closes an edit in place; without it, no Cancel button. */
  onCancel?: () => void;
  /** The form-level problem of a failed save. */
  problem?: string;
};

/** A console form's last lines: submit, Cancel when it edits in place, the failed save's alert. */
export function FormFooter({ submit, pending, onCancel, problem }: FormFooterProps) {
  const { t } = useTranslation('admin');
  return (
    <>
      <div className={styles.rowActions}>
        <Button type="submit" loading={pending}>
          {submit}
        </Button>
        {onCancel && (
          <Button type="button" variant="ghost" onClick={onCancel}>
            {t('faqs.form.cancel')}
          </Button>
        )}
      </div>
      {problem && <FormAlert message={problem} />}
    </>
  );
}
