import { ItemListQuery, SupplierListQuery } from '../../../shared/contract/catalog';
import type { ChatSource } from '../../../shared/contract/chatbot';
import { InvoiceListQuery } from '../../../shared/contract/invoices';
import { ProjectListQuery } from '../../../shared/contract/projects';
import type { Assistant, ChatbotTopic } from '../../../shared/rules/assistants';
import { GUIDES } from '../../../shared/rules/education-guides';
import { formatMoney } from '../../../shared/rules/money';
import { COUNTRY_BY_CODE } from '../../db/seed/catalog/countries';
import type { StoreCtx } from '../../http/context';
import type { ChatFact, ChatGrounding } from '../../providers/ai-text/chat';
import { keyWords } from '../../providers/ai-text/lexicon/key-words';
import type { CatalogDeps } from '../catalog/catalog-deps';
import { findCompanies } from '../catalog/list-companies';
import { findItems } from '../catalog/list-items';
import { listCreatorInvoices } from '../invoices/founder-invoices';
import { tabCounts } from '../orders/list-order-items';
import { listProjects } from '../projects/manage-projects';

// The retrieval step of every answer: the facts Quarry's own data holds for the question, each with its
// source. The answer (embedded or a model's) states only these; an empty list means "I do not know".

const RESULTS = 5;
/** Words of a request that say what kind of answer is wanted, not what it is about. */
const FILLER = new Set(
  'recommend recommendation recommendations suggest suggestion find looking look need want best good great product products supplier suppliers manufacturer manufacturers factory factories maker makers make makes making sell selling buy source sourcing item items some any please help show give like similar'.split(
    ' ',
  ),
);

const stem = (w: string) => (w.length > 3 && w.endsWith('s') && !w.endsWith('ss') ? w.slice(0, -1) : w);
/** The question's subject words ("Which candles do you recommend?" → candle). */
export const subjectWords = (text: string) =>
  [
    ...new Set(
      keyWords(text)
        .filter((w) => !FILLER.has(w))
        .map(stem),
    ),
  ].slice(0, 8);

const country = (code: string) => COUNTRY_BY_CODE.get(code)?.name ?? code;
const source = (kind: ChatSource['kind'], title: string, link: string): ChatSource => ({ kind, title, link });

async function productFacts(d: CatalogDeps, ctx: StoreCtx, words: string[]): Promise<ChatFact[]> {
  if (!words.length) return [];
  const items = await findItems(d, ctx, ItemListQuery.parse({ keyword: words.join(' '), size: RESULTS }));
  return items.map((i) => ({
    text: `${i.title} by ${i.companyName} (${country(i.countryCode)}): from ${formatMoney(i.productionMinPriceCents)} a unit, minimum order ${i.moq.toLocaleString('en-US')}.`,
    source: source('PRODUCT', i.title, `/browse-suppliers/catalog-item/${i.id}`),
  }));
}

async function supplierFacts(d: CatalogDeps, ctx: StoreCtx, words: string[]): Promise<ChatFact[]> {
  if (!words.length) return [];
  const found = await findCompanies(
    d,
    ctx,
    SupplierListQuery.parse({ keyword: words.join(' '), size: RESULTS }),
  );
  return found.map((c) => {
    const parts = [
      c.moq === null ? 'custom minimum order' : `minimum order ${c.moq.toLocaleString('en-US')}`,
      c.samplePriceCents === null ? null : `samples from ${formatMoney(c.samplePriceCents)}`,
      `production about ${c.productionDays} days`,
      c.reviewAverage === null ? null : `rated ${c.reviewAverage.toFixed(1)} from ${c.reviewCount} reviews`,
      c.isVerified ? 'verified' : null,
    ].filter(Boolean);
    return {
      text: `${c.name} (${country(c.countryCode)}): ${parts.join(', ')}.`,
      source: source('SUPPLIER', c.name, `/supplier-profile/${c.id}`),
    };
  });
}

/** The guide paragraphs sharing the most words with the question (the assistant's own guides first on ties). */
export function guideFacts(text: string, preferred: readonly string[] = [], limit = 2): ChatFact[] {
  const words = new Set(subjectWords(text));
  if (!words.size) return [];
  const scored = GUIDES.flatMap((g) =>
    g.paragraphs.map((p, index) => {
      const shared = new Set(
        keyWords(p)
          .map(stem)
          .filter((w) => words.has(w)),
      ).size;
      const titled = keyWords(g.title)
        .map(stem)
        .filter((w) => words.has(w)).length;
      return { g, p, index, score: shared + titled * 2 + (shared && preferred.includes(g.key) ? 1 : 0) };
    }),
  );
  return scored
    .filter((s) => s.score >= Math.min(2, words.size))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, limit)
    .map((s) => ({ text: s.p, source: source('GUIDE', s.g.title, `/education?topic=${s.g.key}`) }));
}

const mentions = (words: string[], of: string[]) => words.some((w) => of.includes(w));

async function supportFacts(d: CatalogDeps, ctx: StoreCtx, text: string): Promise<ChatFact[]> {
  const words = subjectWords(text);
  const aboutInvoices = mentions(words, ['invoice', 'pay', 'payment', 'bill', 'owe', 'due']);
  const aboutOrders = mentions(words, [
    'order',
    'ship',
    'shipped',
    'shipping',
    'production',
    'cart',
    'delivery',
  ]);
  const aboutProjects = mentions(words, ['project', 'quote', 'request', 'rfq']);
  const all = !aboutInvoices && !aboutOrders && !aboutProjects;
  const facts: ChatFact[] = [];
  if (all || aboutInvoices) {
    const open = await listCreatorInvoices(d, ctx, InvoiceListQuery.parse({ status: 'OPEN', size: RESULTS }));
    if (!open.length) facts.push({ text: 'You have no open invoice to pay.', source: null });
    for (const inv of open)
      facts.push({
        text: `Invoice ${inv.number} from ${inv.supplier.name} for ${formatMoney(inv.totalCents, inv.currency)} is open to pay.`,
        source: source('INVOICE', `Invoice ${inv.number}`, `/pay-invoice/${inv.id}`),
      });
  }
  if (all || aboutOrders) {
    const tabs = await tabCounts(d.db, ctx);
    facts.push({
      text: `Your orders: ${tabs.IN_CART} in the cart, ${tabs.IN_PRODUCTION} in production, ${tabs.SHIPPED} shipped, ${tabs.CANCELED} cancelled.`,
      source: source('ORDER', 'Your orders', '/orders'),
    });
  }
  if (all || aboutProjects) {
    const projects = await listProjects(d.db, ctx, ProjectListQuery.parse({ size: 3 }));
    if (!projects.length) facts.push({ text: 'You have no custom project request yet.', source: null });
    for (const p of projects)
      facts.push({
        text: `Custom project “${p.title}” (${p.quantity.toLocaleString('en-US')} units) is ${p.status.toLowerCase()} with ${p.quoteCount} quote${p.quoteCount === 1 ? '' : 's'}.`,
        source: source('PROJECT', p.title, `/create-custom-project/${p.id}`),
      });
  }
  return [...facts, ...guideFacts(text, ['order-fulfillment'], 1)];
}

/** The grounding of one question under a topic (and an assistant's guides, when asked on its page). */
export async function retrieveGrounding(
  d: CatalogDeps,
  ctx: StoreCtx,
  q: { topic: ChatbotTopic; text: string; assistant?: Assistant; supportLink: string },
): Promise<ChatGrounding> {
  const words = subjectWords(q.text);
  const facts =
    q.topic === 'PRODUCT_RECOMMENDATION'
      ? await productFacts(d, ctx, words)
      : q.topic === 'SUPPLIER_RECOMMENDATION'
        ? await supplierFacts(d, ctx, words)
        : q.topic === 'SUPPORT'
          ? await supportFacts(d, ctx, q.text)
          : guideFacts(q.text, q.assistant?.guides ?? []);
  return { topic: q.topic, searched: words.join(' '), facts, supportLink: q.supportLink };
}
