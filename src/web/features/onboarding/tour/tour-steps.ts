import { TOUR_PAGES, type TourPage } from '../../../../shared/contract/onboarding';

// The guided tour of spec §2: its pages, the steps of each, and which page a path belongs to.

export type TourStep = {
  title: string;
  body: string;
  /** `data-tour` value of the element the step points at, when the page has it. */
  target?: string;
};

export const TOUR_TITLES: Record<TourPage, string> = {
  homebase: 'Homebase',
  'sourcing-home': 'Sourcing home',
  marketplace: 'Sourcing marketplace',
  'supplier-profile': 'Supplier profile',
  'fulfillment-home': 'Fulfillment home',
  'marketing-hub': 'Marketing hub',
  'manage-shop': 'Manage shop',
};

export const TOUR_STEPS: Record<TourPage, readonly TourStep[]> = {
  homebase: [
    {
      title: 'Welcome to Homebase',
      body: 'Homebase is where every session starts: your plan, your next steps and a way into every area of Quarry.',
    },
    {
      title: 'Your first steps',
      body: 'These come from your quiz answers, in the order a launch needs them. Retake the quiz any time to change them.',
      target: 'first-steps',
    },
    {
      title: 'Every area, one click away',
      body: 'Sourcing, design, brand kits, fulfillment, your storefront and analytics. A badge tells you when an area is not in your plan yet.',
      target: 'areas',
    },
    {
      title: 'Help is always here',
      body: 'The help menu at the top restarts this tour on any page and opens the founder guides.',
      target: 'help-menu',
    },
  ],
  'sourcing-home': [
    {
      title: 'The sourcing home',
      body: 'Over 1,200 vetted suppliers for products, packaging, creative services and website development, in five tabs.',
      target: 'sourcing-tabs',
    },
    {
      title: 'Search or describe',
      body: 'Search by keyword, or tell us what you need in your own words and we suggest suppliers that meet your quantity and budget.',
      target: 'sourcing-search',
    },
    {
      title: 'Start from a category',
      body: 'Your quiz answers put your category first. Choosing a category opens the marketplace with every filter reset.',
      target: 'category-starts',
    },
  ],
  marketplace: [
    {
      title: 'The marketplace',
      body: 'Four views: suppliers, the expanded network, catalog products and custom project requests (RFPs).',
      target: 'marketplace-views',
    },
    {
      title: 'Filter like a buyer',
      body: 'Narrow by category, region, sample price, minimum order, reviews, production time and order volume. The URL keeps your filters, so you can share a search.',
      target: 'marketplace-filters',
    },
    {
      title: 'Compare before you message',
      body: 'Open a supplier or a product to see prices by quantity, capabilities and reviews, then message the supplier or order samples.',
      target: 'marketplace-results',
    },
  ],
  'supplier-profile': [
    {
      title: 'A supplier at a glance',
      body: 'Location, minimum orders, production times and badges, with the tabs profile info, base products, capabilities and reviews.',
      target: 'supplier-summary',
    },
    {
      title: 'Talk to the supplier',
      body: 'Message the supplier from here; the conversation, quotes and invoices stay together in your inbox.',
      target: 'supplier-message',
    },
    {
      title: 'Keep your shortlist',
      body: 'Save suppliers to your favorites to compare them later, and leave a review once you have worked with them.',
      target: 'supplier-favorite',
    },
  ],
  'fulfillment-home': [
    {
      title: 'Fulfillment home',
      body: 'Everything between an order and a delivered parcel happens at our partner warehouse in North Carolina: your stock, the picking, the packing and the labels.',
      target: 'fulfillment-warehouse',
    },
    {
      title: 'Send your inventory',
      body: 'Create a receiving for every shipment you send to the warehouse so your stock is counted and ready to sell on arrival.',
      target: 'fulfillment-send-inventory',
    },
    {
      title: 'Every service, one tile',
      body: 'Orders, inventory, labels and their history, returns and reports each open from here; a tile marked "Not built yet" says so plainly.',
      target: 'fulfillment-services',
    },
  ],
  'marketing-hub': [
    {
      title: 'The marketing hub',
      body: 'Email capture, SMS and affiliate marketing: the channels that bring customers back and bring new ones in.',
    },
    {
      title: 'Start with consent',
      body: 'Collect emails and phone numbers with clear consent; the guides explain what to send and when.',
    },
    {
      title: 'Measure what each channel earns',
      body: 'Analytics shows revenue by marketing channel, so you spend where customers actually come from.',
    },
  ],
  'manage-shop': [
    {
      title: 'Manage your shop',
      body: 'Your storefront profile, products, coming-soon page, discounts, subscribers, marketing assets, wholesale and print on demand.',
    },
    {
      title: 'Launch with a list',
      body: 'Open a coming-soon page early and collect subscribers; send them a launch discount on day one.',
    },
    {
      title: 'Discounts with a purpose',
      body: 'Create codes for your launch list, creator partners and returning customers, and see how each one sells.',
    },
  ],
};

/** The panel width of a tour page (980–1280 px, spec §2). */
export const tourPanelWidth = (page: TourPage) => TOUR_PAGES[page];

const PAGE_PATHS: readonly [TourPage, RegExp][] = [
  ['homebase', /^\/homebase$/],
  ['sourcing-home', /^\/home$/],
  ['marketplace', /^\/browse-suppliers$/],
  ['supplier-profile', /^\/(browse-suppliers\/)?supplier-profile\/[^/]+$/],
  ['fulfillment-home', /^\/fulfillment-services$/],
  ['marketing-hub', /^\/(email-capture|sms-marketing|v2\/affiliate-marketing|text-fans|email-fans)$/],
  ['manage-shop', /^\/manage-shop$/],
];

/** The tour page a path shows, or null when the path has no tour. */
export function tourPageOf(pathname: string): TourPage | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return PAGE_PATHS.find(([, re]) => re.test(path))?.[0] ?? null;
}

/**
 * Whether the tour opens by itself: asked for (`?onboarding=true`, the quiz's "Take the tour" and the help
 * menu's restart), or a page the user has not toured yet once they took the Homebase tour.
 */
export function shouldOpenTour(
  page: TourPage | null,
  flags: Readonly<Record<string, string>>,
  asked: boolean,
) {
  if (!page) return false;
  if (asked) return true;
  return page !== 'homebase' && Boolean(flags['tour.homebase']) && !flags[`tour.${page}`];
}
