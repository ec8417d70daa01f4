import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ADMIN_POSTS_PAGE_SIZE,
  POST_STATES,
  type AdminPost,
} from '@quad/shared/contracts/admin-content';
import { Button } from '../../../components/ui/button';
import { Input, Select } from '../../../components/ui/field';
import { cx } from '../../../lib/cx';
import { useAdminPosts, useSavePost } from '../api/admin-api';
import { AdminTable } from './admin-table';
import { ActionNotice } from './action-notice';
import styles from './admin.module.css';
import { PostForm } from './post-form';
import { PageHeader } from './page-header';
import { pageCount } from './pager';

type PostState = (typeof POST_STATES)[number];
type PostSort = 'newest' | 'oldest' | 'popular';

/** `{base}/admin/posts`: the university's posts, drafts included; write, edit, publish. */
export function PostsPage() {
  const { t, i18n } = useTranslation('admin');
  const [search, setSearch] = useState('');
  const [state, setState] = useState<PostState>('all');
  const [sort, setSort] = useState<PostSort>('newest');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<number | null>(null);
  const [message, setMessage] = useState('');
  const query = useAdminPosts({ search, state, sort, page });
  const save = useSavePost();
  const data = query.data;
  const pages = pageCount(data?.total, ADMIN_POSTS_PAGE_SIZE);

  const togglePublished = (post: AdminPost) =>
    save.mutate(
      { id: post.id, change: { caption: post.caption, is_published: !post.is_published } },
      {
        onSuccess: (saved) =>
          setMessage(saved.is_published ? t('posts.publishedNow') : t('posts.draftNow')),
      },
    );

  return (
    <>
      <PageHeader title={t('posts.title')} intro={t('posts.intro')} />
      <section className={styles.section} aria-labelledby="new-post-title">
        <h2 id="new-post-title" className={styles.sectionTitle}>
          {t('posts.form.newTitle')}
        </h2>
        <PostForm
          onDone={(saved) =>
            setMessage(saved.is_published ? t('posts.createdPublished') : t('posts.createdDraft'))
          }
        />
      </section>
      <section className={styles.section} aria-labelledby="posts-list-title">
        <h2 id="posts-list-title" className={styles.sectionTitle}>
          {t('posts.listTitle')}
        </h2>
        <div className={styles.toolbar}>
          <Input
            type="search"
            label={t('posts.search')}
            value={search}
            onChange={(event) => {
              setSearch(event.target.value);
              setPage(1);
            }}
          />
          <Select
            label={t('posts.state')}
            value={state}
            onChange={(event) => {
              setState(event.target.value as PostState);
              setPage(1);
            }}
          >
            {POST_STATES.map((value) => (
              <option key={value} value={value}>
                {t(`posts.states.${value}`)}
              </option>
            ))}
          </Select>
          <Select
            label={t('posts.sort')}
            value={sort}
            onChange={(event) => setSort(event.target.value as PostSort)}
          >
            <option value="newest">{t('posts.sorts.newest')}</option>
            <option value="oldest">{t('posts.sorts.oldest')}</option>
            <option value="popular">{t('posts.sorts.popular')}</option>
          </Select>
        </div>
        <ActionNotice message={message} />
        <AdminTable
          label={t('posts.listTitle')}
          rows={data?.posts}
          failed={query.isError}
          empty={search.trim() ? t('posts.noMatch') : t('posts.empty')}
          columns={[
            { label: t('posts.post') },
            { label: t('posts.author') },
            { label: t('posts.state') },
            { label: t('posts.likes') },
            { label: t('posts.created') },
            { label: t('people.applications.actions') },
          ]}
          pager={{ page, pages, onPage: setPage, label: t('audit.page', { page, pages }) }}
        >
          {(post) => (
            <tr key={post.id}>
              <td>
                {editing === post.id ? (
                  <PostForm
                    post={post}
                    onCancel={() => setEditing(null)}
                    onDone={() => {
                      setEditing(null);
                      setMessage(t('posts.saved'));
                    }}
                  />
                ) : (
                  post.caption
                )}
              </td>
              <td>{post.author?.name ?? '—'}</td>
              <td>
                <span className={cx(styles.badge, !post.is_published && styles.badgePending)}>
                  {post.is_published ? t('posts.states.published') : t('posts.states.draft')}
                </span>
              </td>
              <td>{post.like_count}</td>
              <td>
                {new Date(post.created_at).toLocaleDateString(i18n.language, {
                  dateStyle: 'medium',
                })}
              </td>
              <td>
                {editing !== post.id && (
                  <span className={styles.rowActions}>
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-label={t('posts.editPost', { id: post.id })}
                      onClick={() => setEditing(post.id)}
                    >
                      {t('posts.edit')}
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={
                        post.is_published
                          ? t('posts.unpublishPost', { id: post.id })
                          : t('posts.publishPost', { id: post.id })
                      }
                      onClick={() => togglePublished(post)}
                    >
                      {post.is_published ? t('posts.unpublish') : t('posts.publish')}
                    </Button>
                  </span>
                )}
              </td>
            </tr>
          )}
        </AdminTable>
      </section>
    </>
  );
}
