import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminLiveEvent } from '@quad/shared/contracts/admin-live-events';
import { ERROR_CODES } from '@quad/shared/errors';
import { RECORDING_MAX_BYTES } from '@quad/shared/limits';
import { ActionPopup } from '../../../components/ui/action-popup';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { ApiError } from '../../../lib/api-client';
import { useDeleteRecording, useUploadRecording } from '../api/recording-api';
import styles from './event-recording.module.css';

const ACCEPT = ['video/mp4', 'video/webm'];
const MEGABYTE = 1024 * 1024;

/** The key of the message a failed upload shows; the server checks the bytes, so it has the last word. */
function failureOf(error: unknown): 'tooLarge' | 'notEnded' | 'wrongType' | 'failed' {
  if (!(error instanceof ApiError)) return 'failed';
  if (error.code === ERROR_CODES.PAYLOAD_TOO_LARGE) return 'tooLarge';
  if (error.code === ERROR_CODES.CONFLICT) return 'notEnded';
  if (error.status === 400 || error.status === 415) return 'wrongType';
  return 'failed';
}

/**
 * Removes the recording after a confirmation. An on-demand event is watched through its
 * recording, so there the button gives way to a sentence saying what to do first.
 */
function RemoveRecording({
  event,
  onRemoved,
  onFailed,
}: {
  event: AdminLiveEvent;
  onRemoved: (message: string) => void;
  onFailed: (message: string) => void;
}) {
  const { t } = useTranslation('admin');
  const remove = useDeleteRecording();
  const [confirming, setConfirming] = useState(false);
  if (event.status === 'onDemand') {
    return <p className={styles.hint}>{t('liveEvents.recording.removeOnDemand')}</p>;
  }
  const confirm = () =>
    remove.mutate(event.id, {
      onSuccess: () => {
        setConfirming(false);
        onRemoved(t('liveEvents.recording.removed', { name: event.name }));
      },
      onError: (error) => {
        setConfirming(false);
        onFailed(
          error instanceof ApiError && error.code === ERROR_CODES.CONFLICT
            ? t('liveEvents.recording.removeOnDemand')
            : t('liveEvents.recording.removeFailed'),
        );
      },
    });
  return (
    <>
      <div>
        <Button type="button" size="sm" variant="secondary" onClick={() => setConfirming(true)}>
          {t('liveEvents.recording.remove')}
        </Button>
      </div>
      <ActionPopup
        open={confirming}
        onOpenChange={setConfirming}
        title={t('liveEvents.recording.removeTitle')}
        body={t('liveEvents.recording.removeBody', { name: event.name })}
        confirmLabel={t('liveEvents.recording.removeConfirm')}
        onConfirm={confirm}
        dismissLabel={t('liveEvents.recording.cancel')}
        tone="danger"
        busy={remove.isPending}
      />
    </>
  );
}

/**
 * Upload, replace or remove an ended event's recording: the file's name and size, a pending
 * state, errors inline.
 */
export function EventRecording({ event }: { event: AdminLiveEvent }) {
  const { t, i18n } = useTranslation('admin');
  const upload = useUploadRecording();
  const inputId = useId();
  const hintId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState('');
  const [done, setDone] = useState('');
  const size = (bytes: number) =>
    new Intl.NumberFormat(i18n.language, {
      style: 'unit',
      unit: 'megabyte',
      maximumFractionDigits: 1,
    }).format(bytes / MEGABYTE);
  const limit = size(RECORDING_MAX_BYTES);

  const choose = (change: ChangeEvent<HTMLInputElement>) => {
    const chosen = change.target.files?.[0] ?? null;
    setDone('');
    setProblem('');
    setFile(chosen);
    if (!chosen) return;
    if (chosen.type && !ACCEPT.includes(chosen.type))
      setProblem(t('liveEvents.recording.wrongType'));
    else if (chosen.size > RECORDING_MAX_BYTES) {
      setProblem(t('liveEvents.recording.tooLarge', { limit }));
    }
  };

  const submit = (form: FormEvent) => {
    form.preventDefault();
    if (!file) {
      setProblem(t('liveEvents.recording.choose'));
      return;
    }
    if (problem) return;
    upload.mutate(
      { id: event.id, file },
      {
        onSuccess: (updated) => {
          setFile(null);
          setDone(
            updated.status === 'onDemand'
              ? t('liveEvents.recording.replaced', { name: updated.name })
              : t('liveEvents.recording.uploaded', { name: updated.name }),
          );
        },
        onError: (error) =>
          setProblem(t(`liveEvents.recording.${failureOf(error)}` as const, { limit })),
      },
    );
  };

  return (
    <form className={styles.recording} onSubmit={submit} noValidate>
      <p className={styles.current}>
        {event.recording_url ? (
          <a href={event.recording_url} target="_blank" rel="noreferrer">
            {t('liveEvents.recording.watch', { name: event.name })}
          </a>
        ) : (
          t('liveEvents.recording.none')
        )}
      </p>
      <label htmlFor={inputId} className={styles.label}>
        {event.recording_url
          ? t('liveEvents.recording.replaceLabel')
          : t('liveEvents.recording.label')}
      </label>
      <input
        id={inputId}
        type="file"
        accept={ACCEPT.join(',')}
        className={styles.input}
        aria-describedby={hintId}
        aria-invalid={problem ? true : undefined}
        disabled={upload.isPending}
        onChange={choose}
      />
      <p id={hintId} className={styles.hint}>
        {file
          ? t('liveEvents.recording.chosen', { file: file.name, size: size(file.size) })
          : t('liveEvents.recording.hint', { limit })}
      </p>
      <div>
        <Button type="submit" size="sm" loading={upload.isPending} disabled={upload.isPending}>
          {upload.isPending
            ? t('liveEvents.recording.uploading')
            : t('liveEvents.recording.submit')}
        </Button>
      </div>
      {event.recording_url && (
        <RemoveRecording
          event={event}
          onRemoved={(message) => {
            setProblem('');
            setDone(message);
          }}
          onFailed={(message) => {
            setDone('');
            setProblem(message);
          }}
        />
      )}
      <FormAlert message={problem} />
      <FormAlert message={done} tone="success" />
    </form>
  );
}
