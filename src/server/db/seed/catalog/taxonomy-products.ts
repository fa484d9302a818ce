import type { VerticalDef } from './taxonomy-types';

// The Products tab: consumer-goods verticals an ecommerce founder sources.
export const PRODUCT_VERTICALS: readonly VerticalDef[] = [
  {
    tab: 'PRODUCTS',
    name: 'Beauty & Personal Care',
    price: [80, 1800],
    moq: [50, 3000],
    weight: 14,
    capabilities: [
      'Private label',
      'Custom formulation',
      'Cosmetic filling',
      'GMP certified',
      'Cruelty-free testing',
    ],
    groups: {
      Skincare: {
        subgroups: [
          ['Face Serums', 'bottle', ['Face Serum', 'Vitamin C Serum', 'Hyaluronic Acid Serum']],
          ['Moisturizers', 'jar', ['Face Cream', 'Night Cream', 'Gel Moisturizer']],
          ['Cleansers', 'tube', ['Foaming Cleanser', 'Cleansing Balm', 'Gentle Face Wash']],
        ],
        materials: ['Organic', 'Vegan', 'Fragrance-Free', 'Botanical', 'Niacinamide', 'Retinol'],
        details: ['in Frosted Glass Bottle', 'with Pump Dispenser', 'in Airless Pump', 'with Dropper Cap'],
        sizes: ['30 ml', '50 ml', '1 oz', '1.7 oz', '100 ml'],
      },
      'Hair Care': {
        subgroups: [
          ['Shampoo & Conditioner', 'bottle', ['Shampoo', 'Conditioner', 'Clarifying Shampoo']],
          ['Hair Oils', 'bottle', ['Hair Oil', 'Scalp Serum', 'Argan Oil Treatment']],
        ],
        materials: ['Sulfate-Free', 'Argan', 'Coconut', 'Rosemary', 'Keratin'],
        details: ['in Recycled PET Bottle', 'with Flip Cap', 'in Amber Bottle'],
        sizes: ['250 ml', '8 oz', '16 oz', '500 ml'],
      },
      'Bath & Body': {
        subgroups: [
          ['Body Lotion', 'tube', ['Body Lotion', 'Hand Cream', 'Body Butter']],
          ['Soaps', 'box', ['Bar Soap', 'Cold Process Soap', 'Exfoliating Soap']],
          ['Lip Care', 'tube', ['Lip Balm', 'Tinted Lip Oil', 'Lip Scrub']],
        ],
        materials: ['Shea Butter', 'Oatmeal', 'Lavender', 'Goat Milk', 'Charcoal'],
        details: ['with Custom Label', 'in Kraft Wrap', 'in Aluminium Tin'],
        sizes: ['4 oz', '100 g', '0.15 oz', '200 ml'],
      },
    },
  },
  {
    tab: 'PRODUCTS',
    name: 'Home & Candles',
    price: [150, 3500],
    moq: [50, 2000],
    weight: 12,
    capabilities: ['Hand-poured', 'Custom fragrance', 'Private label', 'Gift sets', 'Drop shipping'],
    groups: {
      Candles: {
        subgroups: [
          ['Jar Candles', 'jar', ['Candle', 'Scented Candle', 'Three-Wick Candle']],
          ['Pillar Candles', 'bottle', ['Pillar Candle', 'Taper Candle Set']],
          ['Wax Melts', 'box', ['Wax Melts', 'Fragrance Melts']],
        ],
        materials: ['Soy Wax', 'Coconut Wax', 'Beeswax', 'Rapeseed Wax', 'Vegan Wax'],
        details: [
          'in Amber Glass Jar',
          'in Ceramic Vessel',
          'with Wooden Wick',
          'in Matte Black Tin',
          'in Frosted Jar',
        ],
        sizes: ['8 oz', '12 oz', '4 oz', '16 oz', '6 oz'],
      },
      'Home Fragrance': {
        subgroups: [
          ['Reed Diffusers', 'bottle', ['Reed Diffuser', 'Oil Diffuser Set']],
          ['Room Sprays', 'bottle', ['Room Spray', 'Linen Mist', 'Pillow Spray']],
        ],
        materials: ['Sandalwood', 'Fig & Cedar', 'Eucalyptus', 'Vanilla Bean', 'Sea Salt'],
        details: ['in Glass Bottle', 'with Rattan Reeds', 'with Fine Mist Sprayer'],
        sizes: ['100 ml', '200 ml', '4 oz', '8 oz'],
      },
      'Kitchen & Dining': {
        subgroups: [
          ['Mugs & Cups', 'mug', ['Coffee Mug', 'Travel Tumbler', 'Espresso Cup']],
          ['Bowls & Plates', 'bowl', ['Serving Bowl', 'Dinner Plate Set', 'Salad Bowl']],
        ],
        materials: ['Stoneware', 'Porcelain', 'Bamboo', 'Stainless Steel', 'Enamel'],
        details: ['with Custom Glaze', 'with Laser Engraving', 'Dishwasher Safe'],
        sizes: ['12 oz', '16 oz', 'Set of 4', '8 in'],
      },
    },
  },
  {
    tab: 'PRODUCTS',
    name: 'Apparel',
    price: [250, 4500],
    moq: [100, 5000],
    weight: 13,
    capabilities: [
      'Cut & sew',
      'Screen printing',
      'Embroidery',
      'Garment dyeing',
      'Pattern making',
      'OEKO-TEX fabrics',
    ],
    groups: {
      Tops: {
        subgroups: [
          ['T-Shirts', 'shirt', ['T-Shirt', 'Oversized Tee', 'Crew Neck Tee']],
          ['Hoodies & Sweatshirts', 'shirt', ['Hoodie', 'Crewneck Sweatshirt', 'Zip Hoodie']],
        ],
        materials: [
          'Organic Cotton',
          'Heavyweight Cotton',
          'French Terry',
          'Bamboo Jersey',
          'Recycled Polyester',
        ],
        details: ['with Custom Neck Label', 'Garment Dyed', 'with Embroidered Logo', 'with Screen Print'],
        sizes: ['XS-XXL', 'S-XL', '240 gsm', '320 gsm'],
      },
      Activewear: {
        subgroups: [
          ['Leggings', 'shirt', ['Leggings', 'Biker Shorts', 'Yoga Pants']],
          ['Sports Bras', 'shirt', ['Sports Bra', 'Longline Bra']],
        ],
        materials: ['Nylon Spandex', 'Recycled Nylon', 'Seamless Knit', 'Moisture-Wicking'],
        details: ['with Hidden Pocket', 'High Waisted', 'Squat Proof'],
        sizes: ['XS-XL', 'S-L', '25 in inseam'],
      },
      Headwear: {
        subgroups: [
          ['Caps', 'cap', ['Baseball Cap', 'Dad Hat', 'Trucker Hat']],
          ['Beanies', 'cap', ['Beanie', 'Cuffed Beanie']],
        ],
        materials: ['Cotton Twill', 'Corduroy', 'Merino Wool', 'Acrylic Knit'],
        details: ['with 3D Embroidery', 'with Woven Patch', 'Unstructured'],
        sizes: ['One Size', 'Adjustable'],
      },
    },
  },
  {
    tab: 'PRODUCTS',
    name: 'Accessories',
    price: [120, 5000],
    moq: [50, 2000],
    weight: 10,
    capabilities: ['Metal casting', 'Leather crafting', 'Plating', 'Engraving', 'Custom hardware'],
    groups: {
      Jewelry: {
        subgroups: [
          ['Rings', 'ring', ['Stacking Ring', 'Signet Ring', 'Band Ring']],
          ['Necklaces', 'ring', ['Pendant Necklace', 'Chain Necklace', 'Charm Necklace']],
          ['Earrings', 'ring', ['Hoop Earrings', 'Stud Earrings', 'Huggie Earrings']],
        ],
        materials: ['18K Gold Plated', 'Sterling Silver', 'Stainless Steel', 'Recycled Brass'],
        details: ['with Cubic Zirconia', 'Tarnish Resistant', 'Hypoallergenic', 'with Freshwater Pearl'],
        sizes: ['Size 5-9', '16 in', '18 in', '12 mm'],
      },
      Bags: {
        subgroups: [
          ['Tote Bags', 'bag', ['Tote Bag', 'Shopper Tote', 'Market Bag']],
          ['Backpacks', 'bag', ['Backpack', 'Laptop Backpack', 'Rolltop Backpack']],
          ['Wallets', 'pouch', ['Card Holder', 'Bifold Wallet', 'Zip Pouch']],
        ],
        materials: ['Vegan Leather', 'Full-Grain Leather', 'Canvas', 'Recycled Nylon', 'Cork'],
        details: ['with Custom Debossing', 'with Zip Closure', 'with Interior Pocket'],
        sizes: ['Small', 'Medium', '15 in', '20 L'],
      },
    },
  },
  {
    tab: 'PRODUCTS',
    name: 'Food & Beverage',
    price: [90, 2500],
    moq: [100, 5000],
    weight: 9,
    capabilities: [
      'Co-packing',
      'FDA registered',
      'Organic certified',
      'Private label',
      'Shelf-life testing',
    ],
    groups: {
      Beverages: {
        subgroups: [
          ['Coffee', 'pouch', ['Coffee Beans', 'Ground Coffee', 'Cold Brew Concentrate']],
          ['Tea', 'box', ['Loose Leaf Tea', 'Matcha Powder', 'Herbal Tea Bags']],
        ],
        materials: ['Single Origin', 'Organic', 'Fair Trade', 'Ceremonial Grade', 'Decaf'],
        details: ['in Resealable Pouch', 'in Gift Tin', 'with Valve Bag'],
        sizes: ['12 oz', '250 g', '1 lb', '20 bags'],
      },
      Snacks: {
        subgroups: [
          ['Bars', 'box', ['Protein Bar', 'Granola Bar', 'Energy Bar']],
          ['Confectionery', 'box', ['Chocolate Bar', 'Gummies', 'Caramels']],
        ],
        materials: ['Vegan', 'Keto', 'Gluten-Free', 'Dark Chocolate', 'Sea Salt'],
        details: ['Individually Wrapped', 'in Custom Box', 'Low Sugar'],
        sizes: ['12 pack', '50 g', '2 oz', '24 count'],
      },
      'Sauces & Spices': {
        subgroups: [
          ['Hot Sauce', 'bottle', ['Hot Sauce', 'Chili Oil', 'Salsa']],
          ['Spice Blends', 'jar', ['Spice Blend', 'Seasoning Rub']],
        ],
        materials: ['Small Batch', 'Smoked', 'Habanero', 'Garlic Herb'],
        details: ['in Woozy Bottle', 'in Glass Jar', 'with Shaker Lid'],
        sizes: ['5 oz', '8 oz', '3 oz'],
      },
    },
  },
  {
    tab: 'PRODUCTS',
    name: 'Pet',
    price: [120, 3000],
    moq: [100, 3000],
    weight: 7,
    capabilities: ['Pet-safe materials', 'Private label', 'Custom sizing', 'Embroidery'],
    groups: {
      'Pet Accessories': {
        subgroups: [
          ['Collars & Leashes', 'ring', ['Dog Collar', 'Leash', 'Harness']],
          ['Pet Beds', 'bowl', ['Dog Bed', 'Cat Bed', 'Orthopedic Bed']],
        ],
        materials: ['Nylon', 'Vegan Leather', 'Recycled Polyester', 'Hemp'],
        details: ['with Quick-Release Buckle', 'Washable Cover', 'Reflective Stitching'],
        sizes: ['S-XL', 'Medium', 'Large'],
      },
      'Pet Food & Treats': {
        subgroups: [
          ['Treats', 'pouch', ['Dog Treats', 'Cat Treats', 'Dental Chews']],
          ['Bowls', 'bowl', ['Pet Bowl', 'Slow Feeder Bowl']],
        ],
        materials: ['Grain-Free', 'Salmon', 'Peanut Butter', 'Ceramic', 'Stainless Steel'],
        details: ['in Resealable Pouch', 'Non-Slip Base', 'Single Ingredient'],
        sizes: ['6 oz', '12 oz', '32 oz'],
      },
    },
  },
  {
    tab: 'PRODUCTS',
    name: 'Baby & Kids',
    price: [150, 3500],
    moq: [100, 2000],
    weight: 6,
    capabilities: ['CPSIA testing', 'Organic textiles', 'Private label', 'Non-toxic finishes'],
    groups: {
      'Baby Clothing': {
        subgroups: [
          ['Onesies', 'shirt', ['Onesie', 'Romper', 'Sleepsuit']],
          ['Swaddles', 'box', ['Swaddle Blanket', 'Muslin Blanket']],
        ],
        materials: ['Organic Cotton', 'Bamboo', 'Muslin', 'Merino'],
        details: ['with Snap Closure', 'Printed Pattern', 'Gift Boxed'],
        sizes: ['0-3 M', '3-6 M', '47 x 47 in'],
      },
      Toys: {
        subgroups: [
          ['Wooden Toys', 'box', ['Stacking Toy', 'Teether', 'Building Blocks']],
          ['Plush', 'bag', ['Plush Toy', 'Comfort Doll']],
        ],
        materials: ['Beechwood', 'Silicone', 'Organic Cotton', 'Felt'],
        details: ['Non-Toxic Paint', 'Montessori Style', 'Hand Stitched'],
        sizes: ['Set of 6', '10 in', '12 pieces'],
      },
    },
  },
  {
    tab: 'PRODUCTS',
    name: 'Wellness',
    price: [150, 3000],
    moq: [100, 5000],
    weight: 8,
    capabilities: [
      'GMP certified',
      'Encapsulation',
      'Private label',
      'Third-party testing',
      'Custom formulation',
    ],
    groups: {
      Supplements: {
        subgroups: [
          ['Capsules', 'bottle', ['Capsules', 'Multivitamin', 'Probiotic']],
          ['Gummies', 'jar', ['Gummy Vitamins', 'Sleep Gummies']],
          ['Powders', 'pouch', ['Protein Powder', 'Collagen Powder', 'Greens Powder']],
        ],
        materials: ['Vegan', 'Magnesium', 'Ashwagandha', 'Marine Collagen', 'Plant-Based'],
        details: ['in Amber Bottle', 'in Stand-Up Pouch', 'Sugar-Free'],
        sizes: ['60 count', '90 count', '300 g', '1 lb'],
      },
      'Fitness Gear': {
        subgroups: [
          ['Yoga', 'tube', ['Yoga Mat', 'Yoga Block', 'Yoga Strap']],
          ['Bottles', 'bottle', ['Water Bottle', 'Shaker Bottle']],
        ],
        materials: ['Natural Rubber', 'Cork', 'Stainless Steel', 'TPE'],
        details: ['Non-Slip', 'Insulated', 'with Carry Strap'],
        sizes: ['6 mm', '24 oz', '32 oz'],
      },
    },
  },
];
