import type { InvoiceStatus } from '../../../shared/rules/invoices';

export const INVOICE_STATUS_COLORS: Record<InvoiceStatus, string> = {
  DRAFT: 'gray',
  OPEN: 'blue',
  PAID: 'green',
  VOID: 'dark',
  UNCOLLECTIBLE: 'orange',
};

/** "May 4, 2026": due and paid dates, in the en-US words money uses too. */
export const formatDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** An open invoice past its due date (a whole day late, so "due today" is not overdue). */
export function isOverdue(inv: { status: InvoiceStatus; dueAt: string | null }, now = new Date()): boolean {
  if (inv.status !== 'OPEN' || !inv.dueAt) return false;
  const due = new Date(inv.dueAt);
  due.setHours(23, 59, 59, 999);
  return due.getTime() < now.getTime();
}
