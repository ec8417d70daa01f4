import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  identityProviderInputSchema,
  type IdentityProviderKind,
} from '@quad/shared/contracts/sign-in';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Input, Select, TextArea } from '../../../components/ui/field';
import { FormAlert } from '../../../components/ui/form-alert';
import { Skeleton, SkeletonGroup } from '../../../components/ui/skeleton';
import { ApiError } from '../../../lib/api-client';
import { cx } from '../../../lib/cx';
import { useIdentityProvider, useSaveIdentityProvider } from '../api/admin-api';
import styles from './admin.module.css';

type Values = {
  kind: IdentityProviderKind;
  displayName: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
  entryPoint: string;
  certificate: string;
  portalSecret: string;
  enabled: boolean;
};
type Field = Exclude<keyof Values, 'kind' | 'enabled'>;

/** The form's values as the PUT body: blank write-only secrets are left out (the stored stay). */
function inputOf(values: Values) {
  const secret = (value: string) => (value.trim() === '' ? undefined : value.trim());
  const common = {
    displayName: values.displayName,
    enabled: values.enabled,
    portalSecret: secret(values.portalSecret),
  };
  return values.kind === 'oidc'
    ? {
        kind: 'oidc' as const,
        ...common,
        issuer: values.issuer.trim(),
        clientId: values.clientId,
        clientSecret: secret(values.clientSecret),
      }
    : {
        kind: 'saml' as const,
        ...common,
        issuer: values.issuer,
        entryPoint: values.entryPoint.trim(),
        certificate: values.certificate,
      };
}

/** `{base}/admin/sign-in`: the university's identity provider (OpenID Connect or SAML). */
export function SignInPage() {
  const { t } = useTranslation('admin');
  const query = useIdentityProvider();
  const stored = query.data?.identityProvider;
  if (query.isError) return <FormAlert message={t('guard.loadError')} />;
  if (!query.data) {
    return (
      <SkeletonGroup>
        <Skeleton width="100%" height={240} />
      </SkeletonGroup>
    );
  }
  return <ProviderForm key={stored?.updatedAt ?? 'none'} />;
}

function ProviderForm() {
  const { t } = useTranslation('admin');
  const query = useIdentityProvider();
  const save = useSaveIdentityProvider();
  const stored = query.data?.identityProvider ?? null;
  const [values, setValues] = useState<Values>({
    kind: stored?.kind ?? 'oidc',
    displayName: stored?.displayName ?? '',
    issuer: stored?.issuer ?? '',
    clientId: stored?.clientId ?? '',
    clientSecret: '',
    entryPoint: stored?.entryPoint ?? '',
    certificate: '',
    portalSecret: '',
    enabled: stored?.enabled ?? true,
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [status, setStatus] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);

  const set = (field: Field) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = identityProviderInputSchema.safeParse(inputOf(values));
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        found[field] ??= t(`signIn.errors.${field}` as 'signIn.errors.issuer');
      }
      setErrors(found);
      return;
    }
    setStatus(null);
    save.mutate(parsed.data, {
      onSuccess: () => setStatus({ tone: 'ok', text: t('signIn.saved') }),
      onError: (error) =>
        setStatus({
          tone: 'error',
          text: error instanceof ApiError && error.message ? error.message : t('signIn.failed'),
        }),
    });
  };
  const remove = () =>
    save.mutate(null, {
      onSuccess: () => setStatus({ tone: 'ok', text: t('signIn.removed') }),
      onError: () => setStatus({ tone: 'error', text: t('signIn.failed') }),
    });

  const oidc = values.kind === 'oidc';
  return (
    <>
      <header className={styles.pageHeader}>
        <h1 className={styles.pageTitle}>{t('signIn.title')}</h1>
        <p className={styles.pageIntro}>{t('signIn.intro')}</p>
      </header>
      <form className={styles.section} onSubmit={submit} noValidate aria-labelledby="idp-title">
        <h2 id="idp-title" className={styles.sectionTitle}>
          {t('signIn.provider')}
        </h2>
        {stored && (
          <p className={styles.sectionHint}>
            {t('signIn.redirectUri')}: <code className={styles.code}>{stored.redirectUri}</code>
          </p>
        )}
        <Select
          label={t('signIn.kind')}
          value={values.kind}
          onChange={(event) =>
            setValues((current) => ({
              ...current,
              kind: event.target.value as IdentityProviderKind,
            }))
          }
        >
          <option value="oidc">{t('signIn.kinds.oidc')}</option>
          <option value="saml">{t('signIn.kinds.saml')}</option>
        </Select>
        <Input
          label={t('signIn.displayName')}
          hint={t('signIn.displayNameHint')}
          value={values.displayName}
          error={errors.displayName}
          onChange={set('displayName')}
        />
        <Input
          label={oidc ? t('signIn.issuer') : t('signIn.entityId')}
          value={values.issuer}
          error={errors.issuer}
          spellCheck={false}
          onChange={set('issuer')}
        />
        {oidc ? (
          <div className={styles.twoColumns}>
            <Input
              label={t('signIn.clientId')}
              value={values.clientId}
              error={errors.clientId}
              spellCheck={false}
              onChange={set('clientId')}
            />
            <Input
              type="password"
              autoComplete="off"
              label={t('signIn.clientSecret')}
              hint={stored?.hasClientSecret ? t('signIn.secretKept') : undefined}
              value={values.clientSecret}
              error={errors.clientSecret}
              onChange={set('clientSecret')}
            />
          </div>
        ) : (
          <>
            <Input
              label={t('signIn.entryPoint')}
              value={values.entryPoint}
              error={errors.entryPoint}
              spellCheck={false}
              onChange={set('entryPoint')}
            />
            <TextArea
              rows={5}
              label={t('signIn.certificate')}
              value={values.certificate}
              error={errors.certificate}
              spellCheck={false}
              onChange={set('certificate')}
            />
          </>
        )}
        <Input
          type="password"
          autoComplete="off"
          label={t('signIn.portalSecret')}
          hint={stored?.hasPortalSecret ? t('signIn.secretKept') : t('signIn.portalSecretHint')}
          value={values.portalSecret}
          error={errors.portalSecret}
          onChange={set('portalSecret')}
        />
        <Checkbox
          label={t('signIn.enabled')}
          checked={values.enabled}
          onChange={(event) =>
            setValues((current) => ({ ...current, enabled: event.target.checked }))
          }
        />
        <div className={styles.rowActions}>
          <Button type="submit" loading={save.isPending}>
            {t('signIn.save')}
          </Button>
          {stored && (
            <Button type="button" variant="secondary" onClick={remove}>
              {t('signIn.remove')}
            </Button>
          )}
        </div>
        <p role="status" className={cx(styles.notice, status?.tone === 'ok' && styles.noticeOk)}>
          {status?.tone === 'ok' ? status.text : ''}
        </p>
        {status?.tone === 'error' && <FormAlert message={status.text} />}
      </form>
    </>
  );
}
