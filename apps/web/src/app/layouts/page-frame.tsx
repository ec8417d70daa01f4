import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/ui/button';
import { ArrowLeftIcon } from '../../components/ui/icons';
import { cx } from '../../lib/cx';
import styles from './page-frame.module.css';

type PageFrameProps = {
  title: string;
  /** Where "Back" leads; usually the widget home. */
  backTo?: string;
  width?: 'narrow' | 'wide';
  children: ReactNode;
};

/** The frame of an inner screen: a way back, the screen's heading, its content. */
export function PageFrame({ title, backTo, width = 'wide', children }: PageFrameProps) {
  const { t } = useTranslation();
  return (
    <div className={cx(styles.frame, width === 'narrow' && styles.narrow)}>
      {backTo && (
        <ButtonLink
          to={backTo}
          variant="ghost"
          size="sm"
          className={styles.back}
          icon={<ArrowLeftIcon size={18} />}
        >
          {t('common.back')}
        </ButtonLink>
      )}
      <h1 className={styles.title}>{title}</h1>
      {children}
    </div>
  );
}
