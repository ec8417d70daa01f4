import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import {
  ADMIN_FAQS_PAGE_SIZE,
  adminFaqChangeSchema,
  type AdminFaq,
} from '@quad/shared/contracts/admin-faqs';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Input, TextArea } from '../../../components/ui/field';
import { cx } from '../../../lib/cx';
import { useContractForm } from '../../../lib/forms/use-contract-form';
import { useAdminFaqs, useSaveFaq } from '../api/admin-api';
import { useMoveFaq, useRestoreFaqOrder, type FaqMove } from '../api/faq-order-api';
import { AdminTable } from './admin-table';
import { FormFooter } from './form-footer';
import { ActionNotice } from './action-notice';
import styles from './admin.module.css';
import { PageHeader } from './page-header';
import { pageCount } from './pager';

/** Write or edit a FAQ, checked with the shared schema. */
function FaqForm({
  faq,
  onDone,
  onCancel,
}: {
  faq?: AdminFaq;
  onDone: (faq: AdminFaq) => void;
  onCancel?: () => void;
}) {
  const { t } = useTranslation('admin');
  const save = useSaveFaq();
  const form = useContractForm(adminFaqChangeSchema, {
    defaultValues: {
      question: faq?.question ?? '',
      answer: faq?.answer ?? '',
      is_published: faq?.is_published ?? true,
    },
    formError: () => t('faqs.form.failed'),
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((change) => {
    form.clearErrors('root');
    save.mutate(
      { id: faq?.id, change },
      {
        onSuccess: (saved) => {
          if (!faq) form.reset();
          onDone(saved);
        },
        onError: (error) => form.showServerError(error),
      },
    );
  });
  return (
    <form
      className={styles.inlineForm}
      onSubmit={submit}
      noValidate
      aria-label={faq ? t('faqs.form.editTitle') : t('faqs.form.newTitle')}
    >
      <Input
        label={t('faqs.form.question')}
        error={errors.question?.message}
        {...form.field('question')}
      />
      <TextArea
        rows={3}
        label={t('faqs.form.answer')}
        error={errors.answer?.message}
        {...form.field('answer')}
      />
      <Checkbox label={t('faqs.form.published')} {...form.field('is_published')} />
      <FormFooter
        submit={faq ? t('faqs.form.save') : t('faqs.form.add')}
        pending={save.isPending}
        onCancel={onCancel}
        problem={errors.root?.message}
      />
    </form>
  );
}

/** `{base}/admin/faqs`: the university's FAQs with their answers; write and edit. */
export function FaqsPage() {
  const { t } = useTranslation('admin');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<number | null>(null);
  const [message, setMessage] = useState('');
  const query = useAdminFaqs({ search, page });
  const data = query.data;
  const pages = pageCount(data?.total, ADMIN_FAQS_PAGE_SIZE);
  const move = useMoveFaq();
  const restore = useRestoreFaqOrder();
  // A search shows some FAQs only: their neighbours in the list are not their neighbours in the
  // order, so the order is changed on the whole list.
  const canOrder = search.trim() === '';
  const listRef = useRef<HTMLDivElement>(null);
  // The moved FAQ's button keeps the focus as its row moves (a moved node loses it).
  const [focusAfterMove, setFocusAfterMove] = useState<FaqMove | null>(null);
  useEffect(() => {
    if (!focusAfterMove) return;
    const { id, direction } = focusAfterMove;
    const button = (which: string) =>
      listRef.current?.querySelector<HTMLButtonElement>(`[data-move="${which}-${id}"]`);
    const same = button(direction < 0 ? 'up' : 'down');
    const other = button(direction < 0 ? 'down' : 'up');
    (same && !same.disabled ? same : other)?.focus();
  }, [focusAfterMove, data]);

  const handleMove = (faq: AdminFaq, index: number, direction: -1 | 1) => {
    const position = (page - 1) * ADMIN_FAQS_PAGE_SIZE + index + direction + 1;
    setFocusAfterMove({ id: faq.id, direction });
    setMessage(
      t('faqs.order.moved', { question: faq.question, position, total: data?.total ?? 0 }),
    );
    move.mutate(
      { id: faq.id, direction },
      {
        onSuccess: (saved) => {
          if (!saved) return;
          toast(t('faqs.order.saved'), {
            action: {
              label: t('faqs.order.undo'),
              onClick: () =>
                restore.mutate(saved.previous, {
                  onSuccess: () => setMessage(t('faqs.order.restored')),
                }),
            },
          });
        },
        onError: () => setMessage(t('faqs.order.failed')),
      },
    );
  };
  return (
    <>
      <PageHeader title={t('faqs.title')} intro={t('faqs.intro')} />
      <section className={styles.section} aria-labelledby="new-faq-title">
        <h2 id="new-faq-title" className={styles.sectionTitle}>
          {t('faqs.form.newTitle')}
        </h2>
        <FaqForm onDone={() => setMessage(t('faqs.added'))} />
      </section>
      <section className={styles.section} aria-labelledby="faqs-list-title">
        <h2 id="faqs-list-title" className={styles.sectionTitle}>
          {t('faqs.listTitle')}
        </h2>
        <div className={styles.toolbar}>
          <Input
            type="search"
            label={t('faqs.search')}
            value={search}
            onChange={(event) => {
              setSearch(event.target.value);
              setPage(1);
            }}
          />
        </div>
        {!canOrder && <p className={styles.muted}>{t('faqs.order.searching')}</p>}
        <ActionNotice message={message} />
        <div ref={listRef}>
          <AdminTable
            label={t('faqs.listTitle')}
            rows={data?.faqs}
            failed={query.isError}
            empty={t('faqs.empty')}
            columns={[
              { label: t('faqs.question') },
              { label: t('faqs.answers') },
              { label: t('faqs.state') },
              { label: t('faqs.order.column') },
              { label: t('people.applications.actions') },
            ]}
            pager={{ page, pages, onPage: setPage, label: t('faqs.pages', { page, pages }) }}
          >
            {(faq, index) => (
              <tr key={faq.id}>
                <td>
                  {editing === faq.id ? (
                    <FaqForm
                      faq={faq}
                      onCancel={() => setEditing(null)}
                      onDone={() => {
                        setEditing(null);
                        setMessage(t('faqs.saved'));
                      }}
                    />
                  ) : (
                    <>
                      <strong>{faq.question}</strong>
                      {faq.answer && <p className={styles.muted}>{faq.answer}</p>}
                    </>
                  )}
                </td>
                <td>{faq.answer_count}</td>
                <td>
                  <span className={cx(styles.badge, !faq.is_published && styles.badgePending)}>
                    {faq.is_published ? t('faqs.published') : t('faqs.hidden')}
                  </span>
                </td>
                <td>
                  {canOrder && (
                    <div className={styles.rowActions}>
                      <Button
                        size="sm"
                        variant="ghost"
                        data-move={`up-${faq.id}`}
                        aria-label={t('faqs.order.up', { question: faq.question })}
                        disabled={page === 1 && index === 0}
                        onClick={() => handleMove(faq, index, -1)}
                      >
                        <span aria-hidden="true">↑</span> {t('faqs.order.upShort')}
                      </Button>
                      <Button
                        size="sm"
                        variant="ghost"
                        data-move={`down-${faq.id}`}
                        aria-label={t('faqs.order.down', { question: faq.question })}
                        disabled={
                          (page - 1) * ADMIN_FAQS_PAGE_SIZE + index >= (data?.total ?? 0) - 1
                        }
                        onClick={() => handleMove(faq, index, 1)}
                      >
                        <span aria-hidden="true">↓</span> {t('faqs.order.downShort')}
                      </Button>
                    </div>
                  )}
                </td>
                <td>
                  {editing !== faq.id && (
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-label={t('faqs.editFaq', { question: faq.question })}
                      onClick={() => setEditing(faq.id)}
                    >
                      {t('faqs.edit')}
                    </Button>
                  )}
                </td>
              </tr>
            )}
          </AdminTable>
        </div>
      </section>
    </>
  );
}
