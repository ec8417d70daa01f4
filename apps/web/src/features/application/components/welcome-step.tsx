import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { ApplicationInfoResponse } from '@quad/shared/contracts/application';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { useWidget } from '../../../app/widget-context/use-widget';
import { useFinishApplication } from '../api/application-mutations';
import { formMessage } from '../lib/form-errors';
import { screenPath } from '../lib/steps';
import { ApplyFrame } from './apply-frame';
import { CardPreview } from './card-preview';
import { previewOf } from './preview-of';
import styles from './apply.module.css';

/** Step 4: the finished card, what happens next, and sending the application. */
export function WelcomeStep({ info }: { info: ApplicationInfoResponse }) {
  const { t } = useTranslation('application');
  const { base } = useWidget();
  const navigate = useNavigate();
  const finish = useFinishApplication();
  const [problem, setProblem] = useState('');
  const { account, application } = info;
  const nextItems = t('welcome.nextItems', { returnObjects: true });

  const handleSend = () => {
    setProblem('');
    finish.mutate(undefined, {
      onSuccess: () => void navigate(screenPath(base.base, 'status'), { replace: true }),
      onError: (error) => setProblem(formMessage(error, t('genericError'))),
    });
  };

  return (
    <ApplyFrame
      screen="welcome"
      title={t('welcome.heading', { name: account.name })}
      intro={t('welcome.intro', { university: application.university.name })}
    >
      <FormAlert message={problem} />
      <CardPreview className={styles.preview} data={previewOf(info)} />
      <div className={styles.aside}>
        <h2 className={styles.asideTitle}>{t('welcome.next')}</h2>
        <ol className={styles.list}>
          {nextItems.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ol>
      </div>
      <div className={styles.actions}>
        <Button type="button" size="lg" fullWidth loading={finish.isPending} onClick={handleSend}>
          {t('welcome.submit')}
        </Button>
        <Link className={`${styles.link} ${styles.muted}`} to={screenPath(base.base, 'profile')}>
          {t('welcome.edit')}
        </Link>
      </div>
    </ApplyFrame>
  );
}
