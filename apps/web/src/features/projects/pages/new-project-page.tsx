import { SearchX } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { PageContainer, PageHeader } from '../../../components/layout/page.tsx';
import { buttonVariants } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PageSpinner } from '../../../components/ui/spinner.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useProject } from '../api/public-projects.ts';
import { ProjectForm } from '../components/project-form.tsx';
import { EMPTY_PROJECT, fromProject } from '../lib/project-form-values.ts';

/** /projects/new: a buyer posts a plant list. */
export function NewProjectPage() {
  useDocumentTitle('Post a Project');
  return (
    <PageContainer className="max-w-5xl">
      <PageHeader
        title="Post a Project"
        description="Send one plant list to many nurseries, compare their bids side by side and order the best offers."
      />
      <ProjectForm projectId={null} initial={EMPTY_PROJECT} initialLines={[]} />
    </PageContainer>
  );
}

/** /projects/{id}/edit: a draft, edited until it is published. */
export function EditProjectPage() {
  useDocumentTitle('Edit Project');
  const id = Number(useParams().id);
  const project = useProject(id);
  if (project.isPending) return <PageSpinner label="Loading the project" />;
  if (project.isError || !project.data.is_owner || project.data.status !== 'draft') {
    return (
      <PageContainer>
        <EmptyState
          icon={SearchX}
          title={project.isError ? 'Project not found' : 'Only a draft project can be edited'}
          action={
            <Link to="/buyer/dashboard?tab=projects" className={buttonVariants()}>
              My Projects
            </Link>
          }
        />
      </PageContainer>
    );
  }
  const { values, lines } = fromProject(project.data);
  return (
    <PageContainer className="max-w-5xl">
      <PageHeader title="Edit Project" description={project.data.title} />
      <ProjectForm key={project.data.id} projectId={project.data.id} initial={values} initialLines={lines} />
    </PageContainer>
  );
}
