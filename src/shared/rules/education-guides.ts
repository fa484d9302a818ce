import type { ServiceCategory } from '../contract/onboarding';

// The founder guides of /education (shared: the web shows them, the chatbot answers FAQ from them), one per service category (spec §9), and the pages whose education
// panel offers each one.

export type Guide = {
  key: ServiceCategory;
  title: string;
  summary: string;
  paragraphs: readonly string[];
  /** Where in Quarry to put the guide to work. */
  start: { label: string; link: string };
  /** App paths (and what is under them) whose education panel shows this guide. */
  paths: readonly string[];
};

export const GUIDES: readonly Guide[] = [
  {
    key: 'sourcing',
    title: 'Sourcing: finding the right manufacturer',
    summary:
      'How to shortlist suppliers, read MOQs and sample prices, and start a conversation that gets a quote.',
    paragraphs: [
      'Start from what you want to sell, not from a supplier. Write down the product in one sentence, the materials you care about, the quantity you can afford to order first and the price you need to sell it at. Those four facts decide which suppliers are worth a message: a factory with a 5,000-unit minimum order is the wrong first partner for a 200-unit launch, however good its reviews.',
      'Use the marketplace filters in that order: category, then minimum order quantity (MOQ), then sample price and production time. The MOQ band 0–100 is where most first launches live; 100–1,000 suits a brand that already sells. Production time matters more than it looks: a 2–3 month lead time means ordering inventory before you have validated demand, so plan your launch date backwards from it.',
      'Shortlist three to five suppliers and message each with the same brief: the product, quantity, target unit price, any customisation (logo, colour, packaging) and your timeline. Suppliers answer faster and more precisely to a complete brief. When you need several quotes to compare, a custom project request sends one brief to many suppliers and lines their quotes up side by side.',
      'Always order samples before inventory. A sample shows you the real material, finish and size, and how the supplier communicates when something is not right. Compare samples against your brief, ask for changes in writing, and only then place the inventory order, referring to the approved sample.',
    ],
    start: { label: 'Open the sourcing home', link: '/home' },
    paths: ['/home', '/browse-suppliers', '/supplier-profile', '/create-custom-project', '/favorites'],
  },
  {
    key: 'product-design',
    title: 'Product design: from idea to tech pack',
    summary: 'Turn an idea into designs a factory can quote, and avoid the revisions that cost weeks.',
    paragraphs: [
      'A factory quotes what it can see and measure. Before you contact anyone, turn your idea into pictures: describe the product in a sentence (what it is, who it is for, the feel you want) and generate a handful of designs. Keep the ones that show the shape and details you want, and note what is wrong with the others; that list becomes your revision brief.',
      'Decide early whether you want a stock product with slight customisations or a fully custom product. Stock products with a logo, colour or packaging change have lower minimum orders and lower total cost, and are the fastest way to launch. Custom products that look exactly like your designs need moulds, patterns or new formulas: higher minimums, longer sampling and a higher total cost, but a product nobody else sells.',
      'A tech pack is the document that makes a design manufacturable: dimensions, materials, colours with their codes, print or embroidery placement, labels and packaging. You do not need to be a designer to write one; you need to be precise. Attach your chosen designs, measurements in one unit system, and reference photos of anything you want copied.',
      'Expect two or three rounds of samples. Change one thing at a time when you can, so you know what fixed a problem, and keep every approval in writing in the supplier conversation.',
    ],
    start: { label: 'Design a product', link: '/product-design' },
    paths: ['/product-design', '/sourcing/product-design', '/product-ideation', '/your-ideations'],
  },
  {
    key: 'order-fulfillment',
    title: 'Order fulfillment: storing stock and shipping orders',
    summary:
      'How inventory reaches the warehouse, what fulfillment costs per order, and how to keep customers happy.',
    paragraphs: [
      'Fulfillment is everything between "order placed" and "parcel delivered": receiving your inventory, storing it, picking and packing each order, buying the label and handing it to the carrier. Doing it yourself works for the first few dozen orders; after that, the hours spent packing are hours not spent selling.',
      'With Quarry, inventory goes to our partner warehouse in North Carolina. Create a receiving for every shipment you send so the warehouse knows what to expect: each SKU, its quantity and how it is packed (parcel or pallet). Stock is counted on arrival and becomes available to sell once it is received; a partial receiving tells you exactly what is missing.',
      'Know your cost per order before you set prices. Storage is billed per bin per SKU, and each order carries a fulfillment fee that depends on your plan ($1.50 per order on Essentials, $1.15 on Professional), plus postage. Add packaging and a share of returns, and compare the total with your margin: free shipping thresholds and bundles often pay for themselves here.',
      'Set order rules and return settings before launch, not after the first complaint: which orders ship together, which are held, and whether returns are refunded automatically, manually or as store credit.',
    ],
    start: { label: 'Open fulfillment', link: '/fulfillment-services' },
    paths: [
      '/fulfillment-services',
      '/orders',
      '/inventory',
      '/receivings',
      '/return-settings',
      '/fulfillment-rules',
    ],
  },
  {
    key: 'storefront',
    title: 'Storefront: a shop that converts',
    summary: 'What a new brand needs on its shop at launch, and what can wait.',
    paragraphs: [
      'Your storefront has one job at launch: make a visitor who already heard about you confident enough to buy. That takes clear product photos (including one showing scale), a short description that says who the product is for and why it is different, the price with shipping costs spelled out, and an easy way to ask a question.',
      'Open a coming-soon page before the product is ready. Collecting emails while you sample and produce gives you an audience on launch day, and the number of sign-ups is an honest early signal of demand. Send those subscribers a launch discount code; it rewards them for waiting and gives you a first wave of reviews.',
      'Keep discounts deliberate. A code for the launch list, one for a creator partner and one for returning customers are easy to measure; a permanent site-wide sale teaches customers never to pay full price. Storefront payments carry a 5% fee, so factor it into the price rather than discovering it in your payouts.',
      'Wholesale can come later. When a shop asks to stock you, a private wholesale price list lets them order in quantity without seeing your retail discounts.',
    ],
    start: { label: 'Manage your shop', link: '/manage-shop' },
    paths: ['/manage-shop', '/discount', '/subscribers'],
  },
  {
    key: 'sales-channels',
    title: 'Sales channels: selling beyond your own shop',
    summary: 'When to add marketplaces and social shops, and how to keep stock and orders in one place.',
    paragraphs: [
      'Each sales channel (your own store, Shopify, social shops, marketplaces, wholesale) brings customers who would not have found you otherwise, and each adds work: listings to keep current, stock to keep in sync and orders arriving from different places. Add a channel when you can answer "who buys there that does not buy from my shop today?".',
      "Connect channels to the same inventory. When every channel's orders flow into one order list and ship from the same warehouse stock, you cannot sell an item twice and customers get the same delivery promise wherever they buy. Quarry charges a 1% sales channel fee on orders from connected channels.",
      'Start with one extra channel and measure it for a full month: orders, average order value, returns and the time you spent on it. Then decide whether to keep it, grow it or drop it.',
    ],
    start: { label: 'Connect a sales channel', link: '/ecommerce-services' },
    paths: ['/ecommerce-services', '/app-bind'],
  },
  {
    key: 'email-marketing',
    title: 'Email marketing: your most profitable channel',
    summary: 'Build a list you own, send the three emails every brand needs, and measure what they earn.',
    paragraphs: [
      'Email is the one audience you own: no algorithm decides whether your subscribers see your message. Start collecting addresses on day one (a coming-soon page, a sign-up offer on your shop, a checkbox at checkout) and never buy lists: they hurt deliverability and break the trust that makes email work.',
      'Three automated emails earn most of the revenue for small brands. A welcome series introduces the brand and the best-selling product to new subscribers. An abandoned-cart email reminds a shopper who left items behind. A post-purchase email thanks the customer, explains how to use the product and asks for a review a week or two later.',
      'Visitor identification finds the emails of shoppers who browse without signing up (from $0.16 per identified email), which makes abandoned-browse emails possible. Use it for people who looked at a product page more than once; they are the warmest leads you have.',
      'Measure revenue per email sent rather than open rates. A campaign that is opened less but sells more is the better one.',
    ],
    start: { label: 'Open visitor ID', link: '/email-capture' },
    paths: ['/email-capture', '/email-fans'],
  },
  {
    key: 'sms-marketing',
    title: 'SMS marketing: short, timely, with consent',
    summary: 'When a text beats an email, what it costs, and the consent rules you must follow.',
    paragraphs: [
      'Text messages are read within minutes, which makes them right for time-sensitive moments: a launch going live, a restock of a sold-out product, the last hours of a sale, a delivery update. They are wrong for long stories and weekly newsletters; subscribers who feel spammed reply STOP and you lose them for good.',
      'Only text people who opted in to texts specifically. Keep the opt-in record, say how often you will text, and include how to stop in your first message. These rules are the law in most countries, not just good manners.',
      'Budget per message: $0.02 per text message and $0.04 per media message (a picture or GIF). A media message often sells better for a visual product; test both on the same offer before deciding. Keep messages under 160 characters when you can, with one link and one clear action.',
    ],
    start: { label: 'Open SMS marketing', link: '/sms-marketing' },
    paths: ['/sms-marketing', '/text-fans'],
  },
  {
    key: 'affiliate-marketing',
    title: 'Affiliate marketing: creators who sell for you',
    summary: 'Recruit creators, set a fair commission, and track what each one sells.',
    paragraphs: [
      'An affiliate program pays creators and customers a commission on the sales they bring, so you pay only for results. It works best when the product photographs well and solves a problem people talk about; the best affiliates are often existing customers who already love the product.',
      'Start with a commission of 20% of the order value; it is the common default and leaves room to offer top performers more. Give every affiliate their own link and discount code, so sales are attributed even when a follower types the code instead of clicking.',
      "Send your first affiliates the product for free and a short brief: what the product does, who it is for, the claims they may and may not make, and your brand's tone. Review results monthly and spend your time on the few who sell; in most programs a handful of affiliates bring most of the revenue.",
    ],
    start: { label: 'Open affiliate marketing', link: '/v2/affiliate-marketing' },
    paths: ['/v2/affiliate-marketing'],
  },
  {
    key: 'data-and-analytics',
    title: 'Data and analytics: the numbers that matter',
    summary: 'Which metrics to watch in your first year, and what each one tells you to do.',
    paragraphs: [
      'In your first months, watch four numbers: revenue, number of orders, average order value (AOV) and repeat purchase rate. Revenue tells you whether the business is growing; orders and AOV tell you why. A rising AOV with flat orders means bundles and upsells work but you need more new customers.',
      'Repeat purchase rate and time between purchases tell you whether customers come back, and when. If most second orders come 30–45 days after the first, that is when your post-purchase email or SMS should arrive. Cohort and lifetime value (LTV) charts then show how much a customer is worth over time, which is the most you should spend to acquire one.',
      'Look at products, not only totals: best sellers, items often bought together (cross-selling) and return rates by product. A product with a high return rate may have a sizing or description problem that costs more than its sales earn.',
      'Decide before you look. Write down the question ("should we offer free shipping above $50?"), check the chart that answers it (the free shipping threshold analysis), act, and check again a month later.',
    ],
    start: { label: 'Open analytics', link: '/analytics' },
    paths: ['/analytics', '/marketing-channels'],
  },
];

const byKey = new Map(GUIDES.map((g) => [g.key, g]));
export const findGuide = (key: string | null | undefined) =>
  key ? byKey.get(key as ServiceCategory) : undefined;

/** The guide whose panel shows on this path (the path itself or a page under it), if any. */
export function guideForPath(pathname: string): Guide | undefined {
  return GUIDES.find((g) => g.paths.some((p) => pathname === p || pathname.startsWith(`${p}/`)));
}
