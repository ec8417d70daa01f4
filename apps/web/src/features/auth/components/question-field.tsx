import { useTranslation } from 'react-i18next';
import type { Question } from '@quad/shared/contracts/auth';
import { ChoiceGroup } from '../../../components/ui/choice-group';
import { Input, TextArea } from '../../../components/ui/field';
import { isRequiredQuestion, questionKind, type AnswerValue } from '../questions';

type QuestionFieldProps = {
  question: Question;
  value: AnswerValue | undefined;
  onChange: (value: AnswerValue) => void;
  error?: string;
};

/** One question, asked with the control its `answer_type` calls for. */
export function QuestionField({ question, value, onChange, error }: QuestionFieldProps) {
  const { t } = useTranslation('auth');
  const required = isRequiredQuestion(question);
  const label = required
    ? question.question
    : t('questions.optionalLabel', { question: question.question });
  const text = Array.isArray(value) ? value.join(', ') : (value ?? '');
  const options = question.predefined_answers.map((answer) => ({ value: answer, label: answer }));
  // What every typed answer's control shares.
  const typed = {
    label,
    value: text,
    onChange: (event: { target: { value: string } }) => onChange(event.target.value),
    error,
    'aria-required': required || undefined,
  };

  switch (questionKind(question)) {
    case 'single':
      return (
        <ChoiceGroup
          legend={label}
          options={options}
          value={text || null}
          onChange={onChange}
          error={error}
          required={required}
          layout={options.every((option) => option.label.length <= 3) ? 'row' : 'list'}
        />
      );
    case 'multiple':
      return (
        <ChoiceGroup
          multiple
          legend={label}
          hint={t('questions.pickAny')}
          options={options}
          value={Array.isArray(value) ? value : text ? text.split(', ') : []}
          onChange={onChange}
          error={error}
          required={required}
        />
      );
    case 'rating': {
      const scale =
        options.length > 0
          ? options
          : ['1', '2', '3', '4', '5'].map((n) => ({ value: n, label: n }));
      return (
        <ChoiceGroup
          legend={label}
          hint={t('questions.ratingHint', { max: scale[scale.length - 1]?.label ?? '5' })}
          options={scale}
          value={text || null}
          onChange={onChange}
          error={error}
          required={required}
          layout="row"
        />
      );
    }
    case 'longText':
      return <TextArea {...typed} maxLength={2000} />;
    case 'date':
      return <Input {...typed} type="date" />;
    case 'number':
      return <Input {...typed} inputMode="numeric" />;
    default:
      return <Input {...typed} maxLength={2000} />;
  }
}
