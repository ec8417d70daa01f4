import type { ReactNode } from 'react';
import { PAGE_CONTAINER_ID } from '../scroll-to-page';
import styles from './standalone-layout.module.css';

/** The page container of screens outside a university: landing, not found, maintenance. */
export function StandaloneLayout({ children }: { children: ReactNode }) {
  return (
    <main id={PAGE_CONTAINER_ID} tabIndex={-1} className={styles.main}>
      {children}
    </main>
  );
}
