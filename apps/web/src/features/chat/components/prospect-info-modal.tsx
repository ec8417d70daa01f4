import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { Skeleton, SkeletonGroup } from '../../../components/ui/skeleton';
import { useProspectInfoQuery } from '../api/get-prospect-info';
import { formatMonth } from '../lib/format';
import { fullName } from '../lib/people';
import styles from './chat-modals.module.css';
import { academicLevelName, admissionStageName } from '@quad/shared/data/journey-names';
import { nationalityById } from '@quad/shared/data/nationalities';
import { useReferenceNames } from '../../../i18n/reference-names';

type ProspectInfoModalProps = {
  dialogId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** The prospect-info panel for ambassadors and admins: who they are talking to. */
export function ProspectInfoModal({ dialogId, open, onOpenChange }: ProspectInfoModalProps) {
  const { t } = useTranslation('chat');
  const query = useProspectInfoQuery(dialogId, open);
  const names = useReferenceNames();
  const prospect = query.data;
  // The answer names a nationality by id; its country code names it in the reader's language.
  const nationalityOf = (nationality: { id: number; name: string }) => {
    const known = nationalityById(nationality.id);
    return known ? names.nationality(known) : nationality.name;
  };
  const facts = prospect
    ? [
        ['nationality', prospect.nationality && nationalityOf(prospect.nationality)],
        ['residence', prospect.residence_country && names.country(prospect.residence_country)],
        [
          'admissionStage',
          prospect.admission_stage && admissionStageName(prospect.admission_stage, names.locale),
        ],
        [
          'academicLevel',
          prospect.academic_level && academicLevelName(prospect.academic_level, names.locale),
        ],
        ['studyStart', prospect.study_start_date && formatMonth(prospect.study_start_date)],
      ].filter((fact): fact is [string, string] => Boolean(fact[1]))
    : [];
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t('prospectInfo.title')}>
      {query.isPending && (
        <SkeletonGroup className={styles.stack}>
          <div className={styles.profileHead}>
            <Skeleton shape="circle" width={56} />
            <Skeleton width="50%" height={20} />
          </div>
          <Skeleton width="90%" />
          <Skeleton width="70%" />
        </SkeletonGroup>
      )}
      {query.isError && (
        <div className={styles.empty}>
          <p>{t('prospectInfo.failed')}</p>
          <Button variant="secondary" onClick={() => void query.refetch()}>
            {t('list.tryAgain')}
          </Button>
        </div>
      )}
      {prospect && (
        <div className={styles.stack}>
          <div className={styles.profileHead}>
            <Avatar
              id={prospect.id}
              name={prospect.name}
              lastName={prospect.last_name}
              src={prospect.avatar}
              size="md"
            />
            <div className={styles.personText}>
              <span className={styles.personName}>{fullName(prospect)}</span>
              <span className={styles.personMeta}>{t('roles.prospect')}</span>
            </div>
          </div>
          {facts.length > 0 && (
            <dl className={styles.facts}>
              {facts.map(([key, value]) => (
                <div key={key} className={styles.fact}>
                  <dt>{t(`prospectInfo.facts.${key as 'nationality'}`)}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
          )}
          {prospect.answers.length > 0 && (
            <section className={styles.section} aria-labelledby="prospect-answers">
              <h3 id="prospect-answers" className={styles.sectionTitle}>
                {t('prospectInfo.answers')}
              </h3>
              <dl className={styles.facts}>
                {prospect.answers.map((answer, index) => (
                  <div key={index} className={styles.fact}>
                    <dt>{answer.question}</dt>
                    <dd>{answer.answer}</dd>
                  </div>
                ))}
              </dl>
            </section>
          )}
          {facts.length === 0 && prospect.answers.length === 0 && (
            <p className={styles.personMeta}>{t('prospectInfo.nothingShared')}</p>
          )}
        </div>
      )}
    </Modal>
  );
}
