import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { cx } from '../../../lib/cx';
import type { PublisherSnapshot, StagePublisher } from '../media/publisher';
import { CameraIcon, CameraOffIcon, MicIcon, MicOffIcon, ScreenIcon } from './media-icons';
import styles from './speaker-controls.module.css';

type SpeakerControlsProps = {
  publisher: StagePublisher;
  snapshot: PublisherSnapshot;
  /** The event is live: what the speaker sends reaches the audience. */
  live: boolean;
};

/** A toggle named by what pressing it does now (Mute / Unmute), its look showing the state. */
function Toggle({
  on,
  onClick,
  icon,
  children,
}: {
  on: boolean;
  onClick: () => void;
  icon: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <button type="button" className={cx(styles.toggle, !on && styles.off)} onClick={onClick}>
      {icon}
      <span>{children}</span>
    </button>
  );
}

/**
 * The speaker's own controls: join the stage (camera and microphone), mute, camera on or off,
 * choose devices, share the screen, leave. Problems (permission denied, no device, the stage
 * full) are said in words with what to do.
 */
export function SpeakerControls({ publisher, snapshot, live }: SpeakerControlsProps) {
  const { t } = useTranslation('liveEvents');
  const cameraId = useId();
  const microphoneId = useId();
  const { status, state, problem } = snapshot;
  const onStage = status === 'live' || status === 'reconnecting';

  return (
    <section className={styles.controls} aria-label={t('media.controlsLabel')}>
      <div className={styles.head}>
        <p className={styles.title}>{t('media.controlsTitle')}</p>
        <p className={styles.status} role="status">
          {status === 'live' && (live ? t('media.onAir') : t('media.backstage'))}
          {status === 'reconnecting' && t('media.reconnecting')}
          {status === 'starting' && t('media.starting')}
        </p>
      </div>
      {problem && (
        <p className={styles.problem} role="alert">
          {snapshot.detail && (problem === 'full' || problem === 'forbidden')
            ? snapshot.detail
            : t(`media.problem.${problem}`)}
        </p>
      )}
      {!onStage ? (
        <Button
          icon={<CameraIcon size={18} />}
          loading={status === 'starting'}
          onClick={() => void publisher.start()}
        >
          {status === 'error' ? t('media.tryAgain') : t('media.join')}
        </Button>
      ) : (
        <>
          <div className={styles.row}>
            <Toggle
              on={state.audio}
              onClick={() => publisher.setAudio(!state.audio)}
              icon={state.audio ? <MicIcon size={18} /> : <MicOffIcon size={18} />}
            >
              {state.audio ? t('media.mute') : t('media.unmute')}
            </Toggle>
            <Toggle
              on={state.video}
              onClick={() => publisher.setVideo(!state.video)}
              icon={state.video ? <CameraIcon size={18} /> : <CameraOffIcon size={18} />}
            >
              {state.video ? t('media.cameraOff') : t('media.cameraOn')}
            </Toggle>
            <Toggle
              on={state.screen}
              onClick={() => void (state.screen ? publisher.stopScreen() : publisher.shareScreen())}
              icon={<ScreenIcon size={18} />}
            >
              {state.screen ? t('media.stopSharing') : t('media.shareScreen')}
            </Toggle>
            <Button variant="secondary" size="sm" onClick={() => publisher.stop()}>
              {t('media.leave')}
            </Button>
          </div>
          <div className={styles.devices}>
            {snapshot.cameras.length > 0 && (
              <div className={styles.device}>
                <label htmlFor={cameraId}>{t('media.camera')}</label>
                <select
                  id={cameraId}
                  value={snapshot.cameraId ?? ''}
                  onChange={(event) => void publisher.useDevice('video', event.target.value)}
                >
                  {snapshot.cameras.map((device, index) => (
                    <option key={device.deviceId || index} value={device.deviceId}>
                      {device.label || t('media.cameraN', { n: index + 1 })}
                    </option>
                  ))}
                </select>
              </div>
            )}
            {snapshot.microphones.length > 0 && (
              <div className={styles.device}>
                <label htmlFor={microphoneId}>{t('media.microphone')}</label>
                <select
                  id={microphoneId}
                  value={snapshot.microphoneId ?? ''}
                  onChange={(event) => void publisher.useDevice('audio', event.target.value)}
                >
                  {snapshot.microphones.map((device, index) => (
                    <option key={device.deviceId || index} value={device.deviceId}>
                      {device.label || t('media.microphoneN', { n: index + 1 })}
                    </option>
                  ))}
                </select>
              </div>
            )}
          </div>
        </>
      )}
      {!live && <p className={styles.hint}>{t('media.backstageHint')}</p>}
    </section>
  );
}
