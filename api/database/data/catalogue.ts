/*
 * The marketplace's 8 categories with, for each, the kinds of shop found in an
 * Irish town and the products they sell (euro price ranges).
 */
interface ProductTemplate {
  name: string
  description: string
  min: number
  max: number
}

export interface CategorySeed {
  slug: string
  name: string
  icon: string
  description: string
  /** "{surname}", "{town}" and "{first}" are filled in per shop. */
  shopNames: string[]
  shopBlurb: string
  products: ProductTemplate[]
}

export const CATEGORIES: CategorySeed[] = [
  {
    slug: 'automotive',
    name: 'Automotive',
    icon: 'car',
    description: 'Garages, tyre centres, car parts and valeting near you.',
    shopNames: ["{surname}'s Garage", '{town} Tyre Centre', '{surname} Motor Factors', '{town} Auto Care', "{surname}'s Car Valeting"],
    shopBlurb: 'Family-run motor business looking after local drivers: servicing, NCT preparation, tyres and parts.',
    products: [
      { name: 'Full Car Service', description: 'Oil and filter change, 40-point check and NCT pre-test report.', min: 149, max: 229 },
      { name: 'Premium Tyre (205/55 R16)', description: 'Quiet, fuel-efficient tyre, fitted and balanced.', min: 85, max: 140 },
      { name: 'Wiper Blade Set', description: 'Front pair of all-season wiper blades, fitted while you wait.', min: 25, max: 45 },
      { name: 'Car Battery 12V 70Ah', description: 'Maintenance-free battery with a 3-year guarantee.', min: 95, max: 160 },
      { name: 'Full Valet', description: 'Interior shampoo, exterior wash, clay bar and wax.', min: 80, max: 150 },
      { name: 'Brake Pads (Front Axle)', description: 'Quality brake pads supplied and fitted.', min: 90, max: 170 },
      { name: 'Engine Oil 5W-30 5L', description: 'Fully synthetic engine oil for modern petrol and diesel engines.', min: 35, max: 60 },
      { name: 'Air Conditioning Regas', description: 'Leak test and regas of your car air conditioning.', min: 60, max: 99 },
      { name: 'Roof Box 420L', description: 'Lockable aerodynamic roof box for family trips.', min: 260, max: 420 },
      { name: 'Dash Camera HD', description: 'Front and rear dash camera with night vision and parking mode.', min: 79, max: 189 },
    ],
  },
  {
    slug: 'beauty-health',
    name: 'Beauty & Health',
    icon: 'sparkles',
    description: 'Salons, barbers, pharmacies and wellness studios.',
    shopNames: [
      '{first} {surname} Hair & Beauty',
      '{town} Pharmacy',
      'The {town} Barber Shop',
      '{surname} Wellness Studio',
      'Glow Skin Clinic {town}',
    ],
    shopBlurb: 'Friendly local team offering treatments, advice and trusted brands in the heart of town.',
    products: [
      { name: 'Cut and Blow-dry', description: 'Consultation, wash, cut and finish by a senior stylist.', min: 45, max: 75 },
      { name: "Men's Skin Fade", description: 'Classic skin fade with a hot towel finish.', min: 18, max: 28 },
      { name: 'Hydrating Facial', description: 'Sixty-minute facial with deep cleanse and hydrating mask.', min: 65, max: 110 },
      { name: 'Irish Seaweed Body Scrub', description: 'Exfoliating scrub made with Atlantic seaweed, 250 ml.', min: 22, max: 38 },
      { name: 'Gel Manicure', description: 'Long-lasting gel polish with cuticle care.', min: 30, max: 45 },
      { name: 'Vitamin D3 Supplement', description: 'Ninety-day supply of 1000 IU vitamin D3 tablets.', min: 9, max: 18 },
      { name: 'Sports Massage (45 min)', description: 'Deep tissue massage for recovery and mobility.', min: 55, max: 80 },
      { name: 'Organic Beard Oil', description: 'Cedarwood and bergamot beard oil, 30 ml.', min: 14, max: 24 },
      { name: 'Spray Tan', description: 'Natural-looking spray tan that lasts up to a week.', min: 25, max: 40 },
      { name: 'SPF 50 Daily Moisturiser', description: 'Lightweight moisturiser with broad-spectrum protection.', min: 18, max: 32 },
    ],
  },
  {
    slug: 'education',
    name: 'Education',
    icon: 'graduation-cap',
    description: 'Grinds, music lessons, language schools and bookshops.',
    shopNames: [
      '{town} Grinds Academy',
      '{surname} School of Music',
      'Scoil Ghaeilge {town}',
      '{town} Book Nook',
      '{surname} Driving School',
    ],
    shopBlurb: 'Local educators helping students of every age learn with confidence, in small groups or one to one.',
    products: [
      {
        name: 'Leaving Cert Maths Grinds (10 weeks)',
        description: 'Higher level small-group grinds with exam technique.',
        min: 220,
        max: 360,
      },
      { name: 'Junior Cycle English Grind', description: 'One-to-one hour focused on essay writing and poetry.', min: 35, max: 55 },
      { name: 'Beginner Guitar Lessons (6 weeks)', description: 'Weekly 45-minute lessons, guitar loan available.', min: 120, max: 180 },
      { name: 'Conversational Irish Course', description: 'Eight evening classes for adult learners.', min: 90, max: 160 },
      { name: 'Driving Lesson (1 hour)', description: 'RSA-approved instructor, dual-control car.', min: 35, max: 50 },
      { name: 'Piano Lesson (30 min)', description: 'Lessons for all ages, RIAM exam preparation.', min: 22, max: 35 },
      { name: 'Coding Camp for Kids', description: 'Five-day summer camp: Scratch, Python and robotics.', min: 140, max: 220 },
      { name: 'Irish History Book Bundle', description: 'Three bestselling titles on modern Irish history.', min: 30, max: 55 },
      { name: 'French Conversation Class', description: 'Weekly group class with a native speaker.', min: 15, max: 25 },
      { name: 'Study Skills Workshop', description: 'Half-day workshop on planning, memory and exam stress.', min: 40, max: 75 },
    ],
  },
  {
    slug: 'electronics',
    name: 'Electronics',
    icon: 'cpu',
    description: 'Phone repairs, computers, TVs and smart-home gear.',
    shopNames: ['{town} Phone Repairs', '{surname} Electrical', 'TechHub {town}', '{town} Computer Centre', "{surname}'s TV & Audio"],
    shopBlurb: 'Local tech experts for sales, repairs and set-up, with honest advice and same-day service where possible.',
    products: [
      { name: 'iPhone Screen Replacement', description: 'Same-day screen replacement with a 6-month warranty.', min: 89, max: 249 },
      { name: 'Laptop Health Check', description: 'Virus removal, clean-up and performance tune.', min: 45, max: 80 },
      { name: 'Wireless Earbuds', description: 'Noise-cancelling earbuds with a wireless charging case.', min: 59, max: 199 },
      { name: '55" 4K Smart TV', description: 'HDR smart TV with Saorview and streaming apps, delivered and set up.', min: 449, max: 899 },
      { name: 'Mesh Wi-Fi System', description: 'Three-pack mesh Wi-Fi for whole-home coverage.', min: 149, max: 329 },
      { name: 'USB-C Fast Charger 65W', description: 'Compact charger for laptops, tablets and phones.', min: 29, max: 59 },
      { name: 'Refurbished Laptop', description: 'Business-grade laptop, 16 GB RAM, 512 GB SSD, 12-month warranty.', min: 299, max: 549 },
      { name: 'Smart Doorbell', description: 'HD video doorbell with app alerts, installation included.', min: 99, max: 229 },
      { name: 'Bluetooth Speaker', description: 'Waterproof portable speaker with 12-hour battery.', min: 39, max: 149 },
      { name: 'Data Recovery Service', description: 'Recovery of photos and files from failed drives.', min: 79, max: 299 },
    ],
  },
  {
    slug: 'fashion',
    name: 'Fashion',
    icon: 'shirt',
    description: 'Boutiques, menswear, shoes and Irish knitwear.',
    shopNames: ['{first} Boutique', '{surname} Menswear', '{town} Knitwear Company', 'The {town} Shoe Shop', '{surname} & Daughters'],
    shopBlurb: 'Independent fashion retailer with a hand-picked range, Irish designers and personal styling.',
    products: [
      { name: 'Aran Wool Sweater', description: 'Hand-knitted pure merino Aran sweater, made in Ireland.', min: 95, max: 180 },
      { name: 'Tweed Flat Cap', description: 'Classic Donegal tweed cap with a quilted lining.', min: 35, max: 65 },
      { name: 'Waterproof Rain Jacket', description: 'Breathable, fully taped jacket built for Irish weather.', min: 89, max: 199 },
      { name: 'Leather Chelsea Boots', description: 'Goodyear-welted leather boots in tan or black.', min: 129, max: 229 },
      { name: 'Linen Summer Dress', description: 'Relaxed-fit linen dress by an Irish designer.', min: 69, max: 139 },
      { name: 'Wool Scarf', description: 'Soft lambswool scarf woven in a Kerry mill.', min: 39, max: 79 },
      { name: 'Slim Fit Chinos', description: 'Stretch cotton chinos in five colours.', min: 49, max: 89 },
      { name: 'Silver Claddagh Ring', description: 'Sterling silver Claddagh ring, hallmarked in Dublin.', min: 45, max: 120 },
      { name: 'Merino Beanie', description: 'Ribbed merino wool beanie.', min: 22, max: 39 },
      { name: 'Leather Crossbody Bag', description: 'Handmade leather bag with an adjustable strap.', min: 79, max: 169 },
    ],
  },
  {
    slug: 'food-beverages',
    name: 'Food & Beverages',
    icon: 'utensils',
    description: 'Bakeries, butchers, cafés, delis and craft drinks.',
    shopNames: ["{surname}'s Butchers", 'The {town} Bakery', '{town} Craft Coffee', "{surname}'s Deli", '{town} Farmhouse Cheese'],
    shopBlurb: 'Local food business sourcing from Irish farms and producers, baking and preparing fresh every morning.',
    products: [
      { name: 'Brown Soda Bread', description: 'Traditional wholemeal soda bread, baked fresh daily.', min: 3, max: 6 },
      { name: 'Dry-Aged Irish Sirloin (500 g)', description: 'Grass-fed sirloin aged for 28 days.', min: 18, max: 29 },
      { name: 'Farmhouse Cheddar (400 g)', description: 'Mature cheddar from a family dairy farm.', min: 8, max: 14 },
      { name: 'Speciality Coffee Beans (250 g)', description: 'Single-origin beans roasted locally each week.', min: 11, max: 18 },
      { name: 'Hamper of Irish Produce', description: 'Gift hamper with chutney, cheese, crackers, tea and fudge.', min: 45, max: 120 },
      { name: 'Apple Tart', description: 'Deep-filled Bramley apple tart with a shortcrust pastry.', min: 12, max: 20 },
      { name: 'Free-Range Chicken', description: 'Whole free-range chicken from a Cavan farm.', min: 12, max: 19 },
      { name: 'Smoked Atlantic Salmon (200 g)', description: 'Oak-smoked salmon, sliced by hand.', min: 10, max: 17 },
      { name: 'Craft Cider (4-pack)', description: 'Dry craft cider from Irish apples.', min: 10, max: 16 },
      { name: 'Wild Honey (340 g)', description: 'Raw honey from local beekeepers.', min: 9, max: 15 },
    ],
  },
  {
    slug: 'home-garden',
    name: 'Home & Garden',
    icon: 'home',
    description: 'Hardware, garden centres, furniture and interiors.',
    shopNames: ['{town} Garden Centre', '{surname} Hardware', '{town} Interiors', "{surname}'s Furniture", 'The {town} Flower Shop'],
    shopBlurb: 'Everything for the home and garden, with expert local advice and delivery across the county.',
    products: [
      { name: 'Raised Vegetable Bed Kit', description: 'Larch raised bed, 1.8 m x 0.9 m, easy to assemble.', min: 69, max: 129 },
      { name: 'Bag of Compost (60 L)', description: 'Peat-free multi-purpose compost.', min: 8, max: 14 },
      { name: 'Cordless Drill Set', description: '18V drill driver with two batteries and a bit set.', min: 89, max: 179 },
      { name: 'Oak Coffee Table', description: 'Solid oak table made by a local craftsman.', min: 249, max: 549 },
      { name: 'Wool Throw Blanket', description: 'Woven wool throw from an Irish mill.', min: 59, max: 119 },
      { name: 'Seasonal Bouquet', description: 'Hand-tied bouquet of seasonal flowers, local delivery.', min: 30, max: 75 },
      { name: 'Outdoor Solar Lights (10-pack)', description: 'Warm white solar lights for paths and borders.', min: 25, max: 49 },
      { name: 'Paint (5 L, Interior Emulsion)', description: 'Washable matt emulsion, mixed to any colour.', min: 35, max: 65 },
      { name: 'Potted Olive Tree', description: 'Hardy olive tree in a terracotta pot.', min: 45, max: 120 },
      { name: 'Stove Fuel Bundle', description: 'Kiln-dried hardwood logs and firelighters.', min: 15, max: 35 },
    ],
  },
  {
    slug: 'professional-services',
    name: 'Professional Services',
    icon: 'briefcase',
    description: 'Accountants, solicitors, printers and trades.',
    shopNames: [
      '{surname} & Co. Accountants',
      '{surname} Solicitors',
      '{town} Print & Design',
      '{surname} Plumbing & Heating',
      '{town} Photography Studio',
    ],
    shopBlurb: 'Qualified local professionals serving households and small businesses with clear, fixed prices.',
    products: [
      { name: 'Income Tax Return (Form 11)', description: 'Preparation and filing of your self-assessed tax return.', min: 250, max: 450 },
      { name: 'Business Cards (500)', description: 'Double-sided full-colour cards on 400 gsm stock.', min: 39, max: 79 },
      { name: 'Boiler Service', description: 'Annual gas or oil boiler service with a safety certificate.', min: 90, max: 150 },
      { name: 'Will Drafting', description: 'Consultation and drafting of a simple will.', min: 150, max: 300 },
      { name: 'Family Photo Session', description: 'One-hour studio or outdoor session with ten edited images.', min: 120, max: 250 },
      { name: 'Bookkeeping (monthly)', description: 'Monthly bookkeeping and VAT returns for sole traders.', min: 120, max: 250 },
      { name: 'Logo Design', description: 'Three logo concepts and two rounds of revisions.', min: 180, max: 450 },
      { name: 'Emergency Call-Out', description: 'Same-day plumbing call-out within the town area.', min: 75, max: 120 },
      { name: 'Passport Photos', description: 'Passport and visa photos with digital copies.', min: 10, max: 18 },
      { name: 'Conveyancing Consultation', description: 'Initial consultation for buying or selling a home.', min: 95, max: 180 },
    ],
  },
]

export const REVIEW_COMMENTS = [
  'Brilliant service, would highly recommend.',
  'Lovely staff and great value.',
  'Quick and friendly, will be back.',
  'Good quality, a little pricey but worth it.',
  'Exactly what I needed, thanks a million.',
  'Decent, though I had to wait a while.',
  'Top class, the best in the county.',
  'Very helpful advice, sorted me out in no time.',
  null,
  null,
]

export const OPENING_HOURS = [
  { day: 'Monday', opens: '09:00', closes: '18:00' },
  { day: 'Tuesday', opens: '09:00', closes: '18:00' },
  { day: 'Wednesday', opens: '09:00', closes: '18:00' },
  { day: 'Thursday', opens: '09:00', closes: '20:00' },
  { day: 'Friday', opens: '09:00', closes: '20:00' },
  { day: 'Saturday', opens: '10:00', closes: '18:00' },
  { day: 'Sunday', opens: null, closes: null },
]
