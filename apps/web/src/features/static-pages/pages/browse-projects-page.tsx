import { Calendar, DollarSign, MapPin, User } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { PageContainer, PageHeader } from '../../../components/layout/page.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button, buttonVariants } from '../../../components/ui/button.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { PROJECT_FILTERS, SAMPLE_PROJECTS } from '../data/sample-projects.ts';

type Filter = (typeof PROJECT_FILTERS)[number];

export function BrowseProjectsPage() {
  useDocumentTitle('Browse Open Projects');
  const [filter, setFilter] = useState<Filter>('All Projects');
  const projects = SAMPLE_PROJECTS.filter((p) => filter === 'All Projects' || p.category === filter);
  return (
    <PageContainer>
      <PageHeader
        title="Browse Open Projects"
        description="Landscapers and contractors post the plants they need for upcoming projects. Vendors: find projects that match your inventory and submit a bid."
      />
      <fieldset className="mt-6 flex flex-wrap gap-2">
        <legend className="sr-only">Filter projects by category</legend>
        {PROJECT_FILTERS.map((name) => (
          <Button
            key={name}
            size="sm"
            variant={filter === name ? 'primary' : 'secondary'}
            aria-pressed={filter === name}
            onClick={() => setFilter(name)}
          >
            {name}
          </Button>
        ))}
      </fieldset>
      <ul className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {projects.map((project) => (
          <li key={project.id} className="flex flex-col rounded-card border border-slate-200 bg-white p-6 shadow-sm">
            <Badge tone="green" className="self-start">
              {project.category}
            </Badge>
            <h2 className="mt-3 font-semibold text-lg text-slate-900">{project.title}</h2>
            <p className="mt-1 flex items-center gap-1.5 text-slate-600 text-sm">
              <MapPin className="size-4" aria-hidden="true" />
              {project.location}
            </p>
            <p className="mt-3 flex-1 text-slate-700 text-sm">{project.description}</p>
            <dl className="mt-4 grid gap-2 text-sm">
              <div className="flex items-center gap-1.5">
                <DollarSign className="size-4 text-slate-500" aria-hidden="true" />
                <dt className="text-slate-500">Budget:</dt>
                <dd className="font-medium text-slate-900">{project.budget}</dd>
              </div>
              <div className="flex items-center gap-1.5">
                <Calendar className="size-4 text-slate-500" aria-hidden="true" />
                <dt className="text-slate-500">Deadline:</dt>
                <dd className="font-medium text-slate-900">{project.deadline}</dd>
              </div>
              <div className="flex items-center gap-1.5">
                <User className="size-4 text-slate-500" aria-hidden="true" />
                <dt className="text-slate-500">Posted by:</dt>
                <dd className="font-medium text-slate-900">{project.postedBy}</dd>
              </div>
            </dl>
            <Button className="mt-5">
              Submit Bid
              <span className="sr-only"> for {project.title}</span>
            </Button>
          </li>
        ))}
      </ul>
      <section className="mt-12 rounded-card border border-slate-200 bg-sage-50 p-6 text-center">
        <h2 className="font-semibold text-xl">Want to post a project?</h2>
        <p className="mt-1 text-slate-600">
          Create a free account to post your project and get bids from local nurseries.
        </p>
        <Link to="/register" className={buttonVariants({ className: 'mt-4' })}>
          Create Account
        </Link>
      </section>
    </PageContainer>
  );
}
