import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { identityProviderInputSchema } from '@quad/shared/contracts/sign-in';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Input, Select, TextArea } from '../../../components/ui/field';
import { FormAlert } from '../../../components/ui/form-alert';
import { Skeleton, SkeletonGroup } from '../../../components/ui/skeleton';
import { ApiError } from '../../../lib/api-client';
import { cx } from '../../../lib/cx';
import { useContractForm } from '../../../lib/forms/use-contract-form';
import { useIdentityProvider, useSaveIdentityProvider } from '../api/admin-api';
import styles from './admin.module.css';
import { PageHeader } from './page-header';

/** The provider form as typed: every text field a string, blank write-only secrets included. */
const providerFieldsSchema = z.object({
  kind: z.enum(['oidc', 'saml']),
  displayName: z.string(),
  issuer: z.string(),
  clientId: z.string(),
  clientSecret: z.string(),
  entryPoint: z.string(),
  certificate: z.string(),
  portalSecret: z.string(),
  enabled: z.boolean(),
});
type Values = z.infer<typeof providerFieldsSchema>;
type Field = Exclude<keyof Values, 'kind' | 'enabled'>;

/** The form's values as the PUT body: blank write-only secrets are left out (the stored stay). */
function inputOf(values: Values): z.input<typeof identityProviderInputSchema> {
  const kept = <Name extends string>(name: Name, value: string) =>
    (value.trim() === '' ? {} : { [name]: value.trim() }) as Partial<Record<Name, string>>;
  const common = {
    displayName: values.displayName,
    enabled: values.enabled,
    ...kept('portalSecret', values.portalSecret),
  };
  return values.kind === 'oidc'
    ? {
        kind: 'oidc',
        ...common,
        issuer: values.issuer.trim(),
        clientId: values.clientId,
        ...kept('clientSecret', values.clientSecret),
      }
    : {
        kind: 'saml',
        ...common,
        issuer: values.issuer,
        entryPoint: values.entryPoint.trim(),
        certificate: values.certificate,
      };
}

/** The form checked by the shared PUT schema, whose problems keep their fields' names. */
const providerFormSchema = providerFieldsSchema
  .transform(inputOf)
  .pipe(identityProviderInputSchema);

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
  const form = useContractForm(providerFormSchema, {
    defaultValues: {
      kind: stored?.kind ?? 'oidc',
      displayName: stored?.displayName ?? '',
      issuer: stored?.issuer ?? '',
      clientId: stored?.clientId ?? '',
      clientSecret: '',
      entryPoint: stored?.entryPoint ?? '',
      certificate: '',
      portalSecret: '',
      enabled: stored?.enabled ?? true,
    },
    formError: (error) =>
      error instanceof ApiError && error.message ? error.message : t('signIn.failed'),
  });
  const [saved, setSaved] = useState<string | null>(null);
  const { errors } = form.formState;
  // Each field says what it needs in its own words, whichever rule of the schema it broke.
  const problem = (field: Field) =>
    errors[field] && t(`signIn.errors.${field}` as 'signIn.errors.issuer');

  const submit = form.handleSubmit((input) => {
    setSaved(null);
    form.clearErrors('root');
    save.mutate(input, {
      onSuccess: () => setSaved(t('signIn.saved')),
      onError: (error) => form.showServerError(error),
    });
  });
  const remove = () => {
    form.clearErrors('root');
    save.mutate(null, {
      onSuccess: () => setSaved(t('signIn.removed')),
      onError: () => form.setError('root', { message: t('signIn.failed') }),
    });
  };

  const oidc = useWatch({ control: form.control, name: 'kind' }) === 'oidc';
  return (
    <>
      <PageHeader title={t('signIn.title')} intro={t('signIn.intro')} />
      <form className={styles.section} onSubmit={submit} noValidate aria-labelledby="idp-title">
        <h2 id="idp-title" className={styles.sectionTitle}>
          {t('signIn.provider')}
        </h2>
        {stored && (
          <p className={styles.sectionHint}>
            {t('signIn.redirectUri')}: <code className={styles.code}>{stored.redirectUri}</code>
          </p>
        )}
        <Select label={t('signIn.kind')} {...form.register('kind')}>
          <option value="oidc">{t('signIn.kinds.oidc')}</option>
          <option value="saml">{t('signIn.kinds.saml')}</option>
        </Select>
        <Input
          label={t('signIn.displayName')}
          hint={t('signIn.displayNameHint')}
          error={problem('displayName')}
          {...form.field('displayName')}
        />
        <Input
          label={oidc ? t('signIn.issuer') : t('signIn.entityId')}
          error={problem('issuer')}
          spellCheck={false}
          {...form.field('issuer')}
        />
        {oidc ? (
          <div className={styles.twoColumns}>
            <Input
              label={t('signIn.clientId')}
              error={problem('clientId')}
              spellCheck={false}
              {...form.field('clientId')}
            />
            <Input
              type="password"
              autoComplete="off"
              label={t('signIn.clientSecret')}
              hint={stored?.hasClientSecret ? t('signIn.secretKept') : undefined}
              error={problem('clientSecret')}
              {...form.field('clientSecret')}
            />
          </div>
        ) : (
          <>
            <Input
              label={t('signIn.entryPoint')}
              error={problem('entryPoint')}
              spellCheck={false}
              {...form.field('entryPoint')}
            />
            <TextArea
              rows={5}
              label={t('signIn.certificate')}
              error={problem('certificate')}
              spellCheck={false}
              {...form.register('certificate', {
                onChange: () => form.clearErrors('certificate'),
              })}
            />
          </>
        )}
        <Input
          type="password"
          autoComplete="off"
          label={t('signIn.portalSecret')}
          hint={stored?.hasPortalSecret ? t('signIn.secretKept') : t('signIn.portalSecretHint')}
          error={problem('portalSecret')}
          {...form.field('portalSecret')}
        />
        <Checkbox label={t('signIn.enabled')} {...form.register('enabled')} />
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
        <p role="status" className={cx(styles.notice, saved && styles.noticeOk)}>
          {saved ?? ''}
        </p>
        {errors.root?.message && <FormAlert message={errors.root.message} />}
      </form>
    </>
  );
}
