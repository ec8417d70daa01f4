import type { CommunitySpace } from '@quad/shared/contracts/community';
import type { Storage } from '../../core/storage/storage';
import type { SpaceView } from './spaces.service';

/** Space record → the API shape, field by field. */
export function presentSpace(view: SpaceView, storage: Storage): CommunitySpace {
  const { space } = view;
  return {
    id: space.id,
    name: space.name,
    description: space.description,
    avatar: space.avatarKey ? storage.url(space.avatarKey) : null,
    isDefault: space.isDefault,
    universityId: space.universityId,
    membersCount: view.membersCount,
    conversationsCount: view.conversationsCount,
  };
}
