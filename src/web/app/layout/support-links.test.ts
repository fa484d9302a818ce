import { describe, expect, it } from 'vitest';
import { parseSupportCallLinks, SPECIALIST_EMAIL } from './support-links';

const builtOnly =
  (...paths: string[]) =>
  (pathname: string) =>
    paths.includes(pathname);

describe('"Talk to a specialist" links (issue 21)', () => {
  it('never link to a page that is not built: they become an email to staff', () => {
    const links = parseSupportCallLinks(
      {
        creatorHubExpert: '/education?topic=creator-hub',
        sourcingSpecialist: '/education?topic=sourcing',
        fulfillmentSpecialist: '/education?topic=fulfillment',
        ecommerceSpecialist: '/education?topic=ecommerce',
      },
      builtOnly('/home'),
    );
    expect(links).toHaveLength(4);
    for (const link of links) {
      expect(link.isInternal).toBe(false);
      expect(link.href.startsWith(`mailto:${SPECIALIST_EMAIL}?subject=`)).toBe(true);
    }
    expect(decodeURIComponent(links[1]?.href ?? '')).toContain('Talk to a sourcing specialist');
  });

  it('keep built app paths, http(s) URLs and mailto: addresses; refuse script URLs', () => {
    const links = parseSupportCallLinks(
      {
        creatorHubExpert: '/home',
        sourcingSpecialist: 'https://cal.example.com/sourcing',
        fulfillmentSpecialist: 'mailto:ops@example.com',
        ecommerceSpecialist: 'javascript:alert(1)',
      },
      builtOnly('/home'),
    );
    expect(links.map((l) => [l.href, l.isInternal])).toEqual([
      ['/home', true],
      ['https://cal.example.com/sourcing', false],
      ['mailto:ops@example.com', false],
      [`mailto:${SPECIALIST_EMAIL}?subject=Talk%20to%20a%20e-commerce%20specialist`, false],
    ]);
  });

  it('the seeded links point at /education, built since issue 22', async () => {
    const { isPathBuilt } = await import('../route-table');
    const links = parseSupportCallLinks({ creatorHubExpert: '/education?topic=creator-hub' });
    expect(isPathBuilt('/education')).toBe(true);
    expect(links[0]).toMatchObject({ href: '/education?topic=creator-hub', isInternal: true });
  });
});
