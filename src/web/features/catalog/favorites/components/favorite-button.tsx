import { ActionIcon, Button, Tooltip } from '@mantine/core';
import { IconHeart, IconHeartFilled } from '@tabler/icons-react';
import { useCan } from '../../../../api/use-can';
import { RoleLock } from '../../../../ui/can';
import { type FavoriteKind, useSetFavorite } from '../api/set-favorite';

/** Favorite toggle of a supplier or product: an icon on cards, a labelled button on detail pages. */
export function FavoriteButton({
  kind,
  id,
  name,
  isFavorite,
  variant = 'icon',
}: {
  kind: FavoriteKind;
  id: number;
  name: string;
  isFavorite: boolean;
  variant?: 'icon' | 'button';
}) {
  const mutation = useSetFavorite();
  // Favorites are the store's data (`write`): a role that may not change them sees them, locked.
  const canWrite = useCan('write');
  const toggle = () => mutation.mutate({ kind, id, isFavorite: !isFavorite });
  const label = isFavorite ? `Remove ${name} from favorites` : `Add ${name} to favorites`;
  const Icon = isFavorite ? IconHeartFilled : IconHeart;
  if (variant === 'button') {
    const text = isFavorite ? 'Favorited' : 'Favorite';
    return (
      <RoleLock cls="write">
        <Button
          variant={isFavorite ? 'light' : 'default'}
          color="pink"
          leftSection={<Icon size={16} aria-hidden />}
          onClick={toggle}
          loading={mutation.isPending}
          aria-pressed={isFavorite}
          // The name starts with the visible text (WCAG 2.5.3, label in name), then says what a press does.
          aria-label={`${text}: ${label}`}
        >
          {text}
        </Button>
      </RoleLock>
    );
  }
  const icon = (
    <ActionIcon
      variant="subtle"
      color="pink"
      onClick={(e) => {
        // Cards are links: the heart must not open the page.
        e.preventDefault();
        e.stopPropagation();
        toggle();
      }}
      loading={mutation.isPending}
      aria-pressed={isFavorite}
      aria-label={label}
    >
      <Icon size={18} aria-hidden />
    </ActionIcon>
  );
  return canWrite ? (
    <Tooltip label={isFavorite ? 'Remove from favorites' : 'Add to favorites'}>{icon}</Tooltip>
  ) : (
    <RoleLock cls="write">{icon}</RoleLock>
  );
}
