import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Input } from '../../../components/ui/field';
import { SearchIcon } from '../../../components/ui/icons';
import styles from './search-bar.module.css';

/** The home search box (titles.display_search_bar). Searching itself arrives with the content feature. */
export function SearchBar() {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const handleSubmit = (event: FormEvent) => event.preventDefault();
  return (
    <form role="search" className={styles.form} onSubmit={handleSubmit}>
      <Input
        type="search"
        label={t('home.search.label')}
        hideLabel
        placeholder={t('home.search.placeholder')}
        leadingIcon={<SearchIcon />}
        className={styles.input}
        value={text}
        onChange={(event) => setText(event.target.value)}
        enterKeyHint="search"
        autoComplete="off"
      />
    </form>
  );
}
