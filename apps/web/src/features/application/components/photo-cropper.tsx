import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { imageStyle, MAX_ZOOM, moveCrop, zoomCrop, type CropState } from '../lib/crop';
import styles from './photo-cropper.module.css';

type PhotoCropperProps = {
  src: string;
  crop: CropState;
  onChange: (crop: CropState) => void;
};

const KEY_STEP = 0.04;

/**
 * A square window over the photo, shown round like the avatar: drag (mouse, touch or pen) or
 * arrow keys move the photo, the slider zooms. The photo always covers the square.
 */
export function PhotoCropper({ src, crop, onChange }: PhotoCropperProps) {
  const { t } = useTranslation('application');
  const viewport = useRef<HTMLDivElement>(null);
  const drag = useRef<{ x: number; y: number } | null>(null);

  const handlePointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { x: event.clientX, y: event.clientY };
  };
  const handlePointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const start = drag.current;
    const side = viewport.current?.clientWidth ?? 0;
    if (!start || side === 0) return;
    drag.current = { x: event.clientX, y: event.clientY };
    onChange(moveCrop(crop, (event.clientX - start.x) / side, (event.clientY - start.y) / side));
  };
  const handlePointerUp = () => {
    drag.current = null;
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-KEY_STEP, 0],
      ArrowRight: [KEY_STEP, 0],
      ArrowUp: [0, -KEY_STEP],
      ArrowDown: [0, KEY_STEP],
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      onChange(moveCrop(crop, move[0], move[1]));
    } else if (event.key === '+' || event.key === '=') {
      onChange(zoomCrop(crop, crop.zoom + 0.1));
    } else if (event.key === '-') {
      onChange(zoomCrop(crop, crop.zoom - 0.1));
    }
  };

  return (
    <div className={styles.cropper}>
      <div
        ref={viewport}
        className={styles.viewport}
        role="group"
        tabIndex={0}
        aria-label={t('photo.crop')}
        aria-describedby="apply-crop-hint"
        onPointerDown={handlePointerDown}
        onPointerMove={handlePointerMove}
        onPointerUp={handlePointerUp}
        onPointerCancel={handlePointerUp}
        onKeyDown={handleKeyDown}
      >
        <img src={src} alt="" draggable={false} className={styles.image} style={imageStyle(crop)} />
        <div className={styles.mask} aria-hidden="true" />
      </div>
      <p id="apply-crop-hint" className={styles.hint}>
        {t('photo.cropHint')}
      </p>
      <label className={styles.zoom}>
        <span>{t('photo.zoom')}</span>
        <input
          type="range"
          min={1}
          max={MAX_ZOOM}
          step={0.01}
          value={crop.zoom}
          onChange={(event) => onChange(zoomCrop(crop, Number(event.target.value)))}
        />
      </label>
    </div>
  );
}
