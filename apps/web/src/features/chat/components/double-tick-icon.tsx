import { Icon, type IconProps } from '../../../components/ui/icons';

/** Two ticks: the message reached the others' devices (grey) or was read (the brand colour). */
export function DoubleTickIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="m2 12.5 4.5 4.5L16 7.5" />
      <path d="m12.5 16 1 1L23 7.5" />
    </Icon>
  );
}
