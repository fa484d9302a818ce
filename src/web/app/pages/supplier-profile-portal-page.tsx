import { Card, Stack, Text, Title } from '@mantine/core';
import { ChangePasswordForm } from '../../features/auth/components/change-password-form';
import SupplierProfilePage from '../../features/supplier-portal/pages/profile-page';

/** /supplier/profile: the supplier's company profile, and its own password beside it. */
export default function SupplierProfilePortalPage() {
  return (
    <SupplierProfilePage
      account={
        <Card withBorder padding="lg" mt="md" component="section" aria-labelledby="supplier-password">
          <Stack gap="sm">
            <Title order={2} fz="md" id="supplier-password">
              Password
            </Title>
            <Text size="xs" c="dimmed">
              Changing it signs you out everywhere else.
            </Text>
            <ChangePasswordForm />
          </Stack>
        </Card>
      }
    />
  );
}
