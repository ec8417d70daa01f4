import { profileSearchText } from '@quad/shared/rules/profile-search-text';
import {
  findAmbassadorProfileOf,
  setProfileSearchText,
  type Executor,
} from './accounts.repository';

/** Rebuilds the search words of an account's ambassador profile, if it has one. */
export async function refreshProfileSearchText(
  tx: Executor,
  person: { id: number; name: string; lastName: string },
): Promise<void> {
  const profile = await findAmbassadorProfileOf(tx, person.id);
  if (!profile) return;
  await setProfileSearchText(tx, person.id, profileSearchText(person, profile));
}
