import { useMemo } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useWidget } from '../../../app/widget-context/use-widget';
import { useAccountQuery } from '../api/get-account';
import { CommunityContext, type CommunityContextValue } from '../hooks/use-community';
import { useCommunityDialogsRealtime } from '../hooks/use-community-dialogs-realtime';
import { useCommunitySession } from '../hooks/use-community-session';
import { useSubjectsRequired } from '../hooks/use-subjects-required';
import { communityRootOf, isPublicCommunityPath, universityOfCommunity } from '../lib/paths';
import { CommunityErrorState } from './community-states';
import { CommunityNav } from './community-nav';
import { CommunityScreenSkeleton } from './community-skeletons';
import styles from './community-layout.module.css';

/**
 * {base}/community/…: the community area with its own session (spec §2). Signed-out people go
 * to the community sign-in, and an account with no subject yet (spec §4) to the subject picker;
 * the widget's own session is never asked.
 */
export function CommunityLayout() {
  const { base, settings } = useWidget();
  const { pathname } = useLocation();
  const root = communityRootOf(base);
  const universityId = universityOfCommunity(base, settings);
  const { token, known } = useCommunitySession();
  const account = useAccountQuery(universityId, token !== null);
  const isPublic = isPublicCommunityPath(pathname, root);
  const data = account.data ?? null;
  useCommunityDialogsRealtime(token && data?.isAuthorised ? data.id : null);
  useSubjectsRequired(`${root}/subjects`, token !== null && !isPublic);
  const value = useMemo<CommunityContextValue>(
    () => ({ root, universityId, account: token ? data : null }),
    [root, universityId, token, data],
  );

  let content;
  // Known first, so the sign-in screens can tell a returning session from a new sign-in.
  if (!known) content = <CommunityScreenSkeleton />;
  else if (isPublic) content = <Outlet />;
  else if (!token) {
    content = <Navigate to={`${root}/sign-in`} replace state={{ from: pathname }} />;
  } else if (!data) {
    content = account.isError ? (
      <CommunityErrorState error={account.error} onRetry={() => void account.refetch()} />
    ) : (
      <CommunityScreenSkeleton />
    );
  } else if (!data.isAuthorised && pathname !== `${root}/subjects`) {
    content = <Navigate to={`${root}/subjects`} replace state={{ from: pathname }} />;
  } else {
    content = (
      <>
        {data.isAuthorised && <CommunityNav />}
        <Outlet />
      </>
    );
  }
  return (
    <CommunityContext value={value}>
      <div className={styles.area}>{content}</div>
    </CommunityContext>
  );
}
