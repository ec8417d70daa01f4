import { FormAlert } from '../../../components/ui/form-alert';
import { cx } from '../../../lib/cx';
import styles from './admin.module.css';

/**
 * What the page's last action did: a status line that is always there (so a screen reader hears
 * it change) and, when the action failed, its alert.
 */
export function ActionNotice({
  message,
  error,
}: {
  message: string | null | undefined;
  error?: string | null | undefined;
}) {
  return (
    <>
      <p role="status" className={cx(styles.notice, message && styles.noticeOk)}>
        {message}
      </p>
      {error && <FormAlert message={error} />}
    </>
  );
}
