import { useId } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { AdminSettingsChange } from '@quad/shared/contracts/admin';
import { brandContrast } from '@quad/shared/rules/brand-contrast';
import { isHexColor, normalizeHex } from '@quad/shared/rules/color';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Chip } from '../../../components/ui/chip';
import { cx } from '../../../lib/cx';
import { brandStyle } from '../lib/brand-style';
import type { SettingsFormValues } from '../lib/settings-form';
import styles from './admin.module.css';

type SettingsControl = Control<SettingsFormValues, unknown, AdminSettingsChange>;

/**
 * A small widget in the unsaved colour, built from the widget's own pieces (button, card,
 * avatar, chip) so it looks as the widget will once saved: the page title, one ambassador card.
 */
function WidgetPreview({ color, control }: { color: string; control: SettingsControl }) {
  const { t } = useTranslation('admin');
  const title = useWatch({ control, name: 'titles.page_title' });
  const captionId = useId();
  return (
    <figure className={styles.widgetPreview} style={brandStyle(color)} aria-labelledby={captionId}>
      <figcaption id={captionId} className={styles.legend}>
        {t('settings.brand.preview')}
      </figcaption>
      <div className={styles.widgetPreviewFrame} aria-hidden="true">
        <p className={styles.widgetPreviewTitle}>{title || t('settings.brand.previewTitle')}</p>
        <Card className={styles.widgetPreviewCard}>
          <div className={styles.photoRow}>
            <Avatar id={7} name="Maya" lastName="Lee" size="md" />
            <div>
              <p className={styles.widgetPreviewName}>{t('settings.brand.previewName')}</p>
              <Chip>{t('settings.brand.previewChip')}</Chip>
            </div>
          </div>
          <Button size="sm" tabIndex={-1}>
            {t('settings.brand.previewButton')}
          </Button>
        </Card>
        <span className={styles.previewLink} style={{ color }}>
          {t('settings.brand.previewLink')}
        </span>
      </div>
    </figure>
  );
}

/** The preview in the colour being typed, once it is a colour. */
export function BrandPreview({ control }: { control: SettingsControl }) {
  const color = useWatch({ control, name: 'primary_color' });
  if (!isHexColor(color.trim())) return null;
  return <WidgetPreview color={normalizeHex(color.trim())} control={control} />;
}

/** The brand colour's contrast verdict (the shared rule). */
export function BrandContrast({ control }: { control: SettingsControl }) {
  const { t } = useTranslation('admin');
  const color = useWatch({ control, name: 'primary_color' });
  if (!isHexColor(color.trim())) return null;
  const hex = normalizeHex(color.trim());
  const contrast = brandContrast(hex);
  return (
    <>
      {contrast && (
        <p
          className={cx(styles.notice, contrast.isLow ? styles.noticeWarning : styles.noticeOk)}
          role={contrast.isLow ? 'alert' : undefined}
        >
          {t(contrast.isLow ? 'settings.brand.contrastLow' : 'settings.brand.contrastOk', {
            page: contrast.onPage.toFixed(1),
            button: contrast.onButton.toFixed(1),
          })}
        </p>
      )}
    </>
  );
}
