import { Alert, Anchor } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../routing/paths';
import { PageHeader } from '../../../ui/page-header';
import { EmptySection, PageError, PageLoader } from '../../../ui/page-states';
import { useLatestSearchParams } from '../../../ui/use-search-params';
import { useInvoiceCustomers } from '../api/get-invoice-customers';
import { getSupplierRequestQueryOptions } from '../api/get-project-request';
import { BackLink } from '../components/back-link';
import { InvoiceForm } from '../components/invoice-form';
import { emptyInvoiceValues, valuesFromQuote } from '../invoice-form-values';

/** A positive integer from the query string, or null (a hand-edited URL never breaks the page). */
function idParam(value: string | null): number | null {
  return value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null;
}

/**
 * /supplier/invoices/new: a new invoice, for `?storeId=`, or from the supplier's quote
 * (`?projectId=&quoteId=`: one product line at the quote's MOQ and first tier's price).
 */
export default function SupplierNewInvoicePage() {
  const [params] = useLatestSearchParams();
  const navigate = useNavigate();
  const storeId = idParam(params.get('storeId'));
  const projectId = idParam(params.get('projectId'));
  const quoteId = idParam(params.get('quoteId'));
  const customers = useInvoiceCustomers();
  const request = useQuery({
    ...getSupplierRequestQueryOptions(projectId ?? 0),
    enabled: projectId !== null,
  });
  const back = <BackLink to={paths.supplierPortal.invoices()} label="All invoices" />;
  const header = (
    <PageHeader
      title="New invoice"
      description="The founder is told in your conversation and by email when you send it, with a link to pay."
    />
  );

  if (customers.isPending || (projectId !== null && request.isPending))
    return <PageLoader label="Preparing the invoice…" />;
  if (customers.isError)
    return (
      <>
        {back}
        <PageError
          title="We couldn't load your founders"
          error={customers.error}
          onRetry={() => customers.refetch()}
        />
      </>
    );
  if (customers.data.length === 0)
    return (
      <>
        {back}
        {header}
        <EmptySection title="No founder to invoice yet">
          You can invoice a founder once they message you or send you a custom project request.
        </EmptySection>
      </>
    );

  const r = request.data;
  const quote = r?.myQuote && (quoteId === null || r.myQuote.id === quoteId) ? r.myQuote : null;
  const initial = r && quote ? valuesFromQuote(r, quote) : emptyInvoiceValues(r?.storeId ?? storeId);
  if (r && !quote) initial.projectId = r.id;
  return (
    <>
      {back}
      {header}
      {r && quote ? (
        <Alert variant="light" mb="lg" title="From your quote">
          One line of{' '}
          <Anchor component={Link} to={paths.supplierPortal.request(r.id)} inherit>
            {r.title}
          </Anchor>{' '}
          at your MOQ and first tier’s price. Change it as you agreed with the founder.
        </Alert>
      ) : null}
      {projectId !== null && (request.isError || (quoteId !== null && !quote)) ? (
        <Alert variant="light" color="orange" mb="lg" title="Your quote could not be loaded">
          Fill in the invoice yourself.
        </Alert>
      ) : null}
      <InvoiceForm
        initialValues={initial}
        customers={customers.data}
        onCreated={(invoice) => {
          notifications.show({
            color: 'green',
            message:
              invoice.status === 'OPEN'
                ? `${invoice.number} is sent to ${invoice.store.title}`
                : `${invoice.number} is saved as a draft`,
          });
          navigate(paths.supplierPortal.invoice(invoice.id), { replace: true });
        }}
      />
    </>
  );
}
