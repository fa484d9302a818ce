import type { CatalogItem } from '../../shared/contract/catalog';
import { resizedImageUrl } from '../../shared/rules/image-size';
import { formatMoney } from '../../shared/rules/money';
import { escapeHtml as e, type ServerPage } from './server-page';

/** The sign-in page that comes back to `returnPath` (the web's `loginPathFor`: base64 of the path). */
const loginPath = (returnPath: string) =>
  `/login?${new URLSearchParams({ path: Buffer.from(returnPath, 'utf8').toString('base64') }).toString()}`;

/**
 * The public product preview's first paint, as a visitor sees it in the app (VisitorHeader, PreviewCallout,
 * the gallery's main picture and the item's facts): the brand header with sign-in and sign-up, the title,
 * the picture with the gallery's srcset and sizes at high priority, the price, the supplier, the minimum order
 * and the description. Links are plain links, so they work before the app has started.
 */
export function previewItemServerPage(
  item: CatalogItem,
  image: { href: string; srcset: string; sizes: string } | undefined,
): ServerPage {
  const pagePath = `/preview-catalog-item/${item.id}`;
  const signIn = loginPath(pagePath);
  const fullPath = `/browse-suppliers/catalog-item/${item.id}`;
  // The gallery's thumbnails, as pictures only (choosing one is the app's).
  const thumbs =
    item.imageUrls.length > 1
      ? `<div class="sp-thumbs">${item.imageUrls
          .map(
            (url) =>
              `<img src="${e(resizedImageUrl(url, 'compact'))}" width="64" height="64" alt="" loading="lazy" fetchpriority="low">`,
          )
          .join('')}</div>`
      : '';
  const picture = image
    ? `<div class="sp-pic"><img src="${e(image.href)}" srcset="${e(image.srcset)}" sizes="${e(image.sizes)}" width="600" height="600" fetchpriority="high" alt="${e(`${item.title}, image 1 of ${item.imageUrls.length}`)}">${thumbs}</div>`
    : '<div></div>';
  const body = [
    '<header class="sp-header">',
    '<a class="sp-brand" href="/">Quarry</a>',
    `<div class="sp-row"><a class="sp-btn sp-btn-default" href="${e(signIn)}">Sign in</a><a class="sp-btn" href="${e(`${signIn}&tab=sign-up`)}">Sign up free</a></div>`,
    '</header>',
    '<main class="sp-outer"><div class="sp-main">',
    '<div class="sp-callout"><p>Sign in to Quarry to message this supplier, order samples and save products you like.</p>',
    `<div class="sp-row"><a class="sp-btn sp-btn-default" href="${e(`${loginPath(fullPath)}&tab=sign-up`)}">Create a free account</a><a class="sp-btn" href="${e(loginPath(fullPath))}">Sign in to continue</a></div></div>`,
    '<div class="sp-grid">',
    picture,
    '<div class="sp-facts">',
    `<h1>${e(item.title)}</h1>`,
    `<p class="sp-small">by <a href="/preview-supplier-profile/${item.companyId}">${e(item.companyName)}</a></p>`,
    `<p class="sp-price">From ${e(formatMoney(item.productionMinPriceCents))} <span class="sp-dim sp-small">per unit</span></p>`,
    `<p class="sp-small">Minimum order: ${e(item.moq.toLocaleString('en-US'))} units</p>`,
    item.description ? `<p class="sp-desc sp-small">${e(item.description)}</p>` : '',
    '</div></div></div></main>',
  ].join('');
  return {
    title: `${item.title} · Quarry`,
    description: item.description.slice(0, 160) || `${item.title} by ${item.companyName} on Quarry`,
    body,
  };
}
