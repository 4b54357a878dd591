// Fixed sample content (docs/product.md#static-pages: Browse Open Projects shows three sample projects).

export type ProjectCategory = 'Trees' | 'Perennials' | 'Shrubs';

export interface SampleProject {
  id: number;
  title: string;
  location: string;
  budget: string;
  deadline: string;
  description: string;
  category: ProjectCategory;
  postedBy: string;
}

export const PROJECT_FILTERS: ('All Projects' | ProjectCategory)[] = ['All Projects', 'Trees', 'Perennials', 'Shrubs'];

export const SAMPLE_PROJECTS: SampleProject[] = [
  {
    id: 1,
    title: 'Shade Trees for a New Office Park',
    location: 'Austin, TX',
    budget: '$18,000 - $25,000',
    deadline: 'March 15, 2027',
    description:
      'Looking for 40 container-grown shade trees (Live Oak, Cedar Elm and Bur Oak, 30-45 gallon) delivered to a commercial site in North Austin, with staggered delivery over two weeks.',
    category: 'Trees',
    postedBy: 'Hill Country Landscape Co.',
  },
  {
    id: 2,
    title: 'Pollinator Garden for a Community Park',
    location: 'San Antonio, TX',
    budget: '$4,500 - $6,000',
    deadline: 'April 1, 2027',
    description:
      'Native perennials for a 3,000 sq ft pollinator garden: Black-eyed Susan, Purple Coneflower, Autumn Sage and Blue Mistflower in 1-gallon pots, about 600 plants in total.',
    category: 'Perennials',
    postedBy: 'Alamo Green Spaces',
  },
  {
    id: 3,
    title: 'Privacy Hedge for a Residential Development',
    location: 'Dallas, TX',
    budget: '$9,000 - $12,000',
    deadline: 'February 28, 2027',
    description:
      'Evergreen shrubs for privacy screening along 1,200 feet of property line: Wax Myrtle, Dwarf Yaupon Holly or similar, 5-7 gallon, about 350 plants.',
    category: 'Shrubs',
    postedBy: 'Trinity Homes Landscaping',
  },
];
