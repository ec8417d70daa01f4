import type { ReactNode } from 'react';
import { Card } from '../../../../components/ui/card';
import { cx } from '../../../../lib/cx';
import styles from './settings-section.module.css';

type SettingsSectionProps = {
  id: string;
  title: string;
  description?: string;
  tone?: 'default' | 'danger';
  children: ReactNode;
};

/** One card of the settings screen, named by its heading. */
export function SettingsSection({
  id,
  title,
  description,
  tone = 'default',
  children,
}: SettingsSectionProps) {
  return (
    <section aria-labelledby={`${id}-title`}>
      <Card className={cx(styles.section, tone === 'danger' && styles.danger)}>
        <div className={styles.heading}>
          <h2 id={`${id}-title`} className={styles.title}>
            {title}
          </h2>
          {description && <p className={styles.description}>{description}</p>}
        </div>
        {children}
      </Card>
    </section>
  );
}

type SettingsRowProps = {
  icon: ReactNode;
  label: string;
  value?: ReactNode;
  action?: ReactNode;
  children?: ReactNode;
};

/** A line of a section: what it is, its current value, and the way to change it. */
export function SettingsRow({ icon, label, value, action, children }: SettingsRowProps) {
  return (
    <div className={styles.row}>
      <div className={styles.rowMain}>
        <span className={styles.rowIcon} aria-hidden="true">
          {icon}
        </span>
        <div className={styles.rowText}>
          <span className={styles.rowLabel}>{label}</span>
          {value && <span className={styles.rowValue}>{value}</span>}
        </div>
        {action && <div className={styles.rowAction}>{action}</div>}
      </div>
      {children && <div className={styles.rowBody}>{children}</div>}
    </div>
  );
}
