import { Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { isApiError } from '../../../api/api-error';
import { PageError, PageLoader } from '../../../ui/page-states';
import { usePageTitle } from '../../../ui/page-title';
import { downloadPublicKitPdf, kitPdfFileName } from '../api/download-kit-pdf';
import { usePublicBrandKit } from '../api/get-public-brand-kit';
import { DownloadPdfButton } from '../components/kit-actions';
import { KitSlides } from '../components/kit-slides';
import { WaitlistForm } from '../components/waitlist-form';
import { kitView } from '../kit-view';
import { positiveInt } from '../paths';

const NOT_SHARED = "This business kit isn't shared";

function NotShared() {
  return (
    <Paper withBorder p="xl" maw={560} mx="auto" mt="xl" data-testid="kit-not-shared">
      <Stack gap="sm">
        <Title order={1} fz={24}>
          {NOT_SHARED}
        </Title>
        <Text c="dimmed">
          Its owner may have stopped sharing it, or the link is mistyped. Ask them for a fresh link.
        </Text>
      </Stack>
    </Paper>
  );
}

/** /bk/{id} (public, no login): a shared kit's five slides, its PDF, and the waitlist when published. */
export default function PublicBrandKitPage() {
  const { id: rawId } = useParams();
  const id = positiveInt(rawId);
  const kit = usePublicBrandKit(id);
  const name = kit.data ? kitView(kit.data).name : null;
  const notShared = id == null || (isApiError(kit.error) && kit.error.status === 404);
  usePageTitle(notShared ? NOT_SHARED : name);
  if (notShared) return <NotShared />;
  if (kit.isPending) return <PageLoader label="Loading the business kit…" />;
  if (kit.isError)
    return (
      <PageError title="We couldn't load this business kit" error={kit.error} onRetry={() => kit.refetch()} />
    );
  const data = kit.data;
  const brand = name ?? data.category;
  return (
    <Container size="lg" px={0}>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <Stack gap={4}>
            <Title order={1} fz={{ base: 26, sm: 32 }}>
              {brand}
            </Title>
            <Text c="dimmed">{data.productDescription}</Text>
          </Stack>
          <DownloadPdfButton download={() => downloadPublicKitPdf(data.id, kitPdfFileName(brand))} />
        </Group>
        {data.isWaitlistSitePublished ? (
          <Paper withBorder p="md">
            <WaitlistForm kitId={data.id} brandName={brand} />
          </Paper>
        ) : null}
        <KitSlides kit={data} />
      </Stack>
    </Container>
  );
}
