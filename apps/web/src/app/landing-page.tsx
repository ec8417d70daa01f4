import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../components/ui/button';
import { ChatIcon } from '../components/ui/icons';
import { StandaloneLayout } from './layouts/standalone-layout';
import { embedSnippet } from '../lib/embed-snippet';
import styles from './landing-page.module.css';

const DEMO_BASE = '/1';

/** `/`: what Quad is, the way into the demo university, and the one line that embeds it. */
export function LandingPage() {
  const { t } = useTranslation();
  const snippet = embedSnippet(window.location.origin, { universityId: 1 });
  return (
    <StandaloneLayout>
      <div className={styles.landing}>
        <span className={styles.mark} aria-hidden="true">
          <ChatIcon size={32} />
        </span>
        <h1 className={styles.title}>{t('landing.title')}</h1>
        <p className={styles.text}>{t('landing.text')}</p>
        <ButtonLink to={DEMO_BASE} size="lg">
          {t('landing.openDemo')}
        </ButtonLink>
        <section className={styles.embed} aria-labelledby="embed-title">
          <h2 id="embed-title" className={styles.embedTitle}>
            {t('landing.embedTitle')}
          </h2>
          <p className={styles.embedText}>{t('landing.embedText')}</p>
          <code className={styles.code}>{snippet}</code>
        </section>
      </div>
    </StandaloneLayout>
  );
}
