import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ADMIN_GROUP_CHATS_PAGE_SIZE,
  adminGroupChatCreateSchema,
  type AdminGroupChat,
  type AdminGroupChatChange,
} from '@quad/shared/contracts/admin-group-chats';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Input, Select, TextArea } from '../../../components/ui/field';
import { cx } from '../../../lib/cx';
import { useContractForm } from '../../../lib/forms/use-contract-form';
import { useGroupChats, useSaveGroupChat } from '../api/group-chats-api';
import { GroupChatMembers } from './group-chat-members';
import { AdminPanelRow, AdminTable } from './admin-table';
import { FormFooter } from './form-footer';
import { ActionNotice } from './action-notice';
import styles from './admin.module.css';
import { PageHeader } from './page-header';
import { pageCount } from './pager';

/** Create a group chat or forum, or edit one's name and description. */
function GroupChatForm({
  chat,
  onDone,
  onCancel,
}: {
  chat?: AdminGroupChat;
  onDone: (chat: AdminGroupChat) => void;
  onCancel?: () => void;
}) {
  const { t } = useTranslation('admin');
  const save = useSaveGroupChat();
  // An edit changes the name and description only; the create schema checks them the same way.
  const form = useContractForm(adminGroupChatCreateSchema, {
    defaultValues: {
      kind: chat?.kind ?? 'group',
      name: chat?.name ?? '',
      description: chat?.description ?? '',
      is_private: false,
    },
    required: { name: t('groupChats.form.nameInvalid') },
    formError: () => t('team.failed'),
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((create) => {
    form.clearErrors('root');
    const { name, description } = create;
    const input = chat ? { id: chat.id, change: { name, description } } : { create };
    save.mutate(input, {
      onSuccess: (saved) => {
        if (!chat) form.reset();
        onDone(saved);
      },
      onError: (error) => form.showServerError(error),
    });
  });
  return (
    <form
      className={styles.inlineForm}
      onSubmit={submit}
      noValidate
      aria-label={
        chat ? t('groupChats.form.editTitle', { name: chat.name }) : t('groupChats.form.newTitle')
      }
    >
      {!chat && (
        <Select label={t('groupChats.form.kind')} {...form.field('kind')}>
          <option value="group">{t('groupChats.kinds.group')}</option>
          <option value="forum">{t('groupChats.kinds.forum')}</option>
        </Select>
      )}
      <Input
        label={t('groupChats.form.name')}
        error={errors.name?.message}
        {...form.field('name')}
      />
      <TextArea
        rows={2}
        label={t('groupChats.form.description')}
        error={errors.description?.message}
        {...form.field('description')}
      />
      {!chat && (
        <Checkbox
          label={t('groupChats.form.private')}
          description={t('groupChats.form.privateHint')}
          {...form.field('is_private')}
        />
      )}
      <FormFooter
        submit={chat ? t('groupChats.form.save') : t('groupChats.form.create')}
        pending={save.isPending}
        onCancel={onCancel}
        problem={errors.root?.message}
      />
    </form>
  );
}

/** `{base}/admin/group-chats`: group chats and forums; create, edit, code, members, archive. */
export function GroupChatsPage() {
  const { t } = useTranslation('admin');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<{ id: number; panel: 'edit' | 'members' } | null>(null);
  const [message, setMessage] = useState('');
  const [error, setError] = useState('');
  const query = useGroupChats(page);
  const save = useSaveGroupChat();
  const data = query.data;
  const pages = pageCount(data?.total, ADMIN_GROUP_CHATS_PAGE_SIZE);

  const change = (chat: AdminGroupChat, patch: AdminGroupChatChange, done: string) => {
    setError('');
    save.mutate(
      { id: chat.id, change: patch },
      { onSuccess: () => setMessage(done), onError: () => setError(t('team.failed')) },
    );
  };
  const toggle = (id: number, panel: 'edit' | 'members') =>
    setOpen(open?.id === id && open.panel === panel ? null : { id, panel });

  return (
    <>
      <PageHeader title={t('groupChats.title')} intro={t('groupChats.intro')} />
      <section className={styles.section} aria-labelledby="new-group-chat-title">
        <h2 id="new-group-chat-title" className={styles.sectionTitle}>
          {t('groupChats.form.newTitle')}
        </h2>
        <GroupChatForm
          onDone={(saved) => setMessage(t('groupChats.created', { name: saved.name }))}
        />
      </section>
      <section className={styles.section} aria-labelledby="group-chats-list-title">
        <h2 id="group-chats-list-title" className={styles.sectionTitle}>
          {t('groupChats.listTitle')}
        </h2>
        <ActionNotice message={message} error={error} />
        <AdminTable
          label={t('groupChats.listTitle')}
          rows={data?.groupChats}
          failed={query.isError}
          empty={t('groupChats.empty')}
          columns={[
            { label: t('groupChats.form.name') },
            { label: t('groupChats.form.kind') },
            { label: t('groupChats.code') },
            { label: t('groupChats.members') },
            { label: t('team.state') },
            { label: t('people.applications.actions') },
          ]}
          pager={{ page, pages, onPage: setPage, label: t('groupChats.pages', { page, pages }) }}
        >
          {(chat) => (
            <Fragment key={chat.id}>
              <tr>
                <td>{chat.name}</td>
                <td>{t(`groupChats.kinds.${chat.kind}`)}</td>
                <td>
                  {chat.private_code ? (
                    <span className={styles.code}>{chat.private_code}</span>
                  ) : (
                    <span className={styles.muted}>{t('groupChats.open')}</span>
                  )}
                </td>
                <td>{chat.members_count}</td>
                <td>
                  <span className={cx(styles.badge, chat.archived && styles.badgePending)}>
                    {chat.archived ? t('groupChats.archived') : t('groupChats.active')}
                  </span>
                </td>
                <td>
                  <span className={styles.rowActions}>
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-expanded={open?.id === chat.id && open.panel === 'members'}
                      aria-label={t('groupChats.membersOf', { name: chat.name })}
                      onClick={() => toggle(chat.id, 'members')}
                    >
                      {t('groupChats.members')}
                    </Button>
                    {!chat.archived && (
                      <Button
                        size="sm"
                        variant="ghost"
                        aria-expanded={open?.id === chat.id && open.panel === 'edit'}
                        aria-label={t('groupChats.editName', { name: chat.name })}
                        onClick={() => toggle(chat.id, 'edit')}
                      >
                        {t('groupChats.edit')}
                      </Button>
                    )}
                    {!chat.archived && (
                      <Button
                        size="sm"
                        variant="ghost"
                        aria-label={t(
                          chat.private_code
                            ? 'groupChats.makeOpenName'
                            : 'groupChats.makePrivateName',
                          { name: chat.name },
                        )}
                        onClick={() =>
                          change(
                            chat,
                            { is_private: !chat.private_code },
                            t(chat.private_code ? 'groupChats.openNow' : 'groupChats.privateNow', {
                              name: chat.name,
                            }),
                          )
                        }
                      >
                        {chat.private_code ? t('groupChats.makeOpen') : t('groupChats.makePrivate')}
                      </Button>
                    )}
                    {chat.private_code && !chat.archived && (
                      <Button
                        size="sm"
                        variant="ghost"
                        aria-label={t('groupChats.newCodeName', { name: chat.name })}
                        onClick={() =>
                          change(
                            chat,
                            { new_code: true },
                            t('groupChats.newCodeNow', { name: chat.name }),
                          )
                        }
                      >
                        {t('groupChats.newCode')}
                      </Button>
                    )}
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={t(
                        chat.archived ? 'groupChats.restoreName' : 'groupChats.archiveName',
                        {
                          name: chat.name,
                        },
                      )}
                      onClick={() =>
                        change(
                          chat,
                          { archived: !chat.archived },
                          t(chat.archived ? 'groupChats.restoredNow' : 'groupChats.archivedNow', {
                            name: chat.name,
                          }),
                        )
                      }
                    >
                      {chat.archived ? t('groupChats.restore') : t('groupChats.archive')}
                    </Button>
                  </span>
                </td>
              </tr>
              {open?.id === chat.id && (
                <AdminPanelRow>
                  {open.panel === 'members' ? (
                    <GroupChatMembers chat={chat} />
                  ) : (
                    <GroupChatForm
                      chat={chat}
                      onDone={(saved) => {
                        setOpen(null);
                        setMessage(t('groupChats.saved', { name: saved.name }));
                      }}
                      onCancel={() => setOpen(null)}
                    />
                  )}
                </AdminPanelRow>
              )}
            </Fragment>
          )}
        </AdminTable>
      </section>
    </>
  );
}
