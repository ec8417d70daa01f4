import styles from './admin.module.css';

/** A console page's title, and what the page is for when it needs saying. */
export function PageHeader({ title, intro }: { title: string; intro?: string }) {
  return (
    <header className={styles.pageHeader}>
      <h1 className={styles.pageTitle}>{title}</h1>
      {intro && <p className={styles.pageIntro}>{intro}</p>}
    </header>
  );
}
