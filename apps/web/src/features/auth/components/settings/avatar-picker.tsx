import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccountInfo } from '@quad/shared/contracts/auth';
import { ERROR_CODES } from '@quad/shared/errors';
import { AVATAR_MAX_BYTES } from '@quad/shared/limits';
import { CameraIcon } from '../../../../components/ui/account-icons';
import { Avatar } from '../../../../components/ui/avatar';
import { Button } from '../../../../components/ui/button';
import { FormAlert } from '../../../../components/ui/form-alert';
import { ApiError } from '../../../../lib/api-client';
import { formErrorFor } from '../../validation';
import { useEditAvatar } from '../../api/edit-avatar';
import styles from './avatar-picker.module.css';

/** Image types the avatar upload takes. */
export const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
const MAX_MB = AVATAR_MAX_BYTES / (1024 * 1024);

type Preview = { file: File; url: string };

/** The avatar with a camera button: pick, preview, then save or cancel (≤ 5 MB images). */
export function AvatarPicker({ account }: { account: AccountInfo }) {
  const { t } = useTranslation('auth');
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<Preview | null>(null);
  const [error, setError] = useState('');
  const [saved, setSaved] = useState('');
  const upload = useEditAvatar();

  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview.url);
    },
    [preview],
  );

  const handleFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file may be picked again after a cancel.
    event.target.value = '';
    setSaved('');
    if (!file) return;
    if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) {
      return setError(t('avatar.wrongType'));
    }
    if (file.size > AVATAR_MAX_BYTES) return setError(t('avatar.tooBig', { max: MAX_MB }));
    setError('');
    setPreview({ file, url: URL.createObjectURL(file) });
  };

  const handleSave = () => {
    if (!preview) return;
    upload.mutate(preview.file, {
      onSuccess: () => {
        setPreview(null);
        setSaved(t('avatar.saved'));
      },
      onError: (failure) => {
        if (failure instanceof ApiError && failure.code === ERROR_CODES.PAYLOAD_TOO_LARGE) {
          return setError(t('avatar.tooBig', { max: MAX_MB }));
        }
        if (failure instanceof ApiError && failure.code === ERROR_CODES.UNSUPPORTED_MEDIA_TYPE) {
          return setError(t('avatar.wrongType'));
        }
        setError(formErrorFor(failure, t));
      },
    });
  };

  return (
    <div className={styles.picker}>
      <div className={styles.photo}>
        <Avatar
          id={account.id}
          name={account.name}
          lastName={account.last_name}
          src={preview?.url ?? account.avatar}
          size="lg"
          alt={preview ? t('avatar.previewAlt') : ''}
        />
        <label htmlFor={inputId} className={styles.camera} title={t('avatar.change')}>
          <CameraIcon size={18} />
          <span className="visually-hidden">{t('avatar.change')}</span>
        </label>
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          accept={AVATAR_TYPES.join(',')}
          className={styles.input}
          onChange={handleFile}
          aria-describedby={`${inputId}-hint`}
        />
      </div>
      <div className={styles.side}>
        {preview ? (
          <div className={styles.actions}>
            <Button size="sm" onClick={handleSave} loading={upload.isPending}>
              {t('avatar.save')}
            </Button>
            <Button
              size="sm"
              variant="secondary"
              disabled={upload.isPending}
              onClick={() => setPreview(null)}
            >
              {t('common.cancel')}
            </Button>
          </div>
        ) : (
          <Button size="sm" variant="secondary" onClick={() => inputRef.current?.click()}>
            {account.avatar ? t('avatar.change') : t('avatar.add')}
          </Button>
        )}
        <p id={`${inputId}-hint`} className={styles.hint}>
          {t('avatar.hint', { max: MAX_MB })}
        </p>
      </div>
      <FormAlert
        className={styles.alert}
        message={error || saved}
        tone={error ? 'danger' : 'success'}
      />
    </div>
  );
}
