import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Input } from '../../../components/ui/field';

type NameInput = UseFormRegisterReturn & { error?: string };

/** First and last name side by side (in `className`'s row), with the browser's name autofill. */
export function NameFields({
  first,
  last,
  className,
}: {
  first: NameInput;
  last: NameInput;
  className?: string;
}) {
  const { t } = useTranslation('auth');
  return (
    <div className={className}>
      <Input label={t('fields.firstName')} autoComplete="given-name" {...first} />
      <Input label={t('fields.lastName')} autoComplete="family-name" {...last} />
    </div>
  );
}
