import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ADMIN_MODERATION_PAGE_SIZE,
  MODERATION_KINDS,
  type ModerationAction,
  type ModerationItem,
  type ModerationKind,
} from '@quad/shared/contracts/admin-moderation';
import { ROLES } from '@quad/shared/roles';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { EmptyState } from '../../../components/ui/empty-state';
import { FormAlert } from '../../../components/ui/form-alert';
import { Skeleton, SkeletonGroup } from '../../../components/ui/skeleton';
import { cx } from '../../../lib/cx';
import {
  useModerationDecision,
  useModerationItem,
  useModerationQueue,
} from '../api/moderation-api';
import { DecisionButton } from './decision-button';
import styles from './admin.module.css';
import queue from './moderation.module.css';
import { Pager, pageCount } from './pager';
import { PageHeader } from './page-header';
import { dateTimeFormat } from '../../../lib/intl-formats';

/** Message types the chat writes itself (joined, closed, opened). */
const SYSTEM_TYPES = new Set(['4', '5', '6']);

function useWhen() {
  const { i18n } = useTranslation('admin');
  return (iso: string) =>
    dateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
      new Date(iso),
    );
}

/** The transcript, the chat's people and the actions on one item. */
function ItemReview({ item, onDone }: { item: ModerationItem; onDone: (text: string) => void }) {
  const { t } = useTranslation('admin');
  const when = useWhen();
  const detail = useModerationItem(item.kind, item.id);
  const decide = useModerationDecision();
  const [keepOpen, setKeepOpen] = useState(false);
  const [failed, setFailed] = useState('');

  const act = (action: ModerationAction, done: string, userId?: number) => {
    setFailed('');
    // The promise, not the per-call callbacks: the decided card leaves the list (and this
    // review unmounts) as soon as the queue is fetched again, which would drop them.
    decide
      .mutateAsync({
        kind: item.kind,
        id: item.id,
        decision: {
          action,
          keep_open: action === 'dismiss' ? false : keepOpen,
          ...(userId === undefined ? {} : { user_id: userId }),
        },
      })
      .then(
        () => onDone(done),
        (error: Error) => setFailed(error.message || t('team.failed')),
      );
  };

  if (detail.isError) return <FormAlert message={t('guard.loadError')} />;
  if (!detail.data) {
    return (
      <SkeletonGroup label={t('moderation.loadingReview')}>
        <Skeleton width="100%" height={120} />
      </SkeletonGroup>
    );
  }
  const { transcript, members } = detail.data;
  const flaggedId = item.message?.id;
  return (
    <div className={queue.review}>
      <h4 className={queue.reviewTitle}>{t('moderation.transcript')}</h4>
      {transcript.length === 0 ? (
        <p className={styles.muted}>{t('moderation.noMessages')}</p>
      ) : (
        <ol className={queue.transcript} aria-label={t('moderation.transcript')}>
          {transcript.map((message) => (
            <li
              key={message.id}
              className={cx(
                queue.line,
                message.id === flaggedId && queue.lineFlagged,
                SYSTEM_TYPES.has(message.type) && queue.lineSystem,
              )}
            >
              <span className={queue.meta}>
                {message.author?.name ?? t('moderation.system')} · {when(message.created_at)}
                {message.id === flaggedId && ` · ${t('moderation.thisMessage')}`}
                {message.hidden_by_admin && ` · ${t('moderation.hiddenByAdmin')}`}
              </span>
              <span>{message.text}</span>
            </li>
          ))}
        </ol>
      )}
      <h4 className={queue.reviewTitle}>{t('moderation.people')}</h4>
      <ul className={queue.people}>
        {members.map((member) => (
          <li key={member.id} className={queue.person}>
            <span>
              {member.name}{' '}
              <span className={queue.meta}>
                {t(
                  `moderation.roles.${member.role_key === ROLES.prospect ? 'prospect' : member.role_key === ROLES.ambassador ? 'ambassador' : 'other'}`,
                )}
                {member.is_blocked && ` · ${t('moderation.blocked')}`}
                {member.is_detached && ` · ${t('moderation.detached')}`}
                {member.is_disabled && ` · ${t('moderation.disabled')}`}
              </span>
            </span>
            <span className={queue.actions}>
              {member.role_key === ROLES.prospect && !member.is_blocked && (
                <DecisionButton
                  action="block_prospect"
                  person={member}
                  disabled={decide.isPending}
                  onDecide={act}
                />
              )}
              {member.role_key === ROLES.ambassador && !member.is_detached && (
                <>
                  <DecisionButton
                    action="detach_ambassador"
                    person={member}
                    disabled={decide.isPending}
                    onDecide={act}
                  />
                  {!member.is_disabled && (
                    <DecisionButton
                      action="disable_ambassador"
                      person={member}
                      disabled={decide.isPending}
                      onDecide={act}
                    />
                  )}
                </>
              )}
            </span>
          </li>
        ))}
      </ul>
      <Checkbox
        label={t('moderation.keepOpen')}
        description={t('moderation.keepOpenHint')}
        checked={keepOpen}
        onChange={(event) => setKeepOpen(event.target.checked)}
      />
      <div className={queue.actions}>
        {item.message && (
          <DecisionButton
            action="hide_message"
            variant="primary"
            disabled={decide.isPending}
            onDecide={act}
          />
        )}
        {!item.dialog.closed && (
          <DecisionButton action="close_chat" disabled={decide.isPending} onDecide={act} />
        )}
        <DecisionButton
          action="dismiss"
          variant="ghost"
          disabled={decide.isPending}
          onDecide={act}
        />
      </div>
      {failed && <FormAlert message={failed} />}
    </div>
  );
}

/** One item of the queue: who raised it, why, and the words in question. */
function QueueCard({
  item,
  open,
  onToggle,
  onDone,
}: {
  item: ModerationItem;
  open: boolean;
  onToggle: () => void;
  onDone: (text: string) => void;
}) {
  const { t } = useTranslation('admin');
  const when = useWhen();
  // Flagged by Quad itself (a hidden keyword, or contact details hidden from a minor).
  const keyword = item.kind === 'keyword_hit' || item.kind === 'safeguarding_flag';
  const chatName = item.dialog.name ?? t('moderation.privateChat', { id: item.dialog.id });
  const titleId = `moderation-${item.kind}-${item.id}`;
  return (
    <li>
      <article className={cx(queue.card, keyword && queue.cardKeyword)} aria-labelledby={titleId}>
        <div className={queue.cardHead}>
          <span className={cx(queue.kind, keyword && queue.kindKeyword)}>
            {t(`moderation.kinds.${item.kind}`)}
          </span>
          <h3 id={titleId} className={queue.cardTitle}>
            {item.reporter
              ? t('moderation.reportedBy', { name: item.reporter.name })
              : t('moderation.flaggedAutomatically')}
          </h3>
          <span className={queue.meta}>
            {chatName} · {when(item.created_at)}
          </span>
        </div>
        {item.reason && (
          <p className={queue.reason}>
            {item.kind === 'keyword_hit'
              ? t('moderation.keywords', { words: item.reason })
              : item.kind === 'safeguarding_flag'
                ? t('moderation.contacts', { kinds: item.reason })
                : t('moderation.reason', { reason: item.reason })}
          </p>
        )}
        {item.message && (
          <blockquote className={queue.quote}>
            <span className={queue.quoteAuthor}>
              {item.message.author?.name ?? t('moderation.system')}
            </span>
            {item.message.text}
          </blockquote>
        )}
        <div className={queue.actions}>
          <Button size="sm" variant="secondary" aria-expanded={open} onClick={onToggle}>
            {open ? t('moderation.hideReview') : t('moderation.review')}
          </Button>
        </div>
        {open && <ItemReview item={item} onDone={onDone} />}
      </article>
    </li>
  );
}

/** `{base}/admin/moderation`: reported chats and messages and keyword hits, newest first. */
export function ModerationPage() {
  const { t } = useTranslation('admin');
  const [kind, setKind] = useState<ModerationKind | undefined>(undefined);
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<string | null>(null);
  const [message, setMessage] = useState('');
  const query = useModerationQueue(kind, page);
  const data = query.data;
  const pages = pageCount(data?.total, ADMIN_MODERATION_PAGE_SIZE);
  const filters: { value: ModerationKind | undefined; label: string; count?: number }[] = [
    { value: undefined, label: t('moderation.all'), count: data?.counts.open },
    ...MODERATION_KINDS.map((value) => ({
      value,
      label: t(`moderation.filters.${value}`),
      count: data?.counts[value],
    })),
  ];
  return (
    <>
      <PageHeader title={t('moderation.title')} intro={t('moderation.intro')} />
      <ul className={queue.filters} aria-label={t('moderation.filterLabel')}>
        {filters.map((filter) => (
          <li key={filter.value ?? 'all'}>
            <button
              type="button"
              className={queue.filter}
              aria-pressed={kind === filter.value}
              onClick={() => {
                setKind(filter.value);
                setPage(1);
              }}
            >
              {filter.count === undefined
                ? filter.label
                : t('moderation.filterCount', { label: filter.label, count: filter.count })}
            </button>
          </li>
        ))}
      </ul>
      <p role="status" className={cx(styles.notice, message && styles.noticeOk)}>
        {message}
      </p>
      {query.isError ? (
        <FormAlert message={t('guard.loadError')} />
      ) : !data ? (
        <SkeletonGroup label={t('moderation.loading')}>
          <Skeleton width="100%" height={140} />
          <Skeleton width="100%" height={140} />
        </SkeletonGroup>
      ) : data.items.length === 0 ? (
        <section className={styles.section}>
          <EmptyState title={t('moderation.emptyTitle')} text={t('moderation.emptyText')} />
        </section>
      ) : (
        <>
          <h2 className={cx(styles.sectionTitle, queue.waiting)}>
            {t('moderation.waiting', { count: data.total })}
          </h2>
          <ul className={queue.list}>
            {data.items.map((item) => {
              const key = `${item.kind}:${item.id}`;
              return (
                <QueueCard
                  key={key}
                  item={item}
                  open={open === key}
                  onToggle={() => setOpen(open === key ? null : key)}
                  onDone={(text) => {
                    setMessage(text);
                    setOpen(null);
                  }}
                />
              );
            })}
          </ul>
          {pages > 1 && (
            <Pager
              page={page}
              pages={pages}
              onPage={setPage}
              label={t('moderation.pages', { page, pages })}
            />
          )}
        </>
      )}
    </>
  );
}
