import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { AccountInfo } from '@quad/shared/contracts/auth';
import { isProspect } from '@quad/shared/roles';
import { DownloadIcon, SignOutIcon, TrashIcon } from '../../../../components/ui/account-icons';
import { Button } from '../../../../components/ui/button';
import { FormAlert } from '../../../../components/ui/form-alert';
import { Modal } from '../../../../components/ui/modal';
import { useSignOut } from '../../hooks/use-sign-out';
import { endSession } from '../../session';
import { formErrorFor } from '../../validation';
import { useWidget } from '../../../../app/widget-context/use-widget';
import { useDeleteAccount } from '../../api/delete-account';
import { exportMyData } from '../../api/export-my-data';
import { saveFile } from '../../../../lib/save-file';
import { SettingsRow, SettingsSection } from './settings-section';
import styles from './account-section.module.css';

/** Sign out here, or delete the account after a confirmation that says what goes with it. */
export function AccountSection({ account }: { account: AccountInfo }) {
  const { t } = useTranslation('auth');
  const { base } = useWidget();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const signOut = useSignOut();
  const deletion = useDeleteAccount();
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState('');
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState('');

  const handleExport = () => {
    setExporting(true);
    setExportError('');
    exportMyData()
      .then((data) => {
        const day = new Date().toISOString().slice(0, 10);
        saveFile(`my-data-${day}.json`, JSON.stringify(data, null, 2), 'application/json');
      })
      .catch(() => setExportError(t('settings.account.exportFailed')))
      .finally(() => setExporting(false));
  };

  const handleDelete = () => {
    setError('');
    deletion.mutate(undefined, {
      onSuccess: () => {
        endSession(queryClient);
        toast.success(t('settings.delete.done'));
        void navigate(base.base, { replace: true });
      },
      onError: (failure) => setError(formErrorFor(failure, t)),
    });
  };

  return (
    <SettingsSection id="settings-account" title={t('settings.account.title')}>
      <SettingsRow
        icon={<SignOutIcon size={20} />}
        label={t('settings.account.signOut')}
        value={t('settings.account.signOutHint')}
        action={
          <Button size="sm" variant="secondary" onClick={() => signOut()}>
            {t('menu.signOut')}
          </Button>
        }
      />
      <SettingsRow
        icon={<DownloadIcon size={20} />}
        label={t('settings.account.export')}
        value={t('settings.account.exportHint')}
        action={
          <Button size="sm" variant="secondary" loading={exporting} onClick={handleExport}>
            {t('settings.account.exportButton')}
          </Button>
        }
      />
      <FormAlert message={exportError} />
      {isProspect(account.key) && (
        <SettingsRow
          icon={<TrashIcon size={20} />}
          label={t('settings.delete.label')}
          value={t('settings.delete.hint')}
          action={
            <Button
              size="sm"
              variant="secondary"
              className={styles.danger}
              onClick={() => setConfirming(true)}
            >
              {t('settings.delete.open')}
            </Button>
          }
        />
      )}
      <Modal
        open={confirming}
        onOpenChange={(open) => {
          setConfirming(open);
          setError('');
        }}
        title={t('settings.delete.title')}
        description={t('settings.delete.consequence')}
        footer={
          <>
            <Button
              variant="secondary"
              onClick={() => setConfirming(false)}
              disabled={deletion.isPending}
            >
              {t('settings.delete.keep')}
            </Button>
            <Button
              className={styles.dangerSolid}
              onClick={handleDelete}
              loading={deletion.isPending}
            >
              {t('settings.delete.confirm')}
            </Button>
          </>
        }
      >
        <ul className={styles.list}>
          <li>{t('settings.delete.pointProfile')}</li>
          <li>{t('settings.delete.pointChats')}</li>
          <li>{t('settings.delete.pointUndo')}</li>
        </ul>
        <FormAlert message={error} />
      </Modal>
    </SettingsSection>
  );
}
