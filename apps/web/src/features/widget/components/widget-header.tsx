import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/button';
import { UserIcon } from '../../../components/ui/icons';
import { useWidget } from '../hooks/use-widget';
import { UniversityLogo } from './university-logo';
import styles from './widget-header.module.css';

/** The bar in the university colour: logo and name (home link) and sign-in. */
export function WidgetHeader() {
  const { t } = useTranslation();
  const { base, branding } = useWidget();
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Link
          to={base.base}
          className={styles.brand}
          aria-label={t('nav.homeOf', { name: branding.name })}
        >
          <UniversityLogo name={branding.name} logo={branding.logo} />
          <span className={styles.name} data-testid="university-name">
            {branding.name}
          </span>
        </Link>
        <ButtonLink
          to={`${base.base}/interaction/sign-in`}
          variant="ghost"
          size="sm"
          icon={<UserIcon size={18} />}
        >
          {t('nav.signIn')}
        </ButtonLink>
      </div>
    </header>
  );
}
