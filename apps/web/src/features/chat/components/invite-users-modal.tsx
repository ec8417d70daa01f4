import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { widgetScope } from '@quad/shared/rules/base-path';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Input } from '../../../components/ui/field';
import { SearchIcon } from '../../../components/ui/icons';
import { Modal } from '../../../components/ui/modal';
import { Skeleton, SkeletonGroup } from '../../../components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { useWidget } from '../../../app/widget-context/use-widget';
import { useReferenceNames } from '../../../i18n/reference-names';
import { useInviteUsersMutation, type InviteKind } from '../api/invite-users';
import { useSearchUsersQuery } from '../api/search-users';
import { fullName } from '../lib/people';
import styles from './chat-modals.module.css';

const SEARCH_DELAY_MS = 300;

type InviteUsersModalProps = {
  dialogId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** People already in the chat: shown, not offered again. */
  memberIds: ReadonlySet<number>;
};

/** Invite users (spec §2): ambassadors or admins, found by name, added to the chat. */
export function InviteUsersModal({
  dialogId,
  open,
  onOpenChange,
  memberIds,
}: InviteUsersModalProps) {
  const { t } = useTranslation('chat');
  const { t: tShell } = useTranslation();
  const [kind, setKind] = useState<InviteKind>('ambassadors');
  const [selected, setSelected] = useState<Record<InviteKind, number[]>>({
    ambassadors: [],
    admins: [],
  });
  const mutation = useInviteUsersMutation(dialogId);
  const chosen = selected[kind];

  const reset = () => {
    setSelected({ ambassadors: [], admins: [] });
    mutation.reset();
  };
  const submit = () => {
    if (chosen.length === 0) return;
    mutation.mutate(
      { kind, users: chosen },
      {
        onSuccess: () => {
          toast.success(tShell('spec.chatEdited'));
          reset();
          onOpenChange(false);
        },
      },
    );
  };
  const toggle = (id: number, checked: boolean) =>
    setSelected((current) => ({
      ...current,
      [kind]: checked ? [...current[kind], id] : current[kind].filter((each) => each !== id),
    }));

  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) reset();
        onOpenChange(next);
      }}
      title={t('invite.title')}
      description={t('invite.description')}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t('actions.cancel')}
          </Button>
          <Button onClick={submit} disabled={chosen.length === 0} loading={mutation.isPending}>
            {chosen.length > 0
              ? t('invite.submitCount', { count: chosen.length })
              : t('invite.submit')}
          </Button>
        </>
      }
    >
      <Tabs value={kind} onValueChange={(value) => setKind(value as InviteKind)}>
        <TabsList aria-label={t('invite.whom')}>
          <TabsTrigger value="ambassadors">{t('invite.ambassadors')}</TabsTrigger>
          <TabsTrigger value="admins">{t('invite.admins')}</TabsTrigger>
        </TabsList>
        {(['ambassadors', 'admins'] as const).map((each) => (
          <TabsContent key={each} value={each}>
            {open && (
              <InviteSearch
                kind={each}
                dialogId={dialogId}
                memberIds={memberIds}
                selected={selected[each]}
                onToggle={toggle}
              />
            )}
          </TabsContent>
        ))}
      </Tabs>
    </Modal>
  );
}

function InviteSearch({
  kind,
  dialogId,
  memberIds,
  selected,
  onToggle,
}: {
  kind: InviteKind;
  dialogId: number;
  memberIds: ReadonlySet<number>;
  selected: readonly number[];
  onToggle: (id: number, checked: boolean) => void;
}) {
  const { t } = useTranslation('chat');
  const names = useReferenceNames();
  const { base } = useWidget();
  const [input, setInput] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(input.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [input]);
  const query = useSearchUsersQuery(kind, search, dialogId, widgetScope(base));
  const people = query.data ?? [];
  return (
    <div className={styles.stack}>
      <Input
        type="search"
        label={t(`invite.search.${kind}`)}
        hideLabel
        placeholder={t(`invite.search.${kind}`)}
        leadingIcon={<SearchIcon size={18} />}
        value={input}
        onChange={(event) => setInput(event.target.value)}
      />
      {query.isPending ? (
        <SkeletonGroup className={styles.pickList}>
          {Array.from({ length: 4 }, (_, index) => (
            <div key={index} className={styles.person}>
              <Skeleton shape="circle" width={40} />
              <Skeleton width="60%" />
            </div>
          ))}
        </SkeletonGroup>
      ) : query.isError ? (
        <div className={styles.empty}>
          <p>{t('invite.failed')}</p>
          <Button variant="secondary" onClick={() => void query.refetch()}>
            {t('list.tryAgain')}
          </Button>
        </div>
      ) : people.length === 0 ? (
        <p className={styles.empty}>{t('invite.noResults')}</p>
      ) : (
        <ul className={styles.pickList} aria-busy={query.isFetching}>
          {people.map((person) => {
            const member = memberIds.has(person.id);
            return (
              <li key={person.id}>
                <Checkbox
                  checked={member || selected.includes(person.id)}
                  disabled={member}
                  onChange={(event) => onToggle(person.id, event.target.checked)}
                  label={
                    <span className={styles.person}>
                      <Avatar
                        id={person.id}
                        name={person.name}
                        lastName={person.last_name}
                        src={person.avatar}
                        size="sm"
                      />
                      <span className={styles.personText}>
                        <span className={styles.personName}>{fullName(person)}</span>
                        {(member || person.subject) && (
                          <span className={styles.personMeta}>
                            {member
                              ? t('invite.alreadyIn')
                              : person.subject && names.subject(person.subject)}
                          </span>
                        )}
                      </span>
                    </span>
                  }
                />
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
