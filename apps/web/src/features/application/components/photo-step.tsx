import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { ApplicationInfoResponse } from '@quad/shared/contracts/application';
import { AVATAR_MAX_BYTES } from '@quad/shared/limits';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { useWidget } from '../../../app/widget-context/use-widget';
import { useUploadAvatar } from '../api/application-mutations';
import { initialCrop, sourceSquare, type CropState } from '../lib/crop';
import { formMessage } from '../lib/form-errors';
import { screenPath } from '../lib/steps';
import { ApplyFrame } from './apply-frame';
import { PhotoCropper } from './photo-cropper';
import styles from './apply.module.css';

const TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];
/** The side of the square sent to the server; it stores 512 px. */
const OUTPUT_SIZE = 768;

type Picked = { src: string; image: HTMLImageElement; crop: CropState };

/** The cropped square as base64 JPEG, without the `data:` prefix the API refuses. */
function croppedBase64(picked: Picked): string {
  const canvas = document.createElement('canvas');
  canvas.width = OUTPUT_SIZE;
  canvas.height = OUTPUT_SIZE;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no canvas');
  const { sx, sy, size } = sourceSquare(picked.crop);
  context.drawImage(picked.image, sx, sy, size, size, 0, 0, OUTPUT_SIZE, OUTPUT_SIZE);
  return canvas.toDataURL('image/jpeg', 0.9).replace(/^data:[^,]+,/, '');
}

/** Step 3: a photo, cropped to the round avatar cards show. */
export function PhotoStep({ info }: { info: ApplicationInfoResponse }) {
  const { t } = useTranslation('application');
  const { base } = useWidget();
  const navigate = useNavigate();
  const upload = useUploadAvatar();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [picked, setPicked] = useState<Picked | null>(null);
  const [problem, setProblem] = useState('');
  const { application, account } = info;
  const next = screenPath(base.base, 'welcome');

  useEffect(
    () => () => {
      if (picked) URL.revokeObjectURL(picked.src);
    },
    [picked],
  );

  const handleFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    setProblem('');
    if (!file) return;
    if (!TYPES.includes(file.type)) return setProblem(t('photo.errors.type'));
    if (file.size > AVATAR_MAX_BYTES) return setProblem(t('photo.errors.size'));
    const src = URL.createObjectURL(file);
    const image = new Image();
    image.onload = () =>
      setPicked({ src, image, crop: initialCrop(image.naturalWidth, image.naturalHeight) });
    image.onerror = () => {
      URL.revokeObjectURL(src);
      setProblem(t('photo.errors.unreadable'));
    };
    image.src = src;
  };

  const handleSave = () => {
    if (!picked) return setProblem(t('photo.errors.missing'));
    let base64: string;
    try {
      base64 = croppedBase64(picked);
    } catch {
      return setProblem(t('photo.errors.unreadable'));
    }
    upload.mutate(base64, {
      onSuccess: () => void navigate(next),
      onError: (error) => setProblem(formMessage(error, t('genericError'))),
    });
  };

  return (
    <ApplyFrame screen="photo" title={t('steps.photo')} intro={t('photo.intro')}>
      <div className={styles.form}>
        <FormAlert message={problem} />
        {picked ? (
          <PhotoCropper
            src={picked.src}
            crop={picked.crop}
            onChange={(crop) => setPicked({ ...picked, crop })}
          />
        ) : (
          application.avatar && (
            <div className={`${styles.aside} ${styles.center}`}>
              <Avatar
                id={account.id}
                name={account.name}
                lastName={account.last_name}
                src={application.avatar}
                size="xl"
                alt={t('photo.current')}
              />
            </div>
          )
        )}
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          accept={TYPES.join(',')}
          className="visually-hidden"
          tabIndex={-1}
          aria-label={t('photo.choose')}
          onChange={handleFile}
        />
        <p id={`${inputId}-hint`} className={`${styles.hint} ${styles.muted}`}>
          {t('photo.hint')}
        </p>
        <div className={styles.actions}>
          {picked ? (
            <Button
              type="button"
              size="lg"
              fullWidth
              loading={upload.isPending}
              onClick={handleSave}
            >
              {t('photo.submit')}
            </Button>
          ) : (
            application.avatar && (
              <Button type="button" size="lg" fullWidth onClick={() => void navigate(next)}>
                {t('photo.keep')}
              </Button>
            )
          )}
          <Button
            type="button"
            size="lg"
            fullWidth
            variant={picked || application.avatar ? 'secondary' : 'primary'}
            aria-describedby={`${inputId}-hint`}
            onClick={() => inputRef.current?.click()}
          >
            {picked || application.avatar ? t('photo.change') : t('photo.choose')}
          </Button>
        </div>
      </div>
    </ApplyFrame>
  );
}
