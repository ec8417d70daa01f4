import { useState } from 'react';
import { useFieldArray, useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { AdminSettings, AdminSettingsChange } from '@quad/shared/contracts/admin';
import { CONTENT_TYPES } from '@quad/shared/contracts/common';
import { isHexColor, normalizeHex } from '@quad/shared/rules/color';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Input, Select, TextArea } from '../../../components/ui/field';
import { FormAlert } from '../../../components/ui/form-alert';
import { Skeleton, SkeletonGroup } from '../../../components/ui/skeleton';
import { useAdminSettings, useSaveSettings } from '../api/admin-api';
import {
  FIXED_FILTER_KEY_LIST,
  formValuesOf,
  PERMISSION_KEY_LIST,
  settingsResolver,
  TITLE_KEYS,
  type SettingsFormValues,
} from '../lib/settings-form';
import { embedSnippet } from '../../../lib/embed-snippet';
import styles from './admin.module.css';
import { BrandContrast, BrandPreview } from './settings-brand';

type SettingsFormApi = UseFormReturn<SettingsFormValues, unknown, AdminSettingsChange>;

/** The messages of fields whose schema words are not meant for people. */
const FIELD_MESSAGES: Record<string, string> = {
  allowedOrigins: 'settings.embedding.originsInvalid',
  hideKeywords: 'settings.chat.keywordsInvalid',
  timeLimitMinutes: 'settings.chat.minutesInvalid',
};

/** The ordered filter list: fixed filters by key, custom ones with their options. */
function FiltersEditor({ form }: { form: SettingsFormApi }) {
  const { t } = useTranslation('admin');
  const { fields, append, remove, move } = useFieldArray({
    control: form.control,
    name: 'filters',
  });
  const [fixedChoice, setFixedChoice] = useState('');
  const errors = form.formState.errors.filters;
  const used = new Set(fields.map((field) => field.key));
  const addable = FIXED_FILTER_KEY_LIST.filter((key) => !used.has(key));
  return (
    <section className={styles.section} aria-labelledby="filters-title">
      <h2 id="filters-title" className={styles.sectionTitle}>
        {t('settings.filters.title')}
      </h2>
      <p className={styles.sectionHint}>{t('settings.filters.hint')}</p>
      {fields.length === 0 && <p className={styles.muted}>{t('settings.filters.empty')}</p>}
      {errors?.root?.message && <p className={styles.errorText}>{errors.root.message}</p>}
      <ol className={styles.filterList}>
        {fields.map((field, index) => {
          const label = field.name || t('settings.filters.untitled');
          const rowErrors = errors?.[index];
          return (
            <li key={field.id} className={styles.filterRow}>
              <div className={styles.filterHead}>
                <span className={styles.filterKind}>
                  {field.type === 'fixed'
                    ? `${t('settings.filters.fixed')} · ${t(`settings.filters.fixedKeys.${field.key}` as 'settings.filters.fixedKeys._subject')}`
                    : t('settings.filters.custom')}
                </span>
                <span className={styles.rowActions}>
                  <Button
                    type="button"
                    size="sm"
                    variant="ghost"
                    disabled={index === 0}
                    onClick={() => move(index, index - 1)}
                    aria-label={t('settings.filters.moveUp', { name: label })}
                  >
                    ↑
                  </Button>
                  <Button
                    type="button"
                    size="sm"
                    variant="ghost"
                    disabled={index === fields.length - 1}
                    onClick={() => move(index, index + 1)}
                    aria-label={t('settings.filters.moveDown', { name: label })}
                  >
                    ↓
                  </Button>
                  <Button
                    type="button"
                    size="sm"
                    variant="secondary"
                    onClick={() => remove(index)}
                    aria-label={t('settings.filters.remove', { name: label })}
                  >
                    ×
                  </Button>
                </span>
              </div>
              <Input
                label={t('settings.filters.name')}
                error={rowErrors?.name?.message}
                {...form.register(`filters.${index}.name`)}
              />
              {field.type === 'custom' && (
                <TextArea
                  label={t('settings.filters.options')}
                  rows={3}
                  error={rowErrors?.options?.message}
                  {...form.register(`filters.${index}.options`)}
                />
              )}
            </li>
          );
        })}
      </ol>
      <div className={styles.addRow}>
        {addable.length > 0 && (
          <>
            <Select
              label={t('settings.filters.addFixed')}
              value={fixedChoice}
              onChange={(event) => setFixedChoice(event.target.value)}
            >
              <option value="">{t('settings.filters.choose')}</option>
              {addable.map((key) => (
                <option key={key} value={key}>
                  {t(`settings.filters.fixedKeys.${key}` as 'settings.filters.fixedKeys._subject')}
                </option>
              ))}
            </Select>
            <Button
              type="button"
              variant="secondary"
              disabled={fixedChoice === ''}
              onClick={() => {
                append({
                  type: 'fixed',
                  key: fixedChoice,
                  name: t(
                    `settings.filters.fixedKeys.${fixedChoice}` as 'settings.filters.fixedKeys._subject',
                  ),
                  options: '',
                });
                setFixedChoice('');
              }}
            >
              {t('settings.filters.addFixed')}
            </Button>
          </>
        )}
        <Button
          type="button"
          variant="secondary"
          onClick={() => append({ type: 'custom', key: '', name: '', options: '' })}
        >
          {t('settings.filters.addCustom')}
        </Button>
      </div>
    </section>
  );
}

/** The copyable embed code of the university. */
function EmbedSnippet({ universityId }: { universityId: number }) {
  const { t } = useTranslation('admin');
  const [copied, setCopied] = useState(false);
  const snippet = embedSnippet(window.location.origin, { universityId });
  return (
    <div className={styles.inlineForm}>
      <p className={styles.legend} id="embed-snippet-label">
        {t('settings.embedding.snippet')}
      </p>
      <code className={styles.snippet} aria-labelledby="embed-snippet-label">
        {snippet}
      </code>
      <p className={styles.sectionHint}>{t('settings.embedding.snippetHint')}</p>
      <div>
        <Button
          type="button"
          variant="secondary"
          onClick={() => {
            void navigator.clipboard?.writeText(snippet).then(() => setCopied(true));
          }}
        >
          {copied ? t('settings.embedding.copied') : t('settings.embedding.copy')}
        </Button>
      </div>
    </div>
  );
}

/** The settings form over one loaded document. */
function SettingsForm({ settings }: { settings: AdminSettings }) {
  const { t } = useTranslation('admin');
  const forms = useTranslation();
  const save = useSaveSettings();
  const [status, setStatus] = useState<'idle' | 'saved' | 'failed'>('idle');
  const form = useForm<SettingsFormValues, unknown, AdminSettingsChange>({
    defaultValues: formValuesOf(settings),
    resolver: settingsResolver((formPath) => {
      const own = FIELD_MESSAGES[formPath];
      if (own) return t(own as 'settings.chat.minutesInvalid');
      if (formPath.endsWith('.name')) return t('settings.filters.nameRequired');
      if (formPath.endsWith('.options')) return t('settings.filters.optionsRequired');
      if (formPath.startsWith('titles.')) return t('settings.titles.tooLong');
      return undefined;
    }, forms.t),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { errors, isDirty, isSubmitted, isValid } = form.formState;

  const color = useWatch({ control: form.control, name: 'primary_color' }).trim();
  // "Saved" holds until the next edit.
  const saveStatus = isDirty && status === 'saved' ? 'idle' : status;

  const onSubmit = form.handleSubmit(async (change) => {
    setStatus('idle');
    try {
      const saved = await save.mutateAsync(change);
      form.reset(formValuesOf(saved));
      setStatus('saved');
    } catch {
      setStatus('failed');
    }
  });

  const field = (name: Parameters<typeof form.register>[0]) => form.register(name);
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-labelledby="settings-title">
      <header className={styles.pageHeader}>
        <h1 id="settings-title" className={styles.pageTitle}>
          {t('settings.title')}
        </h1>
        <p className={styles.pageIntro}>
          {t('settings.intro', { university: settings.university.name })}
        </p>
      </header>

      <section className={styles.section} aria-labelledby="brand-title">
        <h2 id="brand-title" className={styles.sectionTitle}>
          {t('settings.brand.title')}
        </h2>
        <div className={styles.brandGrid}>
          <div>
            <div className={styles.colorRow}>
              <Input
                label={t('settings.brand.color')}
                hint={t('settings.brand.colorHint')}
                error={errors.primary_color?.message}
                autoComplete="off"
                spellCheck={false}
                {...field('primary_color')}
              />
              <input
                type="color"
                className={styles.colorPicker}
                aria-label={t('settings.brand.picker')}
                value={isHexColor(color) ? normalizeHex(color).toLowerCase() : '#000000'}
                onChange={(event) =>
                  form.setValue('primary_color', event.target.value.toUpperCase(), {
                    shouldDirty: true,
                    shouldValidate: isSubmitted,
                  })
                }
              />
            </div>
            <BrandContrast control={form.control} />
          </div>
          <BrandPreview control={form.control} />
        </div>
      </section>

      <section className={styles.section} aria-labelledby="titles-title">
        <h2 id="titles-title" className={styles.sectionTitle}>
          {t('settings.titles.title')}
        </h2>
        <p className={styles.sectionHint}>{t('settings.titles.hint')}</p>
        <div className={styles.twoColumns}>
          {TITLE_KEYS.map((key) =>
            key === 'page_desc' ? (
              <TextArea
                key={key}
                rows={2}
                label={t(`settings.titles.${key}`)}
                error={errors.titles?.[key]?.message}
                {...field(`titles.${key}`)}
              />
            ) : (
              <Input
                key={key}
                label={t(`settings.titles.${key}`)}
                error={errors.titles?.[key]?.message}
                {...field(`titles.${key}`)}
              />
            ),
          )}
        </div>
        <Checkbox
          label={t('settings.titles.display_search_bar')}
          {...field('titles.display_search_bar')}
        />
        <Checkbox
          label={t('settings.titles.display_tap_logo')}
          {...field('titles.display_tap_logo')}
        />
      </section>

      <section className={styles.section} aria-labelledby="home-title">
        <h2 id="home-title" className={styles.sectionTitle}>
          {t('settings.home.title')}
        </h2>
        <fieldset className={styles.checkList}>
          <legend className={styles.sectionHint}>{t('settings.home.hint')}</legend>
          {CONTENT_TYPES.map((type) => (
            <Checkbox
              key={type}
              label={t(`settings.home.types.${type}`)}
              {...field(`contentTypes.${type}`)}
            />
          ))}
        </fieldset>
        <Checkbox label={t('settings.home.showCounts')} {...field('show_number_likes_views')} />
      </section>

      <section className={styles.section} aria-labelledby="permissions-title">
        <h2 id="permissions-title" className={styles.sectionTitle}>
          {t('settings.permissions.title')}
        </h2>
        <div className={styles.checkList}>
          {PERMISSION_KEY_LIST.map((key) => (
            <Checkbox
              key={key}
              label={t(`settings.permissions.${key}`)}
              {...field(`permissions.${key}`)}
            />
          ))}
        </div>
      </section>

      <FiltersEditor form={form} />

      <section className={styles.section} aria-labelledby="prefilter-title">
        <h2 id="prefilter-title" className={styles.sectionTitle}>
          {t('settings.prefilter.title')}
        </h2>
        <TextArea
          rows={3}
          label={t('settings.prefilter.label')}
          hint={t('settings.prefilter.hint')}
          error={errors.prefilterItems?.message}
          {...field('prefilterItems')}
        />
      </section>

      <section className={styles.section} aria-labelledby="embedding-title">
        <h2 id="embedding-title" className={styles.sectionTitle}>
          {t('settings.embedding.title')}
        </h2>
        <TextArea
          rows={3}
          label={t('settings.embedding.origins')}
          hint={t('settings.embedding.originsHint')}
          error={errors.allowedOrigins?.message}
          spellCheck={false}
          {...field('allowedOrigins')}
        />
        <Input
          label={t('settings.embedding.gtm')}
          hint={t('settings.embedding.gtmHint')}
          error={errors.customGtm?.message}
          spellCheck={false}
          autoCapitalize="characters"
          {...field('customGtm')}
        />
        <EmbedSnippet universityId={settings.university.id} />
      </section>

      <section className={styles.section} aria-labelledby="chat-title">
        <h2 id="chat-title" className={styles.sectionTitle}>
          {t('settings.chat.title')}
        </h2>
        <TextArea
          rows={3}
          label={t('settings.chat.keywords')}
          hint={t('settings.chat.keywordsHint')}
          error={errors.hideKeywords?.message}
          {...field('hideKeywords')}
        />
        <div className={styles.twoColumns}>
          <Input
            label={t('settings.chat.minutes')}
            hint={t('settings.chat.minutesHint')}
            inputMode="numeric"
            error={errors.timeLimitMinutes?.message}
            {...field('timeLimitMinutes')}
          />
          <Select label={t('settings.chat.period')} {...field('timeLimitPeriod')}>
            <option value="week">{t('settings.chat.week')}</option>
            <option value="month">{t('settings.chat.month')}</option>
          </Select>
        </div>
      </section>

      <section className={styles.section} aria-labelledby="switches-title">
        <h2 id="switches-title" className={styles.sectionTitle}>
          {t('settings.switches.title')}
        </h2>
        <Checkbox
          label={t('settings.switches.ageOfConsent16')}
          description={t('settings.switches.ageOfConsent16Hint')}
          {...field('ageOfConsent16')}
        />
        <Checkbox
          label={t('settings.switches.maintenance')}
          description={t('settings.switches.maintenanceHint')}
          {...field('maintenance')}
        />
      </section>

      <div className={styles.saveBar}>
        <Button type="submit" loading={save.isPending}>
          {t('settings.save')}
        </Button>
        {isDirty && (
          <Button type="button" variant="ghost" onClick={() => form.reset()}>
            {t('settings.reset')}
          </Button>
        )}
        <p className={styles.saveStatus} role="status">
          {isSubmitted && !isValid && Object.keys(errors).length > 0
            ? t('settings.fixErrors')
            : saveStatus === 'saved'
              ? t('settings.saved')
              : isDirty
                ? t('settings.unsaved')
                : ''}
        </p>
        {saveStatus === 'failed' && <FormAlert message={t('settings.saveFailed')} />}
      </div>
    </form>
  );
}

/** `{base}/admin/settings`: every widget setting of the university on one page. */
export function SettingsPage() {
  const { t } = useTranslation('admin');
  const settings = useAdminSettings();
  if (settings.isError) {
    return <FormAlert message={t('guard.loadError')} />;
  }
  if (!settings.data) {
    return (
      <SkeletonGroup>
        <Skeleton width="30%" height={32} />
        <Skeleton width="100%" height={200} />
        <Skeleton width="100%" height={200} />
      </SkeletonGroup>
    );
  }
  return <SettingsForm settings={settings.data} />;
}
