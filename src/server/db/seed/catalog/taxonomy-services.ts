import type { VerticalDef } from './taxonomy-types';

// Ecommerce Packaging, Business & Creative Services and Website Development tabs.
export const PACKAGING_VERTICALS: readonly VerticalDef[] = [
  {
    tab: 'ECOMMERCE_PACKAGING',
    name: 'Ecommerce Packaging',
    price: [15, 600],
    moq: [100, 10000],
    weight: 12,
    capabilities: [
      'Offset printing',
      'Digital printing',
      'Die cutting',
      'FSC-certified paper',
      'Foil stamping',
      'Custom inserts',
    ],
    groups: {
      Boxes: {
        subgroups: [
          ['Mailer Boxes', 'box', ['Mailer Box', 'Tuck Top Mailer', 'Shipping Box']],
          ['Rigid Boxes', 'box', ['Rigid Gift Box', 'Magnetic Closure Box', 'Drawer Box']],
          ['Folding Cartons', 'box', ['Folding Carton', 'Product Box', 'Tuck End Box']],
        ],
        materials: ['Kraft', 'Corrugated', 'Recycled', 'Matte Black', 'White Cardboard'],
        details: ['with Full-Color Print', 'with Foil Logo', 'with Custom Insert', 'with Tear Strip'],
        sizes: ['6 x 4 x 2 in', '9 x 6 x 3 in', '12 x 9 x 4 in', '4 x 4 x 4 in'],
      },
      Mailers: {
        subgroups: [
          ['Poly Mailers', 'mailer', ['Poly Mailer', 'Compostable Mailer', 'Bubble Mailer']],
          ['Paper Mailers', 'mailer', ['Padded Paper Mailer', 'Rigid Envelope']],
        ],
        materials: ['Compostable', 'Recycled', 'Matte', 'Glossy', 'Kraft'],
        details: ['with Custom Print', 'Self-Sealing', 'with Return Strip'],
        sizes: ['10 x 13 in', '6 x 9 in', '14.5 x 19 in'],
      },
      'Labels & Stickers': {
        subgroups: [
          ['Product Labels', 'label', ['Product Label', 'Roll Label', 'Jar Label']],
          ['Stickers', 'label', ['Die-Cut Sticker', 'Logo Sticker', 'Seal Sticker']],
        ],
        materials: ['Waterproof Vinyl', 'Kraft Paper', 'Clear BOPP', 'Holographic', 'Textured Paper'],
        details: ['on Rolls', 'with Gold Foil', 'Kiss Cut', 'Matte Laminated'],
        sizes: ['2 x 2 in', '3 x 4 in', '1.5 in round'],
      },
      'Bags & Pouches': {
        subgroups: [
          ['Shopping Bags', 'bag', ['Paper Shopping Bag', 'Gift Bag', 'Tote Bag']],
          ['Stand-Up Pouches', 'pouch', ['Stand-Up Pouch', 'Flat Pouch', 'Zipper Pouch']],
        ],
        materials: ['Kraft Paper', 'Recyclable Mono-PE', 'Compostable', 'Cotton', 'Foil Lined'],
        details: ['with Rope Handles', 'with Window', 'with Zip Lock', 'with Custom Print'],
        sizes: ['8 x 4 x 10 in', '4 oz', '16 oz', '5 x 8 in'],
      },
      'Protective Packaging': {
        subgroups: [
          ['Tissue & Fillers', 'box', ['Tissue Paper', 'Crinkle Paper', 'Honeycomb Wrap']],
          ['Tape', 'ring', ['Packing Tape', 'Paper Tape', 'Printed Tape']],
        ],
        materials: ['Acid-Free', 'Recycled', 'Water-Activated', 'Branded'],
        details: ['with Logo Print', 'in Bulk Pack', 'Custom Color'],
        sizes: ['20 x 30 in', '2 in x 110 yd', '500 sheets'],
      },
    },
  },
];

export const SERVICE_VERTICALS: readonly VerticalDef[] = [
  {
    tab: 'BUSINESS_CREATIVE_SERVICES',
    name: 'Creative Services',
    price: [5000, 250000],
    moq: [1, 1],
    weight: 5,
    capabilities: [
      'Studio photography',
      'Brand strategy',
      'Art direction',
      'Copywriting',
      'Video production',
      'Retouching',
    ],
    groups: {
      Photography: {
        subgroups: [
          [
            'Product Photography',
            'camera',
            ['Product Photography Package', 'White Background Photos', 'Packshot Session'],
          ],
          [
            'Lifestyle Photography',
            'camera',
            ['Lifestyle Photo Shoot', 'Model Photo Shoot', 'Flat Lay Session'],
          ],
        ],
        materials: ['Studio', 'On-Location', 'Ecommerce', 'Premium', 'Express'],
        details: ['for Amazon Listings', 'for Shopify Stores', 'with Retouching', 'for Social Media'],
        sizes: ['10 images', '25 images', '50 images', 'Half day'],
      },
      Branding: {
        subgroups: [
          ['Logo Design', 'document', ['Logo Design', 'Logo Refresh', 'Wordmark Design']],
          ['Brand Identity', 'document', ['Brand Identity Kit', 'Brand Guidelines', 'Packaging Design']],
        ],
        materials: ['Minimal', 'Bold', 'Full', 'Starter', 'Premium'],
        details: ['with 3 Concepts', 'with Unlimited Revisions', 'with Source Files'],
        sizes: ['1 week', '2 weeks', '3 concepts'],
      },
      Copywriting: {
        subgroups: [
          ['Product Copy', 'document', ['Product Description Writing', 'Amazon Listing Copy']],
          ['Marketing Copy', 'document', ['Email Sequence', 'Brand Story', 'Ad Copy Pack']],
        ],
        materials: ['SEO-Optimized', 'Conversion-Focused', 'Storytelling', 'Technical'],
        details: ['for Ecommerce Brands', 'with Keyword Research', 'in Brand Voice'],
        sizes: ['10 products', '5 emails', '1,000 words'],
      },
      'Video & Content': {
        subgroups: [['Product Video', 'camera', ['Product Video', 'Unboxing Video', 'UGC Video Pack']]],
        materials: ['Short-Form', 'Cinematic', 'Stop-Motion', 'Creator-Led'],
        details: ['for TikTok and Reels', 'with Voice-Over', 'with Captions'],
        sizes: ['30 seconds', '3 videos', '60 seconds'],
      },
      'Business Services': {
        subgroups: [
          ['Sourcing & QC', 'document', ['Factory Audit', 'Quality Inspection', 'Sourcing Consultation']],
        ],
        materials: ['On-Site', 'Pre-Shipment', 'Remote', 'Full'],
        details: ['with Photo Report', 'in China and Vietnam', 'with Supplier Shortlist'],
        sizes: ['1 day', '1 factory', '2 hours'],
      },
    },
  },
  {
    tab: 'WEBSITE_DEVELOPMENT',
    name: 'Website Development',
    price: [15000, 800000],
    moq: [1, 1],
    weight: 4,
    capabilities: [
      'Shopify Plus partner',
      'Theme development',
      'Headless commerce',
      'Technical SEO',
      'App integrations',
      'Conversion optimisation',
    ],
    groups: {
      'Store Builds': {
        subgroups: [
          [
            'Shopify Store Build',
            'screen',
            ['Shopify Store Build', 'Shopify Store Setup', 'Store Migration to Shopify'],
          ],
          ['Landing Pages', 'screen', ['Landing Page Design', 'Product Landing Page', 'Pre-Launch Page']],
        ],
        materials: ['Custom', 'Starter', 'Conversion-Optimised', 'Mobile-First', 'Premium'],
        details: ['with Theme Setup', 'with Product Upload', 'with Payment Setup', 'in 2 Weeks'],
        sizes: ['5 pages', '10 pages', '1 page', '50 products'],
      },
      'Theme Customisation': {
        subgroups: [
          [
            'Theme Customisation',
            'screen',
            ['Theme Customisation', 'Section Development', 'Theme Speed Fix'],
          ],
        ],
        materials: ['Dawn', 'Custom Liquid', 'Responsive', 'Accessible'],
        details: ['with Custom Sections', 'with Design Handoff', 'Bug Fix Included'],
        sizes: ['10 hours', '20 hours', '1 sprint'],
      },
      'SEO & Growth': {
        subgroups: [
          ['SEO', 'screen', ['SEO Audit', 'Technical SEO Setup', 'On-Page SEO']],
          ['Apps & Integrations', 'screen', ['App Integration', 'Klaviyo Setup', 'Reviews App Setup']],
        ],
        materials: ['Full', 'Technical', 'Local', 'Ecommerce'],
        details: ['with Keyword Plan', 'with Monthly Report', 'with Schema Markup'],
        sizes: ['1 month', '3 months', '50 pages'],
      },
    },
  },
];
