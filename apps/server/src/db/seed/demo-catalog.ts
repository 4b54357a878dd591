// Demo data for a fresh database: nurseries (vendors), buyers and their plant listings.
// Plain typed data; seed.ts inserts it and tools/demo-images (`npm run demo-images`) draws one image per plant.
// Every plant's `image` is a file in DEMO_IMAGES_DIR. Regenerate the images after adding or renaming a plant.
// Plants are listed by category; the seed gives later entries newer creation times, so indoor plants come first
// when the marketplace sorts by newest.
// Phone numbers use the fictional 555-01xx range; every e-mail address is on the reserved .test domain.

import { fileURLToPath } from 'node:url';
import type { Category, Plan } from '@verdant/shared/enums';

/** Generated art, outside src/: the seed reads it, tools/demo-images writes it. */
export const DEMO_IMAGES_DIR = fileURLToPath(new URL('../../../assets/demo-images/', import.meta.url));

export interface DemoVendor {
  key: string;
  email: string;
  first_name: string;
  last_name: string;
  phone: string;
  business_name: string;
  business_description: string;
  business_address: string;
  business_phone: string;
  business_email: string;
  plan: Plan;
  approval: 'approved' | 'pending';
}

export interface DemoBuyer {
  email: string;
  first_name: string;
  last_name: string;
  phone: string;
  plan: Plan;
}

export interface DemoPlant {
  /** DemoVendor.key */
  vendor: string;
  plant_name: string;
  /** Botanical name; for bundles the species in it; '' for products that are not plants (soil, tools, pots). */
  scientific_name: string;
  description: string;
  care_instructions: string;
  category: Category;
  /** Size as sold: container size for plants ('6"', '3 gal', '#5'), otherwise the package or product size. */
  size: string;
  /** The container it comes in, or the dimensions of a planter; '' when not applicable (seeds, soil, tools). */
  pot_size: string;
  /** Dollars, 2 decimals. */
  price: number;
  /** A real former price above `price`, or null. */
  compare_at_price: number | null;
  quantity_available: number;
  /** File name in DEMO_IMAGES_DIR. */
  image: string;
}

export const DEMO_PASSWORD = 'Verdant123!';

export const DEMO_VENDORS: DemoVendor[] = [
  {
    key: 'greenleaf',
    email: 'greenleaf@verdant.test',
    first_name: 'Maria',
    last_name: 'Delgado',
    phone: '(512) 555-0142',
    business_name: 'Greenleaf Nursery & Garden Center',
    business_description:
      'Family-owned Austin garden center since 1987, with five acres of shade trees, flowering shrubs, perennials, houseplants and garden supplies. We grow much of our stock on site and help homeowners and landscapers choose plants that thrive in Central Texas heat.',
    business_address: '4810 Burnet Rd, Austin, TX 78756',
    business_phone: '(512) 555-0100',
    business_email: 'hello.greenleaf@verdant.test',
    plan: 'PREMIUM_VENDOR',
    approval: 'approved',
  },
  {
    key: 'bluebonnet',
    email: 'bluebonnet@verdant.test',
    first_name: 'James',
    last_name: 'Whitfield',
    phone: '(210) 555-0187',
    business_name: 'Bluebonnet Native Plants',
    business_description:
      'Wholesale and retail grower of Texas native and adapted plants: oaks and elms, native shrubs, ornamental grasses, perennials and wildflower seed. Our xeriscape stock is grown in full sun and hardened off for South Texas landscapes.',
    business_address: '11250 Bandera Rd, San Antonio, TX 78250',
    business_phone: '(210) 555-0110',
    business_email: 'sales.bluebonnet@verdant.test',
    plan: 'PRO_VENDOR',
    approval: 'approved',
  },
  {
    key: 'gulfcoast',
    email: 'gulfcoast@verdant.test',
    first_name: 'Linh',
    last_name: 'Nguyen',
    phone: '(713) 555-0119',
    business_name: 'Gulf Coast Tropicals',
    business_description:
      "Greenhouse grower of tropical foliage, houseplants, succulents and citrus in Houston's Heights. We supply interior landscapers, offices and plant lovers with acclimatized, pest-free plants.",
    business_address: '1420 W 20th St, Houston, TX 77008',
    business_phone: '(713) 555-0120',
    business_email: 'orders.gulfcoast@verdant.test',
    plan: 'PRO_VENDOR',
    approval: 'approved',
  },
  {
    key: 'trinity',
    email: 'trinity@verdant.test',
    first_name: 'Marcus',
    last_name: 'Johnson',
    phone: '(214) 555-0163',
    business_name: 'Trinity Garden Supply',
    business_description:
      'Neighborhood garden supply store in East Dallas stocking vegetable and herb starts, heirloom seed, organic soils and fertilizers, hand tools and containers.',
    business_address: '5610 E Mockingbird Ln, Dallas, TX 75206',
    business_phone: '(214) 555-0130',
    business_email: 'shop.trinity@verdant.test',
    plan: 'STARTER_VENDOR',
    approval: 'approved',
  },
  {
    key: 'desertbloom',
    email: 'desertbloom@verdant.test',
    first_name: 'Sofía',
    last_name: 'Ramírez',
    phone: '(512) 555-0134',
    business_name: 'Desert Bloom Succulents',
    business_description:
      'Small-batch cactus and succulent nursery in South Austin. We propagate hardy agaves, cacti and trailing succulents in gritty mix so they arrive ready for a sunny windowsill or a rock garden.',
    business_address: '2100 S Lamar Blvd, Austin, TX 78704',
    business_phone: '(512) 555-0135',
    business_email: 'hola.desertbloom@verdant.test',
    plan: 'STARTER_VENDOR',
    approval: 'pending',
  },
];

export const DEMO_BUYERS: DemoBuyer[] = [
  {
    email: 'homeowner@verdant.test',
    first_name: 'Emily',
    last_name: 'Carter',
    phone: '(512) 555-0177',
    plan: 'BASIC_BUYER',
  },
  {
    email: 'contractor@verdant.test',
    first_name: 'David',
    last_name: 'Okafor',
    phone: '(214) 555-0191',
    plan: 'PRO_BUYER',
  },
];

export const DEMO_PLANTS: DemoPlant[] = [
  // ── Deals: clearance and bundles ────────────────────────────────────────────────────────────────
  {
    vendor: 'gulfcoast',
    plant_name: 'Houseplant Starter Bundle',
    scientific_name: 'Epipremnum aureum, Dracaena trifasciata, Zamioculcas zamiifolia',
    description:
      'Three easy-care houseplants for a new plant parent: a Golden Pothos, a Snake Plant and a ZZ Plant, each in a 6" grower pot. All three tolerate lower light and the occasional missed watering.',
    care_instructions:
      'Low to bright indirect light for all three. Water the pothos when the top inch of soil is dry; water the snake plant and ZZ plant only when the soil is dry all the way through. Care cards are included.',
    category: 'deals',
    size: '3 × 6"',
    pot_size: '6" grower pots',
    price: 49.99,
    compare_at_price: 64.97,
    quantity_available: 20,
    image: 'houseplant-starter-bundle.webp',
  },
  {
    vendor: 'greenleaf',
    plant_name: 'Japanese Boxwood (Clearance)',
    scientific_name: 'Buxus microphylla var. japonica',
    description:
      'Overstock sale on full, healthy 3-gallon Japanese boxwood, the classic small-leaved evergreen for low hedges, borders and formal beds. Grows 3–4 ft tall and wide.',
    care_instructions:
      'Sun to part shade. Water twice a week for the first month, then weekly in summer. Shear in late spring after the new growth hardens, and mulch to keep the shallow roots cool.',
    category: 'deals',
    size: '3 gal',
    pot_size: '3 gal container',
    price: 14.99,
    compare_at_price: 26.99,
    quantity_available: 32,
    image: 'japanese-boxwood-clearance.webp',
  },
  {
    vendor: 'bluebonnet',
    plant_name: 'Pollinator Garden Bundle',
    scientific_name: 'Salvia farinacea, Salvia microphylla, Malvaviscus arboreus var. drummondii, Tagetes lucida',
    description:
      "Six Texas-tough perennials for bees, butterflies and hummingbirds: two Mealy Blue Sage, two Salvia 'Hot Lips', one Turk's Cap and one Mexican Mint Marigold, each in a 1-gallon pot. Enough to fill a 4 × 6 ft bed.",
    care_instructions:
      'Plant in full sun to part shade, 18–24" apart, and water twice a week for the first month. Once established, water weekly in summer. Cut everything back by half in late winter.',
    category: 'deals',
    size: '6 × 1 gal',
    pot_size: '1 gal containers',
    price: 54.99,
    compare_at_price: 71.94,
    quantity_available: 15,
    image: 'pollinator-garden-bundle.webp',
  },
  {
    vendor: 'greenleaf',
    plant_name: 'Asian Jasmine Groundcover Flat',
    scientific_name: 'Trachelospermum asiaticum',
    description:
      'End-of-season deal on a full flat of eighteen 4" pots of Asian jasmine, the tough, glossy evergreen groundcover for sun or shade. One flat covers about 18 sq ft.',
    care_instructions:
      'Plant 12" apart in loosened soil and water every 2–3 days for the first few weeks. Once established it is drought tolerant. Mow or string-trim to 4–6" in late winter to keep it dense.',
    category: 'deals',
    size: 'Flat of 18',
    pot_size: '4" pots',
    price: 29.99,
    compare_at_price: 39.99,
    quantity_available: 24,
    image: 'asian-jasmine-flat.webp',
  },

  // ── Planters & pots ─────────────────────────────────────────────────────────────────────────────
  {
    vendor: 'greenleaf',
    plant_name: 'Glazed Ceramic Planter, Cobalt Blue',
    scientific_name: '',
    description:
      'A hand-glazed, high-fired stoneware planter in deep cobalt blue with a glossy, subtly variegated finish. Frost resistant, with a drainage hole.',
    care_instructions:
      'Set it on pot feet outdoors so water drains freely and the pot never sits in a frozen puddle. Clean with mild soap and water; avoid abrasive pads on the glaze.',
    category: 'planters',
    size: '14"',
    pot_size: '14" W × 12" H',
    price: 49.99,
    compare_at_price: null,
    quantity_available: 25,
    image: 'glazed-ceramic-planter-cobalt.webp',
  },
  {
    vendor: 'trinity',
    plant_name: 'Terracotta Pot with Saucer',
    scientific_name: '',
    description:
      'A classic unglazed clay pot with a matching saucer. The porous walls let roots breathe and soil dry evenly, which makes it ideal for succulents, herbs and Mediterranean plants.',
    care_instructions:
      'Soak a new pot in water for an hour before planting. Plants in clay dry out faster, so check the soil more often in summer. Scrub off white mineral crust with equal parts vinegar and water.',
    category: 'planters',
    size: '8"',
    pot_size: '8" W × 7" H',
    price: 9.99,
    compare_at_price: null,
    quantity_available: 90,
    image: 'terracotta-pot-with-saucer.webp',
  },
  {
    vendor: 'trinity',
    plant_name: 'Self-Watering Planter',
    scientific_name: '',
    description:
      'A modern matte white planter with a built-in reservoir, wicking insert and water-level indicator. Keeps houseplants and herbs evenly moist for up to two weeks between fillings.',
    care_instructions:
      'Water from the top for the first two weeks so roots reach the wick, then fill through the side spout when the indicator reads low. Flush the reservoir monthly to prevent fertilizer buildup.',
    category: 'planters',
    size: '10"',
    pot_size: '10" W × 9" H',
    price: 24.99,
    compare_at_price: null,
    quantity_available: 45,
    image: 'self-watering-planter.webp',
  },
  {
    vendor: 'gulfcoast',
    plant_name: 'Macramé Plant Hanger',
    scientific_name: '',
    description:
      'A hand-knotted cotton rope plant hanger with a wooden ring and tassel, 40" long. Holds pots 6–8" wide and up to 10 lb. Shown with a 6" pot and pothos, sold separately.',
    care_instructions:
      'Hang from a ceiling hook rated for at least 20 lb. Use a pot with a saucer or a cachepot to keep drips off the rope. Spot-clean with mild soap and let it air dry.',
    category: 'planters',
    size: '40"',
    pot_size: 'Holds 6–8" pots',
    price: 18.99,
    compare_at_price: null,
    quantity_available: 40,
    image: 'macrame-plant-hanger.webp',
  },
  {
    vendor: 'greenleaf',
    plant_name: 'Cedar Raised Garden Bed',
    scientific_name: '',
    description:
      'A tool-free kit of naturally rot-resistant Western red cedar boards that slide into corner posts. Holds about 29 cu ft of soil for vegetables, herbs and cut flowers.',
    care_instructions:
      'Set it on level ground in full sun and line the bottom with cardboard or hardware cloth. Fill with a mix of garden soil and compost. Leave the cedar untreated; it weathers to a silver-gray.',
    category: 'planters',
    size: '4 × 8 ft',
    pot_size: '4 ft × 8 ft × 11" H',
    price: 189.0,
    compare_at_price: null,
    quantity_available: 10,
    image: 'cedar-raised-garden-bed.webp',
  },

  // ── Plant care: soil, fertilizer, tools ─────────────────────────────────────────────────────────
  {
    vendor: 'trinity',
    plant_name: 'Organic Garden Compost',
    scientific_name: '',
    description:
      'Fully finished compost made from aged leaves, wood fines and composted manure, screened to 1/2". Loosens clay, adds organic matter and feeds soil life.',
    care_instructions:
      'Work 2–3" into new beds, or top-dress existing beds and lawns with 1/2" in spring and fall. Keep the bag out of direct sun until used.',
    category: 'care',
    size: '1 cu ft',
    pot_size: '',
    price: 8.99,
    compare_at_price: null,
    quantity_available: 150,
    image: 'organic-garden-compost.webp',
  },
  {
    vendor: 'trinity',
    plant_name: 'Cactus & Succulent Potting Mix',
    scientific_name: '',
    description:
      'A fast-draining blend of pine bark fines, pumice and coarse sand for cacti, succulents and any plant that needs sharp drainage.',
    care_instructions:
      'Moisten lightly before potting and use only in pots with drainage holes. Reseal the bag so the mix does not dry out completely between uses.',
    category: 'care',
    size: '8 qt',
    pot_size: '',
    price: 11.99,
    compare_at_price: null,
    quantity_available: 100,
    image: 'cactus-succulent-potting-mix.webp',
  },
  {
    vendor: 'trinity',
    plant_name: 'Liquid Seaweed Fertilizer',
    scientific_name: '',
    description:
      'Cold-processed kelp extract rich in trace minerals and natural growth hormones. Reduces transplant shock and helps plants through heat stress.',
    care_instructions:
      'Shake well. Mix 2 tablespoons per gallon of water and apply as a soil drench or foliar spray every 2–3 weeks. Spray leaves in the early morning or evening, never in full midday sun.',
    category: 'care',
    size: '32 oz',
    pot_size: '',
    price: 16.99,
    compare_at_price: null,
    quantity_available: 60,
    image: 'liquid-seaweed-fertilizer.webp',
  },
  {
    vendor: 'greenleaf',
    plant_name: 'Slow-Release Plant Food 14-14-14',
    scientific_name: '',
    description:
      'Coated, time-release granules that feed for up to four months with balanced nitrogen, phosphorus and potassium. For containers, flower beds, shrubs and young trees.',
    care_instructions:
      'Scatter evenly over the soil and scratch in: about 1 tablespoon per gallon of pot size, or 1 lb per 100 sq ft of bed. Water in thoroughly and reapply every four months during the growing season.',
    category: 'care',
    size: '4 lb',
    pot_size: '',
    price: 19.99,
    compare_at_price: null,
    quantity_available: 70,
    image: 'slow-release-plant-food.webp',
  },
  {
    vendor: 'trinity',
    plant_name: 'Bypass Pruning Shears',
    scientific_name: '',
    description:
      'Forged steel bypass pruners with a hardened, non-stick coated blade that cleanly cuts live stems up to 3/4" thick. Cushioned grips and a one-hand safety lock.',
    care_instructions:
      'Wipe the blades after each use and disinfect with rubbing alcohol between diseased plants. Sharpen the beveled edge with a fine file and oil the pivot a few times a season.',
    category: 'care',
    size: '8"',
    pot_size: '',
    price: 24.99,
    compare_at_price: null,
    quantity_available: 35,
    image: 'bypass-pruning-shears.webp',
  },

  // ── Seeds ───────────────────────────────────────────────────────────────────────────────────────
  {
    vendor: 'bluebonnet',
    plant_name: 'Texas Bluebonnet Seeds',
    scientific_name: 'Lupinus texensis',
    description:
      'The state flower of Texas: spikes of deep blue flowers with white tips in March and April. Pre-scarified seed for faster, more even germination.',
    care_instructions:
      'Sow in fall, September to early November, in full sun. Press the seeds about 1/8" into bare, loose soil and keep moist until sprouts appear. Let plants set seed in late spring so they return next year.',
    category: 'seeds',
    size: '1 oz packet',
    pot_size: '',
    price: 7.99,
    compare_at_price: null,
    quantity_available: 200,
    image: 'texas-bluebonnet-seeds.webp',
  },
  {
    vendor: 'bluebonnet',
    plant_name: 'Indian Blanket Seeds',
    scientific_name: 'Gaillardia pulchella',
    description:
      'A cheerful native annual wildflower with red daisies tipped in yellow, blooming from late spring into summer. Thrives in poor, sandy soil and drought.',
    care_instructions:
      'Sow in fall or early spring on bare soil in full sun and rake in lightly. Keep moist until germination. Deadhead to extend flowering, then leave the last flowers to self-seed.',
    category: 'seeds',
    size: '1 oz packet',
    pot_size: '',
    price: 6.99,
    compare_at_price: null,
    quantity_available: 150,
    image: 'indian-blanket-seeds.webp',
  },
  {
    vendor: 'trinity',
    plant_name: "Zinnia 'State Fair' Mix Seeds",
    scientific_name: "Zinnia elegans 'State Fair'",
    description:
      'Large 4–5" double and semi-double flowers in red, orange, pink, yellow and magenta on sturdy 30–36" stems. Excellent for cutting and for butterflies.',
    care_instructions:
      'Sow directly after the last frost, 1/4" deep, in full sun. Thin seedlings to 12" apart. Water at the base to avoid powdery mildew, and cut flowers often to keep new ones coming.',
    category: 'seeds',
    size: '1/4 oz packet',
    pot_size: '',
    price: 3.49,
    compare_at_price: null,
    quantity_available: 180,
    image: 'zinnia-state-fair-seeds.webp',
  },
  {
    vendor: 'trinity',
    plant_name: 'Cherokee Purple Tomato Seeds',
    scientific_name: "Solanum lycopersicum 'Cherokee Purple'",
    description:
      'A beloved heirloom beefsteak with dusky purple-red fruit and a rich, sweet, smoky flavor. Indeterminate vines; about 80 days from transplant.',
    care_instructions:
      'Start indoors 6–8 weeks before the last frost, 1/4" deep in warm soil (75–85°F). Transplant deeply into full sun and stake or cage. In Texas, set plants out in early spring to ripen fruit before the summer heat.',
    category: 'seeds',
    size: '30 seeds',
    pot_size: '',
    price: 3.99,
    compare_at_price: null,
    quantity_available: 120,
    image: 'cherokee-purple-tomato-seeds.webp',
  },
  {
    vendor: 'trinity',
    plant_name: 'Mammoth Sunflower Seeds',
    scientific_name: "Helianthus annuus 'Mammoth Grey Stripe'",
    description:
      'Giant single yellow flower heads up to 12" across on stalks 9–12 ft tall. The striped seeds are good for roasting or for feeding birds.',
    care_instructions:
      'Sow 1" deep after the last frost in full sun, 2 ft apart. Water deeply once a week and stake tall stalks in windy spots. Cover ripening heads with mesh to keep birds off.',
    category: 'seeds',
    size: '1 oz packet',
    pot_size: '',
    price: 3.99,
    compare_at_price: null,
    quantity_available: 160,
    image: 'mammoth-sunflower-seeds.webp',
  },

  // ── Herbs & edibles ─────────────────────────────────────────────────────────────────────────────
  {
    vendor: 'trinity',
    plant_name: "Sweet Basil 'Genovese'",
    scientific_name: "Ocimum basilicum 'Genovese'",
    description:
      'The classic Italian basil with large, glossy, intensely aromatic leaves: the one for pesto, caprese and tomato sauce.',
    care_instructions:
      'Give it 6–8 hours of sun and plant after nights stay above 50°F. Keep evenly moist. Pinch the tips above a pair of leaves every week and remove flower buds to keep leaves coming.',
    category: 'herbs',
    size: '4"',
    pot_size: '4" grower pot',
    price: 4.99,
    compare_at_price: null,
    quantity_available: 140,
    image: 'sweet-basil-genovese.webp',
  },
  {
    vendor: 'greenleaf',
    plant_name: "Rosemary 'Tuscan Blue'",
    scientific_name: "Salvia rosmarinus 'Tuscan Blue'",
    description:
      'An upright rosemary with resinous, needle-like leaves and blue flowers in winter and spring. Formerly Rosmarinus officinalis; evergreen and deer resistant.',
    care_instructions:
      'Full sun and sharply drained soil; it hates wet feet. Water deeply but infrequently once established. Harvest sprigs any time and prune lightly after flowering.',
    category: 'herbs',
    size: '1 gal',
    pot_size: '1 gal container',
    price: 9.99,
    compare_at_price: null,
    quantity_available: 80,
    image: 'rosemary-tuscan-blue.webp',
  },
  {
    vendor: 'trinity',
    plant_name: 'Jalapeño Pepper',
    scientific_name: "Capsicum annuum 'Jalapeño'",
    description:
      'A productive chile plant bearing glossy 3" peppers with medium heat, picked green or left to ripen red. Each plant yields dozens of peppers over the summer.',
    care_instructions:
      'Full sun and warm soil; plant after the last frost. Water deeply 2–3 times a week in summer and mulch well. Feed with a vegetable fertilizer once flowering starts, and pick peppers when firm and glossy.',
    category: 'herbs',
    size: '4"',
    pot_size: '4" grower pot',
    price: 4.49,
    compare_at_price: null,
    quantity_available: 120,
    image: 'jalapeno-pepper.webp',
  },
  {
    vendor: 'bluebonnet',
    plant_name: 'Mexican Mint Marigold',
    scientific_name: 'Tagetes lucida',
    description:
      'A heat-loving substitute for French tarragon, also called Texas tarragon, with anise-scented narrow leaves and small golden flowers in fall.',
    care_instructions:
      'Full sun and well-drained soil. Water weekly; it tolerates drought once established. Harvest leaves regularly. Cut back in late winter; it usually returns from the roots.',
    category: 'herbs',
    size: '1 gal',
    pot_size: '1 gal container',
    price: 8.99,
    compare_at_price: null,
    quantity_available: 45,
    image: 'mexican-mint-marigold.webp',
  },
  {
    vendor: 'gulfcoast',
    plant_name: 'Improved Meyer Lemon Tree',
    scientific_name: "Citrus × meyeri 'Improved'",
    description:
      'A compact lemon tree with fragrant white blossoms and thin-skinned, sweet-tart fruit that ripens in winter. Virus-free selection, ideal for large patio pots.',
    care_instructions:
      'Full sun. Water when the top 2" of soil are dry and feed with citrus fertilizer from February to September. Protect from temperatures below 32°F: move it indoors or cover it on freezing nights.',
    category: 'herbs',
    size: '3 gal',
    pot_size: '3 gal container',
    price: 49.99,
    compare_at_price: 59.99,
    quantity_available: 20,
    image: 'improved-meyer-lemon-tree.webp',
  },
  {
    vendor: 'greenleaf',
    plant_name: 'Rose Geranium',
    scientific_name: 'Pelargonium graveolens',
    description:
      'A scented geranium with deeply lobed, velvety leaves that smell strongly of rose when brushed, and small pink flowers in spring. Used to flavor teas, jellies and cakes.',
    care_instructions:
      'Full sun to light afternoon shade. Let the soil dry slightly between waterings and pinch the tips to keep it bushy. Bring it indoors or cover it when frost is forecast.',
    category: 'herbs',
    size: '4"',
    pot_size: '4" grower pot',
    price: 6.99,
    compare_at_price: null,
    quantity_available: 55,
    image: 'rose-geranium.webp',
  },
  {
    vendor: 'trinity',
    plant_name: 'Cilantro',
    scientific_name: 'Coriandrum sativum',
    description:
      'Bright, citrusy leaves for salsa, tacos and curries; the seeds are the spice coriander. A cool-season herb best planted in fall and early spring in Texas.',
    care_instructions:
      'Full sun in winter, afternoon shade in spring. Keep evenly moist and harvest outer leaves often. It bolts once temperatures reach the 80s, so plant again every few weeks.',
    category: 'herbs',
    size: '4"',
    pot_size: '4" grower pot',
    price: 3.99,
    compare_at_price: null,
    quantity_available: 0,
    image: 'cilantro.webp',
  },

  // ── Succulents & cacti ──────────────────────────────────────────────────────────────────────────
  {
    vendor: 'gulfcoast',
    plant_name: "Echeveria 'Perle von Nürnberg'",
    scientific_name: "Echeveria 'Perle von Nürnberg'",
    description:
      'A symmetrical rosette of powdery, pearly lavender-pink leaves. In summer it sends up arching stems of coral flowers.',
    care_instructions:
      'Bright light with several hours of sun. Water deeply only when the soil is dry, and never let water sit in the rosette. Use a gritty cactus mix and a pot with drainage; protect from frost.',
    category: 'succulents',
    size: '4"',
    pot_size: '4" grower pot',
    price: 8.99,
    compare_at_price: null,
    quantity_available: 90,
    image: 'echeveria-perle-von-nurnberg.webp',
  },
  {
    vendor: 'gulfcoast',
    plant_name: 'Aloe Vera',
    scientific_name: 'Aloe vera',
    description:
      'Thick, spear-shaped gray-green leaves filled with soothing gel, speckled white when young. An easy succulent for a sunny windowsill or patio.',
    care_instructions:
      'Bright light indoors, or full sun outdoors once acclimated gradually. Water every 2–3 weeks, letting the soil dry completely. Bring it inside below 40°F and repot pups in spring.',
    category: 'succulents',
    size: '6"',
    pot_size: '6" grower pot',
    price: 14.99,
    compare_at_price: null,
    quantity_available: 70,
    image: 'aloe-vera.webp',
  },
  {
    vendor: 'bluebonnet',
    plant_name: "Whale's Tongue Agave",
    scientific_name: 'Agave ovatifolia',
    description:
      'A striking rosette of broad, cupped, powder-blue leaves edged with small teeth and tipped with a sharp spine. Native to northeastern Mexico and hardy to about 10°F.',
    care_instructions:
      'Full sun to light shade with sharp drainage; in clay, plant it on a slight mound. Once established, water about monthly in summer. Keep it well away from walkways because of the terminal spines.',
    category: 'succulents',
    size: '#5',
    pot_size: '5 gal container',
    price: 64.99,
    compare_at_price: null,
    quantity_available: 12,
    image: 'whales-tongue-agave.webp',
  },
  {
    vendor: 'gulfcoast',
    plant_name: 'Jade Plant',
    scientific_name: 'Crassula ovata',
    description:
      'A branching succulent with thick, glossy, oval leaves on woody stems, often edged in red in bright light. Long-lived and easy to shape into a miniature tree.',
    care_instructions:
      'Bright light with some direct sun. Water when the soil is dry, roughly every 2–3 weeks in summer and monthly in winter. Use a heavy pot so the plant does not tip over as it grows.',
    category: 'succulents',
    size: '6"',
    pot_size: '6" grower pot',
    price: 18.99,
    compare_at_price: null,
    quantity_available: 45,
    image: 'jade-plant.webp',
  },
  {
    vendor: 'bluebonnet',
    plant_name: 'Spineless Prickly Pear',
    scientific_name: "Opuntia cacanapa 'Ellisiana'",
    description:
      'A nearly spineless prickly pear with flat blue-green pads, yellow spring flowers and red-purple fruit. Safe near paths and very cold hardy.',
    care_instructions:
      'Full sun and well-drained soil. Water occasionally the first summer; after that, rainfall is usually enough. Handle pads with gloves anyway, since a few fine glochids may be present.',
    category: 'succulents',
    size: '3 gal',
    pot_size: '3 gal container',
    price: 29.99,
    compare_at_price: null,
    quantity_available: 40,
    image: 'spineless-prickly-pear.webp',
  },
  {
    vendor: 'desertbloom',
    plant_name: 'Golden Barrel Cactus',
    scientific_name: 'Echinocactus grusonii',
    description:
      'A globe-shaped cactus with prominent ribs lined with bright golden spines and a woolly crown. Slow-growing and striking in containers and rock gardens.',
    care_instructions:
      'Full sun or very bright light. Water thoroughly only when the soil is completely dry, and keep it nearly dry in winter. Handle it with folded newspaper or tongs, and protect it from hard freezes.',
    category: 'succulents',
    size: '6"',
    pot_size: '6" clay pot',
    price: 24.99,
    compare_at_price: null,
    quantity_available: 30,
    image: 'golden-barrel-cactus.webp',
  },
  {
    vendor: 'desertbloom',
    plant_name: 'String of Pearls',
    scientific_name: 'Curio rowleyanus',
    description:
      'Cascading strands of round, pea-like leaves that spill over the pot like a beaded curtain. Formerly Senecio rowleyanus.',
    care_instructions:
      'Bright indirect light with a little morning sun. Water when the pearls start to look slightly wrinkled. Use a shallow pot with fast-draining mix and keep the crown from staying wet.',
    category: 'succulents',
    size: '6"',
    pot_size: '6" hanging basket',
    price: 22.99,
    compare_at_price: null,
    quantity_available: 25,
    image: 'string-of-pearls.webp',
  },

  // ── Flowering plants ────────────────────────────────────────────────────────────────────────────
  {
    vendor: 'bluebonnet',
    plant_name: "Salvia 'Hot Lips'",
    scientific_name: "Salvia microphylla 'Hot Lips'",
    description:
      'A bushy sage covered in bicolor red-and-white flowers from spring to frost; in the heat of summer the blooms may turn all red or all white. A magnet for hummingbirds.',
    care_instructions:
      'Full sun to part shade and well-drained soil. Water weekly until established, then during dry spells. Shear back by a third in late summer and to about 12" in late winter.',
    category: 'flowering',
    size: '1 gal',
    pot_size: '1 gal container',
    price: 12.99,
    compare_at_price: null,
    quantity_available: 95,
    image: 'salvia-hot-lips.webp',
  },
  {
    vendor: 'bluebonnet',
    plant_name: "Mealy Blue Sage 'Henry Duelberg'",
    scientific_name: "Salvia farinacea 'Henry Duelberg'",
    description:
      'A Texas Superstar perennial with long spikes of deep blue flowers from spring through fall. Discovered in a rural Texas cemetery, it thrives in heat and alkaline soil.',
    care_instructions:
      'Full sun and well-drained soil. Water weekly the first season; it is drought tolerant afterwards. Deadhead spent spikes to keep it blooming and cut back hard in late winter.',
    category: 'flowering',
    size: '1 gal',
    pot_size: '1 gal container',
    price: 11.99,
    compare_at_price: null,
    quantity_available: 75,
    image: 'mealy-blue-sage-henry-duelberg.webp',
  },
  {
    vendor: 'greenleaf',
    plant_name: "English Lavender 'Hidcote'",
    scientific_name: "Lavandula angustifolia 'Hidcote'",
    description:
      'A compact lavender with silvery foliage and deep purple, highly fragrant flower spikes in early summer. Lovely in borders and containers, and for drying.',
    care_instructions:
      'Full sun and lean, very well-drained soil; add gravel to clay. Water sparingly once established, since humidity and wet roots are its enemies in Texas. Trim after flowering, but never into old wood.',
    category: 'flowering',
    size: '1 gal',
    pot_size: '1 gal container',
    price: 14.99,
    compare_at_price: null,
    quantity_available: 60,
    image: 'english-lavender-hidcote.webp',
  },
  {
    vendor: 'greenleaf',
    plant_name: 'Knock Out Rose',
    scientific_name: "Rosa 'Radrazz'",
    description:
      'The low-maintenance shrub rose that blooms in waves of cherry-red flowers from spring until frost. Highly resistant to black spot.',
    care_instructions:
      'At least 6 hours of sun. Water deeply once or twice a week at the base, not on the leaves. Prune by a third in mid-February and feed with a rose fertilizer after each flush of blooms.',
    category: 'flowering',
    size: '3 gal',
    pot_size: '3 gal container',
    price: 34.99,
    compare_at_price: 42.99,
    quantity_available: 40,
    image: 'knock-out-rose.webp',
  },
  {
    vendor: 'greenleaf',
    plant_name: "Coreopsis 'Crème Brûlée'",
    scientific_name: "Coreopsis verticillata 'Crème Brûlée'",
    description:
      'A threadleaf coreopsis with fine, feathery foliage and masses of golden-yellow daisies all summer. Compact, mounding and drought tolerant.',
    care_instructions:
      'Full sun and well-drained soil. Water weekly until established. Shear off spent flowers in midsummer for a fresh flush, and divide clumps every few years in spring.',
    category: 'flowering',
    size: '1 gal',
    pot_size: '1 gal container',
    price: 13.99,
    compare_at_price: null,
    quantity_available: 50,
    image: 'coreopsis-creme-brulee.webp',
  },
  {
    vendor: 'greenleaf',
    plant_name: "Lantana 'New Gold'",
    scientific_name: "Lantana × hybrida 'New Gold'",
    description:
      'A low, spreading lantana covered in clusters of bright gold flowers from late spring to frost. Sterile, so it blooms nonstop without setting berries.',
    care_instructions:
      'Full sun and heat. Water weekly for the first month, then only in extended drought. Cut back to 6" after the first frost or in late winter. Butterflies visit it constantly.',
    category: 'flowering',
    size: '1 gal',
    pot_size: '1 gal container',
    price: 9.99,
    compare_at_price: null,
    quantity_available: 0,
    image: 'lantana-new-gold.webp',
  },
  {
    vendor: 'greenleaf',
    plant_name: 'Esperanza',
    scientific_name: 'Tecoma stans',
    description:
      'Also called yellow bells: a fast-growing shrub with bright green leaves and clusters of trumpet-shaped yellow flowers from May until frost. Thrives in reflected heat.',
    care_instructions:
      'Full sun. Water weekly until established. It may freeze to the ground in winter; cut back dead stems in spring and it returns quickly. Remove seed pods to encourage more blooms.',
    category: 'flowering',
    size: '3 gal',
    pot_size: '3 gal container',
    price: 24.99,
    compare_at_price: null,
    quantity_available: 35,
    image: 'esperanza.webp',
  },
  {
    vendor: 'gulfcoast',
    plant_name: 'Tropical Hibiscus',
    scientific_name: 'Hibiscus rosa-sinensis',
    description:
      'Glossy leaves and showy red flowers up to 6" across, each lasting a day or two, on a bushy patio plant. A tropical look for decks and pool areas.',
    care_instructions:
      'Full sun to part shade. Keep the soil evenly moist and feed every two weeks with a bloom fertilizer in summer. Bring it indoors when nights drop below 45°F.',
    category: 'flowering',
    size: '10"',
    pot_size: '10" patio pot',
    price: 32.99,
    compare_at_price: null,
    quantity_available: 28,
    image: 'tropical-hibiscus.webp',
  },

  // ── Outdoor plants: trees, shrubs, grasses ──────────────────────────────────────────────────────
  {
    vendor: 'bluebonnet',
    plant_name: 'Live Oak',
    scientific_name: 'Quercus virginiana',
    description:
      'The iconic evergreen shade tree of the South, with a broad, spreading crown and small leathery leaves. Long-lived and drought tolerant once established; trees in this size are about 7–9 ft tall.',
    care_instructions:
      'Full sun. Plant at the same depth as the container and water deeply twice a week the first summer, then during droughts. To limit oak wilt, avoid pruning from February through June and paint every cut.',
    category: 'outdoor',
    size: '15 gal',
    pot_size: '15 gal container',
    price: 149.0,
    compare_at_price: null,
    quantity_available: 18,
    image: 'live-oak.webp',
  },
  {
    vendor: 'bluebonnet',
    plant_name: 'Texas Sage',
    scientific_name: 'Leucophyllum frutescens',
    description:
      'A silvery-gray native shrub, also called cenizo or barometer bush, that covers itself in lavender-pink blooms after summer rains. Extremely heat and drought tolerant.',
    care_instructions:
      'Full sun and excellent drainage; it rots in wet, heavy soil. Water weekly the first summer, then rarely. Do not fertilize or shear it into tight shapes; light thinning keeps its natural form.',
    category: 'outdoor',
    size: '3 gal',
    pot_size: '3 gal container',
    price: 24.99,
    compare_at_price: null,
    quantity_available: 65,
    image: 'texas-sage.webp',
  },
  {
    vendor: 'greenleaf',
    plant_name: "Crape Myrtle 'Natchez'",
    scientific_name: "Lagerstroemia indica × fauriei 'Natchez'",
    description:
      'A tall, multi-trunk crape myrtle with large white flower clusters from June to September and peeling cinnamon-brown bark. Matures at 20–30 ft with good mildew resistance.',
    care_instructions:
      'Full sun. Water deeply once a week the first year. In late winter remove only crossing branches and suckers; never top the trunks. Fertilize lightly in spring.',
    category: 'outdoor',
    size: '15 gal',
    pot_size: '15 gal container',
    price: 119.0,
    compare_at_price: 139.0,
    quantity_available: 14,
    image: 'crape-myrtle-natchez.webp',
  },
  {
    vendor: 'bluebonnet',
    plant_name: 'Cedar Elm',
    scientific_name: 'Ulmus crassifolia',
    description:
      'A tough Texas native shade tree with small, rough leaves that turn yellow in fall. Handles heat, drought, alkaline soil and poor drainage better than most trees.',
    care_instructions:
      'Full sun to part shade. Water deeply every week during the first two summers. Prune in winter to develop a strong central leader. Tolerates clay and limestone soils.',
    category: 'outdoor',
    size: '15 gal',
    pot_size: '15 gal container',
    price: 129.0,
    compare_at_price: null,
    quantity_available: 10,
    image: 'cedar-elm.webp',
  },
  {
    vendor: 'bluebonnet',
    plant_name: 'Texas Mountain Laurel',
    scientific_name: 'Dermatophyllum secundiflorum',
    description:
      'An evergreen native small tree with glossy leaflets and grape-scented purple flower clusters in early spring. Slow-growing and ideal for xeriscapes. Formerly Sophora secundiflora; the seeds are poisonous.',
    care_instructions:
      'Full sun to part shade with excellent drainage. Water every 10 days the first summer, then only in long droughts; do not overwater or fertilize heavily. Remove seed pods if children or pets play nearby.',
    category: 'outdoor',
    size: '#5',
    pot_size: '5 gal container',
    price: 49.99,
    compare_at_price: null,
    quantity_available: 20,
    image: 'texas-mountain-laurel.webp',
  },
  {
    vendor: 'bluebonnet',
    plant_name: 'Dwarf Yaupon Holly',
    scientific_name: "Ilex vomitoria 'Nana'",
    description:
      'A compact, rounded native evergreen shrub with tiny glossy leaves that reaches 3–4 ft. A tough, deer-resistant alternative to boxwood for low hedges.',
    care_instructions:
      'Sun to part shade. Water twice a week for the first month, then as needed. Shear lightly in late winter to shape. Tolerates alkaline and clay soils.',
    category: 'outdoor',
    size: '3 gal',
    pot_size: '3 gal container',
    price: 22.99,
    compare_at_price: null,
    quantity_available: 120,
    image: 'dwarf-yaupon-holly.webp',
  },
  {
    vendor: 'bluebonnet',
    plant_name: 'Mexican Feathergrass',
    scientific_name: 'Nassella tenuissima',
    description:
      'Fine, hair-like bright green blades topped by soft blond seed heads that sway in the slightest breeze. Forms 18–24" clumps.',
    care_instructions:
      'Full sun to light shade in well-drained soil; drought tolerant once established. Comb out old growth with gloved fingers in late winter. It can self-seed, so remove seed heads to limit spread.',
    category: 'outdoor',
    size: '1 gal',
    pot_size: '1 gal container',
    price: 9.99,
    compare_at_price: null,
    quantity_available: 150,
    image: 'mexican-feathergrass.webp',
  },
  {
    vendor: 'bluebonnet',
    plant_name: 'Red Yucca',
    scientific_name: 'Hesperaloe parviflora',
    description:
      'Not a true yucca: a clump of arching blue-green leaves with tall stalks of coral-red tubular flowers from spring to fall. Hummingbirds love it.',
    care_instructions:
      'Full sun and any well-drained soil. Water every 1–2 weeks the first summer, then rarely. Cut spent flower stalks off at the base. No fertilizer needed.',
    category: 'outdoor',
    size: '3 gal',
    pot_size: '3 gal container',
    price: 27.99,
    compare_at_price: null,
    quantity_available: 80,
    image: 'red-yucca.webp',
  },
  {
    vendor: 'greenleaf',
    plant_name: "Japanese Maple 'Bloodgood'",
    scientific_name: "Acer palmatum 'Bloodgood'",
    description:
      'An upright Japanese maple with deep burgundy-red, finely lobed leaves that turn scarlet in fall. Grows 15–20 ft with a graceful, layered habit.',
    care_instructions:
      'In Texas give it morning sun and afternoon shade, mulch well and keep the soil evenly moist. Shelter it from hot, drying winds and prune lightly in winter.',
    category: 'outdoor',
    size: '7 gal',
    pot_size: '7 gal container',
    price: 119.99,
    compare_at_price: null,
    quantity_available: 0,
    image: 'japanese-maple-bloodgood.webp',
  },
  {
    vendor: 'gulfcoast',
    plant_name: 'Texas Sabal Palm',
    scientific_name: 'Sabal mexicana',
    description:
      'The native palm of the Rio Grande Valley, with large costapalmate fan fronds on a sturdy trunk. Cold hardy to about 15°F and very wind tolerant.',
    care_instructions:
      'Full sun to part shade. Keep the root ball moist for the first few months after planting. Remove only fully brown fronds, and feed in spring and summer with a palm fertilizer containing magnesium and manganese.',
    category: 'outdoor',
    size: '15 gal',
    pot_size: '15 gal container',
    price: 179.0,
    compare_at_price: null,
    quantity_available: 9,
    image: 'texas-sabal-palm.webp',
  },

  // ── Indoor plants ───────────────────────────────────────────────────────────────────────────────
  {
    vendor: 'gulfcoast',
    plant_name: 'Monstera Deliciosa',
    scientific_name: 'Monstera deliciosa',
    description:
      'The classic Swiss cheese plant, with glossy heart-shaped leaves that develop deep splits and holes as they mature. Native to the rainforests of southern Mexico and Central America, it grows into a bold, sculptural floor plant.',
    care_instructions:
      'Bright, indirect light; avoid harsh afternoon sun. Water when the top 2" of soil are dry, less often in winter. Give it a moss pole to climb and feed monthly from spring to early fall with a balanced liquid fertilizer.',
    category: 'indoor',
    size: '10"',
    pot_size: '10" grower pot',
    price: 54.99,
    compare_at_price: null,
    quantity_available: 24,
    image: 'monstera-deliciosa.webp',
  },
  {
    vendor: 'gulfcoast',
    plant_name: 'Heartleaf Philodendron',
    scientific_name: 'Philodendron hederaceum',
    description:
      'A fast, forgiving trailing vine with glossy, heart-shaped green leaves. Lovely spilling from a hanging basket or trained up a trellis.',
    care_instructions:
      'Low to bright indirect light. Let the top inch of soil dry between waterings; yellow leaves usually mean too much water. Pinch stems back to keep it full and feed every 4–6 weeks in the growing season.',
    category: 'indoor',
    size: '8"',
    pot_size: '8" hanging basket',
    price: 24.99,
    compare_at_price: null,
    quantity_available: 48,
    image: 'heartleaf-philodendron.webp',
  },
  {
    vendor: 'greenleaf',
    plant_name: 'Fiddle Leaf Fig',
    scientific_name: 'Ficus lyrata',
    description:
      'Large, leathery, violin-shaped leaves on an upright stem make this West African fig a favorite statement plant. These plants stand about 3–4 ft tall.',
    care_instructions:
      'Needs bright light; an east or south window is ideal. Water thoroughly when the top 2" are dry and let it drain; it dislikes soggy soil and cold drafts. Rotate it a quarter turn monthly and dust the leaves.',
    category: 'indoor',
    size: '10"',
    pot_size: '10" grower pot',
    price: 79.99,
    compare_at_price: 94.99,
    quantity_available: 12,
    image: 'fiddle-leaf-fig.webp',
  },
  {
    vendor: 'gulfcoast',
    plant_name: "Snake Plant 'Laurentii'",
    scientific_name: "Dracaena trifasciata 'Laurentii'",
    description:
      'Stiff, upright sword leaves banded in gray-green with bright yellow margins. Formerly Sansevieria trifasciata, it is one of the toughest houseplants there is.',
    care_instructions:
      'Tolerates low light but grows best in bright indirect light. Water only when the soil is completely dry, about every 2–4 weeks; overwatering causes root rot. Use a fast-draining cactus mix.',
    category: 'indoor',
    size: '8"',
    pot_size: '8" grower pot',
    price: 34.99,
    compare_at_price: null,
    quantity_available: 60,
    image: 'snake-plant-laurentii.webp',
  },
  {
    vendor: 'gulfcoast',
    plant_name: 'Golden Pothos',
    scientific_name: 'Epipremnum aureum',
    description:
      'Heart-shaped leaves splashed with golden yellow on long trailing vines. An easy, fast-growing plant for shelves, hanging baskets and offices.',
    care_instructions:
      'Low to bright indirect light; more light means more variegation. Water when the top inch of soil is dry. Trim leggy vines and root the cuttings in water to make new plants.',
    category: 'indoor',
    size: '6"',
    pot_size: '6" grower pot',
    price: 16.99,
    compare_at_price: null,
    quantity_available: 85,
    image: 'golden-pothos.webp',
  },
  {
    vendor: 'greenleaf',
    plant_name: 'ZZ Plant',
    scientific_name: 'Zamioculcas zamiifolia',
    description:
      'Arching stems of waxy, dark green leaflets that look polished year-round. It stores water in underground rhizomes, so it shrugs off neglect and low light.',
    care_instructions:
      'Low to bright indirect light. Water every 2–3 weeks, only when the soil is dry all the way through, and feed two or three times a summer at half strength. All parts are toxic if eaten; keep away from pets.',
    category: 'indoor',
    size: '8"',
    pot_size: '8" grower pot',
    price: 39.99,
    compare_at_price: null,
    quantity_available: 30,
    image: 'zz-plant.webp',
  },
  {
    vendor: 'greenleaf',
    plant_name: 'Peace Lily',
    scientific_name: 'Spathiphyllum wallisii',
    description:
      'Glossy, deep green leaves and white, hooded flowers that appear several times a year. A shade-tolerant classic for homes and offices.',
    care_instructions:
      'Medium to low indirect light. Keep the soil lightly moist; the leaves droop when it needs water and recover quickly. Use filtered water if the leaf tips brown, and feed monthly in spring and summer.',
    category: 'indoor',
    size: '6"',
    pot_size: '6" grower pot',
    price: 24.99,
    compare_at_price: null,
    quantity_available: 40,
    image: 'peace-lily.webp',
  },
  {
    vendor: 'gulfcoast',
    plant_name: 'White Bird of Paradise',
    scientific_name: 'Strelitzia nicolai',
    description:
      "Large, banana-like paddle leaves on tall stems give a tropical resort look. Mature plants grown outdoors bear white and blue-black flowers shaped like a bird's head.",
    care_instructions:
      'Bright light with some direct sun. Water when the top 2–3" of soil are dry and feed every two weeks in summer. Leaves split naturally in wind; protect from temperatures below 50°F.',
    category: 'indoor',
    size: '10"',
    pot_size: '10" grower pot',
    price: 89.99,
    compare_at_price: null,
    quantity_available: 0,
    image: 'white-bird-of-paradise.webp',
  },
  {
    vendor: 'gulfcoast',
    plant_name: 'Chinese Money Plant',
    scientific_name: 'Pilea peperomioides',
    description:
      'Round, coin-like leaves held on long stems that radiate from a central stalk. It readily sends up pups that can be potted up and shared.',
    care_instructions:
      'Bright indirect light; rotate it weekly so it grows evenly. Water when the top inch is dry. Separate pups with a clean knife once they are 2–3" tall.',
    category: 'indoor',
    size: '4"',
    pot_size: '4" grower pot',
    price: 14.99,
    compare_at_price: null,
    quantity_available: 36,
    image: 'chinese-money-plant.webp',
  },
  {
    vendor: 'greenleaf',
    plant_name: "Rubber Plant 'Burgundy'",
    scientific_name: "Ficus elastica 'Burgundy'",
    description:
      'Thick, glossy leaves so dark they look almost black, with new growth emerging from rosy red sheaths. An upright, easy indoor tree.',
    care_instructions:
      'Bright indirect light keeps the leaf color deep. Water when the top 2" are dry and wipe the leaves to keep them shiny. The milky sap can irritate skin, so wear gloves when pruning.',
    category: 'indoor',
    size: '8"',
    pot_size: '8" grower pot',
    price: 36.99,
    compare_at_price: null,
    quantity_available: 22,
    image: 'rubber-plant-burgundy.webp',
  },
];
