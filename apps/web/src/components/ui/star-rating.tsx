import { useId, useState } from 'react';
import { cx } from '../../lib/cx';
import { StarIcon } from './chat-icons';
import styles from './star-rating.module.css';

type StarRatingProps = {
  /** The question, read as the group's name. */
  legend: string;
  value: number | null;
  onChange: (value: number) => void;
  /** The name of each value, for screen readers: "1 star" … "5 stars". */
  labelFor: (value: number) => string;
  max?: number;
  className?: string;
};

/**
 * One to five stars as native radios: arrow keys move, the label names each value, and the
 * stars up to the hovered or chosen one fill in the primary colour. Touch targets are 44 px.
 */
export function StarRating({
  legend,
  value,
  onChange,
  labelFor,
  max = 5,
  className,
}: StarRatingProps) {
  const name = useId();
  const [hovered, setHovered] = useState<number | null>(null);
  const shown = hovered ?? value ?? 0;
  return (
    <fieldset className={cx(styles.rating, className)}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.stars} onPointerLeave={() => setHovered(null)}>
        {Array.from({ length: max }, (_, index) => {
          const star = index + 1;
          return (
            <label
              key={star}
              className={cx(styles.star, star <= shown && styles.filled)}
              onPointerEnter={() => setHovered(star)}
            >
              <input
                type="radio"
                name={name}
                value={star}
                checked={value === star}
                onChange={() => onChange(star)}
                className={styles.input}
                aria-label={labelFor(star)}
              />
              <StarIcon size={32} filled={star <= shown} />
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
