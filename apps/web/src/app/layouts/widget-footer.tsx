import { Trans } from 'react-i18next';
import { useWidget } from '../widget-context/use-widget';
import styles from './widget-footer.module.css';

/** "Powered by Quad", when the university shows the logo (titles.display_tap_logo). */
export function WidgetFooter() {
  const { settings } = useWidget();
  if (!settings.titles.display_tap_logo) return null;
  return (
    <footer className={styles.footer}>
      <Trans i18nKey="app.poweredBy" components={{ brand: <span className={styles.brand} /> }} />
    </footer>
  );
}
