import type { ProjectCategory } from '@verdant/shared/enums';
import { acceptedNameOf, sizeClassOf } from '../../modules/projects/matching.ts';
import type { Db } from '../client.ts';
import { bidLines, bids, projectLines, projects } from '../schema/index.ts';

// The three sample projects of "Browse Open Projects" (SPEC.md), as real open projects with plant lists and a few
// bids (issue 16 point 6). Budgets are the top of the spec's ranges.

interface DemoLine {
  botanical_name: string;
  common_name: string;
  size: string;
  quantity: number;
}

interface DemoBid {
  /** DemoVendor.key */
  vendor: string;
  note: string;
  /** Unit price in dollars per line (same order as the lines); null: no offer for that line. */
  prices: (number | null)[];
  /** Index of a line offered as a substitute, with what is offered instead. */
  substitute?: { line: number; botanical_name: string; size: string; note: string };
}

interface DemoProject {
  title: string;
  posted_by: string;
  city: string;
  state: string;
  zip: string;
  category: ProjectCategory;
  budget: number;
  bid_deadline: string;
  needed_by: string;
  description: string;
  lines: DemoLine[];
  bids: DemoBid[];
}

const DEMO_PROJECTS: DemoProject[] = [
  {
    title: 'Shade Trees for a New Office Park',
    posted_by: 'Hill Country Landscape Co.',
    city: 'Austin',
    state: 'TX',
    zip: '78758',
    category: 'trees',
    budget: 25_000,
    bid_deadline: '2027-03-15',
    needed_by: '2027-04-15',
    description:
      'Looking for 40 container-grown shade trees (Live Oak, Cedar Elm and Bur Oak, 30-45 gallon) delivered to a commercial site in North Austin, with staggered delivery over two weeks.',
    lines: [
      { botanical_name: 'Quercus virginiana', common_name: 'Live Oak', size: '30 gal', quantity: 15 },
      { botanical_name: 'Ulmus crassifolia', common_name: 'Cedar Elm', size: '30 gal', quantity: 15 },
      { botanical_name: 'Quercus macrocarpa', common_name: 'Bur Oak', size: '45 gal', quantity: 10 },
    ],
    bids: [
      { vendor: 'bluebonnet', note: 'Field-grown in San Antonio, hardened off for full sun.', prices: [265, 240, 420] },
      {
        vendor: 'greenleaf',
        note: 'We can stagger delivery over two weeks at no extra charge.',
        prices: [279, 229, null],
        substitute: {
          line: 1,
          botanical_name: 'Ulmus parvifolia',
          size: '30 gal',
          note: 'Lacebark elm: same size, better stock this spring',
        },
      },
    ],
  },
  {
    title: 'Pollinator Garden for a Community Park',
    posted_by: 'Alamo Green Spaces',
    city: 'San Antonio',
    state: 'TX',
    zip: '78205',
    category: 'perennials',
    budget: 6000,
    bid_deadline: '2027-04-01',
    needed_by: '2027-04-20',
    description:
      'Native perennials for a 3,000 sq ft pollinator garden: Black-eyed Susan, Purple Coneflower, Autumn Sage and Blue Mistflower in 1-gallon pots, about 600 plants in total.',
    lines: [
      { botanical_name: 'Rudbeckia hirta', common_name: 'Black-eyed Susan', size: '1 gal', quantity: 150 },
      { botanical_name: 'Echinacea purpurea', common_name: 'Purple Coneflower', size: '1 gal', quantity: 150 },
      { botanical_name: 'Salvia greggii', common_name: 'Autumn Sage', size: '1 gal', quantity: 150 },
      { botanical_name: 'Conoclinium coelestinum', common_name: 'Blue Mistflower', size: '1 gal', quantity: 150 },
    ],
    bids: [{ vendor: 'bluebonnet', note: 'All Texas natives, grown from local seed.', prices: [8.5, 9.25, 8.75, 9.5] }],
  },
  {
    title: 'Privacy Hedge for a Residential Development',
    posted_by: 'Trinity Homes Landscaping',
    city: 'Dallas',
    state: 'TX',
    zip: '75201',
    category: 'shrubs',
    budget: 12_000,
    bid_deadline: '2027-02-28',
    needed_by: '2027-03-31',
    description:
      'Evergreen shrubs for privacy screening along 1,200 feet of property line: Wax Myrtle, Dwarf Yaupon Holly or similar, 5-7 gallon, about 350 plants.',
    lines: [
      { botanical_name: 'Morella cerifera', common_name: 'Wax Myrtle', size: '7 gal', quantity: 200 },
      { botanical_name: "Ilex vomitoria 'Nana'", common_name: 'Dwarf Yaupon Holly', size: '5 gal', quantity: 150 },
    ],
    bids: [{ vendor: 'greenleaf', note: 'Ready in March; delivery to Dallas included.', prices: [27.5, 24] }],
  },
];

/** The demo projects of `buyerId`, published, with their bids from the demo vendors (`vendorIds` by key). */
export async function seedDemoProjects(db: Db, buyerId: number, vendorIds: Map<string, number>): Promise<void> {
  const now = new Date();
  for (const demo of DEMO_PROJECTS) {
    const [project] = await db
      .insert(projects)
      .values({
        buyerId,
        title: demo.title,
        postedBy: demo.posted_by,
        description: demo.description,
        city: demo.city,
        state: demo.state,
        zip: demo.zip,
        category: demo.category,
        budgetCents: demo.budget * 100,
        bidDeadline: demo.bid_deadline,
        neededBy: demo.needed_by,
        status: 'open',
        publishedAt: now,
      })
      .returning({ id: projects.id });
    const lines = await db
      .insert(projectLines)
      .values(
        demo.lines.map((line, index) => ({
          projectId: project!.id,
          position: index + 1,
          botanicalName: line.botanical_name,
          commonName: line.common_name,
          size: line.size,
          quantity: line.quantity,
          acceptedName: acceptedNameOf(line.botanical_name) ?? acceptedNameOf(line.common_name),
          sizeClass: sizeClassOf(line.size),
        })),
      )
      .returning({ id: projectLines.id, quantity: projectLines.quantity });
    for (const demoBid of demo.bids) {
      const vendorId = vendorIds.get(demoBid.vendor);
      if (!vendorId) throw new Error(`Demo bid names an unknown vendor ${demoBid.vendor}`);
      const [bid] = await db
        .insert(bids)
        .values({ projectId: project!.id, vendorId, note: demoBid.note, validUntil: demo.needed_by })
        .returning({ id: bids.id });
      const offers = demoBid.prices.flatMap((price, index) => {
        if (price === null) return [];
        const substitute = demoBid.substitute?.line === index ? demoBid.substitute : null;
        return [
          {
            bidId: bid!.id,
            lineId: lines[index]!.id,
            unitPriceCents: Math.round(price * 100),
            quantity: lines[index]!.quantity,
            readyDate: demo.bid_deadline,
            substituteBotanicalName: substitute?.botanical_name ?? null,
            substituteSize: substitute?.size ?? null,
            substituteNote: substitute?.note ?? null,
          },
        ];
      });
      await db.insert(bidLines).values(offers);
    }
  }
}
