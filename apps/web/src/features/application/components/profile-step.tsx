import { useRef } from 'react';
import { Controller, get, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  ABOUT_MAX,
  SOCIAL_NETWORKS,
  type ApplicationInfoResponse,
} from '@quad/shared/contracts/application';
import { COUNTRIES } from '@quad/shared/data/countries';
import { SUBJECTS, subjectById } from '@quad/shared/data/subjects';
import type { ProfileTypeKey } from '@quad/shared/roles';
import { Button } from '../../../components/ui/button';
import { ChoiceGroup } from '../../../components/ui/choice-group';
import { Input, Select, TextArea } from '../../../components/ui/field';
import { FormAlert } from '../../../components/ui/form-alert';
import { useWidget } from '../../../app/widget-context/use-widget';
import { useSetInfo } from '../api/application-mutations';
import { useFocusFirstError } from '../../../lib/forms/use-focus-first-error';
import { formMessage, serverFieldErrors } from '../lib/form-errors';
import {
  formValuesOf,
  profileFormSchema,
  profileIssueMessage,
  type ProfileFormValues,
} from '../lib/profile-form';
import { screenPath } from '../lib/steps';
import { translatedResolver } from '../lib/translated-resolver';
import { ApplyFrame } from './apply-frame';
import { CardPreview } from './card-preview';
import styles from './apply.module.css';
import { useReferenceNames } from '../../../i18n/reference-names';

/** The start of every link, shown in an empty link field. */
const URL_HINT = 'https://';

const YEARS = [1, 2, 3, 4, 5, 6, 7, 8] as const;
/** Most applicants are students: they come first. */
const TYPE_ORDER = [
  'student',
  'school_student',
  'alumni',
  'staff',
] as const satisfies readonly ProfileTypeKey[];
const SERVER_FIELDS = [
  'profile_type',
  'subject_ids',
  'year_of_study',
  'graduation_year',
  'job_title',
  'country_id',
  'languages',
  'description',
  'interests',
  'social_links',
] as const;

/** Step 2: the profile prospects see, with the card drawn live beside the form. */
export function ProfileStep({ info }: { info: ApplicationInfoResponse }) {
  const { t } = useTranslation('application');
  const names = useReferenceNames();
  // The lists named and alphabetised in the reader's language (ids stay the values).
  const subjects = names.sorted(SUBJECTS, (subject) => names.subject(subject));
  const countries = names.sorted(COUNTRIES, (country) => names.country(country));
  const { base } = useWidget();
  const navigate = useNavigate();
  const save = useSetInfo();
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstError = useFocusFirstError(formRef);
  const { application, account } = info;
  const form = useForm<ProfileFormValues, unknown, ReturnType<typeof profileFormSchema.parse>>({
    resolver: translatedResolver(profileFormSchema, (issue) => profileIssueMessage(issue, t)),
    defaultValues: formValuesOf(application.profile),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    // useFocusFirstError focuses in page order (a list's problem belongs to its first control).
    shouldFocusError: false,
  });
  const { errors } = form.formState;
  const values = useWatch({ control: form.control }) as ProfileFormValues;
  const type = values.profile_type;
  /** The message at a path of the errors: a list's own problem sits at `root`. */
  const errorOf = (path: string): string | undefined =>
    (get(errors, `${path}.root.message`) as string | undefined) ??
    (get(errors, `${path}.message`) as string | undefined);

  const handleSubmit = form.handleSubmit(
    (body) => {
      form.clearErrors('root');
      save.mutate(body, {
        onSuccess: (next) =>
          void navigate(screenPath(base.base, next.next_step === 'done' ? 'welcome' : 'photo')),
        onError: (error) => {
          const fields = serverFieldErrors(error, SERVER_FIELDS);
          for (const field of SERVER_FIELDS) {
            const message = fields[field];
            if (message) form.setError(field, { message });
          }
          if (Object.keys(fields).length === 0) {
            form.setError('root', { message: formMessage(error, t('genericError')) });
          }
          focusFirstError();
        },
      });
    },
    () => focusFirstError(),
  );

  const mainSubject = values.subject_ids[0] ? subjectById(Number(values.subject_ids[0])) : null;
  const number = (text: string) => (text ? Number(text) : null);

  return (
    <ApplyFrame screen="profile" title={t('steps.profile')} intro={t('profile.intro')} wide>
      <div className={styles.split}>
        <form ref={formRef} className={styles.form} noValidate onSubmit={handleSubmit}>
          <FormAlert message={errors.root?.message} />
          <Controller
            control={form.control}
            name="profile_type"
            render={({ field, fieldState }) => (
              <ChoiceGroup
                legend={t('profile.type')}
                layout="row"
                className={styles.types}
                options={TYPE_ORDER.map((key) => ({
                  value: key,
                  label: t(`profile.types.${key}`),
                }))}
                value={field.value}
                onChange={(value) => field.onChange(value)}
                error={fieldState.error?.message}
              />
            )}
          />
          <div className={styles.row}>
            <Select
              label={type === 'staff' ? t('profile.subjectStaff') : t('profile.subject')}
              error={errorOf('subject_ids') ?? errorOf('subject_ids.0')}
              {...form.register('subject_ids.0', {
                onChange: () => form.clearErrors('subject_ids'),
              })}
            >
              <option value="">{t('profile.chooseSubject')}</option>
              {subjects.map((subject) => (
                <option key={subject.id} value={subject.id}>
                  {names.subject(subject)}
                </option>
              ))}
            </Select>
            <Select label={t('profile.secondSubject')} {...form.register('subject_ids.1')}>
              <option value="">{t('profile.none')}</option>
              {subjects.map((subject) => (
                <option key={subject.id} value={subject.id}>
                  {names.subject(subject)}
                </option>
              ))}
            </Select>
          </div>
          <div className={styles.row}>
            {(type === 'student' || type === 'school_student') && (
              <Select
                label={t('profile.year')}
                error={errors.year_of_study?.message}
                {...form.register('year_of_study')}
              >
                <option value="">{t('profile.chooseYear')}</option>
                {YEARS.map((year) => (
                  <option key={year} value={year}>
                    {t('profile.yearOption', { year })}
                  </option>
                ))}
              </Select>
            )}
            {type === 'alumni' && (
              <Input
                label={t('profile.graduationYear')}
                inputMode="numeric"
                autoComplete="off"
                maxLength={4}
                error={errors.graduation_year?.message}
                {...form.register('graduation_year')}
              />
            )}
            {type === 'staff' && (
              <Input
                label={t('profile.jobTitle')}
                hint={t('profile.jobTitleHint')}
                autoComplete="organization-title"
                error={errors.job_title?.message}
                {...form.register('job_title')}
              />
            )}
            <Select
              label={t('profile.country')}
              autoComplete="country"
              error={errors.country_id?.message}
              {...form.register('country_id')}
            >
              <option value="">{t('profile.chooseCountry')}</option>
              {countries.map((country) => (
                <option key={country.id} value={country.id}>
                  {names.country(country)}
                </option>
              ))}
            </Select>
          </div>
          <Input
            label={t('profile.languages')}
            hint={t('profile.languagesHint')}
            autoComplete="off"
            error={errors.languages?.message}
            {...form.register('languages')}
          />
          <TextArea
            label={t('profile.description')}
            hint={t('profile.descriptionHint', {
              count: values.description.length,
              max: ABOUT_MAX,
            })}
            rows={5}
            maxLength={ABOUT_MAX}
            error={errors.description?.message}
            {...form.register('description')}
          />
          <Input
            label={t('profile.interests')}
            hint={t('profile.interestsHint')}
            autoComplete="off"
            error={errors.interests?.message}
            {...form.register('interests')}
          />
          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>{t('profile.social')}</legend>
            <p className={styles.hint}>{t('profile.socialHint')}</p>
            <div className={styles.row}>
              {SOCIAL_NETWORKS.map((network) => (
                <Input
                  key={network}
                  label={t(`profile.networks.${network}`)}
                  type="url"
                  inputMode="url"
                  autoCapitalize="none"
                  spellCheck={false}
                  placeholder={URL_HINT}
                  error={errorOf(`social_links.${network}`) ?? errorOf('social_links')}
                  {...form.register(`social_links.${network}`)}
                />
              ))}
            </div>
          </fieldset>
          <div className={styles.actions}>
            <Button type="submit" size="lg" fullWidth loading={save.isPending}>
              {t('profile.submit')}
            </Button>
          </div>
        </form>
        <aside className={styles.aside} aria-labelledby="apply-preview-title">
          <h2 id="apply-preview-title" className={styles.asideTitle}>
            {t('profile.preview')}
          </h2>
          <p className={styles.hint}>{t('profile.previewNote')}</p>
          <CardPreview
            className={styles.preview}
            data={{
              id: account.id,
              name: account.name,
              lastName: account.last_name,
              avatar: application.avatar,
              profileType: type,
              subject: mainSubject ? names.subject(mainSubject) : null,
              yearOfStudy: number(values.year_of_study),
              graduationYear: number(values.graduation_year),
              jobTitle: values.job_title || null,
              countryId: number(values.country_id),
              description: values.description,
            }}
          />
        </aside>
      </div>
    </ApplyFrame>
  );
}
