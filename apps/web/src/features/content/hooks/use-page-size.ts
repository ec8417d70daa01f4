import { useState } from 'react';
import { pageSizeForWidth } from '@quad/shared/rules/page-size';

/**
 * The list page size for the window width of spec §9 (8/9/6/4), read when the list opens:
 * resizing mid-list would restart the paging.
 */
export function usePageSize(): number {
  const [size] = useState(() => pageSizeForWidth(window.innerWidth));
  return size;
}
