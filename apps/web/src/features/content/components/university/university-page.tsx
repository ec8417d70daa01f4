import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { parsePathId } from '@quad/shared/rules/base-path';
import { ButtonLink } from '../../../../components/ui/button';
import { CountryFlag } from '../../../../components/ui/country-flag';
import { ExternalLinkIcon } from '../../../../components/ui/content-icons';
import { PinIcon, UsersIcon } from '../../../../components/ui/icons';
import { ChatIcon } from '../../../../components/ui/icons';
import { useWidget } from '../../../../app/widget-context/use-widget';
import { useUniversityQuery } from '../../api/get-university';
import type { Faq, Post, UniversityProfile } from '@quad/shared/contracts/content';
import { universityPath } from '../../links';
import { showsCountryFlag } from '../ambassadors/ambassador-facts';
import { FaqList } from '../faqs/faq-list';
import { PostGrid } from '../posts/post-grid';
import { ContentError, notFoundError } from '../shared/content-error';
import { ContentFrame } from '../shared/content-frame';
import { ProfileSkeleton } from '../shared/skeletons';
import { PAGE_WIDTH_SIZES, storedImage } from '../../../../lib/stored-image';
import styles from './university-page.module.css';
import { useReferenceNames } from '../../../../i18n/reference-names';

function Monogram({ name }: { name: string }) {
  const letters = name
    .split(/\s+/)
    .filter((word) => /^\p{Lu}/u.test(word))
    .slice(0, 2)
    .map((word) => word[0])
    .join('');
  return <span className={styles.monogram}>{letters || name.slice(0, 1)}</span>;
}

function UniversityProfileView({
  university,
  posts,
  faqs,
}: {
  university: UniversityProfile;
  posts: Post[];
  faqs: Faq[];
}) {
  const { t } = useTranslation('content');
  const { base, settings } = useWidget();
  const names = useReferenceNames();
  const place = [university.city, university.country && names.country(university.country)]
    .filter(Boolean)
    .join(', ');
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div className={styles.cover}>
          {university.cover && (
            <img
              {...storedImage(university.cover, PAGE_WIDTH_SIZES)}
              alt=""
              className={styles.coverImage}
            />
          )}
        </div>
        <div className={styles.identity}>
          <span className={styles.logo}>
            {university.logo ? (
              <img {...storedImage(university.logo, '88px')} alt="" className={styles.logoImage} />
            ) : (
              <Monogram name={university.name} />
            )}
          </span>
          <h1 className={styles.name}>{university.name}</h1>
          <ul className={styles.facts}>
            {place && (
              <li className={styles.fact}>
                {university.country && showsCountryFlag(settings) ? (
                  <CountryFlag
                    code={university.country.code}
                    name={names.country(university.country)}
                    decorative
                  />
                ) : (
                  <PinIcon size={16} />
                )}
                {place}
              </li>
            )}
            {university.ambassadors_count > 0 && (
              <li className={styles.fact}>
                <UsersIcon size={16} />
                {t('university.ambassadors', { count: university.ambassadors_count })}
              </li>
            )}
            {university.website && (
              <li>
                <a
                  href={university.website}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={styles.website}
                >
                  {t('university.website')}
                  <ExternalLinkIcon size={16} />
                  <span className="visually-hidden">{t('university.opensInNewTab')}</span>
                </a>
              </li>
            )}
          </ul>
          <ButtonLink to={`${base.base}/chat-to-us`} size="lg" icon={<ChatIcon size={20} />}>
            {t('university.chatAction')}
          </ButtonLink>
        </div>
      </header>
      {university.description && (
        <section className={styles.section} aria-labelledby="about-university">
          <h2 id="about-university" className={styles.sectionTitle}>
            {t('university.about')}
          </h2>
          <p className={styles.about}>{university.description}</p>
        </section>
      )}
      {posts.length > 0 && (
        <section className={styles.section} aria-labelledby="university-posts">
          <h2 id="university-posts" className={styles.sectionTitle}>
            {t('university.posts')}
          </h2>
          <PostGrid posts={posts} />
        </section>
      )}
      {faqs.length > 0 && (
        <section className={styles.section} aria-labelledby="university-faqs">
          <h2 id="university-faqs" className={styles.sectionTitle}>
            {t('university.faqs')}
          </h2>
          <FaqList faqs={faqs} />
        </section>
      )}
    </div>
  );
}

/** A group widget without an id: its universities to choose from. */
function GroupUniversities() {
  const { t } = useTranslation('content');
  const { base, settings, branding } = useWidget();
  return (
    <ContentFrame backTo={base.base} title={t('university.groupTitle', { name: branding.name })}>
      <ul className={styles.choices}>
        {settings.universities.map((university) => (
          <li key={university.id}>
            <Link to={universityPath(base.base, university.id)} className={styles.choice}>
              <span className={styles.choiceLogo}>
                {university.logo ? (
                  <img
                    {...storedImage(university.logo, '56px')}
                    alt=""
                    className={styles.logoImage}
                  />
                ) : (
                  <Monogram name={university.name} />
                )}
              </span>
              <span className={styles.choiceText}>
                <span className={styles.choiceName}>{university.name}</span>
                {university.city && <span className={styles.choicePlace}>{university.city}</span>}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </ContentFrame>
  );
}

/** `{base}/chat-to-us/university-data[/{id}]`: the university, what it is, and its students' content. */
export function UniversityPage() {
  const { t } = useTranslation('content');
  const { base } = useWidget();
  const { id: idParam } = useParams();
  const fromPath = idParam === undefined ? null : parsePathId(idParam);
  const id = idParam === undefined && base.kind === 'university' ? base.universityId : fromPath;
  const query = useUniversityQuery(base, id);

  if (idParam === undefined && base.kind === 'group') return <GroupUniversities />;
  const ready = id !== null && query.isSuccess;
  return (
    <ContentFrame backTo={base.base} title={query.isError ? t('university.title') : undefined}>
      {!ready && !query.isError && <h1 className="visually-hidden">{t('university.title')}</h1>}
      {id === null || query.isError ? (
        <ContentError
          error={query.error ?? notFoundError()}
          onRetry={() => void query.refetch()}
          missing={t('university.missing')}
        />
      ) : query.isPending ? (
        <ProfileSkeleton />
      ) : (
        <UniversityProfileView
          university={query.data.university}
          posts={query.data.posts}
          faqs={query.data.faqs}
        />
      )}
    </ContentFrame>
  );
}
