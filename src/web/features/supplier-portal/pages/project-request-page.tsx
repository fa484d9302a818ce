import {
  Anchor,
  Badge,
  Button,
  Card,
  Grid,
  Group,
  Image,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconFileInvoice, IconMessage, IconPaperclip } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import {
  PROJECT_REQUEST_TYPE_LABELS,
  type SupplierProjectRequest,
} from '../../../../shared/contract/projects';
import { CUSTOM_PRODUCT_OPTIONS } from '../../../../shared/rules/constants';
import { formatDate } from '../../../../shared/rules/dates';
import { resizedImageUrl } from '../../../../shared/rules/image-size';
import { formatMoney } from '../../../../shared/rules/money';
import { requestDuty, requestHtsLine } from '../../../../shared/tariff/country-ranking';
import { paths } from '../../../routing/paths';
import { Fact } from '../../../ui/fact';
import { PageError, PageLoader } from '../../../ui/page-states';
import { useDeclineRequest } from '../api/answer-request';
import { useSupplierCategoryOptions } from '../api/get-form-options';
import { useSupplierProfile } from '../api/get-profile';
import { useSupplierRequest } from '../api/get-project-request';
import { BackLink } from '../components/back-link';
import { QuoteForm } from '../components/quote-form';
import {
  MY_STATUS_COLORS,
  MY_STATUS_LABELS,
  QUOTE_STATUS_COLORS,
  QUOTE_STATUS_LABELS,
  REQUEST_STATUS_LABELS,
} from '../labels';

const OPTION_LABELS = {
  STOCK_WITH_CUSTOMIZATIONS: CUSTOM_PRODUCT_OPTIONS[0].label,
  CUSTOM_TO_DESIGN: CUSTOM_PRODUCT_OPTIONS[1].label,
} as const;

function Attachments({ request }: { request: SupplierProjectRequest }) {
  if (!request.attachments.length)
    return (
      <Text size="sm" c="dimmed">
        No attachments.
      </Text>
    );
  return (
    <Group gap="md" align="flex-start">
      {request.attachments.map((a) =>
        a.contentType.startsWith('image/') && a.contentType !== 'image/vnd.adobe.photoshop' ? (
          <Anchor key={a.key} href={a.url} target="_blank" rel="noreferrer" aria-label={`Open ${a.fileName}`}>
            <Image
              src={resizedImageUrl(a.url, 'compact')}
              alt={a.fileName}
              w={120}
              h={120}
              fit="cover"
              radius="sm"
            />
          </Anchor>
        ) : (
          <Anchor key={a.key} href={a.url} target="_blank" rel="noreferrer" size="sm">
            <Group gap={4}>
              <IconPaperclip size={14} aria-hidden />
              {a.fileName}
            </Group>
          </Anchor>
        ),
      )}
    </Group>
  );
}

/** The answer side: the supplier's quote (status, revise) or decline, while the request takes quotes. */
function Answer({ request }: { request: SupplierProjectRequest }) {
  const profile = useSupplierProfile();
  const decline = useDeclineRequest();
  const quote = request.myQuote;
  const open = request.status === 'SENT';
  const revisable = open && quote?.status !== 'AWARDED';
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="your-quote">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2} fz="lg" id="your-quote">
            Your quote
          </Title>
          {quote ? (
            <Badge color={QUOTE_STATUS_COLORS[quote.status]} data-testid="quote-status">
              {QUOTE_STATUS_LABELS[quote.status]}
              {quote.status === 'SUBMITTED' && quote.revision > 1 ? ` · revision ${quote.revision}` : ''}
            </Badge>
          ) : (
            <Badge color={MY_STATUS_COLORS[request.myStatus]} data-testid="quote-status">
              {MY_STATUS_LABELS[request.myStatus]}
            </Badge>
          )}
        </Group>
        {!open ? (
          <Text size="sm">
            This request is {REQUEST_STATUS_LABELS[request.status].toLowerCase()} and no longer takes quotes.
          </Text>
        ) : null}
        {revisable ? (
          <QuoteForm
            request={request}
            duty={
              profile.data
                ? requestDuty(
                    requestHtsLine(request),
                    profile.data.countryCode,
                    new Date().toISOString().slice(0, 10),
                    profile.data.tariffRatePercent,
                  )
                : null
            }
          />
        ) : null}
        {open && request.myStatus !== 'DECLINED' && quote?.status !== 'AWARDED' ? (
          <Group>
            <Button
              variant="subtle"
              color="red"
              loading={decline.isPending}
              onClick={() => decline.mutate(request.id)}
            >
              {quote?.status === 'SUBMITTED' ? 'Withdraw my quote and decline' : 'Decline this request'}
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Card>
  );
}

/** /supplier/project-requests/{id}: what the founder asked for, the attachments, and the quote. */
export default function SupplierProjectRequestPage() {
  const { id } = useParams();
  const requestId = Number(id);
  const request = useSupplierRequest(requestId);
  const categories = useSupplierCategoryOptions();
  const back = <BackLink to={paths.supplierPortal.requests()} label="All requests" />;
  if (request.isPending) return <PageLoader label="Loading the request…" />;
  if (request.isError)
    return (
      <>
        {back}
        <PageError
          title="We couldn't load this request"
          error={request.error}
          onRetry={() => request.refetch()}
        />
      </>
    );
  const r = request.data;
  const categoryNames = r.categoryIds.flatMap((cid) => {
    const option = categories.data?.find((c) => c.value === String(cid));
    return option ? [option.label] : [];
  });
  return (
    <>
      {back}
      <Group justify="space-between" align="flex-start" mb="lg">
        <Stack gap={4}>
          <Group gap="sm">
            <Title order={1} fz={{ base: 22, sm: 28 }}>
              {r.title}
            </Title>
            <Badge color={r.status === 'SENT' ? 'blue' : 'gray'} data-testid="request-status">
              {REQUEST_STATUS_LABELS[r.status]}
            </Badge>
          </Group>
          <Text c="dimmed" size="sm">
            {PROJECT_REQUEST_TYPE_LABELS[r.type]} from {r.storeName}
            {r.sentAt ? ` · sent ${formatDate(r.sentAt)}` : ''}
          </Text>
        </Stack>
        <Group gap="sm">
          <Button
            component={Link}
            to={paths.supplierPortal.inbox(r.storeId)}
            variant="default"
            leftSection={<IconMessage size={16} aria-hidden />}
          >
            Message founder
          </Button>
          {r.myQuote && (r.myQuote.status === 'SUBMITTED' || r.myQuote.status === 'AWARDED') ? (
            <Button
              component={Link}
              to={paths.supplierPortal.newInvoice({
                projectId: r.id,
                quoteId: r.myQuote.id,
                storeId: r.storeId,
              })}
              variant="default"
              leftSection={<IconFileInvoice size={16} aria-hidden />}
            >
              Send invoice
            </Button>
          ) : null}
        </Group>
      </Group>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Stack gap="lg">
            <Card withBorder padding="lg">
              <SimpleGrid cols={2}>
                <Fact label="Quantity" value={`${r.quantity.toLocaleString('en-US')} units`} />
                <Fact
                  label="Target unit price"
                  value={r.targetUnitPriceCents === null ? '—' : formatMoney(r.targetUnitPriceCents)}
                />
                <Fact
                  label="Audience"
                  value={r.audience === 'OPEN' ? 'Open to matching suppliers' : 'Sent to you'}
                />
                <Fact label="Categories" value={categoryNames.length ? categoryNames.join('; ') : '—'} />
              </SimpleGrid>
              {r.productOption ? (
                <Text size="sm" mt="md">
                  {OPTION_LABELS[r.productOption]}
                </Text>
              ) : null}
            </Card>
            <Stack gap={4}>
              <Title order={2} fz="md">
                What they need
              </Title>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {r.description}
              </Text>
            </Stack>
            <Stack gap={4}>
              <Title order={2} fz="md">
                Message from the founder
              </Title>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {r.introMessage}
              </Text>
            </Stack>
            <Stack gap={4}>
              <Title order={2} fz="md">
                Attachments
              </Title>
              <Attachments request={r} />
            </Stack>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Answer key={`${r.id}-${r.myQuote?.revision ?? 0}-${r.myStatus}`} request={r} />
        </Grid.Col>
      </Grid>
    </>
  );
}
