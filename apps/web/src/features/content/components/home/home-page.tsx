import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ERROR_CODES } from '@quad/shared/errors';
import { HOME_LIMITS } from '@quad/shared/limits';
import { Button, ButtonLink } from '../../../../components/ui/button';
import { EmptyState } from '../../../../components/ui/empty-state';
import { ChatIllustration } from '../../../../components/ui/illustrations';
import { ApiError } from '../../../../lib/api-client';
import { useAfterFirstPaint } from '../../../../lib/use-after-first-paint';
import { hasCriteria } from '../../api/content-criteria';
import { useHomeContentQuery } from '../../api/get-content';
import { ContentFilters } from '../search/content-filters';
import { SearchBar } from '../search/search-bar';
import { AppPromotion } from '../shared/app-promotion';
import { ContentError } from '../shared/content-error';
import { useContentCriteria } from '../../hooks/use-content-criteria';
import { useWidget } from '../../../../app/widget-context/use-widget';
import { useSingleSectionRedirect } from '../../hooks/use-single-section-redirect';
import { HomeHero } from './home-hero';
import { HomeSection } from './home-section';
import { HomeSections, isEmptyContent } from './home-sections';
import { SearchSummary } from './search-summary';
import { FaqListSkeleton, PostRailSkeleton, ProfileRailSkeleton } from './section-skeletons';
import styles from './home-page.module.css';
import { useListScope } from '../../hooks/use-list-scope';

function HomeSkeleton() {
  const { t } = useTranslation();
  const { settings } = useWidget();
  const { titles } = settings;
  return (
    <>
      <HomeSection title={titles.profile_title || t('home.sections.ambassadors')}>
        <ProfileRailSkeleton count={HOME_LIMITS.users} />
      </HomeSection>
      <HomeSection title={titles.content_title || t('home.sections.posts')}>
        <PostRailSkeleton count={HOME_LIMITS.posts} />
      </HomeSection>
      <HomeSection title={titles.faq_title || t('home.sections.faqs')}>
        <FaqListSkeleton count={HOME_LIMITS.faqs} />
      </HomeSection>
    </>
  );
}

/**
 * Home: the welcome and search, the filters, then the content sections, people first. Refreshed
 * every 60 s; a search shows its results in the same sections (or other content when nothing
 * matched); with one section only, the visitor goes straight to it.
 */
export function HomePage() {
  const { t } = useTranslation('content');
  const { t: tShell } = useTranslation();
  const { base, settings } = useWidget();
  const { criteria, searchText, setSearch, clearAll, carry } = useContentCriteria();
  const scope = useListScope();
  const query = useHomeContentQuery(scope, criteria);
  const searching = hasCriteria(criteria);
  useSingleSectionRedirect(query.data, base.base, !searching && !query.isPlaceholderData);

  const tooManyTerms =
    query.error instanceof ApiError && query.error.code === ERROR_CODES.TOO_MANY_SEARCH_TERMS;
  // A home the page carried is there at the first render: the welcome and the sections'
  // skeletons paint first and the cards render just after, so they never hold up that paint.
  const painted = useAfterFirstPaint();
  const content = painted ? query.data : undefined;
  const rendering = query.data !== undefined && !painted;

  let body: ReactNode;
  if (query.isPending || rendering) body = <HomeSkeleton />;
  else if (!content) {
    // Too many terms is said inline at the search box, as the local check does.
    body = tooManyTerms ? null : (
      <ContentError
        error={query.error ?? new Error('No content')}
        onRetry={() => void query.refetch()}
        missing={t('home.content')}
      />
    );
  } else if (!isEmptyContent(content)) {
    body = <HomeSections content={content} carry={carry} />;
  } else if (searching) {
    body = (
      <EmptyState
        illustration={<ChatIllustration />}
        title={t('home.noMatchTitle')}
        text={t('home.noMatchText')}
        action={<Button onClick={clearAll}>{t('home.clearSearch')}</Button>}
      />
    );
  } else {
    body = (
      <EmptyState
        illustration={<ChatIllustration />}
        title={t('home.emptyTitle')}
        text={t('home.emptyText')}
        action={<ButtonLink to={`${base.base}/chat-to-us`}>{t('ask.action')}</ButtonLink>}
      />
    );
  }

  return (
    <>
      <HomeHero
        // The welcome's faces are light: they paint with it, so nothing moves when cards arrive.
        people={query.data?.users ?? []}
        search={
          settings.titles.display_search_bar ? (
            <SearchBar
              value={searchText}
              onSearch={setSearch}
              serverError={tooManyTerms ? tShell('spec.tooManySearchTerms') : null}
            />
          ) : undefined
        }
      />
      <div className={styles.sections} aria-busy={query.isFetching || undefined}>
        <ContentFilters />
        {content &&
          !query.isPlaceholderData &&
          (criteria.searchItems.length > 0 || (searching && content.isRandom)) && (
            <SearchSummary
              terms={criteria.searchItems}
              isRandom={content.isRandom}
              onClear={clearAll}
            />
          )}
        {body}
      </div>
      <AppPromotion />
    </>
  );
}
