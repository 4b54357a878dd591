import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';

// 100,000 plants in a handful of set-based statements (generate_series), from 40 real plants x 20 cultivars, over
// 50 vendors (5 of them unapproved, so their plants are hidden), each plant with a primary image row.

const PLANTS: [common: string, scientific: string, category: string][] = [
  ['Monstera', 'Monstera deliciosa', 'indoor'],
  ['Philodendron', 'Philodendron hederaceum', 'indoor'],
  ['Fiddle Leaf Fig', 'Ficus lyrata', 'indoor'],
  ['Snake Plant', 'Dracaena trifasciata', 'indoor'],
  ['Pothos', 'Epipremnum aureum', 'indoor'],
  ['Peace Lily', 'Spathiphyllum wallisii', 'indoor'],
  ['ZZ Plant', 'Zamioculcas zamiifolia', 'indoor'],
  ['Rubber Plant', 'Ficus elastica', 'indoor'],
  ['Calathea', 'Goeppertia orbifolia', 'indoor'],
  ['Polka Dot Begonia', 'Begonia maculata', 'indoor'],
  ['English Lavender', 'Lavandula angustifolia', 'herbs'],
  ['Rosemary', 'Salvia rosmarinus', 'herbs'],
  ['Sweet Basil', 'Ocimum basilicum', 'herbs'],
  ['Spearmint', 'Mentha spicata', 'herbs'],
  ['Thyme', 'Thymus vulgaris', 'herbs'],
  ['Japanese Maple', 'Acer palmatum', 'outdoor'],
  ['Live Oak', 'Quercus virginiana', 'outdoor'],
  ['Crape Myrtle', 'Lagerstroemia indica', 'outdoor'],
  ['Boxwood', 'Buxus sempervirens', 'outdoor'],
  ['Texas Sage', 'Leucophyllum frutescens', 'outdoor'],
  ['Bigleaf Hydrangea', 'Hydrangea macrophylla', 'flowering'],
  ['Knock Out Rose', 'Rosa', 'flowering'],
  ['Autumn Sage', 'Salvia greggii', 'flowering'],
  ['Purple Coneflower', 'Echinacea purpurea', 'flowering'],
  ['Bougainvillea', 'Bougainvillea glabra', 'flowering'],
  ['Gardenia', 'Gardenia jasminoides', 'flowering'],
  ['Echeveria', 'Echeveria elegans', 'succulents'],
  ['Aloe Vera', 'Aloe barbadensis', 'succulents'],
  ['Century Plant', 'Agave americana', 'succulents'],
  ['Jade Plant', 'Crassula ovata', 'succulents'],
  ['Zebra Haworthia', 'Haworthiopsis fasciata', 'succulents'],
  ['Tomato Seeds', 'Solanum lycopersicum', 'seeds'],
  ['Wildflower Seed Mix', 'Lupinus texensis', 'seeds'],
  ['Pepper Seeds', 'Capsicum annuum', 'seeds'],
  ['Terracotta Pot', '', 'planters'],
  ['Glazed Ceramic Planter', '', 'planters'],
  ['Potting Mix', '', 'care'],
  ['Liquid Fertilizer', '', 'care'],
  ['Pruning Shears', '', 'care'],
  ['Moss Pole', '', 'care'],
];
const CULTIVARS = [
  'Variegata',
  'Compacta',
  'Gold',
  'Silver',
  'Red',
  'Dwarf',
  'Giant',
  'Albo',
  'Thai Constellation',
  'Marble Queen',
  'Lemon Lime',
  'Purple',
  'Nana',
  'Grandiflora',
  'Pink Lady',
  'Blue Star',
  'Sunset',
  'Midnight',
  'Emerald',
  'Ruby',
];
const NURSERIES = ['Greenleaf', 'Bluebonnet', 'Cedar Ridge', 'Prairie Sun', 'Oak Hollow', 'Riverbend', 'Sunny Acres'];

const textArray = (values: string[]) =>
  sql`ARRAY[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;

export async function seedBench(db: Db, plants: number): Promise<void> {
  await db.execute(sql`INSERT INTO users (email, password_hash, first_name, last_name, role, plan)
    SELECT 'bench-vendor-' || g || '@bench.test', 'no-login', 'Bench', 'Vendor ' || g, 'vendor',
      (CASE WHEN g % 10 = 0 THEN 'PREMIUM_VENDOR' WHEN g % 3 = 0 THEN 'PRO_VENDOR' ELSE 'STARTER_VENDOR' END)::plan
    FROM generate_series(1, 50) AS g`);
  await db.execute(sql`INSERT INTO vendor_profiles (user_id, business_name, business_description, is_approved)
    SELECT u.id, (${textArray(NURSERIES)})[1 + n % ${NURSERIES.length}] || ' Nursery ' || n,
      'Family nursery number ' || n || ', growing natives, perennials and houseplants.', n % 10 <> 5
    FROM (SELECT id, row_number() OVER (ORDER BY id) AS n FROM users WHERE email LIKE 'bench-vendor-%') AS u`);
  // Set-based load: the per-row search trigger is off and each row gets its vector (and rating) in the INSERT itself,
  // so no row is written twice; the word dictionary is then filled in one statement.
  await db.execute(sql`ALTER TABLE inventory_items DISABLE TRIGGER inventory_items_search`);
  await db.execute(sql`INSERT INTO inventory_items (vendor_id, plant_name, scientific_name, description,
      care_instructions, price_cents, compare_at_price_cents, quantity_available, category, size, pot_size,
      is_available, rating_average, rating_count, created_at, search_vector)
    SELECT x.*, verdant_search_vector(x.plant_name, x.scientific_name, x.category::text, v.business_name, x.description)
    FROM (SELECT v.ids[1 + g % 50] AS vendor_id,
        p.common || ' ' || (${textArray(CULTIVARS)})[1 + (g / 40) % ${CULTIVARS.length}] AS plant_name,
        nullif(p.scientific, '') AS scientific_name,
        'A healthy ' || lower(p.common) || ' from lot ' || g || ', grown outdoors and hardened for Texas summers.'
          AS description,
        'Water when the top inch of soil is dry. Bright light.' AS care_instructions,
        500 + (g * 7919) % 20000 AS price_cents,
        CASE WHEN g % 20 = 0 THEN 500 + (g * 7919) % 20000 + 250 + g % 1000 END AS compare_at_price_cents,
        g % 60 AS quantity_available, p.category::plant_category AS category, (1 + g % 5) || ' gal' AS size,
        (1 + g % 5) || ' gal nursery pot' AS pot_size, g % 50 <> 0 AS is_available,
        CASE WHEN g % 3 = 0 THEN 3 + (g % 21) / 10.0 END AS rating_average,
        CASE WHEN g % 3 = 0 THEN 1 + g % 40 ELSE 0 END AS rating_count,
        now() - g * interval '1 second' AS created_at
      FROM generate_series(1, ${plants}) AS g
      CROSS JOIN (SELECT array_agg(id ORDER BY id) AS ids FROM vendor_profiles) AS v
      JOIN (SELECT * FROM unnest(${textArray(PLANTS.map((p) => p[0]))}, ${textArray(PLANTS.map((p) => p[1]))},
        ${textArray(PLANTS.map((p) => p[2]))}) WITH ORDINALITY AS t(common, scientific, category, n)) AS p
        ON p.n = 1 + g % ${PLANTS.length}) AS x
    JOIN vendor_profiles v ON v.id = x.vendor_id`);
  await db.execute(sql`ALTER TABLE inventory_items ENABLE TRIGGER inventory_items_search`);
  await db.execute(sql`INSERT INTO catalog_words (word)
    SELECT DISTINCT verdant_words(plant_name || ' ' || coalesce(scientific_name, '')) FROM inventory_items
    ON CONFLICT DO NOTHING`);
  // Images too: trigger off for the load, then each item's image list in one set-based statement.
  await db.execute(sql`ALTER TABLE item_images DISABLE TRIGGER item_images_aggregate`);
  await db.execute(sql`INSERT INTO item_images (inventory_item_id, storage_key, widths, width, height, is_primary)
    SELECT id, md5(id::text), ARRAY[320, 640, 1024], 1024, 768, true FROM inventory_items`);
  await db.execute(sql`ALTER TABLE item_images ENABLE TRIGGER item_images_aggregate`);
  await db.execute(sql`UPDATE inventory_items SET images = verdant_item_images(id)`);
  // That update left a dead copy of every row: rewrite the table compactly, as a catalog grown over time would be.
  await db.execute(sql`VACUUM FULL inventory_items`);
  await db.execute(sql`VACUUM ANALYZE`);
}
