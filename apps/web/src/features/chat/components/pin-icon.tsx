import { Icon, type IconProps } from '../../../components/ui/icons';

/** A pushpin: pin a message to the top of the chat. */
export function PinIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M9 4h6l-1 6 3 3H7l3-3-1-6Z" />
      <path d="M12 13v7" />
    </Icon>
  );
}
