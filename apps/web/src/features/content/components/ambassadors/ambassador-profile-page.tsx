import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { AmbassadorCard, Faq, Post } from '@quad/shared/contracts/content';
import { idFromSlugAndId } from '@quad/shared/rules/slug';
import { Avatar } from '../../../../components/ui/avatar';
import { CountryFlag } from '../../../../components/ui/country-flag';
import { BookIcon, CapIcon, GlobeIcon } from '../../../../components/ui/content-icons';
import { useWidget } from '../../../../app/widget-context/use-widget';
import { useAmbassadorQuery } from '../../api/get-ambassador';
import { useCanonicalPath } from '../../hooks/use-canonical-path';
import { ambassadorPath, fullName } from '../../links';
import { AmbassadorAnswers } from '../faqs/ambassador-answers';
import { PostGrid } from '../posts/post-grid';
import { AppPromotion } from '../shared/app-promotion';
import { ChatButton } from '../shared/chat-button';
import { ContentError, notFoundError } from '../shared/content-error';
import { ContentFrame } from '../shared/content-frame';
import { ProfileSkeleton } from '../shared/skeletons';
import { replyTimeOf, showsCountryFlag, yearOfStudy } from './ambassador-facts';
import styles from './ambassador-profile-page.module.css';
import { useReferenceNames } from '../../../../i18n/reference-names';
import { listFormat } from '../../../../lib/intl-formats';

function Facts({ ambassador }: { ambassador: AmbassadorCard }) {
  const { t } = useTranslation('content');
  const names = useReferenceNames();
  const { settings } = useWidget();
  const year = yearOfStudy(ambassador);
  const country = ambassador.country;
  const replyTime = replyTimeOf(ambassador);
  return (
    <ul className={styles.facts} aria-label={t('ambassador.factsLabel')}>
      {ambassador.subject && (
        <li className={styles.fact}>
          <BookIcon size={16} />
          {names.subject(ambassador.subject)}
        </li>
      )}
      {ambassador.profile_type === 'staff' && ambassador.job_title && (
        <li className={styles.fact}>
          <CapIcon size={16} />
          {ambassador.job_title}
        </li>
      )}
      {ambassador.profile_type === 'alumni' && ambassador.graduation_year ? (
        <li className={styles.fact}>
          <CapIcon size={16} />
          {t('ambassador.classOf', { year: ambassador.graduation_year })}
        </li>
      ) : (
        year &&
        ambassador.profile_type !== 'staff' && (
          <li className={styles.fact}>
            <CapIcon size={16} />
            {year.kind === 'number' ? t('ambassador.year', { year: year.year }) : year.text}
          </li>
        )
      )}
      {country && (
        <li className={styles.fact}>
          {showsCountryFlag(settings) ? (
            <CountryFlag code={country.code} name={names.country(country)} decorative />
          ) : (
            <GlobeIcon size={16} />
          )}
          {t('ambassador.from', { country: names.country(country) })}
        </li>
      )}
      <li className={styles.fact}>{t(`ambassador.profileType.${ambassador.profile_type}`)}</li>
      {replyTime && <li className={styles.fact}>{t(`ambassador.replyTime.${replyTime}`)}</li>}
    </ul>
  );
}

function Profile({ user, posts, faqs }: { user: AmbassadorCard; posts: Post[]; faqs: Faq[] }) {
  const { t, i18n } = useTranslation('content');
  const name = fullName(user);
  const languages = listFormat(i18n.language, { type: 'conjunction' }).format(user.languages);
  return (
    <div className={styles.layout}>
      <aside className={styles.card}>
        <div className={styles.band} aria-hidden="true" />
        <Avatar
          id={user.id}
          name={user.name}
          lastName={user.last_name}
          src={user.avatar}
          size="xl"
          alt={t('ambassador.photoOf', { name })}
          className={styles.photo}
        />
        <div className={styles.identity}>
          <h1 className={styles.name}>{name}</h1>
          <p className={styles.university}>{user.university.name}</p>
        </div>
        <Facts ambassador={user} />
        <div className={styles.chatInline}>
          <ChatButton ambassador={user} size="lg" />
          <p className={styles.reassure}>{t('ambassador.reassure', { name: user.name })}</p>
        </div>
      </aside>
      <div className={styles.main}>
        <section className={styles.section} aria-labelledby="about-me">
          <h2 id="about-me" className={styles.sectionTitle}>
            {t('ambassador.aboutMe')}
          </h2>
          {user.description ? (
            <p className={styles.about} dir="auto">
              {user.description}
            </p>
          ) : (
            <p className={styles.muted}>{t('ambassador.noAbout', { name: user.name })}</p>
          )}
          {user.interests.length > 0 && (
            <div className={styles.interests}>
              <h3 className={styles.interestsTitle}>{t('ambassador.askMeAbout')}</h3>
              <ul className={styles.interestList}>
                {user.interests.map((interest) => (
                  <li key={interest} className={styles.interest}>
                    {interest}
                  </li>
                ))}
              </ul>
            </div>
          )}
          {user.languages.length > 0 && (
            <p className={styles.languages}>
              <GlobeIcon size={18} />
              {t('ambassador.speaks', { languages })}
            </p>
          )}
        </section>
        {posts.length > 0 && (
          <section className={styles.section} aria-labelledby="their-posts">
            <h2 id="their-posts" className={styles.sectionTitle}>
              {t('ambassador.postsBy', { name: user.name })}
            </h2>
            <PostGrid posts={posts} className={styles.posts} />
          </section>
        )}
        {faqs.length > 0 && (
          <section className={styles.section} aria-labelledby="their-answers">
            <h2 id="their-answers" className={styles.sectionTitle}>
              {t('ambassador.answersBy', { name: user.name })}
            </h2>
            <AmbassadorAnswers faqs={faqs} authorId={user.id} />
          </section>
        )}
      </div>
      <div className={styles.stickyBar}>
        <ChatButton ambassador={user} size="lg" />
      </div>
    </div>
  );
}

/** `{base}/chat-to-us/{slug-id}` (or a bare id from an embedding page): an ambassador's profile. */
export function AmbassadorProfilePage() {
  const { t } = useTranslation('content');
  const { base } = useWidget();
  const { userSlugAndId = '' } = useParams();
  const id = idFromSlugAndId(userSlugAndId);
  const query = useAmbassadorQuery(base, id);
  const user = id ? query.data?.user : undefined;
  useCanonicalPath(user ? ambassadorPath(base.base, user) : null);
  const listPath = `${base.base}/chat-to-us`;

  return (
    <ContentFrame backTo={listPath} width="wide">
      {!user && <h1 className="visually-hidden">{t('ambassador.title')}</h1>}
      {id === null ? (
        <ContentError
          error={notFoundError()}
          onRetry={() => undefined}
          backTo={listPath}
          backLabel={t('ambassadors.seeEveryone')}
          missing={t('ambassador.missing')}
        />
      ) : query.isPending ? (
        <ProfileSkeleton />
      ) : query.isError ? (
        <ContentError
          error={query.error}
          onRetry={() => void query.refetch()}
          backTo={listPath}
          backLabel={t('ambassadors.seeEveryone')}
          missing={t('ambassador.missing')}
        />
      ) : (
        <Profile user={query.data.user} posts={query.data.posts} faqs={query.data.faqs} />
      )}
      <AppPromotion />
    </ContentFrame>
  );
}
