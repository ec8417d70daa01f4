import { useTranslation } from 'react-i18next';
import type { CommunitySpace } from '@quad/shared/contracts/community';
import { cx } from '../../../lib/cx';
import styles from './community-lists.module.css';

type SpaceTilesProps = {
  spaces: readonly CommunitySpace[];
  selectedId: number | null;
  onSelect: (space: CommunitySpace) => void;
  labelledBy: string;
};

/** The university's spaces as tiles; choosing one shows its rooms below. */
export function SpaceTiles({ spaces, selectedId, onSelect, labelledBy }: SpaceTilesProps) {
  const { t } = useTranslation('community');
  return (
    <ul className={styles.tiles} aria-labelledby={labelledBy}>
      {spaces.map((space) => {
        const selected = space.id === selectedId;
        return (
          <li key={space.id}>
            <button
              type="button"
              className={cx(styles.tile, selected && styles.tileSelected)}
              aria-pressed={selected}
              onClick={() => onSelect(space)}
            >
              <span className={styles.tileName}>{space.name}</span>
              {space.isDefault && <span className={styles.tileTag}>{t('spaces.default')}</span>}
              <span className={styles.tileText}>{space.description}</span>
              <span className={styles.tileFacts}>
                {t('spaces.rooms', { count: space.conversationsCount })} ·{' '}
                {t('spaces.members', { count: space.membersCount })}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
