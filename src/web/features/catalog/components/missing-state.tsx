import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { ApiError } from '../../../api/api-error';
import { paths } from '../../../routing/paths';

export const isNotFound = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);

/** An unknown product or supplier id: said plainly, with the way back to the marketplace. */
export function MissingState({ what }: { what: 'product' | 'supplier' }) {
  return (
    <Paper withBorder p="xl" maw={640} data-testid="catalog-not-found">
      <Stack gap="sm" align="flex-start">
        <Title order={1} fz={26}>
          {what === 'product' ? 'Product not found' : 'Supplier not found'}
        </Title>
        <Text>This {what} doesn't exist or is no longer listed in the marketplace.</Text>
        <Button component={Link} to={paths.catalog.browse()}>
          Browse suppliers
        </Button>
      </Stack>
    </Paper>
  );
}
