import type { ReactNode } from 'react';
import { Avatar } from '../../../../components/ui/avatar';
import parts from './card-parts.module.css';

type Person = { id: number; name: string; last_name: string; avatar: string | null };

/** The small overlapping faces of the people behind a card, then what to say about them. */
export function PeopleLine({
  people,
  children,
}: {
  people: readonly Person[];
  children: ReactNode;
}) {
  return (
    <div className={parts.people}>
      <span className={parts.faces} aria-hidden="true">
        {people.map((person) => (
          <Avatar
            key={person.id}
            id={person.id}
            name={person.name}
            lastName={person.last_name}
            src={person.avatar}
            size="xs"
            className={parts.face}
          />
        ))}
      </span>
      <span>{children}</span>
    </div>
  );
}
